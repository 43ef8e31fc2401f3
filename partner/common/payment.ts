/**
 * How an order is paid, in the partner texts' words: shared by the card drawn with MUI
 * (common/PaymentParts.tsx) and the light first screen (first/parts.tsx), so this module
 * imports no UI library.
 */
import type { PartnerOrder } from '../providers/types';

type Payment = Pick<PartnerOrder, 'paymentMethod' | 'paymentStatus' | 'status'>;

/**
 * How an order is paid (resources.orders.payment.*): cash due (or collected, once delivered),
 * UPI awaiting (or not paid, once cancelled), UPI paid. The same split as the server's
 * (db/money.ts): a UPI order is cash for no one until its money is seen.
 */
export function paymentKey(order: Payment): 'cashDue' | 'cashCollected' | 'upiAwaiting' | 'upiNotPaid' | 'upiPaid' {
  if (order.paymentMethod !== 'upi') return order.status === 'delivered' ? 'cashCollected' : 'cashDue';
  if (order.paymentStatus === 'paid') return 'upiPaid';
  return order.status === 'cancelled' ? 'upiNotPaid' : 'upiAwaiting';
}

/** A UPI order nobody has seen paid yet (being worked or delivered, not cancelled): the kitchen can say "Payment received". */
export const awaitsUpi = (order: Payment): boolean => paymentKey(order) === 'upiAwaiting';

/** "Cash — due", "UPI — awaiting", "UPI — paid (UTR 123456789012)": how it is paid and whether it still is due. */
export function paymentWords(
  order: PartnerOrder,
  translate: (key: string, options?: Record<string, string | undefined>) => string,
): string {
  const key = paymentKey(order);
  if (key === 'upiPaid' && order.utr) return translate('resources.orders.payment.upiPaidUtr', { utr: order.utr });
  // The customer's word, not a payment: the kitchen checks its UPI app before "Payment received".
  if (key === 'upiAwaiting' && order.customerPaidAt)
    return translate(
      order.customerUtr ? 'resources.orders.payment.customerSaysPaidUtr' : 'resources.orders.payment.customerSaysPaid',
      { utr: order.customerUtr ?? undefined },
    );
  return translate(`resources.orders.payment.${key}`);
}
