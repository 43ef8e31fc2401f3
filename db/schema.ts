import { sql } from 'drizzle-orm';
import {
  APP_LANGUAGES,
  APPLICATION_STATUSES,
  COUPON_STATUSES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TARGETS,
  FULFILMENTS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  STATUS_ACTORS,
  STAFF_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  GST_MODES,
  TICKET_STATUSES,
  TICKET_TYPES,
  HOLD_REASONS,
  STRIKE_OUTCOMES,
  USER_ROLES,
  PARTY_STATUSES,
  PARTY_SOURCES,
  LEDGER_KINDS,
  LEDGER_METHODS,
  RECEIVER_KINDS,
} from '../shared/statuses';
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';

/** Timestamps are stored as UTC milliseconds since the epoch. */
const createdAt = () =>
  integer('created_at', { mode: 'number' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

// The status sets live in shared/statuses.ts; re-exported for the data layer's callers.
export {
  APPLICATION_STATUSES,
  FULFILMENTS,
  ORDER_SOURCES,
  STATUS_ACTORS,
  ORDER_STATUSES,
  STAFF_STATUSES,
  USER_ROLES,
  type ApplicationStatus,
  type OrderStatus,
  type OrderSource,
  type StatusActor,
  type Fulfilment,
  type StaffStatus,
  type UserRole,
} from '../shared/statuses';

export const ADMIN_ROLES = ['super_admin', 'admin', 'restaurant_manager', 'delivery_manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Back-office accounts. Users of the marketplace (customers, vendors, delivery staff) live in `users`. */
export const admins = sqliteTable(
  'admins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull().default('super_admin'),
    /** Bumped on logout or password change so that older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    check('admins_role_check', sql`${t.role} in ('super_admin','admin','restaurant_manager','delivery_manager')`),
  ],
);

/**
 * Marketplace accounts: customers, vendors (restaurant owners) and delivery staff. One table
 * so an e-mail identifies one account; role-specific columns are null for the other roles.
 */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    vehicleNumber: text('vehicle_number'),
    status: text('status', { enum: STAFF_STATUSES }),
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language the kitchen & rider app opens in for this account (an admin or the partner sets it). */
    language: text('language', { enum: APP_LANGUAGES }).notNull().default('hi'),
    /** false for a kitchen or rider who signed up themselves, until an admin approves them; accounts an admin makes are approved. */
    approved: integer('approved', { mode: 'boolean' }).notNull().default(true),
    /** The kitchen a vendor named when signing up themselves, so the owner knows whom they approve; null otherwise. */
    kitchenName: text('kitchen_name'),
    createdAt: createdAt(),
  },
  (t) => [
    // A rider who signed up without an e-mail has '' (the column is not null): only real addresses are unique.
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    // The few accounts waiting for approval, counted on every dashboard load without reading the others.
    index('users_waiting_idx')
      .on(t.role)
      .where(sql`${t.approved} = 0`),
    index('users_role_name_idx').on(t.role, t.name),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_check', sql`${t.role} in ('customer','vendor','delivery')`),
    check('users_status_check', sql`${t.status} is null or ${t.status} in ('active','on_delivery','on_leave')`),
    check('users_language_check', sql`${t.language} in ('hi','en')`),
  ],
);

export const villages = sqliteTable(
  'villages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** The name in Hindi (Devanagari); null shows the English one. */
    nameHi: text('name_hi'),
    deliveryZone: text('delivery_zone').notNull(),
    /** What an order delivered here pays on top of its dishes. */
    deliveryChargePaise: integer('delivery_charge_paise').notNull().default(3000),
    /** The smallest subtotal delivered here; 0 for none. */
    minimumOrderPaise: integer('minimum_order_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('villages_name_unique').on(sql`lower(${t.name})`)],
);

export const restaurants = sqliteTable(
  'restaurants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** The name in Hindi (Devanagari); null shows the English one. */
    nameHi: text('name_hi'),
    /** The one-line address the screens show; the structured parts below are optional. */
    address: text('address').notNull(),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    cuisine: text('cuisine').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** File name inside the uploads folder, served at /uploads/<image>. */
    image: text('image'),
    /** Commission in basis points (1000 = 10.0 %), so percent math stays in integers. */
    commissionBp: integer('commission_bp').notNull().default(1000),
    ownerId: integer('owner_id').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    villageId: integer('village_id').references((): AnySQLiteColumn => villages.id, { onDelete: 'set null' }),
    /** Opening hours, "HH:MM" India time; a close before the open runs past midnight, "24:00" closes at midnight. */
    opensAt: text('opens_at').notNull().default('11:00'),
    closesAt: text('closes_at').notNull().default('23:00'),
    /** The one restaurant whose menu the public site sells (at most one row is true). */
    isStorefront: integer('is_storefront', { mode: 'boolean' }).notNull().default(false),
    /**
     * A kitchen's own short-term states, UTC ms; a time in the past means off, so each ends by
     * itself. Busy: orders take longer until then (the remaining minutes are the extra wait).
     * Paused: no new orders until then.
     */
    busyUntil: integer('busy_until', { mode: 'number' }),
    pausedUntil: integer('paused_until', { mode: 'number' }),
    /** Where UPI payments go (a business/merchant VPA: payer apps often refuse intent links to a personal one) and the payee name shown. */
    upiId: text('upi_id'),
    upiName: text('upi_name'),
    /** FSSAI licence number (14 digits), printed on every bill. */
    fssaiNumber: text('fssai_number'),
    /** GSTIN (15 characters) when registered. */
    gstin: text('gstin'),
    /** none: no tax lines; regular: 5% GST as CGST + SGST; composition: a bill of supply without tax. */
    gstMode: text('gst_mode', { enum: GST_MODES }).notNull().default('none'),
    /** Menu prices include GST (the default); false adds it on top at placing. */
    pricesIncludeTax: integer('prices_include_tax', { mode: 'boolean' }).notNull().default(true),
    /** GST on these orders is paid by the marketplace as e-commerce operator (CGST Act s. 9(5)); printed on the bill. */
    gstByOperator: integer('gst_by_operator', { mode: 'boolean' }).notNull().default(false),
    /**
     * How many orders one time slot takes (null: no cap); slots are `slotMinutes` long from India
     * midnight. An order counts in the slot of the time it is due: now, or its scheduled time.
     */
    maxOrdersPerSlot: integer('max_orders_per_slot'),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    /** An order for later must be at least this far ahead; the kitchen is rung for it this long before it is due. */
    leadMinutes: integer('lead_minutes').notNull().default(30),
    /** The kitchen pauses itself after this many orders in a row went unaccepted past the escalation time (null: never). */
    pauseAfterMissed: integer('pause_after_missed'),
    /** Orders missed in a row since the kitchen last accepted one (or was paused for it). */
    missedRun: integer('missed_run').notNull().default(0),
    /** How many missed orders paused the kitchen, while that pause lasts; null when it was not paused for missing them. */
    autoPausedMissed: integer('auto_paused_missed'),
    /** The server accepts a new order at once, as the kitchen's Accept would (one held to confirm waits for its confirmation). */
    autoAccept: integer('auto_accept', { mode: 'boolean' }).notNull().default(false),
    /** The kitchen ticket prints by itself on the kitchen's KOT printers when an order is accepted. */
    autoPrintKot: integer('auto_print_kot', { mode: 'boolean' }).notNull().default(false),
    /** A delivery needs the 4-digit code the customer reads on their tracking page (proof the food arrived). */
    deliveryCode: integer('delivery_code', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('restaurants_storefront_unique')
      .on(t.isStorefront)
      .where(sql`${t.isStorefront} = 1`),
    index('restaurants_name_idx').on(t.name),
    index('restaurants_created_idx').on(t.createdAt),
    index('restaurants_village_idx').on(t.villageId),
    index('restaurants_owner_idx').on(t.ownerId),
    check('restaurants_commission_check', sql`${t.commissionBp} between 0 and 10000`),
  ],
);

/**
 * The restaurants that deliver to a village besides the ones that stand in it: a village lists
 * them, and the storefront kitchen's delivery areas are its own village plus every village that
 * lists it. A restaurant's own village (restaurants.village_id) means what it always meant.
 */
export const villageDeliveryRestaurants = sqliteTable(
  'village_delivery_restaurants',
  {
    villageId: integer('village_id')
      .notNull()
      .references(() => villages.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  // The key serves a village's list; the index a kitchen's areas.
  (t) => [
    primaryKey({ columns: [t.villageId, t.restaurantId] }),
    index('village_delivery_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);

export const menuItems = sqliteTable(
  'menu_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Name and description in Hindi (Devanagari); null shows the English ones. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    pricePaise: integer('price_paise').notNull(),
    position: integer('position').notNull().default(0),
    /** One of the site's menu tabs (shared/ordering.ts MENU_CATEGORIES) or an id of the owner's own (DISH_CATEGORY_PATTERN). */
    category: text('category').notNull().default('thali'),
    description: text('description').notNull().default(''),
    /** A site path (/images/dishes/…) or an uploaded file name; null shows no picture. */
    image: text('image'),
    popular: integer('popular', { mode: 'boolean' }).notNull().default(false),
    /** 0 (mild) to 3 flames. */
    spicy: integer('spicy').notNull().default(0),
    /** One of the dishes the site's hero features. */
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    /** False while sold out. */
    available: integer('available', { mode: 'boolean' }).notNull().default(true),
    /** Today's plates still to sell (null: no limit); every order takes its quantity, a cancelled one gives it back. */
    portionsLeft: integer('portions_left'),
    /** The kitchen is pushed when the plates left fall to this (null: never). */
    lowAt: integer('low_at'),
    /** The kitchen's usual batch: what portionsLeft becomes at the next opening when portionsReset is 'batch'. */
    usualBatch: integer('usual_batch'),
    /** At the next opening: 'empty' (no limit again) or 'batch' (the usual batch). */
    portionsReset: text('portions_reset', { enum: ['empty', 'batch'] })
      .notNull()
      .default('empty'),
    /** When portionsLeft was last set or reset (ms): only orders placed since give their plates back, and a later day's opening resets it. */
    portionsSetAt: integer('portions_set_at'),
  },
  (t) => [
    index('menu_items_restaurant_idx').on(t.restaurantId, t.position),
    check('menu_items_price_check', sql`${t.pricePaise} > 0`),
  ],
);

/**
 * Orders keep snapshots of the names they show (customer, restaurant, delivery person) so a
 * list of a million orders can be searched and shown without joins, and history survives
 * when a person is removed.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    // Restaurants with orders cannot be deleted (409), so this never dangles.
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    restaurantName: text('restaurant_name').notNull(),
    deliveryPersonId: integer('delivery_person_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryPersonName: text('delivery_person_name'),
    /** The rider who tapped "Got it" for this order, and when: acknowledged while it is still the order's rider. */
    riderAcknowledgedBy: integer('rider_acknowledged_by'),
    riderAcknowledgedAt: integer('rider_acknowledged_at', { mode: 'number' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The restaurant's commission (basis points) when the order was taken, kept like its
     *  prices: earnings use it, so a later change of the rate leaves past figures alone. */
    commissionBp: integer('commission_bp').notNull().default(1000),
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('demo'),
    fulfilment: text('fulfilment', { enum: FULFILMENTS }).notNull().default('delivery'),
    villageId: integer('village_id').references((): AnySQLiteColumn => villages.id, { onDelete: 'set null' }),
    /** Snapshot of the village's name, like the other names an order shows. */
    villageName: text('village_name'),
    address: text('address'),
    landmark: text('landmark'),
    note: text('note'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cash'),
    /** Cash is collected on delivery; a UPI order waits for the kitchen or an admin to see the money arrive. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('cash_on_delivery'),
    /** The 12-digit UPI transaction reference the customer showed, when the payment was confirmed with one. */
    utr: text('utr'),
    /** When the money of a UPI order was seen to arrive (UTC ms); null while it waits, and for cash. */
    paidAt: integer('paid_at', { mode: 'number' }),
    /** The coupon taken off the order (paise), never more than what it applies to. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** GST added on top of the menu prices, for a restaurant whose prices exclude it (else 0). */
    taxPaise: integer('tax_paise').notNull().default(0),
    /** The coupon's code as the order used it (upper case), and the coupon itself while it exists. */
    couponCode: text('coupon_code'),
    couponId: integer('coupon_id').references((): AnySQLiteColumn => coupons.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the secret in the customer's tracking link; null for orders not placed online. */
    trackingTokenHash: text('tracking_token_hash'),
    /** How often its kitchen ticket was printed, so a duplicate print shows. */
    printCount: integer('print_count').notNull().default(0),
    createdAt: createdAt(),
    /** Last status change (UTC ms); null until the first change after creation. Before
     *  migration 0003 this property was mapped onto created_at by mistake, so a status change
     *  moved the order's creation time. */
    updatedAt: integer('updated_at', { mode: 'number' }),
    /** When the kitchen marked the food ready (UTC ms), null until then. A time rather than a
     *  status, so the six status values every client knows stay as they are. */
    readyAt: integer('ready_at', { mode: 'number' }),
    /**
     * "2026-27/000042": the restaurant's gap-free bill series of the Indian financial year,
     * given with its row in `bills` by issueBill (db/bills.ts) in the order's own transaction,
     * so a rolled-back order takes its number back with it. Never changes.
     */
    billNumber: text('bill_number'),
    /** The restaurant's GST mode and tax-inclusive setting when the order was placed: its bill never changes with later settings. */
    gstMode: text('gst_mode', { enum: GST_MODES }).notNull().default('none'),
    pricesIncludeTax: integer('prices_include_tax', { mode: 'boolean' }).notNull().default(true),
    /** Why the order waits "to confirm" (first order, over the cash limit, a number with strikes);
     *  null: never held. A column beside the status, so the six status values stay as they are. */
    holdReason: text('hold_reason', { enum: HOLD_REASONS }),
    /** When a held order was confirmed, and by whom (the actor and their name as it was then). */
    confirmedAt: integer('confirmed_at', { mode: 'number' }),
    confirmedBy: text('confirmed_by', { enum: STATUS_ACTORS }),
    confirmedByName: text('confirmed_by_name'),
    /** Marked "fake / no one there": when, by whom (actor, name) and why. */
    fakeAt: integer('fake_at', { mode: 'number' }),
    fakeBy: text('fake_by', { enum: STATUS_ACTORS }),
    fakeByName: text('fake_by_name'),
    fakeReason: text('fake_reason'),
    /**
     * The items in one line, "Dal Tadka x2; Tandoori Roti x4" (ordered as inserted), written
     * with the order (`itemsSummary` in db/orders/row.ts): an order's items never change, and
     * gathering them from order_items for every row was 40 % of a day's CSV export.
     */
    itemsSummary: text('items_summary'),
    /** An order for later: when the customer wants it (UTC ms); null: as soon as possible. */
    scheduledFor: integer('scheduled_for', { mode: 'number' }),
    /**
     * When the kitchen is rung for an order for later (its time less the restaurant's lead time
     * when it was placed), and when that happened (written by the server's loop, so the change
     * reaches the event streams and the push loop as any other). Until then the order waits
     * under "Later" and does not ring. Both null for an order placed for now.
     */
    ringAt: integer('ring_at', { mode: 'number' }),
    rungAt: integer('rung_at', { mode: 'number' }),
    /**
     * A party order: the request it was made from, and the advance the customer paid on it before
     * (paise, received on the party request's day; 0 for every other order). The order's total is
     * the whole party; what is still due at the door is the total less this advance.
     */
    partyRequestId: integer('party_request_id').references((): AnySQLiteColumn => partyRequests.id, {
      onDelete: 'set null',
    }),
    advancePaise: integer('advance_paise').notNull().default(0),
    /**
     * A round of the dining hall: the table it was ordered at and the sitting it belongs to
     * (null for every other order). A round has no bill of its own: closing the sitting issues
     * one bill for all its rounds (db/tables.ts).
     */
    tableId: integer('table_id').references((): AnySQLiteColumn => diningTables.id, { onDelete: 'set null' }),
    sittingId: integer('sitting_id').references((): AnySQLiteColumn => tableSittings.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_bill_number_unique').on(t.restaurantId, t.billNumber),
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_customer_name_idx').on(t.customerName),
    index('orders_customer_idx').on(t.customerId),
    index('orders_delivery_person_idx').on(t.deliveryPersonId, t.status),
    // Analytics "active users" (distinct customers of the last 30 days) reads this index only.
    index('orders_created_customer_idx').on(t.createdAt, t.customerId),
    // Phone orders look up a returning customer's last order by phone.
    index('orders_customer_phone_idx').on(t.customerPhone, t.createdAt),
    // The owner finds an order by the last digits of the caller's number ("…3210").
    index('orders_phone_last4_idx').on(sql`substr(${t.customerPhone}, -4)`, t.createdAt),
    check(
      'orders_status_check',
      sql`${t.status} in ('placed','accepted','preparing','out_for_delivery','delivered','cancelled')`,
    ),
    check(
      'orders_money_check',
      sql`${t.subtotalPaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.discountPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise} + ${t.deliveryChargePaise} and ${t.totalPaise} = ${t.subtotalPaise} + ${t.deliveryChargePaise} - ${t.discountPaise} + ${t.taxPaise}`,
    ),
    // Per-phone coupon limits count a phone's orders with the coupon.
    index('orders_coupon_phone_idx').on(t.couponId, t.customerPhone),
    // The order list's "To confirm" and "Fake" filters: the few such orders, newest first, without
    // reading the other million (partial indexes hold only the rows their condition names).
    index('orders_held_created_idx')
      .on(t.createdAt)
      .where(sql`${t.holdReason} is not null`),
    index('orders_fake_created_idx')
      .on(t.createdAt)
      .where(sql`${t.fakeAt} is not null`),
    // A UTR is looked up to refuse one used twice: only the few orders that have one are indexed.
    index('orders_utr_idx')
      .on(t.utr)
      .where(sql`${t.utr} is not null`),
    // A day's deliveries by the day they were finished (db/orders/list.ts RIDER_DAY): each rider's cash and
    // the counter's, read as one range from the day on instead of every delivered order there ever was.
    index('orders_status_finished_idx').on(t.status, sql`coalesce(${t.updatedAt}, ${t.createdAt})`),
    // A slot's orders are counted (the cap per slot) by the time each is due: its scheduled time, else when it was placed.
    index('orders_restaurant_due_idx').on(t.restaurantId, sql`coalesce(${t.scheduledFor}, ${t.createdAt})`),
    // Orders for later: the "Later" lists by the time they are due, and the few still waiting to ring.
    index('orders_sitting_idx')
      .on(t.sittingId)
      .where(sql`${t.sittingId} is not null`),
    index('orders_scheduled_idx')
      .on(t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    index('orders_ring_due_idx')
      .on(t.ringAt)
      .where(sql`${t.ringAt} is not null and ${t.rungAt} is null`),
  ],
);

/** The last bill serial given per restaurant and financial year (the first calendar year: 2026 = 2026-27). Only ever goes up. */
export const billCounters = sqliteTable(
  'bill_counters',
  {
    restaurantId: integer('restaurant_id').notNull(),
    financialYear: integer('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.financialYear] })],
);

export const BILL_STATUSES = ['issued', 'cancelled'] as const;
export const BILL_KINDS = ['tax_invoice', 'bill_of_supply', 'bill'] as const;

/**
 * The bill register: one row per bill issued, written with its number in the order's own
 * transaction (db/bills.ts). A tax document must read the same on every reprint, so the row
 * keeps what the bill said when it was issued (the restaurant's name, address, FSSAI and
 * GSTIN, its GST mode, the lines, the amounts and the tax split, in `snapshot` and the money
 * columns) instead of reading settings that change later. Deleting the order keeps its bill
 * (`order_id` becomes null, `status` cancelled): the series stays gap-free, and
 * `order_number` and `tracking_token_hash` still let the admin and the customer open it.
 * `order_status`, `payment_method` and `payment_status` follow the order (triggers of
 * migration 0026), so the bill's payment line and the register need no order row.
 */
export const bills = sqliteTable(
  'bills',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Restrict: a restaurant with bills in the register is not deleted (the route answers 409).
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    /** The first calendar year of the Indian financial year (2026 = 2026-27) and the serial within it. */
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    billNumber: text('bill_number').notNull(),
    orderId: integer('order_id').references((): AnySQLiteColumn => orders.id, { onDelete: 'set null' }),
    /** The order's id as issued (ORD-000042), kept when the order is deleted. */
    orderNumber: integer('order_number').notNull(),
    trackingTokenHash: text('tracking_token_hash'),
    /** The bill's date: when the order was placed (UTC ms). */
    issuedAt: integer('issued_at', { mode: 'number' }).notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull().default('issued'),
    /** When its order was deleted (UTC ms); null while the order exists. */
    orderDeletedAt: integer('order_deleted_at', { mode: 'number' }),
    /**
     * Why a cancelled bill was cancelled when its order cannot say: "lost in restore" for a
     * number issued by a database a restore replaced (db/restoreNumbers.ts). Null otherwise.
     */
    cancelReason: text('cancel_reason'),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull(),
    fulfilment: text('fulfilment', { enum: FULFILMENTS }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    kind: text('kind', { enum: BILL_KINDS }).notNull(),
    gstMode: text('gst_mode', { enum: GST_MODES }).notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** JSON (BillSnapshot in db/bills.ts): the restaurant, customer, lines and amounts as printed. */
    snapshot: text('snapshot').notNull(),
  },
  (t) => [
    uniqueIndex('bills_series_unique').on(t.restaurantId, t.financialYear, t.serial),
    uniqueIndex('bills_number_unique').on(t.restaurantId, t.billNumber),
    uniqueIndex('bills_order_unique').on(t.orderId),
    uniqueIndex('bills_order_number_unique').on(t.orderNumber),
    index('bills_issued_idx').on(t.issuedAt),
    check('bills_status_check', sql`${t.status} in ('issued','cancelled')`),
    check(
      'bills_money_check',
      sql`${t.cgstPaise} + ${t.sgstPaise} = ${t.taxPaise} and ${t.taxablePaise} + ${t.taxPaise} = ${t.totalPaise}`,
    ),
  ],
);

/*
 * Derived data (migration 0002_scale, hand-written SQL; not Drizzle tables): kept in step with
 * `orders` and `order_items` by triggers, so every write path (API, demo seed, cascades,
 * "set null" on a removed customer) updates them in the same transaction. Every trigger, and
 * why it is one: docs/triggers.md.
 *   orders_fts            FTS5 trigram index over customer_name and restaurant_name
 *                         (external content = orders), for substring search
 *   order_status_counts   status → number of orders
 *   restaurant_order_stats (status, restaurant_id) → orders, subtotal, delivery, total (paise),
 *                         commission (sum of subtotal × the order's commission_bp; migration 0005)
 *   order_daily_stats     (status, IST day number, restaurant_id) → the same sums
 *   order_monthly_stats   (status, IST month 'YYYY-MM', restaurant_id) → the same sums (migration 0017)
 *   dish_daily_stats      (IST day number, dish name) → quantity, of orders not cancelled
 *   customer_order_counts customer_id → number of orders
 *   customer_last_orders  customer_id → when they last ordered (migration 0016; Analytics' active users)
 *   order_day_totals      IST day number → orders placed, cancelled, delivered, and the delivered
 *                         orders' totals (migration 0021; Analytics' 7 days, the dashboard's today)
 *   restaurant_week_orders (IST week number, restaurant_id) → orders not cancelled (migration 0025;
 *                         weeks from Monday, number = (IST day number + 3) / 7)
 *   restaurant_day_orders (IST day number, restaurant_id) → orders not cancelled (migration 0021;
 *                         Analytics' 30-day orders per restaurant)
 * IST day number = (created_at + 19,800,000) / 86,400,000 (integer division).
 */
export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The dish's Hindi name when it was ordered (null: none), for Hindi tickets and tracking. */
    nameHi: text('name_hi'),
    quantity: integer('quantity').notNull(),
    /** Unit price at the time of ordering. */
    pricePaise: integer('price_paise').notNull(),
    /** The dish whose counted portions this line took (null: none counted), given back if the order is cancelled. */
    portionsOf: integer('portions_of'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_check', sql`${t.quantity} > 0 and ${t.pricePaise} >= 0`),
  ],
);

/**
 * The delivery code of an order out for delivery from a restaurant that requires one: the
 * customer reads it on their tracking page and tells the rider, who types it to deliver. Kept
 * apart from the order's row so that no read of an order (the kitchen's, the rider's, the
 * admin's) can carry it by accident.
 */
export const deliveryCodes = sqliteTable('delivery_codes', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** Four digits; a new one replaces it when the customer asks for the code again. */
  code: text('code').notNull(),
  issuedAt: integer('issued_at', { mode: 'number' }).notNull(),
  /** Wrong codes typed so far; at DELIVERY_CODE_TRIES the code is locked. */
  wrongTries: integer('wrong_tries').notNull().default(0),
  lockedAt: integer('locked_at', { mode: 'number' }),
  /** When the owner was told of the lock (by push); null while they have not been yet. */
  ownerToldAt: integer('owner_told_at', { mode: 'number' }),
  /** The order was delivered with the right code. */
  verifiedAt: integer('verified_at', { mode: 'number' }),
  /** The owner delivered it without the code: when, who and why. */
  overriddenAt: integer('overridden_at', { mode: 'number' }),
  overriddenBy: integer('overridden_by').references(() => admins.id, { onDelete: 'set null' }),
  overriddenByName: text('overridden_by_name'),
  overrideReason: text('override_reason'),
});

export const orderStatusHistory = sqliteTable(
  'order_status_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: integer('at', { mode: 'number' }).notNull(),
    /** The admin who made the change; null for the customer's own placing. */
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Who made the change: an admin, the kitchen, the rider, the customer or the system. */
    by: text('by', { enum: STATUS_ACTORS }).notNull().default('system'),
    /** The vendor or rider who made the change, when one did. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why, when the one who made the change said so (a kitchen gives a reason for cancelling). */
    reason: text('reason'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/**
 * A placed order's answer, kept under the Idempotency-Key the client sent, so a repeated
 * submit (double tap, retry on a flaky network) gets the first answer instead of a second order.
 */
export const orderRequests = sqliteTable('order_requests', {
  key: text('key').primaryKey(),
  /** SHA-256 of the request body: the same key with another body is a conflict. */
  bodyHash: text('body_hash').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  /** The JSON answer of the first request. */
  response: text('response').notNull(),
  createdAt: createdAt(),
});

/**
 * A kitchen's or rider's action (accept, ready, delivered, sold out…), kept under the
 * Idempotency-Key the app sent: a tap retried after a timeout, or sent again from the phone's
 * queue when the network returns, answers the first answer instead of acting twice.
 */
export const partnerRequests = sqliteTable(
  'partner_requests',
  {
    /** kind:userId:key, so one partner's keys never meet another's. */
    key: text('key').primaryKey(),
    /** SHA-256 of the method, path and body: the same key with another request is a conflict. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The JSON answer of the first request. */
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_requests_created_idx').on(t.createdAt)],
);

export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    owner: text('owner').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    cuisine: text('cuisine').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_status_created_idx').on(t.status, t.createdAt),
    check('applications_status_check', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

export const coupons = sqliteTable(
  'coupons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    /** Percent, 0 to 100. */
    discount: integer('discount').notNull().default(0),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    usageLimit: integer('usage_limit').notNull().default(1),
    used: integer('used').notNull().default(0),
    /** JSON arrays of names, as the screen enters them (comma-separated, trimmed). */
    applicableVillages: text('applicable_villages', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    applicableRestaurants: text('applicable_restaurants', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** The food subtotal (paise) an order needs before the coupon applies; 0: any. */
    minimumOrderPaise: integer('minimum_order_paise').notNull().default(0),
    /** Orders one phone number may place with the coupon; null: no limit beyond usageLimit. */
    perPhoneLimit: integer('per_phone_limit'),
    /** Whether the percentage also comes off the delivery charge (by default only off the food). */
    includesDelivery: integer('includes_delivery', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: COUPON_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    check('coupons_discount_check', sql`${t.discount} between 0 and 100`),
    check('coupons_dates_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** E-mail or phone (or both): the form asks for one way to answer. */
  email: text('email'),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const tickets = sqliteTable(
  'tickets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customer: text('customer').notNull(),
    email: text('email'),
    /** A phone number to call back (contact form, village requests); null when not given. */
    phone: text('phone'),
    type: text('type', { enum: TICKET_TYPES }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    response: text('response'),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    closedAt: integer('closed_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_status_created_idx').on(t.status, t.createdAt), index('tickets_type_idx').on(t.type)],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    message: text('message').notNull(),
    target: text('target', { enum: NOTIFICATION_TARGETS }).notNull().default('all'),
    targetValue: text('target_value'),
    scheduledAt: integer('scheduled_at', { mode: 'number' }).notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull(),
    /** When the push loop sent it to its audience's devices (set in the loop's transaction: it goes once); null until then. */
    sentAt: integer('sent_at', { mode: 'number' }),
    /** Devices whose push service took it (2xx); null when it went out without pushes (too late, or before pushes existed). */
    reached: integer('reached'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_scheduled_idx').on(t.scheduledAt),
    // What the loop waits for: only the few not sent yet.
    index('notifications_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.sentAt} is null`),
    // The partners' lists, newest first.
    index('notifications_sent_idx').on(t.sentAt),
  ],
);

/**
 * The owner's limits against prank orders: one typed row (id 1). Until the owner saves them the
 * row is absent and the defaults of shared/trust.ts apply.
 */
export const settings = sqliteTable(
  'settings',
  {
    id: integer('id').primaryKey(),
    holdFirstOrder: integer('hold_first_order', { mode: 'boolean' }).notNull().default(true),
    /** Cash orders above this total (paise) are held; null: no limit. */
    holdCashAbovePaise: integer('hold_cash_above_paise').default(100000),
    strikeLimit: integer('strike_limit').notNull().default(2),
    atStrikeLimit: text('at_strike_limit', { enum: STRIKE_OUTCOMES }).notNull().default('upi_only'),
    updatedAt: integer('updated_at', { mode: 'number' }),
    updatedByName: text('updated_by_name'),
    /** Party orders: the most guests taken for one day across party requests (null: no cap). */
    partyGuestsPerDay: integer('party_guests_per_day'),
  },
  (t) => [
    check('settings_one_row_check', sql`${t.id} = 1`),
    check('settings_strike_limit_check', sql`${t.strikeLimit} between 1 and 20`),
    check('settings_at_strike_limit_check', sql`${t.atStrikeLimit} in ('upi_only','blocked')`),
  ],
);

/**
 * A strike on a phone number: an order marked "fake / no one there" (one strike per order). The
 * uncleared strikes of a number decide whether it may still order with cash; the owner clears
 * them, and the clearing stays recorded on each strike.
 */
export const phoneStrikes = sqliteTable(
  'phone_strikes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    orderId: integer('order_id').references((): AnySQLiteColumn => orders.id, { onDelete: 'set null' }),
    at: integer('at', { mode: 'number' }).notNull(),
    by: text('by', { enum: STATUS_ACTORS }).notNull(),
    byName: text('by_name'),
    reason: text('reason'),
    clearedAt: integer('cleared_at', { mode: 'number' }),
    clearedByName: text('cleared_by_name'),
    /** The owner blocked the number by hand (a known prankster, no order needed): blocked until cleared, whatever the limits. */
    byHand: integer('by_hand', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('phone_strikes_phone_idx').on(t.phone, t.clearedAt),
    uniqueIndex('phone_strikes_order_unique').on(t.orderId),
  ],
);

/**
 * Web Push: the browsers (a kitchen's phone, a rider's, an admin's) that asked to be woken for
 * orders. A subscription belongs to the token that made it: it is used only while its account's
 * token_version is still the one that token carried (a logout or a new password ends it) and
 * until that token would have expired. `accountId` is an admins row for `admin`, a users row for
 * the other two.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    role: text('role', { enum: ['admin', 'vendor', 'delivery'] }).notNull(),
    accountId: integer('account_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    tokenVersion: integer('token_version').notNull(),
    /** When the token that made it expires (UTC ms); null: it carried no expiry. */
    expiresAt: integer('expires_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_account_idx').on(t.role, t.accountId),
    check('push_subscriptions_role_check', sql`${t.role} in ('admin','vendor','delivery')`),
  ],
);

/**
 * The server's VAPID key pair (made once, on first start) and how far the push loop has read
 * order_events: one row, id 1.
 */
export const pushState = sqliteTable(
  'push_state',
  {
    id: integer('id').primaryKey(),
    /** base64url, as the browser's pushManager.subscribe takes it (65-byte uncompressed P-256 point). */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    eventCursor: integer('event_cursor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('push_state_one_row_check', sql`${t.id} = 1`)],
);

/**
 * What the push loop has done for one live order: when the kitchen's ringing started and is due
 * next (null: it stopped), whether the kitchen opened it, when the admins were told it waits,
 * and which rider was last told it is theirs. The row goes when the order is finished.
 */
/**
 * A customer's browser following one order from its tracking page: told when the order is
 * accepted, on its way, delivered or cancelled. `sent` lists the statuses it was already told
 * (comma-separated), so each goes once; the row goes once the last message is sent.
 */
export const customerPushSubscriptions = sqliteTable(
  'customer_push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: APP_LANGUAGES }).notNull().default('en'),
    sent: text('sent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_push_subscriptions_order_endpoint_unique').on(t.orderId, t.endpoint),
    check('customer_push_subscriptions_language_check', sql`${t.language} in ('hi','en')`),
  ],
);

/**
 * A customer's browser that asked, from a tracking page, to hear Gaon Rasoi's announcements too
 * (closed days, offers): kept apart from any order, so it outlives the order it was asked on,
 * until the customer stops it there or their push service says the subscription is gone.
 */
export const customerAnnouncementSubscriptions = sqliteTable(
  'customer_announcement_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: APP_LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [check('customer_announcement_subscriptions_language_check', sql`${t.language} in ('hi','en')`)],
);

export const orderPushes = sqliteTable(
  'order_pushes',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ringStartedAt: integer('ring_started_at', { mode: 'number' }),
    nextRingAt: integer('next_ring_at', { mode: 'number' }),
    rings: integer('rings').notNull().default(0),
    /** The order's confirmed_at the loop last saw: a new one (a held order confirmed) rings again at once. */
    confirmedAtSeen: integer('confirmed_at_seen', { mode: 'number' }),
    openedAt: integer('opened_at', { mode: 'number' }),
    escalatedAt: integer('escalated_at', { mode: 'number' }),
    riderId: integer('rider_id'),
    /** The rider is rung again at this time until they acknowledge the order (null: not due). */
    riderNextRingAt: integer('rider_next_ring_at', { mode: 'number' }),
  },
  (t) => [
    index('order_pushes_rider_ring_idx').on(t.riderNextRingAt),
    index('order_pushes_next_ring_idx').on(t.nextRingAt),
    index('order_pushes_escalate_idx').on(t.escalatedAt, t.ringStartedAt),
  ],
);

/**
 * An order nobody accepted by the escalation time, counted once towards its kitchen's missed run
 * (restaurants.missed_run), which can pause the kitchen.
 */
export const orderMisses = sqliteTable('order_misses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  restaurantId: integer('restaurant_id').notNull(),
  missedAt: integer('missed_at', { mode: 'number' }).notNull(),
});

/**
 * Each push about an order the loop tried to deliver: to whom (the subscription's role and
 * account, kept as numbers so the log outlives the subscription), when, what, and how the push
 * service answered. The desk shows who was rung for an order.
 */
export const pushDeliveries = sqliteTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'vendor', 'delivery'] }).notNull(),
    accountId: integer('account_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    type: text('type').notNull(),
    at: integer('at', { mode: 'number' }).notNull(),
    /** sending (no answer yet), delivered (2xx), gone (404/410: the subscription was dropped), refused (another status), failed (no answer). */
    result: text('result', { enum: ['sending', 'delivered', 'gone', 'refused', 'failed'] }).notNull(),
    status: integer('status'),
  },
  (t) => [index('push_deliveries_order_idx').on(t.orderId, t.at)],
);

/**
 * Cash a rider handed in to the owner, recorded against the India day it settles: that day's
 * hand-overs, set against the cash the rider collected that day (db/money.ts), say what is still
 * out. Rows are only added: a hand-over happened, so a mistake is not rewritten. The rider's and
 * the recorder's names are kept as they were, as orders keep theirs, so a removed rider's
 * hand-overs still say whose they were.
 */
export const cashHandovers = sqliteTable(
  'cash_handovers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    riderId: integer('rider_id').references(() => users.id, { onDelete: 'set null' }),
    riderName: text('rider_name').notNull(),
    /** The India day (YYYY-MM-DD) whose cash this settles. */
    day: text('day').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    recordedAt: integer('recorded_at', { mode: 'number' }).notNull(),
    recordedById: integer('recorded_by_id').references(() => admins.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    /** The Idempotency-Key it was recorded with: a retry or a double tap with the same key records nothing more. */
    idempotencyKey: text('idempotency_key'),
    /** Recorded by mistake: kept with who voided it and when, counted nowhere. */
    voidedAt: integer('voided_at', { mode: 'number' }),
    voidedByName: text('voided_by_name'),
  },
  (t) => [
    index('cash_handovers_day_rider_idx').on(t.day, t.riderId),
    uniqueIndex('cash_handovers_idempotency_key_unique')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('cash_handovers_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The ledger: every movement of money is one row (db/ledger.ts alone reads and writes it). A
 * payment or a refund of an order, or of a customer's khata (a settlement: no order). An order's
 * paid, balance due and refund due are sums of its rows; nothing about money is stored on the
 * order itself any more than its intended method. Rows are never deleted nor changed but to be
 * voided (who, when, why) or checked: UPI a rider or the customer says was sent is "to check"
 * until the kitchen or the owner sees it in the account. Who took the money is kept by kind, id
 * (a users id for a rider or kitchen, an admins id for the owner or counter) and name as it
 * was then, as orders keep their names.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The order paid or refunded; null for a khata settlement (and once an order is deleted: the money happened). */
    orderId: integer('order_id').references((): AnySQLiteColumn => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    method: text('method', { enum: LEDGER_METHODS }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The UPI transaction reference (12 digits): one UTR moves money once, anywhere (payments_utr_unique). */
    utr: text('utr'),
    receivedByKind: text('received_by_kind', { enum: RECEIVER_KINDS }).notNull(),
    receivedById: integer('received_by_id'),
    receivedByName: text('received_by_name').notNull(),
    /** When the money moved (UTC ms): the India day it counts in. */
    at: integer('at', { mode: 'number' }).notNull(),
    /** The khata a credit is put on, or a settlement pays (null for every other row). */
    khataPhone: text('khata_phone').references((): AnySQLiteColumn => khata.phone, { onDelete: 'restrict' }),
    /** UPI only: someone saw it arrive in the account (null: "to check"). */
    checkedAt: integer('checked_at', { mode: 'number' }),
    checkedByName: text('checked_by_name'),
    /** A row recorded by mistake (a double tap): kept, counted nowhere. */
    voidedAt: integer('voided_at', { mode: 'number' }),
    voidedByName: text('voided_by_name'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    // A day's money (the dashboard, the day close, the UPI statement): one range of this index.
    index('payments_at_idx').on(t.at),
    index('payments_khata_idx')
      .on(t.khataPhone, t.at)
      .where(sql`${t.khataPhone} is not null`),
    // One UTR moves money once: orders, advances, khata settlements and refunds alike; a voided row frees it.
    uniqueIndex('payments_utr_unique')
      .on(t.utr)
      .where(sql`${t.utr} is not null and ${t.voidedAt} is null`),
    check('payments_kind_check', sql`${t.kind} in ('payment','refund')`),
    check('payments_method_check', sql`${t.method} in ('cash','upi','credit')`),
    check('payments_received_by_check', sql`${t.receivedByKind} in ('rider','kitchen','counter','owner','customer')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    // Credit is always someone's khata; a row of no order is a khata's settlement.
    check('payments_credit_khata_check', sql`${t.method} != 'credit' or ${t.khataPhone} is not null`),
    check('payments_utr_method_check', sql`${t.utr} is null or ${t.method} = 'upi'`),
  ],
);

/**
 * Udhaar: a customer (by phone) the owner lets eat on credit up to a limit. The balance is never
 * stored: it is the khata's credit rows less its settlements and credit refunds (db/khata.ts).
 */
export const khata = sqliteTable(
  'khata',
  {
    /** The customer's phone, as orders store it (10 digits). */
    phone: text('phone').primaryKey(),
    name: text('name').notNull(),
    limitPaise: integer('limit_paise').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
    updatedByName: text('updated_by_name'),
  },
  (t) => [check('khata_limit_check', sql`${t.limitPaise} >= 0`)],
);

/**
 * A party order asked for on the site ("Planning a party?") or written down by the owner from a
 * phone call; quoted by the owner, accepted and its advance paid by UPI by the customer through a
 * private link (like an order's tracking link: only the SHA-256 of its secret is kept), and, once
 * the owner confirms the advance, an order for later on the party's day (`order_id`). Money in
 * paise; the quote's lines are JSON ([{name, quantity, price}], price in paise or null).
 */
export const partyRequests = sqliteTable(
  'party_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull(),
    source: text('source', { enum: PARTY_SOURCES }).notNull().default('online'),
    /** The kitchen that will cook it: the storefront kitchen when it was asked for. */
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** The party's India date (YYYY-MM-DD) and, when the customer said, the time they want the food ("HH:MM"). */
    date: text('date').notNull(),
    time: text('time'),
    guests: integer('guests').notNull(),
    villageId: integer('village_id').references((): AnySQLiteColumn => villages.id, { onDelete: 'set null' }),
    villageName: text('village_name'),
    address: text('address'),
    notes: text('notes'),
    /** requested, quoted, accepted, advance_paid, declined, cancelled (expired is read, never stored: a quote past validUntil). */
    status: text('status', { enum: PARTY_STATUSES }).notNull().default('requested'),
    perPlatePaise: integer('per_plate_paise'),
    items: text('items'),
    deliveryChargePaise: integer('delivery_charge_paise'),
    advancePercent: integer('advance_percent'),
    /** UTC ms: the quote holds until then (exclusive). */
    validUntil: integer('valid_until', { mode: 'number' }),
    /** The time the food is served, as the owner quoted it ("HH:MM"); null: the customer's time, else lunch. */
    serveAt: text('serve_at'),
    /** The quote's money as it was quoted: dishes and delivery, GST added on top, total, advance. */
    subtotalPaise: integer('subtotal_paise'),
    taxPaise: integer('tax_paise'),
    totalPaise: integer('total_paise'),
    advancePaise: integer('advance_paise'),
    quotedAt: integer('quoted_at', { mode: 'number' }),
    quotedByName: text('quoted_by_name'),
    acceptedAt: integer('accepted_at', { mode: 'number' }),
    /** The customer's "I've paid", with the UTR their UPI app showed (optional); nothing is confirmed by it. */
    customerPaidAt: integer('customer_paid_at', { mode: 'number' }),
    customerUtr: text('customer_utr'),
    /** The owner saw the advance arrive: when (the day it counts), its UTR, who. */
    advancePaidAt: integer('advance_paid_at', { mode: 'number' }),
    advanceUtr: text('advance_utr'),
    advanceConfirmedByName: text('advance_confirmed_by_name'),
    /** The order for later the party became once its advance was confirmed. */
    orderId: integer('order_id').references((): AnySQLiteColumn => orders.id, { onDelete: 'set null' }),
    /** When it was declined or cancelled, and why. */
    closedAt: integer('closed_at', { mode: 'number' }),
    closedReason: text('closed_reason'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }),
  },
  (t) => [
    // The admin's list by the party's day (upcoming parties), the guests counted per day for the cap.
    index('party_requests_date_idx').on(t.date, t.status),
    index('party_requests_created_idx').on(t.createdAt),
    index('party_requests_phone_idx').on(t.phone),
    // One UTR pays one thing: an advance's UTR is looked up with the orders' ones.
    uniqueIndex('party_requests_advance_utr_unique')
      .on(t.advanceUtr)
      .where(sql`${t.advanceUtr} is not null`),
    check(
      'party_requests_status_check',
      sql`${t.status} in ('requested','quoted','accepted','advance_paid','declined','expired','cancelled')`,
    ),
    check('party_requests_guests_check', sql`${t.guests} > 0`),
  ],
);

/** Days the owner takes no party requests for (a big wedding already booked), India dates. */
export const partyBlockedDates = sqliteTable('party_blocked_dates', {
  date: text('date').primaryKey(),
  note: text('note'),
  createdAt: createdAt(),
});

/**
 * A customer's rating of a delivered order (1–5 stars, an optional line), once per order,
 * given through the order's tracking link.
 */
export const orderRatings = sqliteTable(
  'order_ratings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    feedback: text('feedback'),
    ratedAt: integer('rated_at', { mode: 'number' }).notNull(),
  },
  (t) => [check('order_ratings_stars_check', sql`${t.stars} between 1 and 5`)],
);

/**
 * The order's rating given to each dish of it, by the dish as the menu has it when the rating
 * is given (an order's lines keep only the dish's name): the menu's average per dish.
 */
export const dishRatings = sqliteTable(
  'dish_ratings',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orderRatings.orderId, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.menuItemId] }), index('dish_ratings_dish_idx').on(t.menuItemId)],
);

export const PRINTER_CONNECTIONS = ['network', 'browser'] as const;
export const PRINTER_STATES = ['online', 'offline', 'unknown'] as const;
export const PRINT_KINDS = ['kot', 'bill', 'test'] as const;
/** `cancel`: the "CANCELLED" KOT that follows a printed KOT when its order is cancelled. */
export const PRINT_REASONS = ['auto', 'manual', 'test', 'cancel'] as const;

/**
 * A kitchen's thermal printers: a network one (raw TCP, usually port 9100) the server prints on,
 * or one the kitchen's browser drives (USB/Bluetooth). What it prints (KOT, bill), how many
 * copies, and how it answered the last time the server tried it.
 */
export const printers = sqliteTable(
  'printers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    connection: text('connection', { enum: PRINTER_CONNECTIONS }).notNull().default('network'),
    host: text('host'),
    port: integer('port').notNull().default(9100),
    /** 58 (384 dots) or 80 (576 dots). */
    paperWidth: integer('paper_width').notNull().default(80),
    copies: integer('copies').notNull().default(1),
    printsKot: integer('prints_kot', { mode: 'boolean' }).notNull().default(true),
    printsBill: integer('prints_bill', { mode: 'boolean' }).notNull().default(false),
    state: text('state', { enum: PRINTER_STATES }).notNull().default('unknown'),
    lastError: text('last_error'),
    lastPrintedAt: integer('last_printed_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('printers_restaurant_idx').on(t.restaurantId),
    check('printers_paper_check', sql`${t.paperWidth} in (58, 80)`),
    check('printers_copies_check', sql`${t.copies} between 1 and 5`),
    check('printers_port_check', sql`${t.port} between 1 and 65535`),
  ],
);

/**
 * The print queue: one row a ticket for one printer, kept until it printed (a printer that is
 * off keeps its tickets, retried with backoff; a restart loses none). An order accepted prints
 * its KOT on each printer once: the unique index makes a second automatic job impossible.
 */
export const printJobs = sqliteTable(
  'print_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRINT_KINDS }).notNull(),
    reason: text('reason', { enum: PRINT_REASONS }).notNull(),
    /** Null while waiting; the time it printed once it has. */
    printedAt: integer('printed_at', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'number' }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('print_jobs_auto_unique')
      .on(t.orderId, t.printerId, t.kind, t.reason)
      .where(sql`${t.reason} = 'auto'`),
    index('print_jobs_waiting_idx')
      .on(t.printerId, t.nextAttemptAt)
      .where(sql`${t.printedAt} is null`),
    index('print_jobs_order_idx').on(t.orderId),
  ],
);

/**
 * The dining hall's tables, per restaurant. A guest opens `/t/<token>` from the table's QR code:
 * the token is a random secret (not the id), so nobody orders onto another table by guessing.
 * A deleted table keeps its row (its rounds and bills name it) and its link stops working.
 */
export const diningTables = sqliteTable(
  'tables',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    deletedAt: integer('deleted_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('tables_token_unique').on(t.token),
    index('tables_restaurant_idx').on(t.restaurantId),
    check('tables_seats_check', sql`${t.seats} > 0`),
  ],
);

/**
 * A sitting: a table from its first round until staff close it with one bill. At most one is
 * open per table (tables_sittings_open_unique); `bill_order_id` is the round that carries the
 * sitting's bill in the register.
 */
export const tableSittings = sqliteTable(
  'table_sittings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'restrict' }),
    openedAt: integer('opened_at', { mode: 'number' }).notNull(),
    /** The guest tapped "Ask for the bill" (UTC ms). */
    billAskedAt: integer('bill_asked_at', { mode: 'number' }),
    closedAt: integer('closed_at', { mode: 'number' }),
    closedByName: text('closed_by_name'),
    billOrderId: integer('bill_order_id').references((): AnySQLiteColumn => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('table_sittings_open_unique')
      .on(t.tableId)
      .where(sql`${t.closedAt} is null`),
  ],
);
