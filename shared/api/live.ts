/**
 * Schemas of the live order desk (admin events, phone orders, rider assignment, tickets) and of
 * the kitchen and rider app (/api/vendor, /api/delivery).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FULFILMENTS, PAYMENT_METHODS } from '../statuses';
import { IsoTime, ListQuery, Nullable } from './common';
import { Order, OrderStatus, orderFilters } from './orders';
import { literals } from './users';
import { Dish as MenuDish, DishPortionsFields } from './ordering';

/** Live answers (events, desk, kitchen, rider) give an order exactly as the admin list does. */
export const LiveOrder = Order;
/** The answer to a phone order: the order, with the customer's tracking link and, for UPI, the pay link the tracking page shows. */
export const PhoneOrderPlaced = Type.Composite([
  Order,
  Type.Object({
    /** "/track/ORD-000123?t=…": relative to the site. */
    trackingUrl: Type.String(),
    upiLink: Type.Optional(Type.String()),
  }),
]);

/** Status and/or rider: PUT /api/admin/orders/:id. */
/** `paymentStatus: "paid"` confirms a payment (a UPI one, with its 12-digit UTR when the customer showed it). */
const paymentConfirm = {
  paymentStatus: Type.Optional(Type.Literal('paid')),
  utr: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
};
/**
 * `confirm: true` confirms an order held "to confirm"; `fake: true` (with an optional reason)
 * marks it "fake / no one there": cancelled unless delivered, a strike on its phone number.
 */
const trustChanges = {
  confirm: Type.Optional(
    Type.Literal(true, {
      description: 'confirm an order held "to confirm" (after a call or the customer\'s WhatsApp)',
    }),
  ),
  fake: Type.Optional(
    Type.Literal(true, {
      description: 'mark the order "fake / no one there": cancelled unless delivered, a strike on the phone number',
    }),
  ),
};
export const FAKE_REASON_MAX = 200;
export const OrderUpdateBody = Type.Object({
  status: Type.Optional(OrderStatus),
  deliveryPersonId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  ...paymentConfirm,
  ...trustChanges,
  reason: Type.Optional(Nullable(Type.String({ maxLength: FAKE_REASON_MAX }))),
  refundStatus: Type.Optional(
    Type.Literal('refunded', { description: 'record that the money of a paid, cancelled order was given back' }),
  ),
  refundMethod: Type.Optional(literals(PAYMENT_METHODS)),
  refundUtr: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
});
export type OrderUpdateBody = Static<typeof OrderUpdateBody>;

/** Without a phone (or with one no order has) the answer is null. */
export const CustomerLookupQuery = Type.Object({ phone: Type.Optional(Type.String({ maxLength: 30 })) });
export const CustomerLookup = Nullable(
  Type.Object({
    name: Type.String(),
    phone: Type.String(),
    fulfilment: literals(FULFILMENTS),
    villageId: Nullable(Type.Integer()),
    villageName: Nullable(Type.String()),
    address: Nullable(Type.String()),
    landmark: Nullable(Type.String()),
    lastOrderAt: IsoTime,
  }),
);

export const EventStreamAnswer = {
  description:
    'text/event-stream: `order.created`, `order.updated` and `order.deleted` events, each with an `id:` (send it back as Last-Event-ID to resume) and `data:` the order as the list answers it ({id, orderId} for order.deleted); a `: heartbeat` comment at least every 25 s; a `resync` event when what was missed is no longer kept, or the data was restored from a backup (reload the list).',
  content: { 'text/event-stream': { schema: Type.String() } },
};

const day = orderFilters.date;

export const VendorOrderListQuery = ListQuery(['createdAt', 'totalAmount', 'status', 'scheduledFor', 'stage'], {
  status: orderFilters.status,
  date: day,
  toConfirm: orderFilters.toConfirm,
  later: orderFilters.later,
  upcoming: orderFilters.upcoming,
});
export type VendorOrderListQuery = Static<typeof VendorOrderListQuery>;
export const DeliveryOrderListQuery = ListQuery(['createdAt', 'updatedAt', 'totalAmount'], {
  status: orderFilters.status,
  date: day,
});
export type DeliveryOrderListQuery = Static<typeof DeliveryOrderListQuery>;
export const LiveOrderPage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(LiveOrder),
  total: Type.Integer(),
});

/** A kitchen may say why it cancels; the customer's tracking page and the admin show it. */
export const CANCEL_REASON_MAX = 200;
/**
 * How the customer paid an order being finished (with `status: "delivered"`): required unless the
 * order is already paid. "upi" makes it a paid UPI order (with `utr`, 12 digits, if shown); "cash"
 * a cash order, whatever was chosen at checkout.
 */
const collection = {
  collected: Type.Optional(
    Type.Union([Type.Literal('cash'), Type.Literal('upi')], {
      description: 'with status "delivered": how the customer paid; required unless the order is already paid',
    }),
  ),
};
/** Either a status (delivered: a pickup order handed over, with `collected`) or `ready: true` (the food is ready; the status stays). */
export const VendorStatusBody = Type.Object({
  status: Type.Optional(literals(['accepted', 'preparing', 'cancelled', 'delivered'] as const)),
  ready: Type.Optional(
    Type.Literal(true, { description: 'mark the food ready: sets readyAt, from accepted or preparing' }),
  ),
  reason: Type.Optional(Nullable(Type.String({ maxLength: CANCEL_REASON_MAX }))),
  ...paymentConfirm,
  ...collection,
  ...trustChanges,
});
/** A status (delivered, with `collected`: how the customer paid), or `fake: true` (with an optional reason): no one at the door. */
/** The 4-digit code the customer reads on their tracking page (an order of a restaurant that requires it). */
export const DeliveryCodeField = Type.Optional(
  Type.String({
    pattern: '^[0-9]{4}$',
    description: "the 4-digit delivery code from the customer's tracking page, when the order needs one",
  }),
);
export const DeliveryStatusBody = Type.Object({
  status: Type.Optional(literals(['out_for_delivery', 'delivered'] as const)),
  ...collection,
  /** With status "delivered": the customer's delivery code, when the order needs one. */
  code: DeliveryCodeField,
  utr: paymentConfirm.utr,
  fake: trustChanges.fake,
  reason: Type.Optional(Nullable(Type.String({ maxLength: FAKE_REASON_MAX }))),
  /** true: the rider saw the order given to them ("Got it"); its ringing stops. Alone or with a status. */
  acknowledged: Type.Optional(
    Type.Unsafe<true>({ enum: [true], description: 'true: "Got it" — the rider saw the order assigned to them' }),
  ),
});
export const RiderStatusBody = Type.Object({ status: literals(['active', 'on_leave'] as const) });
/** true or false only: with a `type: boolean`, ajv's coerceTypes would read null as false and switch the kitchen off. */
const StrictBoolean = (description: string) => Type.Unsafe<boolean>({ enum: [true, false], description });
export const RestaurantActiveBody = Type.Object({
  isActive: Type.Optional(StrictBoolean('true: Online, false: Offline')),
  autoPrintKot: Type.Optional(StrictBoolean('true: the KOT prints by itself at Accept on the KOT printers')),
});
/** PUT /api/vendor/restaurants/:id/pause: minutes from now (1–720), or 0 to end it now. */
export const KitchenPauseBody = Type.Object({
  busyMinutes: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 720,
      description: 'Busy: orders take about this many minutes longer, for this many minutes; 0 ends it',
    }),
  ),
  pauseMinutes: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 720,
      description: 'Take no new orders for this many minutes; 0 takes orders again now',
    }),
  ),
});
/** A dish's availability and today's plates; each field left out stays as it is (at least one is sent). */
export const DishAvailableBody = Type.Object(
  { available: Type.Optional(StrictBoolean('false: sold out')), ...DishPortionsFields },
  { minProperties: 1 },
);

/** A dish as GET /api/menu answers it, with its kitchen. */
/** A dish as the site's menu gives it, with the restaurant it belongs to. */
export const Dish = Type.Object({ ...MenuDish.properties, restaurantId: Type.Integer() });

export const VendorRestaurant = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  nameHi: Nullable(Type.String()),
  address: Type.String(),
  cuisine: Type.String(),
  image: Nullable(Type.String()),
  /** Online (taking orders) or Offline. */
  isActive: Type.Boolean(),
  isStorefront: Type.Boolean(),
  opensAt: Type.String(),
  closesAt: Type.String(),
  /** ISO times still ahead, else null (as the admin's restaurants answer them). */
  busyUntil: Nullable(IsoTime),
  pausedUntil: Nullable(IsoTime),
  /** Orders one time slot takes (null: no cap); the slot's length in minutes (from India midnight); the least notice for an order for later, which is also how long before its time the kitchen is rung for it. */
  maxOrdersPerSlot: Nullable(Type.Integer()),
  slotMinutes: Type.Integer(),
  leadMinutes: Type.Integer(),
  /** The server accepts new orders for this kitchen at once (the owner's setting). */
  autoAccept: Type.Optional(Type.Boolean()),
  /** The KOT prints by itself on the kitchen's network printers when an order is accepted (the kitchen's setting). */
  autoPrintKot: Type.Optional(Type.Boolean()),
  /** While the kitchen is paused because that many orders in a row were not accepted in time; else null. */
  autoPausedMissed: Type.Optional(Nullable(Type.Integer())),
  menu: Type.Array(Dish),
});

/** Where a rider collects an order: the kitchen, its village and a number to call; and whom the customer pays by UPI at the door. */
export const PickupPoint = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  villageName: Nullable(Type.String()),
  /** The kitchen's and its village's Hindi names (null: none given). */
  nameHi: Type.Optional(Nullable(Type.String())),
  villageNameHi: Type.Optional(Nullable(Type.String())),
  phone: Nullable(Type.String()),
  /** Whom a UPI payment goes to (its payee name: the restaurant's when none is set), or null when the kitchen takes no UPI. */
  upi: Nullable(Type.Object({ upiId: Type.String(), upiName: Type.String() })),
});
export type PickupPoint = Static<typeof PickupPoint>;

/** The rider of one of the kitchen's orders, to call about it (GET /api/vendor/riders/:id). */
export const KitchenRider = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
});

export const Rider = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  status: literals(['active', 'on_delivery', 'on_leave'] as const),
});

export const SummaryQuery = Type.Object({ date: day });
export const VendorSummary = Type.Object({
  /** The India day summed up (YYYY-MM-DD); today by default. */
  date: Type.String(),
  orders: Type.Integer({ description: 'orders due that day: placed that day, or for later that day' }),
  open: Type.Integer({ description: 'of those, not yet delivered or cancelled' }),
  delivered: Type.Integer(),
  cancelled: Type.Integer(),
  takings: Type.Number({ description: 'rupees: totals of that day’s orders that were delivered' }),
});
export const DeliverySummary = Type.Object({
  date: Type.String(),
  deliveries: Type.Integer({ description: 'orders this rider delivered that day' }),
  cashCollected: Type.Number({
    description:
      'rupees: those orders paid in cash (payment method cash; UPI ones, confirmed or not, are not cash), the sum handed over at the end of the day',
  }),
  open: Type.Integer({ description: 'orders assigned to this rider and not yet delivered or cancelled' }),
  handedOver: Type.Number({ description: 'rupees: cash this rider handed in for that day (the owner’s day close)' }),
  stillOwed: Type.Number({ description: 'rupees: cashCollected − handedOver, never below 0: cash still to hand in' }),
});
