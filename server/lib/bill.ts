import QRCode from 'qrcode';
import type { BillRow, RegisterEntry, SittingBill } from '../../db/bills';
import type { Bill, BillRegisterEntry, BillSitting } from '../../shared/api/bills';
import { toRupees } from '../../shared/money';
import { formatOrderCode } from '../../shared/ordering';

/**
 * A QR code as one SVG path over its grid of modules (each run of dark modules in a row one
 * rectangle): the bill's sheet is drawn by the admin, the kitchen app and the server alike, and
 * none of them then needs a QR library of its own.
 */
export function qrSvgPath(text: string): { qrSize: number; qrPath: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < modules.size && modules.get(y, x + run)) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { qrSize: modules.size, qrPath: path };
}

const line = (l: BillRow['lines'][number]) => ({
  name: l.name,
  nameHi: l.nameHi,
  quantity: l.quantity,
  price: toRupees(l.pricePaise),
  amount: toRupees(l.amountPaise),
});

function sittingAnswer(s: SittingBill): BillSitting {
  return {
    table: s.table,
    rounds: s.rounds.map((r) => ({
      orderId: formatOrderCode(r.orderNumber),
      placedAt: new Date(r.placedAt).toISOString(),
      lines: r.lines.map(line),
    })),
    payments: s.payments.map((p) => ({ method: p.method, amount: toRupees(p.amountPaise), utr: p.utr })),
    balanceDue: toRupees(s.balanceDuePaise),
    upi: s.upiLink ? { link: s.upiLink, ...qrSvgPath(s.upiLink) } : null,
  };
}

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
    lines: b.lines.map(line),
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
    ...(b.sitting ? { sitting: sittingAnswer(b.sitting) } : {}),
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
