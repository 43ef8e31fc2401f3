/**
 * The customer's side of an order after placing it: followed, cancelled and marked paid through
 * the secret in their tracking link (the link's check is row.ts's findTracked).
 */
import type { AppDatabase } from '../client';
import type { Tracking } from '../../shared/api/ordering';
import { formatOrderCode } from '../../shared/ordering';
import { allowedNextStatuses, statusChangeError } from '../../shared/orderStatus';
import { Refusal } from '../../shared/refusal';
import { preparedOnce } from '../statements';
import { getOrderRating } from '../ratings';
import { queueOnStatus } from '../printers';
import { findTracked, historyOf, type OrderRow } from './row';
import { orderUpiLink } from './place';
import { givePortionsBack } from './portions';
import { deliveryCodeFor, resendDeliveryCode } from './deliveryCode';
import { ledgerFieldsOf, ledgersOf, recordPayment, voidPayment, assertUtrFree } from '../ledger';

const statements = preparedOnce((sqlite) => ({
  // An order's lines keep the dish's name, not its row (as ratings read them): the dish is the restaurant's dish of that name now.
  items: sqlite.prepare(
    `select i.name, i.name_hi as nameHi, i.quantity, i.price_paise as pricePaise,
            (select min(m.id) from menu_items m where m.restaurant_id = ? and m.name = i.name) as dishId
       from order_items i where i.order_id = ? order by i.id`,
  ),
  rider: sqlite.prepare('select name, phone from users where id = ?'),
  cancel: sqlite.prepare(`update orders set status = 'cancelled', updated_at = ? where id = ?`),
  cancelled: sqlite.prepare(
    `insert into order_status_history (order_id, status, at, by) values (?, 'cancelled', ?, 'customer')`,
  ),
  // The order changed for those who follow it (its event is the triggers' on orders).
  touch: sqlite.prepare('update orders set updated_at = ? where id = ?'),
}));

/** What the tracking page shows: the API's own contract, not a copy of it. */
export type TrackingAnswer = Tracking;

function trackingAnswer(database: AppDatabase, order: OrderRow): TrackingAnswer {
  const items = statements(database).items.all(order.restaurantId, order.id) as Array<{
    name: string;
    nameHi: string | null;
    quantity: number;
    pricePaise: number;
    dishId: number | null;
  }>;
  const history = historyOf(database, order.id);
  const rider = order.deliveryPersonId
    ? (statements(database).rider.get(order.deliveryPersonId) as { name: string; phone: string | null } | undefined)
    : undefined;
  const money = ledgerFieldsOf(order, ledgersOf(database, [order.id]).get(order.id));
  const link = money.paymentStatus === 'awaiting_upi' ? orderUpiLink(database, order) : null;
  return {
    orderId: formatOrderCode(order.id),
    status: order.status,
    readyAt: order.readyAt == null ? null : new Date(order.readyAt).toISOString(),
    fulfilment: order.fulfilment,
    items: items.map((i) => ({
      name: i.name,
      nameHi: i.nameHi,
      quantity: i.quantity,
      price: i.pricePaise / 100,
      dishId: i.dishId,
    })),
    subtotal: order.subtotalPaise / 100,
    deliveryCharge: order.deliveryChargePaise / 100,
    discount: order.discountPaise / 100,
    couponCode: order.couponCode,
    tax: order.taxPaise / 100,
    totalAmount: order.totalPaise / 100,
    paymentMethod: order.paymentMethod,
    paymentStatus: money.paymentStatus,
    ...(link ? { upiLink: link } : {}),
    toConfirm: order.holdReason !== null && order.confirmedAt === null && order.status !== 'cancelled',
    holdReason: order.holdReason,
    createdAt: new Date(order.createdAt).toISOString(),
    history: history.map((h) => ({ status: h.status, at: new Date(h.at).toISOString(), by: h.by, reason: h.reason })),
    deliveryPerson: rider
      ? { name: rider.name, phone: rider.phone }
      : order.deliveryPersonName
        ? { name: order.deliveryPersonName, phone: null }
        : null,
    canCancel: allowedNextStatuses(order.status).includes('cancelled') && !moneyMoved(money),
    scheduledFor: order.scheduledFor == null ? null : new Date(order.scheduledFor).toISOString(),
    refundStatus: money.refundStatus,
    customerPaidAt: money.customerPaidAt == null ? null : new Date(money.customerPaidAt).toISOString(),
    customerUtr: money.customerUtr,
    ...(order.advancePaise > 0 ? { advance: order.advancePaise / 100 } : {}),
    rating: order.status === 'delivered' ? getOrderRating(database, order.id) : null,
    deliveryCode: deliveryCodeFor(database, order),
  };
}

export function getTracking(database: AppDatabase, id: number, token: string): TrackingAnswer | null {
  const order = findTracked(database, id, token);
  return order ? trackingAnswer(database, order) : null;
}

/** Money paid on the order, or said to be sent: giving it back takes a person, not a tap. */
const moneyMoved = (money: { paidPaise: number; toCheckPaise: number }) =>
  money.paidPaise > 0 || money.toCheckPaise > 0;

export const CALL_TO_CANCEL = 'This order is paid: call the restaurant to cancel it and get your money back';

/**
 * The customer cancels through their tracking link, while the policy allows (before preparation)
 * and no money was paid (or said to be sent): that one is cancelled by the restaurant, who gives
 * the money back (409, "call the restaurant").
 */
export function cancelByCustomer(database: AppDatabase, id: number, token: string, now = Date.now()): TrackingAnswer {
  return database.sqlite
    .transaction((): TrackingAnswer => {
      const order = findTracked(database, id, token);
      if (!order) throw new Refusal('not_found', 'Order not found');
      const refusal = statusChangeError(order.status, 'cancelled');
      if (refusal) throw new Refusal('conflict', refusal);
      const money = ledgerFieldsOf(order, ledgersOf(database, [id]).get(id));
      if (moneyMoved(money)) throw new Refusal('conflict', CALL_TO_CANCEL, 'status');
      statements(database).cancel.run(now, id);
      statements(database).cancelled.run(id, now);
      givePortionsBack(database, id);
      queueOnStatus(database, id, 'cancelled', now);
      return trackingAnswer(database, { ...order, status: 'cancelled', updatedAt: now });
    })
    .immediate();
}

/**
 * "I've paid" from the tracking page of a UPI order still awaiting its money: a UPI payment of
 * what is left, received from the customer and "to check" (it counts in no figure until the
 * kitchen or the owner sees it), with the UTR they typed. Saying it again replaces it (the first
 * row is voided, kept). A UTR that already paid anything is refused without naming what: the
 * customer may only see their own.
 */
export function markPaidByCustomer(
  database: AppDatabase,
  id: number,
  token: string,
  utr: string | null,
  now = Date.now(),
): TrackingAnswer {
  return database.sqlite
    .transaction((): TrackingAnswer => {
      const order = findTracked(database, id, token);
      if (!order) throw new Refusal('not_found', 'Order not found');
      const ledger = ledgersOf(database, [id]).get(id);
      const money = ledgerFieldsOf(order, ledger);
      if (order.paymentMethod !== 'upi' || money.paymentStatus !== 'awaiting_upi' || order.status === 'cancelled') {
        throw new Refusal('conflict', 'This order is not waiting for a UPI payment');
      }
      const earlier = (ledger?.rows ?? []).filter(
        (r) => r.kind === 'payment' && r.receivedByKind === 'customer' && r.checkedAt === null && r.voidedAt === null,
      );
      for (const row of earlier)
        voidPayment(database, row.id, { name: order.customerName, at: now, reason: 'Said again' });
      try {
        assertUtrFree(database, utr, id);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        throw new Refusal(
          'conflict',
          'This UTR already paid another order: check the 12 digits in your UPI app',
          'utr',
        );
      }
      const left = money.balanceDuePaise - (money.toCheckPaise - earlier.reduce((sum, r) => sum + r.amountPaise, 0));
      recordPayment(database, {
        orderId: id,
        method: 'upi',
        amountPaise: left,
        utr,
        receivedBy: { kind: 'customer', id: order.customerId, name: order.customerName },
        at: now,
      });
      statements(database).touch.run(now, id);
      return trackingAnswer(database, { ...order, updatedAt: now });
    })
    .immediate();
}

/** The customer asks for a new delivery code (one they fear was seen): the old one stops working. */
export function resendCodeByCustomer(
  database: AppDatabase,
  id: number,
  token: string,
  now = Date.now(),
): TrackingAnswer {
  return database.sqlite
    .transaction((): TrackingAnswer => {
      const order = findTracked(database, id, token);
      if (!order) throw new Refusal('not_found', 'Order not found');
      resendDeliveryCode(database, order, now);
      return trackingAnswer(database, order);
    })
    .immediate();
}
