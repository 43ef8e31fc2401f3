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
  /** Rupees paid so far and left to pay (the ledger's; a party's advance is paid before its day). */
  paid?: number;
  balanceDue?: number;
};

/**
 * Some money in and some still to come (a party's advance before its day, a part payment): not
 * "Cash on delivery" of the whole total. UPI nobody has seen yet is not money in.
 */
export const isPartPaid = (order: PaymentOfOrder): boolean =>
  !order.refundStatus && order.status !== 'cancelled' && (order.paid ?? 0) > 0 && (order.balanceDue ?? 0) > 0;

/** Money on a khata, or taken in more than one way, reads as its methods ("Khata", "Cash + UPI"). */
const byRows = (order: PaymentOfOrder): boolean =>
  !order.refundStatus && ((order.paidWith?.length ?? 0) > 1 || order.paidWith?.[0] === 'credit');

/**
 * The payment key of `gaon.orders.paymentLabel`: "UPI — awaiting confirmation", "UPI — paid",
 * "Cash — paid" (a delivered cash order: collected at the door or the counter), "Cash on
 * delivery" / "Cash at pickup" (still to collect), "Cash — not collected" (cancelled); "Refund due" and
 * "Refunded" once a cancelled order's money is owed back or given back, whatever it was paid with;
 * "Part paid" while some of it is in and the rest still due.
 */
export function paymentKey(order: PaymentOfOrder): string {
  if (order.refundStatus === 'refunded') return 'refunded';
  if (order.refundStatus === 'due') return 'refundDue';
  if (isPartPaid(order)) return 'partPaid';
  // Money moved one way only: that way, whatever the order was to be paid with (a party's UPI advance and UPI at the door is UPI).
  const method =
    order.paidWith?.length === 1 && order.paidWith[0] !== 'credit' ? order.paidWith[0] : order.paymentMethod;
  if (method === 'upi')
    return order.paymentStatus === 'paid' ? 'upiPaid' : order.status === 'cancelled' ? 'upiNotPaid' : 'upiAwaiting';
  if (order.paymentStatus === 'paid' || order.status === 'delivered') return 'cashPaid';
  if (order.status === 'cancelled') return 'cashNotCollected';
  return order.fulfilment === 'pickup' ? 'cashAtPickup' : 'cashOnDelivery';
}

const methodsOf = (order: PaymentOfOrder, translate: TranslateFunction) =>
  order.paidWith!.map((m) => translate(`gaon.orders.paymentLabel.methods.${m}`)).join(' + ');

export function paymentLabel(order: PaymentOfOrder, translate: TranslateFunction): string {
  if (isPartPaid(order))
    return translate('gaon.orders.paymentLabel.partPaid', {
      methods: order.paidWith?.length ? methodsOf(order, translate) : '',
    });
  if (byRows(order)) return methodsOf(order, translate);
  return translate(`gaon.orders.paymentLabel.${paymentKey(order)}`);
}

/** "₹6,300 paid · ₹14,700 due" under a part-paid order's label, from the ledger's figures; empty otherwise. */
export function balanceLine(
  order: PaymentOfOrder,
  translate: TranslateFunction,
  formatRupees: (rupees: number) => string,
): string {
  if (!isPartPaid(order)) return '';
  return translate('gaon.orders.paymentLabel.paidAndDue', {
    paid: formatRupees(order.paid!),
    due: formatRupees(order.balanceDue!),
  });
}

/** Money nobody has seen yet (a UPI payment to confirm) shows in the warning colour. */
export const isPaymentToCheck = (order: PaymentOfOrder): boolean => paymentKey(order) === 'upiAwaiting';
