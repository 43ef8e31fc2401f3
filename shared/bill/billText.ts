/**
 * The printed bill's words in English and Hindi. One document printed by three apps (the
 * admin, the kitchen app, the customer's page served by the API), so its wording lives here
 * once rather than in each app's i18n file: a tax document must read the same wherever it
 * is printed.
 */
import type { BillKind } from '../tax';
import type { BillPayment } from './payment';

export type BillLanguage = 'en' | 'hi';

export interface BillText {
  kind: Record<BillKind, string>;
  cancelled: string;
  fssai: string;
  gstin: string;
  billNumber: string;
  orderNumber: string;
  date: string;
  /** An order for later: "For 7:30 PM" (with the day when not today). */
  forTime: (time: string) => string;
  customer: string;
  phone: string;
  delivery: string;
  pickup: string;
  item: string;
  qty: string;
  rate: string;
  amount: string;
  subtotal: string;
  deliveryCharge: string;
  discount: string;
  couponDiscount: (code: string) => string;
  taxableValue: string;
  cgst: (rate: string) => string;
  sgst: (rate: string) => string;
  taxIncluded: string;
  total: string;
  payment: string;
  /** How money was paid; credit: put on the customer's khata. */
  method: Record<'cash' | 'upi' | 'credit', string>;
  /** The payment line's state, which follows the order (shared/bill/payment.ts). */
  paymentState: Record<BillPayment, string>;
  operator: string;
  thanks: string;
  /** A party order: the advance received before its day (with its date; its UTR on a line below), and what is left. */
  advance: (date: string) => string;
  balanceDue: string;
  /** A table's sitting: the table it was eaten at, each round's heading, the payments taken at the close. */
  table: string;
  dineIn: string;
  round: (n: number, time: string) => string;
  payments: string;
  scanToPay: string;
}

export const BILL_TEXT: Record<BillLanguage, BillText> = {
  en: {
    kind: { tax_invoice: 'Tax Invoice', bill_of_supply: 'Bill of Supply', bill: 'Bill' },
    cancelled: 'CANCELLED — this order was cancelled; nothing is due',
    fssai: 'FSSAI Lic. No.',
    gstin: 'GSTIN',
    billNumber: 'Bill No.',
    orderNumber: 'Order',
    date: 'Date',
    forTime: (time) => `For ${time}`,
    customer: 'Customer',
    phone: 'Phone',
    delivery: 'Delivery to',
    pickup: 'Pickup at the counter',
    item: 'Item',
    qty: 'Qty',
    rate: 'Rate',
    amount: 'Amount',
    subtotal: 'Subtotal',
    deliveryCharge: 'Delivery charge',
    discount: 'Discount',
    couponDiscount: (code) => `Discount (${code})`,
    taxableValue: 'Taxable value',
    cgst: (rate) => `CGST @ ${rate}%`,
    sgst: (rate) => `SGST @ ${rate}%`,
    taxIncluded: 'Prices include GST',
    total: 'Total',
    payment: 'Payment',
    method: { cash: 'Cash', upi: 'UPI', credit: 'Khata (udhaar)' },
    paymentState: {
      paid: 'paid',
      due_on_delivery: 'due on delivery',
      due_at_pickup: 'due at pickup',
      awaiting_upi: 'awaiting confirmation',
      cancelled: 'order cancelled, nothing due',
      refund_due: 'paid, refund due',
      refunded: 'paid, refunded',
    },
    operator: 'GST on this supply is paid by the e-commerce operator under section 9(5) of the CGST Act.',
    thanks: 'Thank you!',
    advance: (date) => `Advance received ${date}`,
    balanceDue: 'Balance due',
    table: 'Table',
    dineIn: 'Eaten at the restaurant',
    round: (n, time) => `Round ${n} · ${time}`,
    payments: 'Paid',
    scanToPay: 'Scan with any UPI app to pay the balance',
  },
  hi: {
    kind: { tax_invoice: 'टैक्स इनवॉइस (कर बीजक)', bill_of_supply: 'बिल ऑफ़ सप्लाई (आपूर्ति का बिल)', bill: 'बिल' },
    cancelled: 'रद्द — यह ऑर्डर रद्द हो गया; कुछ देय नहीं',
    fssai: 'FSSAI लाइसेंस नं.',
    gstin: 'GSTIN',
    billNumber: 'बिल नं.',
    orderNumber: 'ऑर्डर',
    date: 'तारीख़',
    forTime: (time) => `${time} के लिए`,
    customer: 'ग्राहक',
    phone: 'फ़ोन',
    delivery: 'डिलीवरी',
    pickup: 'काउंटर से पिकअप',
    item: 'आइटम',
    qty: 'मात्रा',
    rate: 'दर',
    amount: 'राशि',
    subtotal: 'उप-योग',
    deliveryCharge: 'डिलीवरी शुल्क',
    discount: 'छूट',
    couponDiscount: (code) => `छूट (${code})`,
    taxableValue: 'कर योग्य मूल्य',
    cgst: (rate) => `CGST @ ${rate}%`,
    sgst: (rate) => `SGST @ ${rate}%`,
    taxIncluded: 'दामों में GST शामिल है',
    total: 'कुल',
    payment: 'भुगतान',
    method: { cash: 'नकद', upi: 'UPI', credit: 'खाता (उधार)' },
    paymentState: {
      paid: 'भुगतान हो गया',
      due_on_delivery: 'डिलीवरी पर देय',
      due_at_pickup: 'पिकअप पर देय',
      awaiting_upi: 'पुष्टि बाक़ी',
      cancelled: 'ऑर्डर रद्द, कुछ देय नहीं',
      refund_due: 'भुगतान हो गया, वापसी देय',
      refunded: 'भुगतान हो गया, पैसे लौटा दिए',
    },
    operator: 'इस आपूर्ति का GST, CGST अधिनियम की धारा 9(5) के तहत ई-कॉमर्स ऑपरेटर भरता है।',
    thanks: 'धन्यवाद!',
    advance: (date) => `अग्रिम मिला ${date}`,
    balanceDue: 'बाक़ी देय',
    table: 'टेबल',
    dineIn: 'रेस्टोरेंट में बैठकर खाया',
    round: (n, time) => `राउंड ${n} · ${time}`,
    payments: 'भुगतान मिला',
    scanToPay: 'बाक़ी रक़म किसी भी UPI ऐप से स्कैन करके भरें',
  },
};
