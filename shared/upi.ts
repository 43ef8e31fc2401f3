/**
 * UPI payment links (NPCI "UPI Linking Specification"): upi://pay?pa=…&pn=…&am=…&cu=INR&tr=…&tn=…
 * Any UPI app opens it with the payee, amount and reference filled in; no gateway, no fee.
 * Values are percent-encoded (encodeURIComponent: a space is %20), the amount has two decimals
 * and the transaction reference is the order number, so the money can be matched to the order.
 */
export interface UpiPayment {
  /** The payee's VPA, e.g. gaonrasoi@okaxis (a business/merchant one: payer apps often refuse intent links to a personal VPA). */
  upiId: string;
  upiName: string;
  amountPaise: number;
  /** The order number, ORD-000464. */
  orderCode: string;
}

/** "123.5" rupees → "123.50": NPCI wants the amount with two decimals. */
export const upiAmount = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/**
 * Who a restaurant's UPI links pay: its UPI ID and payee name (the restaurant's own name when no
 * payee name is set), or null when it has no UPI ID (then nobody is offered UPI for it).
 */
export function upiPayee(restaurant: {
  upiId: string | null;
  upiName: string | null;
  name: string;
}): { upiId: string; upiName: string } | null {
  if (!restaurant.upiId) return null;
  return { upiId: restaurant.upiId, upiName: restaurant.upiName || restaurant.name };
}

export function upiLink(p: UpiPayment): string {
  const params: Array<[string, string]> = [
    ['pa', p.upiId.trim()],
    ['pn', p.upiName.trim()],
    ['am', upiAmount(p.amountPaise)],
    ['cu', 'INR'],
    ['tr', p.orderCode],
    ['tn', `Gaon Rasoi ${p.orderCode}`],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** A VPA: name@handle (letters, digits, dot, hyphen, underscore before the @; letters after). */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$';
export const isUpiId = (value: string): boolean => new RegExp(UPI_ID_PATTERN).test(value.trim());
/** A UPI transaction reference (UTR / RRN): 12 digits. */
export const isUtr = (value: string): boolean => /^\d{12}$/.test(value.trim());
