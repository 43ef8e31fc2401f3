import type { TranslateFunction } from 'react-admin';

/** The delivery person's name, "name (removed)" when that person was deleted, else "Unassigned". */
export function deliveryPersonLabel(
  order: { deliveryPerson?: { name?: string; removed?: boolean } | null },
  translate: TranslateFunction,
): string {
  const person = order.deliveryPerson;
  if (!person?.name) return translate('gaon.orders.unassigned');
  return person.removed ? translate('gaon.orders.removed', { name: person.name }) : person.name;
}

/** What a payment label reads: how the order is paid and where the money stands. */
export type PaymentOfOrder = {
  paymentMethod?: 'cash' | 'upi';
  paymentStatus?: 'cash_on_delivery' | 'awaiting_upi' | 'paid';
  status?: string;
  fulfilment?: 'delivery' | 'pickup' | 'dine_in';
  /** Money of a cancelled order owed back (`due`) or given back (`refunded`), from the ledger. */
  refundStatus?: 'due' | 'refunded' | null;
  /** How the money came (the ledger's methods, each once): more than one is a split. */
  paidWith?: ReadonlyArray<'cash' | 'upi' | 'credit'>;
};

/** Money on a khata, or taken in more than one way, reads as its methods ("Khata", "Cash + UPI"). */
const byRows = (order: PaymentOfOrder): boolean =>
  !order.refundStatus && ((order.paidWith?.length ?? 0) > 1 || order.paidWith?.[0] === 'credit');

/**
 * The payment key of `gaon.orders.paymentLabel`: "UPI — awaiting confirmation", "UPI — paid",
 * "Cash — paid" (a delivered cash order: collected at the door or the counter), "Cash on
 * delivery" / "Cash at pickup" (still to collect), "Cash — not collected" (cancelled); "Refund due" and
 * "Refunded" once a cancelled order's money is owed back or given back, whatever it was paid with.
 */
export function paymentKey(order: PaymentOfOrder): string {
  if (order.refundStatus === 'refunded') return 'refunded';
  if (order.refundStatus === 'due') return 'refundDue';
  if (order.paymentMethod === 'upi')
    return order.paymentStatus === 'paid' ? 'upiPaid' : order.status === 'cancelled' ? 'upiNotPaid' : 'upiAwaiting';
  if (order.paymentStatus === 'paid' || order.status === 'delivered') return 'cashPaid';
  if (order.status === 'cancelled') return 'cashNotCollected';
  return order.fulfilment === 'pickup' ? 'cashAtPickup' : 'cashOnDelivery';
}

export function paymentLabel(order: PaymentOfOrder, translate: TranslateFunction): string {
  if (byRows(order)) return order.paidWith!.map((m) => translate(`gaon.orders.paymentLabel.methods.${m}`)).join(' + ');
  return translate(`gaon.orders.paymentLabel.${paymentKey(order)}`);
}

/** Money nobody has seen yet (a UPI payment to confirm) shows in the warning colour. */
export const isPaymentToCheck = (order: PaymentOfOrder): boolean => paymentKey(order) === 'upiAwaiting';
