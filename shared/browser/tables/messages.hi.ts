import { ORDER_STATUS_LABELS_HI } from '../../orderStatus';

/**
 * The shared dining hall texts of messages.en.ts in Hindi, the same keys: each app puts them
 * under `dining` in its Hindi messages.
 */
export const diningHindi = {
  free: 'खाली',
  eating: 'खा रहे हैं',
  billAsked: 'बिल माँगा',
  minutes: '%{minutes} मिनट',
  rounds: '%{smart_count} राउंड |||| %{smart_count} राउंड',
  closeTable: 'बिल / टेबल बंद',
  search: 'व्यंजन का नाम या नंबर',
  soldOut: 'ख़त्म',
  emptyRound: 'अभी कुछ नहीं जोड़ा।',
  quantity: 'मात्रा',
  less: 'एक कम',
  more: 'एक और',
  send: 'रसोई में भेजें',
  total: 'कुल',
  noRounds: 'अभी कुछ ऑर्डर नहीं हुआ।',
  statuses: ORDER_STATUS_LABELS_HI,
  method: 'कैसे दिया',
  methods: { cash: 'नकद', upi: 'UPI से', credit: 'खाता' },
  amount: 'रकम (₹)',
  utr: 'UTR (12 अंक, चाहें तो)',
  phone: 'खाते का फ़ोन',
  addLine: 'एक और देने वाला',
  removeLine: 'यह भुगतान हटाएँ',
  left: 'बाँटना बाकी: %{amount}',
  close: 'टेबल बंद करें',
  closed: 'टेबल बंद: बिल %{bill}।',
  printBill: 'बिल प्रिंट करें',
  walkIn: 'काउंटर से (ले जाने वाले ग्राहक)',
  walkInName: 'काउंटर ग्राहक',
  customerName: 'नाम',
  customerPhone: 'फ़ोन',
} as const;
