/**
 * Database rows → the record shapes of docs/api.md. Every record carries `id` (react-admin)
 * and the same value as `_id` (the spec's name); money leaves as rupees, times as ISO strings.
 */
import type {
  menuItems,
  users,
  restaurants,
  orders,
  villages,
  applications,
  coupons,
  tickets,
  notifications,
} from './schema';
import { toRupees } from '../shared/money';
import type { DeliveryProof, StatusActor } from '../shared/statuses';
import { ledgerFieldsOf, type OrderLedger } from './ledger';
import { toMenuDish } from './storefront';
import { stillAhead } from '../shared/ordering';

export type UserRow = typeof users.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type VillageRow = typeof villages.$inferSelect;

function iso(ms: number): string;
function iso(ms: number | null | undefined): string | null;
function iso(ms: number | null | undefined): string | null {
  return ms == null ? null : new Date(ms).toISOString();
}

export function serializeUser(
  u: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role' | 'vehicleNumber' | 'status' | 'createdAt'> & {
    language?: UserRow['language'];
    approved?: boolean;
    kitchenName?: string | null;
  },
) {
  const base = {
    id: u.id,
    _id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone ?? '',
    role: u.role,
    createdAt: iso(u.createdAt),
  };
  if (u.role === 'customer') return base;
  // Kitchens and riders: the language their app opens in.
  const partner = { ...base, language: u.language ?? 'hi', approved: u.approved ?? true };
  // A kitchen: the kitchen it named when it signed up itself (null when an admin made it).
  if (u.role !== 'delivery') return { ...partner, kitchenName: u.kitchenName ?? null };
  const number = u.vehicleNumber ?? '';
  return { ...partner, vehicleNumber: number, vehicleDetails: { number }, status: u.status ?? 'active' };
}

/** A dish row, with its customers' average and count when it has ratings (db/ratings.ts). */
export type MenuEntry = typeof menuItems.$inferSelect & { customerRating?: { average: number; count: number } };

export function serializeRestaurant(
  r: RestaurantRow & { ownerName?: string | null; villageName?: string | null },
  menu: MenuEntry[] = [],
  now = Date.now(),
) {
  const structured = r.street || r.city || r.state || r.pincode;
  return {
    id: r.id,
    _id: r.id,
    name: r.name,
    nameHi: r.nameHi ?? null,
    address: r.address,
    fullAddress: structured
      ? {
          fullAddress: r.address,
          street: r.street ?? '',
          city: r.city ?? '',
          state: r.state ?? '',
          pincode: r.pincode ?? '',
        }
      : null,
    cuisine: r.cuisine,
    isActive: r.isActive,
    image: r.image ? `/uploads/${r.image}` : null,
    commissionRate: r.commissionBp / 100,
    ownerId: r.ownerId,
    ownerName: r.ownerName ?? null,
    villageId: r.villageId,
    villageName: r.villageName ?? null,
    menu: menu.map((m) => ({ ...toMenuDish(m), _id: m.id, customerRating: m.customerRating ?? null })),
    opensAt: r.opensAt,
    closesAt: r.closesAt,
    isStorefront: r.isStorefront,
    // Expired is off: a past time answers null, so no client has to compare clocks.
    busyUntil: iso(stillAhead(r.busyUntil, now)),
    pausedUntil: iso(stillAhead(r.pausedUntil, now)),
    upiId: r.upiId,
    upiName: r.upiName,
    fssaiNumber: r.fssaiNumber ?? null,
    gstin: r.gstin ?? null,
    gstMode: r.gstMode,
    pricesIncludeTax: r.pricesIncludeTax,
    gstByOperator: r.gstByOperator,
    maxOrdersPerSlot: r.maxOrdersPerSlot,
    slotMinutes: r.slotMinutes,
    leadMinutes: r.leadMinutes,
    pauseAfterMissed: r.pauseAfterMissed,
    autoAccept: r.autoAccept,
    autoPrintKot: r.autoPrintKot,
    deliveryCode: r.deliveryCode,
    // Said only while the pause it explains lasts.
    autoPausedMissed: stillAhead(r.pausedUntil, now) === null ? null : r.autoPausedMissed,
    createdAt: iso(r.createdAt),
  };
}

/** An order for later whose kitchen has not been rung yet (as db/orders/list.ts UPCOMING reads it). */
export const isUpcoming = (o: Pick<OrderRow, 'ringAt' | 'rungAt'>): boolean => o.ringAt != null && o.rungAt == null;

export const orderCode = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

/**
 * What an order links to, read as it is now: the Hindi names of its village and kitchen (null:
 * none given), and its rider (null: none, or removed) with the phone the kitchen calls.
 */
export type OrderLinks = {
  villageNameHi: string | null;
  restaurantNameHi: string | null;
  rider: { id: number; name: string; phone: string | null } | null;
  /** How the delivery was (or is to be) proven; absent reads as null (no code asked). */
  deliveryProof?: DeliveryProof | null;
};

export function serializeOrder(
  o: OrderRow,
  items?: Array<{ name: string; nameHi?: string | null; quantity: number; pricePaise: number }>,
  history?: Array<{ status: OrderRow['status']; at: number; by: StatusActor; reason: string | null }>,
  links?: OrderLinks,
  ledger?: OrderLedger,
) {
  const money = ledgerFieldsOf(o, ledger);
  return {
    id: o.id,
    _id: o.id,
    orderId: orderCode(o.id),
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt ?? o.createdAt),
    customerInfo: { name: o.customerName, phone: o.customerPhone ?? '' },
    restaurant: {
      id: o.restaurantId,
      _id: o.restaurantId,
      name: o.restaurantName,
      nameHi: links?.restaurantNameHi ?? null,
    },
    status: o.status,
    readyAt: iso(o.readyAt),
    // A removed delivery person keeps the name on past orders (snapshot) and shows as removed.
    deliveryPerson:
      o.deliveryPersonName == null
        ? null
        : {
            id: o.deliveryPersonId,
            _id: o.deliveryPersonId,
            name: o.deliveryPersonName,
            removed: o.deliveryPersonId == null,
            // "Got it" counts for the rider who said it: a new rider has not acknowledged yet.
            acknowledgedAt:
              o.deliveryPersonId != null && o.riderAcknowledgedBy === o.deliveryPersonId
                ? iso(o.riderAcknowledgedAt)
                : null,
          },
    // The assigned rider as they are now (name and phone to call), so a card needs no request of its own.
    rider: links?.rider ?? null,
    items: (items ?? []).map((i) => ({
      name: i.name,
      nameHi: i.nameHi ?? null,
      quantity: i.quantity,
      price: toRupees(i.pricePaise),
    })),
    subtotal: toRupees(o.subtotalPaise),
    deliveryCharge: toRupees(o.deliveryChargePaise),
    discount: toRupees(o.discountPaise),
    couponCode: o.couponCode,
    tax: toRupees(o.taxPaise),
    totalAmount: toRupees(o.totalPaise),
    billNumber: o.billNumber ?? null,
    /** Kitchen tickets printed so far, so a duplicate print shows. */
    printCount: o.printCount,
    source: o.source,
    fulfilment: o.fulfilment,
    villageId: o.villageId,
    villageName: o.villageName,
    villageNameHi: links?.villageNameHi ?? null,
    address: o.address,
    landmark: o.landmark,
    note: o.note,
    paymentMethod: o.paymentMethod,
    paymentStatus: money.paymentStatus,
    utr: money.utr,
    customerPaidAt: iso(money.customerPaidAt),
    customerUtr: money.customerUtr,
    // Read from the order's rows of the ledger (db/ledger.ts): payments less refunds, and what is left.
    paid: toRupees(money.paidPaise),
    paidWith: money.paidWith,
    balanceDue: toRupees(money.balanceDuePaise),
    refundDue: toRupees(money.refundDuePaise),
    // Prank-order guard: why it was held, whether it still waits, who confirmed it, who marked it fake.
    holdReason: o.holdReason,
    toConfirm: o.holdReason !== null && o.confirmedAt === null && o.status !== 'cancelled',
    confirmedAt: iso(o.confirmedAt),
    confirmedBy: o.confirmedBy,
    confirmedByName: o.confirmedByName,
    fakeAt: iso(o.fakeAt),
    fakeBy: o.fakeBy,
    fakeByName: o.fakeByName,
    fakeReason: o.fakeReason,
    refundStatus: money.refundStatus,
    refundMethod: money.refundMethod,
    refundUtr: money.refundUtr,
    refundedAt: iso(money.refundedAt),
    refundedByName: money.refundedByName,
    deliveryProof: links?.deliveryProof ?? null,
    scheduledFor: iso(o.scheduledFor),
    ringAt: iso(o.ringAt),
    upcoming: isUpcoming(o),
    // A party order: the request it came from and the advance paid before its day (0 for any other order).
    partyRequestId: o.partyRequestId ?? null,
    advance: toRupees(o.advancePaise ?? 0),
    // History is read per order (GET /:id, PUT); list rows leave it out.
    ...(history
      ? { statusHistory: history.map((h) => ({ status: h.status, at: iso(h.at), by: h.by, reason: h.reason })) }
      : {}),
  };
}

export function serializeVillage(v: VillageRow, assigned: Array<{ id: number; name: string }>, orderVolume: number) {
  return {
    id: v.id,
    _id: v.id,
    name: v.name,
    nameHi: v.nameHi ?? null,
    deliveryZone: v.deliveryZone,
    assignedRestaurants: assigned.map((r) => r.name),
    assignedRestaurantIds: assigned.map((r) => r.id),
    orderVolume,
    deliveryCharge: toRupees(v.deliveryChargePaise),
    minimumOrder: toRupees(v.minimumOrderPaise),
    createdAt: iso(v.createdAt),
  };
}

export function serializeApplication(a: typeof applications.$inferSelect) {
  return { ...a, _id: a.id, createdAt: iso(a.createdAt), decidedAt: iso(a.decidedAt) as string | null };
}

export function serializeCoupon(c: typeof coupons.$inferSelect) {
  const { minimumOrderPaise, ...rest } = c;
  return { ...rest, _id: c.id, minimumOrder: toRupees(minimumOrderPaise), createdAt: iso(c.createdAt) };
}

export function serializeTicket(t: typeof tickets.$inferSelect) {
  return {
    id: t.id,
    _id: t.id,
    customer: t.customer,
    email: t.email ?? '',
    phone: t.phone ?? '',
    type: t.type,
    message: t.message,
    status: t.status,
    response: t.response ?? '',
    createdAt: iso(t.createdAt),
    closedAt: iso(t.closedAt),
  };
}

export function serializeNotification(n: typeof notifications.$inferSelect, now = Date.now()) {
  // A scheduled notification whose time has come reads as sent.
  const status = n.status === 'scheduled' && (n.scheduledAt <= now || n.sentAt !== null) ? 'sent' : n.status;
  return {
    id: n.id,
    _id: n.id,
    message: n.message,
    target: n.target,
    targetValue: n.targetValue ?? '',
    scheduledAt: iso(n.scheduledAt),
    status,
    sentAt: iso(n.sentAt),
    reached: n.sentAt === null ? null : n.reached,
    createdAt: iso(n.createdAt),
  };
}
