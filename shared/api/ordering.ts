/**
 * Online ordering: the public menu, placing an order, tracking it with the secret
 * link, and the admin's edit of one dish. The body of an order is typed loosely on purpose
 * (strings may be blank, arrays empty): shared/ordering.ts quoteOrder checks every rule and
 * answers one message per field at once, which a schema that stops at the first error cannot.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  FULFILMENTS,
  HOLD_REASONS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from '../statuses';
import { DISH_CATEGORY_PATTERN, ORDER_LIMITS } from '../ordering';
import { IsoTime, Nullable, NullableIsoTime, NullableOneOf, Rupees } from './common';
import { OrderLine, StatusStep } from './orders';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/**
 * A dish's category: one of the site's six tabs or one the owner made up ("drinks", "snacks"),
 * a lowercase id; the site shows the made-up ones under a tab of their own ("More").
 */
export const DishCategoryId = Type.String({
  pattern: DISH_CATEGORY_PATTERN.source,
  description: 'thali, roti, sabji, dal, rice, dessert, or a new lowercase id such as drinks',
});
/** "HH:MM" India time; "24:00" passes here and is refused as an opening time by the route. */
export const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$', description: 'HH:MM, India time' });

export const Dish = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** The Hindi name and description; null when none is set (show the English ones). */
  nameHi: Nullable(Type.String()),
  descriptionHi: Nullable(Type.String()),
  /** rupees */
  price: Type.Number(),
  image: Nullable(Type.String()),
  popular: Type.Boolean(),
  spicy: Type.Integer(),
  featured: Type.Boolean(),
  /** False while sold out: switched off, or its counted plates ran out. */
  available: Type.Boolean(),
  /** Today's plates left (null: no limit); the kitchen is pushed when they fall to lowAt (null: never). */
  portionsLeft: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  lowAt: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  /** The kitchen's usual batch and what the next opening does (empty: no limit; batch: the usual batch). */
  usualBatch: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  portionsReset: Type.Optional(Type.Union([Type.Literal('empty'), Type.Literal('batch')])),
  /** Customers' stars for the dish: present from the 10th rating on, else null (absent on pages built before ratings). */
  rating: Type.Optional(
    Nullable(Type.Object({ average: Type.Number({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 1 }) })),
  ),
});

export const Menu = Type.Object({
  kitchen: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    nameHi: Nullable(Type.String()),
    /** Online, within its hours and not paused. */
    isOpen: Type.Boolean(),
    opensAt: Type.String(),
    closesAt: Type.String(),
    /** The kitchen's Online switch. */
    isActive: Type.Boolean(),
    /** Not taking orders until then (ISO); null when not paused. */
    pausedUntil: Nullable(IsoTime),
    /** Busy until then (ISO): orders take longer; null when not busy. */
    busyUntil: Nullable(IsoTime),
    /** The extra wait in minutes while busy (the minutes left until busyUntil), else 0. */
    busyMinutes: Type.Integer({ minimum: 0 }),
    /** Orders for later are for the start of a slot this long (from India midnight), at least `leadMinutes` ahead. Optional: pages rendered before they existed lack them. */
    slotMinutes: Type.Optional(Type.Integer({ minimum: 1 })),
    leadMinutes: Type.Optional(Type.Integer({ minimum: 0 })),
    /** The first time an order for later can be placed for now (a slot start, ISO): what a closed or paused kitchen offers. null: none in the next 7 days, or Offline. */
    firstSlotAt: Type.Optional(NullableIsoTime),
    /** GST the order adds on top of the prices, in percent: 5 for a regular GST registration with tax-exclusive prices; absent when the prices include it or no GST is charged. */
    gstOnTopPercent: Type.Optional(Type.Number()),
  }),
  categories: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), nameHi: Nullable(Type.String()) })),
  dishes: Type.Array(Dish),
  deliveryAreas: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      nameHi: Nullable(Type.String()),
      deliveryCharge: Type.Number(),
      minimumOrder: Type.Number(),
    }),
  ),
});

/** `data` of GET /api/menu: what the site renders, the server answers and the database reads. */
export type MenuData = Static<typeof Menu>;
export type MenuDish = Static<typeof Dish>;
export type MenuKitchen = MenuData['kitchen'];
export type DeliveryArea = MenuData['deliveryAreas'][number];

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength: maxLength * 2 })));

export const PlaceOrderBody = Type.Object({
  customer: Type.Object({
    name: Type.String({ maxLength: ORDER_LIMITS.nameLength * 2 }),
    phone: Type.String({ maxLength: 20 }),
  }),
  // Eaten in is ordered at a table (POST /api/tables/:token/rounds), not through the checkout.
  fulfilment: literals(['delivery', 'pickup'] as const),
  villageId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  address: text(ORDER_LIMITS.addressLength),
  landmark: text(ORDER_LIMITS.landmarkLength),
  note: text(ORDER_LIMITS.noteLength),
  // Limits on lines and quantities are checked by quoteOrder, which names the field `items`;
  // the bound here only keeps an absurd body from being read at all.
  items: Type.Array(Type.Object({ dishId: Type.Integer({ minimum: 1 }), quantity: Type.Integer() }), { maxItems: 200 }),
  /** Cash on delivery or at pickup (the default), or UPI straight to the kitchen's UPI ID. */
  paymentMethod: Type.Optional(literals(PAYMENT_METHODS)),
  /** One coupon code, any case; a refused code is a 400 on couponCode with the reason. */
  couponCode: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  /**
   * An order for later: when it is wanted, ISO with its zone (2026-03-10T19:30:00+05:30). Inside the
   * kitchen's hours, at least its lead time ahead, at most 7 days ahead (else a 400 on scheduledFor);
   * taken while the kitchen is closed or paused now. Absent, null or blank: as soon as possible.
   */
  scheduledFor: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

/** `data` of POST /api/orders/quote: the money of an order as it would be placed now. */
export const OrderQuote = Type.Object({
  subtotal: Type.Number(),
  deliveryCharge: Type.Number(),
  discount: Type.Number(),
  /** GST added on top of the prices (rupees); 0 when the prices include it or no GST is charged. */
  tax: Type.Number(),
  totalAmount: Type.Number(),
});
export type OrderQuote = Static<typeof OrderQuote>;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description: 'Makes a repeated submit answer the first answer instead of a second order',
    }),
  ),
});

export const PlacedOrder = Type.Object({
  orderId: Type.String(),
  status: Type.Literal('placed'),
  subtotal: Type.Number(),
  deliveryCharge: Type.Number(),
  discount: Type.Number(),
  /** GST added on top of the prices (rupees); 0 when the prices include it or no GST is charged. */
  tax: Type.Number(),
  totalAmount: Type.Number(),
  paymentMethod: literals(PAYMENT_METHODS),
  paymentStatus: literals(PAYMENT_STATUSES),
  /** For UPI: upi://pay?pa=…&pn=…&am=…&cu=INR&tr=ORD-…&tn=… (NPCI linking spec). */
  upiLink: Type.Optional(Type.String()),
  /** Held "to confirm" (and why): the tracking page offers "Confirm on WhatsApp". Optional: answers kept from before holds lack them. */
  toConfirm: Type.Optional(Type.Boolean()),
  holdReason: Type.Optional(NullableOneOf(HOLD_REASONS)),
  /** An order for later: when it is due (ISO); null for as soon as possible. Optional: answers kept from before orders for later lack it. */
  scheduledFor: Type.Optional(NullableIsoTime),
  trackingUrl: Type.String(),
});
/** The 201 answer of POST /api/orders. */
export type PlacedOrder = Static<typeof PlacedOrder>;

export const TrackParams = Type.Object({ orderId: Type.String({ maxLength: 30 }) });
export const TrackQuery = Type.Object({ t: Type.Optional(Type.String({ maxLength: 100 })) });
/** "I've paid": the UPI reference the customer sees in their app (12 digits), if they type it. */
export const CustomerPaidBody = Type.Object(
  { utr: Type.Optional(Nullable(Type.String({ maxLength: 40 }))) },
  { additionalProperties: false },
);

/** A customer's rating of a delivered order. */
export const OrderRating = Type.Object({
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  feedback: Nullable(Type.String()),
  ratedAt: IsoTime,
});
export type OrderRating = Static<typeof OrderRating>;
/** POST /api/track/:orderId/rating: 1–5 stars and, if the customer writes one, a line of feedback. */
export const RatingBody = Type.Object(
  {
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    feedback: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

/**
 * A line of a tracked order, with the menu dish it is now (the restaurant's dish of the name it was ordered
 * under; null when there is none any more), so "Order again" finds it whatever language the page shows names in.
 */
export const TrackedLine = Type.Composite([OrderLine, Type.Object({ dishId: Nullable(Type.Integer()) })]);

export const Tracking = Type.Object({
  orderId: Type.String(),
  status: literals(ORDER_STATUSES),
  /** When the kitchen marked the food ready; null until then. */
  readyAt: Nullable(IsoTime),
  fulfilment: literals(FULFILMENTS),
  items: Type.Array(TrackedLine),
  subtotal: Type.Number(),
  deliveryCharge: Type.Number(),
  discount: Type.Number(),
  couponCode: Nullable(Type.String()),
  tax: Type.Number(),
  totalAmount: Type.Number(),
  paymentMethod: literals(PAYMENT_METHODS),
  paymentStatus: literals(PAYMENT_STATUSES),
  upiLink: Type.Optional(Type.String()),
  /** Held "to confirm": the customer confirms on WhatsApp (CONFIRM ORD-…) or the kitchen calls. */
  toConfirm: Type.Boolean(),
  holdReason: NullableOneOf(HOLD_REASONS),
  createdAt: IsoTime,
  history: Type.Array(StatusStep),
  deliveryPerson: Nullable(Type.Object({ name: Type.String(), phone: Nullable(Type.String()) })),
  canCancel: Type.Boolean(),
  /** An order for later: when it is due (ISO); null for as soon as possible. */
  scheduledFor: NullableIsoTime,
  /** Paid, then cancelled: `due` until the restaurant gives the money back, then `refunded`; null otherwise. */
  refundStatus: Type.Optional(NullableOneOf(REFUND_STATUSES)),
  /** The customer said "I've paid" (and the UTR they typed, or null): the kitchen still confirms it. */
  customerPaidAt: Type.Optional(Nullable(IsoTime)),
  customerUtr: Type.Optional(Nullable(Type.String())),
  /** A party order only: the advance paid before its day; what is left to pay is totalAmount − advance. */
  advance: Type.Optional(Type.Number()),
  /** The customer's rating of the delivered order; null until given (once). */
  rating: Type.Optional(Nullable(OrderRating)),
  /** While the order is out for delivery from a restaurant that requires it: the 4 digits to tell the rider; else null. */
  deliveryCode: Type.Optional(Nullable(Type.String())),
});
/**
 * GET /api/menu/stock: each storefront dish's availability and plates left, and nothing else, so
 * an open page can ask every second and show a dish sold out the moment its last plate goes.
 */
export const MenuStock = Type.Object({
  dishes: Type.Array(
    Type.Object({ id: Type.Integer(), available: Type.Boolean(), portionsLeft: Nullable(Type.Integer()) }),
  ),
});
export type MenuStock = Static<typeof MenuStock>;
/** GET /api/menu/events: `stock` events whose data is MenuStock. */
export const MenuStockStreamAnswer = {
  description:
    'text/event-stream: a `stock` event with `data:` `{dishes: [{id, available, portionsLeft}]}` (as GET /api/menu/stock answers it) on connect, then again only when it changed (read once a second while anyone listens); a `: heartbeat` comment at least every 25 s.',
  content: { 'text/event-stream': { schema: Type.String() } },
};

/** `data` of GET /api/track/:orderId: what the tracking page shows. */
export type Tracking = Static<typeof Tracking>;

/** Any dish field; what is left out stays as it is. */
/** Plates of a dish: at most this many in a day's count. */
const Plates = (description: string) => Nullable(Type.Integer({ minimum: 0, maximum: 10_000, description }));

/** Today's plates of a dish, as the kitchen and the admin's dish form set them; each left out stays as it is. */
export const DishPortionsFields = {
  portionsLeft: Type.Optional(Plates("Today's plates left; null: no limit")),
  lowAt: Type.Optional(Plates('Push the kitchen when the plates left fall to this; null: never')),
  usualBatch: Type.Optional(Plates("The kitchen's usual batch, set at the next opening when portionsReset is batch")),
  portionsReset: Type.Optional(
    Type.Union([Type.Literal('empty'), Type.Literal('batch')], {
      description: 'At the next opening: empty (no limit) or batch (the usual batch)',
    }),
  ),
};

export const MenuItemBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  price: Type.Optional(Rupees({ minimum: 0.01, maximum: 100000 })),
  category: Type.Optional(DishCategoryId),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  /** Hindi name and description; blank or null clears them (the English ones show). */
  nameHi: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
  descriptionHi: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  /** A path on this site (/images/…) or an uploaded file name, never another host; null removes the picture. */
  image: Type.Optional(
    Nullable(
      Type.String({ maxLength: 300, pattern: '^(/[A-Za-z0-9_-][A-Za-z0-9._/-]*|[A-Za-z0-9_-][A-Za-z0-9._-]*)$' }),
    ),
  ),
  popular: Type.Optional(Type.Boolean()),
  spicy: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  featured: Type.Optional(Type.Boolean()),
  available: Type.Optional(Type.Boolean()),
  ...DishPortionsFields,
});
export type MenuItemBody = Static<typeof MenuItemBody>;

export const AdminDish = Type.Object({ ...Dish.properties, _id: Type.Integer(), restaurantId: Type.Integer() });
