/**
 * The bill's payment line, which follows the order (unlike the rest of the bill, which is
 * what was issued): a delivered cash order was paid at the door or the counter, a cancelled
 * one owes nothing, and money taken for a cancelled order is owed back.
 */
import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '../statuses';

export const BILL_PAYMENTS = [
  'paid',
  'due_on_delivery',
  'due_at_pickup',
  'awaiting_upi',
  'cancelled',
  'refund_due',
  'refunded',
] as const;
export type BillPayment = (typeof BILL_PAYMENTS)[number];

export function billPayment(o: {
  cancelled: boolean;
  status: OrderStatus;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  refunded?: boolean;
}): BillPayment {
  if (o.cancelled) return o.paymentStatus !== 'paid' ? 'cancelled' : o.refunded ? 'refunded' : 'refund_due';
  if (o.paymentStatus === 'paid') return 'paid';
  if (o.paymentStatus === 'awaiting_upi') return 'awaiting_upi';
  // Cash: a delivered order (handed over at the door or the counter) was paid for then.
  if (o.paymentMethod === 'cash' && o.status === 'delivered') return 'paid';
  return o.fulfilment === 'pickup' ? 'due_at_pickup' : 'due_on_delivery';
}
