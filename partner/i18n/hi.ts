import raHindi from '../../shared/browser/i18n/raHindi';
import type { TranslationMessages } from 'react-admin';

/**
 * The kitchen and rider app in Hindi: the same keys as i18n/en.ts, in the everyday Hindi a
 * kitchen owner or a rider around Prayagraj reads. Common loan words (ऑर्डर, मेन्यू, डिलीवरी,
 * पिकअप, ऑनलाइन) stay as people say them. Loaded only when Hindi is chosen (i18n/index.ts).
 */
export const partnerMessagesHi = {
  login: {
    title: 'किचन और राइडर लॉगिन',
    email: 'ई-मेल',
    password: 'पासवर्ड',
    kind: 'मैं हूँ',
    kitchen: 'किचन',
    rider: 'राइडर',
    submit: 'लॉगिन करें',
    signingIn: 'लॉगिन हो रहा है…',
    required: 'ई-मेल और पासवर्ड ज़रूरी हैं',
    invalid: 'ई-मेल या पासवर्ड ग़लत है',
    network: 'नेटवर्क की दिक़्क़त: कनेक्शन देखकर फिर कोशिश करें',
    failed: 'लॉगिन नहीं हो पाया',
  },
  shell: {
    title: 'गाँव रसोई पार्टनर',
    logout: 'लॉग आउट',
    live: 'लाइव',
    connecting: 'जुड़ रहा है…',
    reconnecting: 'फिर से जुड़ रहा है…',
    offline: 'लाइव नहीं',
    soundOn: 'आवाज़ चालू',
    soundOff: 'आवाज़ बंद',
    enableSound: 'आवाज़ चालू करने के लिए टैप करें',
    newOrdersAlert: '%{smart_count} नया ऑर्डर स्वीकार होने का इंतज़ार कर रहा है |||| %{smart_count} नए ऑर्डर स्वीकार होने का इंतज़ार कर रहे हैं',
    seeOrders: 'ऑर्डर देखें',
    nav: { orders: 'ऑर्डर', menu: 'मेन्यू', kitchen: 'किचन', myOrders: 'मेरे ऑर्डर', today: 'आज' },
  },
  status: {
    placed: 'नया',
    accepted: 'स्वीकार हुआ',
    preparing: 'बन रहा है',
    out_for_delivery: 'डिलीवरी पर निकला',
    delivered: 'डिलीवर हो गया',
    cancelled: 'रद्द',
  },
  fulfilment: { delivery: 'डिलीवरी', pickup: 'पिकअप' },
  language: {
    failed: 'भाषा आपके खाते में सेव नहीं हो पाई',
  },
  summary: {
    kitchenTitle: 'आज',
    orders: 'आज के ऑर्डर',
    takings: 'आज की कमाई',
    deliveries: 'आज की डिलीवरी',
    cashCollected: 'वसूला गया कैश',
    handOver: 'दिन के अंत में यह कैश जमा करें।',
    error: 'आज के आँकड़े नहीं खुल पाए',
  },
};

const messages = {
  ...raHindi,
  partner: partnerMessagesHi,
  resources: {
    orders: {
      name: 'ऑर्डर |||| ऑर्डर',
      empty: 'अभी कोई ऑर्डर नहीं है',
      filters: { all: 'सभी', placed: 'नए', accepted: 'स्वीकार हुए', preparing: 'बन रहे हैं' },
      fields: {
        orderId: 'ऑर्डर',
        createdAt: 'ऑर्डर का समय',
        status: 'स्थिति',
        customerInfo: { name: 'ग्राहक', phone: 'फ़ोन' },
        villageName: 'गाँव',
        address: 'पता',
        landmark: 'पहचान की जगह',
        note: 'नोट',
        items: 'सामान',
        totalAmount: 'कुल',
        cashToCollect: 'लेना है (कैश)',
      },
      actions: {
        accept: 'ऑर्डर स्वीकार करें',
        prepare: 'तैयारी शुरू करें',
        cancel: 'ऑर्डर रद्द करें',
        ready: 'तैयार है',
        handedOver: 'ग्राहक को दे दिया',
        pickedUp: 'पिकअप हो गया',
        delivered: 'डिलीवर हो गया',
        call: 'कॉल करें',
        whatsapp: 'व्हाट्सऐप',
        maps: 'मैप में खोलें',
      },
      cancel: {
        title: 'ऑर्डर %{orderId} रद्द करें?',
        content: 'ग्राहक को ऑर्डर रद्द दिखेगा। उन्हें कारण बताएँ:',
        reason: 'कारण',
        reasonRequired: 'कृपया कारण लिखें',
        confirm: 'ऑर्डर रद्द करें',
        back: 'ऑर्डर रखें',
      },
      notifications: {
        accepted: 'ऑर्डर %{orderId} स्वीकार हुआ',
        preparing: 'ऑर्डर %{orderId}: तैयारी शुरू',
        cancelled: 'ऑर्डर %{orderId} रद्द हुआ',
        ready: 'ऑर्डर %{orderId} तैयार है',
        handedOver: 'ऑर्डर %{orderId} ग्राहक को दे दिया',
        out_for_delivery: 'ऑर्डर %{orderId} पिकअप हो गया',
        delivered: 'ऑर्डर %{orderId} डिलीवर हो गया',
        failed: 'ऑर्डर अपडेट नहीं हो पाया',
      },
      new: 'नया',
      readyForPickup: 'पिकअप के लिए तैयार',
    },
    restaurants: {
      name: 'मेन्यू',
      empty: 'आपके खाते में कोई किचन नहीं है',
      fields: { isActive: 'ऑनलाइन', available: 'उपलब्ध', price: 'दाम' },
      online: 'ऑनलाइन',
      offline: 'ऑफ़लाइन',
      offlineHint: 'ऑफ़लाइन: ग्राहकों को "अभी बंद" दिखेगा और वे ऑर्डर नहीं कर पाएँगे।',
      soldOut: 'ख़त्म',
      available: 'उपलब्ध',
      notifications: {
        online: '%{name} ऑनलाइन है',
        offline: '%{name} ऑफ़लाइन है',
        soldOut: '%{name} ख़त्म बताया गया',
        available: '%{name} फिर से उपलब्ध है',
        failed: 'बदलाव सेव नहीं हो पाया',
      },
    },
    rider: {
      available: 'काम पर',
      onLeave: 'छुट्टी पर',
      onLeaveHint: 'छुट्टी पर: आपको नए ऑर्डर नहीं मिलेंगे।',
      availableHint: 'काम पर: एडमिन आपको ऑर्डर दे सकते हैं।',
      onDelivery: 'डिलीवरी पर',
      notifications: { on_leave: 'आप छुट्टी पर हैं', active: 'आप काम पर हैं', failed: 'आपकी स्थिति नहीं बदल पाई' },
    },
  },
} as const;

export const hindiTranslations = messages as unknown as TranslationMessages;
