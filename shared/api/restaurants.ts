import { UPI_ID_PATTERN } from '../upi';
import { GST_MODES } from '../statuses';
import { literals } from './users';
import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, ListQuery, Nullable, Rupees, Str } from './common';
import { Clock, Dish, MenuItemBody } from './ordering';
import { SLOT_LIMITS } from '../scheduling';

/** A dish as the site shows it, with `_id` like every record. */
export const MenuItem = Type.Object({
  ...Dish.properties,
  _id: Type.Integer(),
  /** What customers gave the dish (every rating, however few); null while none. */
  customerRating: Type.Optional(Nullable(Type.Object({ average: Type.Number(), count: Type.Integer() }))),
});
export type MenuItem = Static<typeof MenuItem>;

export const FullAddress = Type.Object({
  fullAddress: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pincode: Type.String(),
});

export const Restaurant = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  /** The name in Hindi; null when none is set. */
  nameHi: Nullable(Type.String()),
  address: Type.String(),
  fullAddress: Nullable(FullAddress),
  cuisine: Type.String(),
  isActive: Type.Boolean(),
  image: Nullable(Type.String()),
  commissionRate: Type.Number(),
  ownerId: Nullable(Type.Integer()),
  ownerName: Nullable(Type.String()),
  villageId: Nullable(Type.Integer()),
  villageName: Nullable(Type.String()),
  menu: Type.Array(MenuItem),
  /** Opening hours, "HH:MM" India time; a close before the open runs past midnight. */
  opensAt: Type.String(),
  closesAt: Type.String(),
  /** The restaurant whose menu the site sells (one at most). */
  isStorefront: Type.Boolean(),
  /** Busy until then: orders take longer (the minutes left are the extra wait). null when not busy or past. */
  busyUntil: Nullable(IsoTime),
  /** Not taking new orders until then. null when not paused or past. */
  pausedUntil: Nullable(IsoTime),
  /** Where UPI payments go: a business/merchant UPI ID (payer apps often refuse links to a personal one); null: no UPI. */
  upiId: Nullable(Type.String()),
  /** The payee name the UPI app shows; null: the restaurant's name. */
  upiName: Nullable(Type.String()),
  /** FSSAI licence number (14 digits), printed on every bill; null until set. */
  fssaiNumber: Nullable(Type.String()),
  /** GSTIN (15 characters) when registered. */
  gstin: Nullable(Type.String()),
  /** none: no tax lines; regular: 5% GST as CGST 2.5% + SGST 2.5%; composition: a bill of supply, no tax. */
  gstMode: literals(GST_MODES),
  /** Menu prices include GST (default); false adds 5% on top of a regular restaurant's orders. */
  pricesIncludeTax: Type.Boolean(),
  /** GST on these orders is paid by the marketplace as e-commerce operator (s. 9(5)); for the owner's accountant to decide. Default false. */
  gstByOperator: Type.Boolean(),
  /** Orders one time slot takes (null: no cap); the slot's length in minutes (from India midnight); the least notice for an order for later, which is also how long before its time the kitchen is rung for it. */
  maxOrdersPerSlot: Nullable(Type.Integer()),
  slotMinutes: Type.Integer(),
  leadMinutes: Type.Integer(),
  /** The kitchen pauses itself after this many orders in a row were not accepted in time (ESCALATE_AFTER_S); null: never. */
  pauseAfterMissed: Nullable(Type.Integer()),
  /** New orders (not those held to confirm) are accepted by the server at once. */
  autoAccept: Type.Boolean(),
  /** The kitchen ticket prints by itself on the kitchen's KOT printers when an order is accepted. */
  autoPrintKot: Type.Boolean(),
  /** A delivery needs the 4-digit code the customer reads on their tracking page (the rider types it). */
  deliveryCode: Type.Boolean(),
  /** While the kitchen is paused because orders went unaccepted: how many; else null. */
  autoPausedMissed: Nullable(Type.Integer()),
  createdAt: IsoTime,
});
export type Restaurant = Static<typeof Restaurant>;

export const RestaurantListQuery = ListQuery(['name', 'createdAt', 'cuisine'], {
  isActive: Type.Optional(Type.Boolean()),
  villageId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type RestaurantListQuery = Static<typeof RestaurantListQuery>;

// Nullable: react-admin sends the whole record back on update, with fullAddress null.
const FullAddressInput = Nullable(
  Type.Object({
    fullAddress: Type.Optional(Str(300)),
    street: Type.Optional(Str(200)),
    city: Type.Optional(Str(100)),
    state: Type.Optional(Str(100)),
    pincode: Type.Optional(Type.String({ pattern: '^$|^[0-9]{6}$' })),
  }),
);

const fields = {
  name: Type.Optional(Str(120)),
  nameHi: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
  address: Type.Optional(Str(300)),
  fullAddress: Type.Optional(FullAddressInput),
  cuisine: Type.Optional(Str(60)),
  isActive: Type.Optional(Type.Boolean()),
  commissionRate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  ownerId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  villageId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  /** name@handle; "" or null removes it. */
  upiId: Type.Optional(Nullable(Type.String({ maxLength: 320, pattern: `^$|${UPI_ID_PATTERN}` }))),
  upiName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  // Formats are checked by the route, with a message that says what is wrong.
  /** 14 digits; "" or null removes it. */
  fssaiNumber: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  /** 15 characters with a valid check character; "" or null removes it (then the GST mode must be none). */
  gstin: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  gstMode: Type.Optional(literals(GST_MODES)),
  pricesIncludeTax: Type.Optional(Type.Boolean()),
  gstByOperator: Type.Optional(Type.Boolean()),
  /** Orders one time slot takes; null: no cap. */
  maxOrdersPerSlot: Type.Optional(
    Nullable(Type.Integer({ minimum: SLOT_LIMITS.maxOrdersPerSlot.min, maximum: SLOT_LIMITS.maxOrdersPerSlot.max })),
  ),
  /** Minutes per time slot (default 15). */
  slotMinutes: Type.Optional(
    Type.Integer({ minimum: SLOT_LIMITS.slotMinutes.min, maximum: SLOT_LIMITS.slotMinutes.max }),
  ),
  /** Least notice for an order for later, and how long before its time the kitchen is rung (default 30). */
  leadMinutes: Type.Optional(
    Type.Integer({ minimum: SLOT_LIMITS.leadMinutes.min, maximum: SLOT_LIMITS.leadMinutes.max }),
  ),
  /** Pause the kitchen after this many orders in a row were not accepted in time; null: never. */
  pauseAfterMissed: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 50 }))),
  /** The server accepts new orders at once (default false). */
  autoAccept: Type.Optional(Type.Boolean()),
  /** The KOT prints by itself on the kitchen's KOT printers at Accept (default false). */
  autoPrintKot: Type.Optional(Type.Boolean()),
  /** Orders going out for delivery get a 4-digit code the rider must type to deliver (default false). */
  deliveryCode: Type.Optional(Type.Boolean()),
};
export const RestaurantCreateBody = Type.Object(fields);
export type RestaurantCreateBody = Static<typeof RestaurantCreateBody>;
export const RestaurantUpdateBody = Type.Object({
  ...fields,
  // The whole menu: a dish keeps its id (and so the carts that hold it) when it comes back with
  // its id or, without one, its name; dish fields left out stay as they were.
  menu: Type.Optional(
    Type.Array(
      Type.Object({
        ...MenuItemBody.properties,
        id: Type.Optional(Type.Integer({ minimum: 1 })),
        name: Type.String({ minLength: 1, maxLength: 120 }),
        price: Rupees({ minimum: 0.01, maximum: 100000 }),
      }),
      { maxItems: 200 },
    ),
  ),
  opensAt: Type.Optional(Clock),
  closesAt: Type.Optional(Clock),
  /** true moves the storefront here; false is ignored (another restaurant must take it over). */
  isStorefront: Type.Optional(Type.Boolean()),
  /** ISO time ahead of now (at most 12 hours); null ends it now. The value the record already has is left as it is. */
  busyUntil: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  pausedUntil: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});
export type RestaurantUpdateBody = Static<typeof RestaurantUpdateBody>;
