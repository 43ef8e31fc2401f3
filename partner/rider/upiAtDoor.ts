/**
 * The UPI QR a rider shows at the door: the very link the site gives the customer for the order
 * (shared/upi.ts, NPCI's upi://pay with the order's total and number), so a payment made on it
 * is matched to the order like one made from the tracking page.
 */
import { upiLink } from '../../shared/upi';
import { dueAtDoor, toPaise } from '../../shared/money';
import type { PickupPoint } from '../../shared/api/live';
import type { PartnerOrder } from '../providers/types';

export type UpiPayee = NonNullable<PickupPoint['upi']>;

/**
 * The link to pay a delivery order still unpaid (cash on delivery, or UPI not yet confirmed)
 * at the door, or null: a pickup order, one already paid or finished, or a kitchen without a UPI ID.
 */
export function doorUpiLink(
  order: Pick<PartnerOrder, 'fulfilment' | 'paymentStatus' | 'status' | 'totalAmount' | 'orderId'> & {
    advance?: number;
  },
  payee: UpiPayee | null | undefined,
): string | null {
  if (!payee || order.fulfilment !== 'delivery' || order.paymentStatus === 'paid') return null;
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  // A party order's advance was paid before its day: the door takes what is left.
  return upiLink({ ...payee, amountPaise: toPaise(dueAtDoor(order)), orderCode: order.orderId });
}
