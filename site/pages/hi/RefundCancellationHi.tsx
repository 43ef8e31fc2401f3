/** रिफ़ंड और कैंसिलेशन नीति: the Refund & Cancellation Policy in Hindi, section for section as ../RefundCancellation.tsx. */
import { useEffect, useState } from 'react';
import { LegalPage, type LegalSection } from '../../components/LegalPage';
import { emails, phones, policy } from '../../content';
import { formatPhone, telHref, todayISO } from '../../lib';
import { formatAmount, hindiLongDate } from '../../i18n/format';

const sections: LegalSection[] = [
  {
    id: 'cancelling',
    title: 'ऑर्डर कैंसिल करना',
    body: (
      <ul>
        <li>
          पिकअप या डिलीवरी के तय समय से {policy.cancelBeforeMinutes} मिनट पहले तक, अगर खाना बनना शुरू नहीं हुआ है, तो आप बिना
          किसी शुल्क के ऑर्डर कैंसिल कर सकते हैं।
        </li>
        <li>
          उसके बाद कैंसिल करने पर {formatAmount(policy.lateCancellationFee, 'hi')} का देर से कैंसिल करने का शुल्क लगता है, जो रिफ़ंड से
          काटा जाता है।
        </li>
        <li>खाना बनना शुरू होने के बाद, या ऑर्डर डिलीवरी के लिए निकलने के बाद, उसे कैंसिल नहीं किया जा सकता।</li>
        <li>कैंसिल करने के लिए हमें फ़ोन करें या व्हाट्सऐप पर अपना नाम और ऑर्डर की जानकारी भेजें।</li>
      </ul>
    ),
  },
  {
    id: 'quality',
    title: 'ग़लत, अधूरा या ख़राब खाना',
    body: (
      <p>
        अगर आपके ऑर्डर में कुछ गड़बड़ है, तो खाना मिलने के {policy.complaintWithinMinutes} मिनट के अंदर हमें बताएँ, हो सके तो फ़ोटो के
        साथ। हम वह चीज़ बदल देंगे या उसका पैसा लौटा देंगे। {policy.complaintWithinMinutes} मिनट के बाद की शिकायत शायद स्वीकार न
        हो।
      </p>
    ),
  },
  {
    id: 'delays',
    title: 'देर से डिलीवरी',
    body: (
      <p>
        अगर आपकी डिलीवरी बताए गए समय से {policy.deliveryDelayMinutes} मिनट से ज़्यादा देर से पहुँचे, तो हम डिलीवरी चार्ज लौटा देते
        हैं। {policy.deliveryDelayMinutes} मिनट से ज़्यादा की देरी पर आप चाहें तो ऑर्डर लेने से मना करके पूरा पैसा वापस ले सकते हैं।
      </p>
    ),
  },
  {
    id: 'pickup',
    title: 'पिकअप ऑर्डर',
    body: (
      <p>
        पिकअप ऑर्डर तैयार होने के {policy.pickupWithinMinutes} मिनट के अंदर ले जाने होंगे। इस समय में न ले जाए गए ऑर्डर का पैसा वापस
        नहीं होता।
      </p>
    ),
  },
  {
    id: 'how-refunds-work',
    title: 'रिफ़ंड कैसे मिलता है',
    body: (
      <p>
        मंज़ूर हुआ रिफ़ंड {policy.refundBusinessDays} कामकाजी दिनों में उसी तरीक़े से लौटाया जाता है जिससे भुगतान हुआ था। नकद ऑर्डर का
        पैसा रेस्टोरेंट पर नकद या UPI से लौटाया जाता है। हम नकद, कार्ड और डिजिटल भुगतान (UPI और वॉलेट) लेते हैं।
      </p>
    ),
  },
  {
    id: 'refund-contact',
    title: 'हमसे संपर्क करें',
    body: (
      <p>
        <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a> या{' '}
        <a href={telHref(phones[1])}>{formatPhone(phones[1])}</a> पर फ़ोन करें, या{' '}
        <a href={`mailto:${emails.general}`}>{emails.general}</a> पर लिखें।
      </p>
    ),
  },
];

/** "पिछला बदलाव" shows the build date in the prerendered page and today's date once the page runs. */
export function RefundCancellationHi({ buildDate }: { buildDate: string }) {
  const [date, setDate] = useState(buildDate);
  useEffect(() => setDate(todayISO()), []);
  return (
    <LegalPage
      title="रिफ़ंड और कैंसिलेशन नीति"
      intro={
        <p>
          हम चाहते हैं कि गाँव रसोई का हर खाना आप तक गरम और जैसा ऑर्डर किया वैसा ही पहुँचे। यह नीति बताती है कि आप कब ऑर्डर कैंसिल कर
          सकते हैं और रिफ़ंड कैसे मिलता है।
        </p>
      }
      sections={sections}
    >
      <p className="updated">
        पिछला बदलाव: <time dateTime={date}>{hindiLongDate(date)}</time>
      </p>
    </LegalPage>
  );
}

export const refundSectionIds = sections.map((s) => s.id);
