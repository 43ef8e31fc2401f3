/**
 * Every status set of the product in one place (the database checks, the API's enums and the
 * admin's choices come from here). The order status policy itself is shared/orderStatus.ts.
 */
export { ORDER_FLOW, ALL_ORDER_STATUSES as ORDER_STATUSES, type OrderStatusName as OrderStatus } from './orderStatus';
/** Where an order came from: the site, the admin taking a phone call, or demo data. */
export const ORDER_SOURCES = ['online', 'phone', 'demo'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
/** Delivered, picked up at the counter, or eaten at a table of the dining hall (a round of its sitting). */
export const FULFILMENTS = ['delivery', 'pickup', 'dine_in'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
/** Who made a status change, as the status history and the tracking page show it. */
export const STATUS_ACTORS = ['admin', 'vendor', 'delivery', 'customer', 'system'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];
export const USER_ROLES = ['customer', 'vendor', 'delivery'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Vendors and delivery staff: the accounts the back office manages. */
export const MANAGED_ROLES = ['vendor', 'delivery'] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];
export const STAFF_STATUSES = ['active', 'on_delivery', 'on_leave'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** How an order is paid: cash (on delivery or at pickup) or UPI straight to the restaurant's UPI ID, no gateway. */
export const PAYMENT_METHODS = ['cash', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * How a row of the ledger (db/ledger.ts) moved money: cash, UPI, or credit — the bill put on the
 * customer's khata (udhaar), settled later by a cash or UPI payment of the khata itself.
 */
export const LEDGER_METHODS = ['cash', 'upi', 'credit'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
/** Money in (a payment) or given back (a refund). */
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/**
 * Who took the money (or, for a refund, gave it back): a rider at the door, the kitchen, the
 * counter, the owner (an admin), or the customer themselves (UPI sent straight to the account).
 */
export const RECEIVER_KINDS = ['rider', 'kitchen', 'counter', 'owner', 'customer'] as const;
export type ReceiverKind = (typeof RECEIVER_KINDS)[number];
/** Cash is due on delivery; a UPI order waits until someone sees the money arrive and marks it paid. */
export const PAYMENT_STATUSES = ['cash_on_delivery', 'awaiting_upi', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Money taken for an order that was then cancelled: owed back (`due`) until someone records it given back. */
export const REFUND_STATUSES = ['due', 'refunded'] as const;

/**
 * How an order's delivery is proven: `needed` while its delivery code waits to be typed, `code`
 * once delivered with it, `overridden` when the owner delivered it without (with a reason).
 */
export const DELIVERY_PROOFS = ['needed', 'code', 'overridden'] as const;
export type DeliveryProof = (typeof DELIVERY_PROOFS)[number];
/** The order list's filter of delivered orders: with the code, overridden by the owner, or without a code. */
export const DELIVERY_PROOF_FILTERS = ['code', 'overridden', 'none'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** A restaurant's GST registration: none (no tax lines), regular (5% as CGST + SGST) or composition (bill of supply). */
export const GST_MODES = ['none', 'regular', 'composition'] as const;
export type GstMode = (typeof GST_MODES)[number];
export const COUPON_STATUSES = ['active', 'inactive'] as const;
export const TICKET_STATUSES = ['open', 'closed'] as const;
/** VillageRequest: a customer asked for delivery to a village not on the list (checkout). */
export const TICKET_TYPES = ['Complaint', 'Feedback', 'VillageRequest'] as const;
export const NOTIFICATION_STATUSES = ['scheduled', 'sent'] as const;
/**
 * 'all' is everyone: kitchens, riders and the customers who asked for announcements on a tracking
 * page; 'vendors' every kitchen, 'riders' every rider, 'customers' only those customers; the
 * kitchens of a village or restaurant by name.
 */
export const NOTIFICATION_TARGETS = ['all', 'vendors', 'riders', 'customers', 'village', 'restaurant'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];
export const EARNINGS_PERIODS = ['all', 'today', 'week', 'month'] as const;
export type Period = (typeof EARNINGS_PERIODS)[number];

/** The partner app's languages (users.language): Hindi first, the default. */
export const APP_LANGUAGES = ['hi', 'en'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/**
 * Why a cash order waits "to confirm" before the kitchen cooks it: the phone number's first
 * order, a cash total over the owner's limit, or a number with strikes ordering by UPI (held
 * until the money is seen).
 */
export const HOLD_REASONS = ['first_order', 'over_limit', 'strikes'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
/** What a number with the owner's number of strikes may still do: order with UPI paid first, or nothing. */
export const STRIKE_OUTCOMES = ['upi_only', 'blocked'] as const;
export type StrikeOutcome = (typeof STRIKE_OUTCOMES)[number];
/** A phone number's standing: ordering as anyone, UPI paid first only, or no orders at all. */
export const PHONE_STATES = ['ok', 'upi_only', 'blocked'] as const;
export type PhoneState = (typeof PHONE_STATES)[number];

/**
 * A party order (a wedding, a puja, a bhoj): asked for, quoted by the owner, accepted by the
 * customer, its advance paid (then it becomes an order for its day); or declined, expired (the
 * quote's validUntil passed unaccepted: a read-time state, see db/partyRequests.ts) or cancelled.
 */
export const PARTY_STATUSES = [
  'requested',
  'quoted',
  'accepted',
  'advance_paid',
  'declined',
  'expired',
  'cancelled',
] as const;
export type PartyStatus = (typeof PARTY_STATUSES)[number];
/** Where a party request came from: the site's form, or the owner writing down a phone call. */
export const PARTY_SOURCES = ['online', 'phone'] as const;
export type PartySource = (typeof PARTY_SOURCES)[number];
