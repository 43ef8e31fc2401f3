import type { BillRow, RegisterEntry } from '../../db/bills';
import type { Bill, BillRegisterEntry } from '../../shared/api/bills';
import { toRupees } from '../../shared/money';

/** The bill answer: rupees on the wire, like every order answer. */
export function billAnswer(b: BillRow): Bill {
  return {
    billNumber: b.billNumber,
    kind: b.kind,
    orderId: b.orderId,
    status: b.status,
    cancelled: b.cancelled,
    date: new Date(b.createdAt).toISOString(),
    restaurant: { name: b.restaurant.name, nameHi: b.restaurant.nameHi, address: b.restaurant.address },
    fssai: b.restaurant.fssai,
    gstin: b.restaurant.gstin,
    customer: b.customer,
    fulfilment: b.fulfilment,
    villageName: b.villageName,
    address: b.address,
    lines: b.lines.map((l) => ({
      name: l.name,
      nameHi: l.nameHi,
      quantity: l.quantity,
      price: toRupees(l.pricePaise),
      amount: toRupees(l.amountPaise),
    })),
    subtotal: toRupees(b.subtotalPaise),
    deliveryCharge: toRupees(b.deliveryChargePaise),
    discount: toRupees(b.discountPaise),
    couponCode: b.couponCode,
    gstMode: b.gstMode,
    pricesIncludeTax: b.pricesIncludeTax,
    gstRate: b.gstRateBp / 100,
    taxableValue: toRupees(b.taxablePaise),
    tax: toRupees(b.taxPaise),
    cgst: toRupees(b.cgstPaise),
    sgst: toRupees(b.sgstPaise),
    total: toRupees(b.totalPaise),
    paymentMethod: b.paymentMethod,
    paymentStatus: b.paymentStatus,
    payment: b.payment,
    gstByOperator: b.gstByOperator,
    compositionLine: b.compositionLine,
    scheduledFor: b.scheduledFor == null ? null : new Date(b.scheduledFor).toISOString(),
    ...(b.advance
      ? {
          advance: {
            amount: toRupees(b.advance.paise),
            receivedAt: new Date(b.advance.receivedAt).toISOString(),
            utr: b.advance.utr,
            partyCode: b.advance.partyCode,
          },
          balanceDue: toRupees(Math.max(b.totalPaise - b.advance.paise, 0)),
        }
      : {}),
  };
}

/** A line of the bill register, in rupees. */
export function registerAnswer(e: RegisterEntry): BillRegisterEntry {
  return {
    billNumber: e.billNumber,
    orderId: e.orderId,
    restaurantId: e.restaurantId,
    date: new Date(e.issuedAt).toISOString(),
    status: e.status,
    cancelReason: e.cancelReason,
    taxableValue: toRupees(e.taxablePaise),
    cgst: toRupees(e.cgstPaise),
    sgst: toRupees(e.sgstPaise),
    total: toRupees(e.totalPaise),
    paidWith: e.paidWith,
    paid: toRupees(e.paidPaise),
    refunded: toRupees(e.refundedPaise),
  };
}
