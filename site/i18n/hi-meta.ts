/** Every page's title and description in Hindi, key for key as en-meta.ts (with the Hindi texts, in their chunk). */
import type { PageMetas } from './en-meta';
import { hi } from './hi';

const brandName = 'Gaon Rasoi';

export const hiMeta: PageMetas = {
  '/': { title: `गाँव रसोई (${brandName}) | जंघई, प्रयागराज का घर जैसा गाँव का खाना`, description: hi.brandDescription },
  '/privacy-policy': {
    title: `गोपनीयता नीति | ${brandName}`,
    description:
      'पिकअप या डिलीवरी ऑर्डर करते समय गाँव रसोई आपकी कौन-सी जानकारी लेती है, उसका कैसे इस्तेमाल करती है, किससे साझा करती है और कैसे सुरक्षित रखती है, और आपके पास क्या विकल्प हैं।',
  },
  '/terms-conditions': {
    title: `नियम और शर्तें | ${brandName}`,
    description:
      'गाँव रसोई से ऑर्डर करने की शर्तें: ऑर्डर और भुगतान, डिलीवरी और पिकअप, कैंसिलेशन, खाने की सुरक्षा और एलर्जी, और लागू क़ानून।',
  },
  '/refund-cancellation': {
    title: `रिफ़ंड और कैंसिलेशन नीति | ${brandName}`,
    description:
      'गाँव रसोई का ऑर्डर कब कैंसिल कर सकते हैं, देर से कैंसिल करने का शुल्क, शिकायतें, देरी पर रिफ़ंड और रिफ़ंड में कितना समय लगता है।',
  },
  '/checkout': {
    title: `चेकआउट | ${brandName}`,
    description: 'गाँव रसोई से डिलीवरी या पिकअप के लिए ऑर्डर करें; डिलीवरी पर या पिकअप पर नकद या UPI से भुगतान करें।',
  },
  '/track': { title: `आपका ऑर्डर | ${brandName}`, description: 'गाँव रसोई से आपके ऑर्डर को रसोई से आपके दरवाज़े तक देखें।' },
  '/party': {
    title: `पार्टी ऑर्डर: शादी, पूजा, भोज | ${brandName}`,
    description:
      'शादी, पूजा या भोज की तैयारी है? गाँव रसोई को दिन और मेहमानों की संख्या बताइए: व्हाट्सऐप पर कोटेशन, UPI से अग्रिम, 50 से 1,000 लोगों का गाँव का खाना।',
  },
  '/party/quote': {
    title: `आपकी पार्टी का कोटेशन | ${brandName}`,
    description: 'गाँव रसोई से आपका पार्टी अनुरोध: कोटेशन, अग्रिम राशि और आपकी बुकिंग।',
  },
  '/t': {
    title: `आपकी टेबल | ${brandName}`,
    description: 'गाँव रसोई में अपनी टेबल से ऑर्डर करें: मेन्यू, आपके राउंड और आपका बिल।',
  },
  '/khata': {
    title: `आपका खाता | ${brandName}`,
    description: 'गाँव रसोई में आपका उधार खाता: हर बिल और भुगतान, और UPI से चुकाने के लिए बाकी रकम।',
  },
};
