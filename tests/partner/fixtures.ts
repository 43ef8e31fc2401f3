/** Whole records as the API answers them (shared/api/live.ts), for the partner app's screens. */
import type { Dish, PartnerOrder } from '../../partner/providers/types';

export function partnerOrder(extra: Partial<PartnerOrder> = {}): PartnerOrder {
  const id = extra.id ?? 1;
  return {
    id,
    _id: id,
    orderId: `ORD-${String(id).padStart(6, '0')}`,
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-03-01T06:30:00.000Z',
    customerInfo: { name: 'Sunita', phone: '9876543210' },
    restaurant: { id: 1, _id: 1, name: 'Gaon Rasoi Janghai' },
    status: 'placed',
    deliveryPerson: null,
    items: [],
    subtotal: 0,
    deliveryCharge: 0,
    discount: 0,
    couponCode: null,
    tax: 0,
    holdReason: null,
    toConfirm: false,
    confirmedAt: null,
    confirmedBy: null,
    confirmedByName: null,
    fakeAt: null,
    fakeBy: null,
    fakeByName: null,
    fakeReason: null,
    refundStatus: null,
    refundMethod: null,
    refundUtr: null,
    customerPaidAt: null,
    customerUtr: null,
    refundedAt: null,
    refundedByName: null,
    scheduledFor: null,
    ringAt: null,
    upcoming: false,
    partyRequestId: null,
    advance: 0,
    totalAmount: 0,
    billNumber: null,
    printCount: 0,
    source: 'online',
    fulfilment: 'delivery',
    villageId: null,
    villageName: null,
    address: null,
    landmark: null,
    note: null,
    paymentMethod: 'cash',
    paymentStatus: 'cash_on_delivery',
    utr: null,
    readyAt: null,
    ...extra,
  };
}

export function dish(extra: Partial<Dish> = {}): Dish {
  return { id: 1, restaurantId: 1, category: 'thali', name: 'Village Thali', description: '', nameHi: null, descriptionHi: null, price: 180, image: null, popular: false, spicy: 0, featured: false, available: true, ...extra };
}
