import { Type, type Static } from '@sinclair/typebox';
import { FULFILMENTS, GST_MODES, LEDGER_METHODS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../statuses';
import { IsoTime, Nullable, NullableIsoTime } from './common';
import { literals } from './users';
import { BILL_PAYMENTS } from '../bill/payment';
import { ReportFormat } from './gst';

/** Money in rupees (two decimals at most), like every order answer. */
const Money = Type.Number();

const BillLine = Type.Object({
  name: Type.String(),
  nameHi: Nullable(Type.String()),
  quantity: Type.Integer(),
  price: Money,
  amount: Money,
});

/**
 * A table's sitting on its one bill: the table, every round with its own lines (`lines` has them
 * all, in turn), the payments taken at the close as the ledger keeps them, and what is still due.
 */
export const BillSitting = Type.Object({
  table: Type.String(),
  rounds: Type.Array(Type.Object({ orderId: Type.String(), placedAt: IsoTime, lines: Type.Array(BillLine) })),
  /** One line per payer: cash, UPI (with its UTR when given), credit on a khata (its phone is not printed). */
  payments: Type.Array(Type.Object({ method: literals(LEDGER_METHODS), amount: Money, utr: Nullable(Type.String()) })),
  balanceDue: Money,
  /**
   * Only while something is due and the restaurant has a UPI ID: the UPI link for the balance and
   * its QR code as an SVG path over a size × size grid of modules, so every app draws it as it is.
   */
  upi: Nullable(Type.Object({ link: Type.String(), qrSize: Type.Integer(), qrPath: Type.String() })),
});
export type BillSitting = Static<typeof BillSitting>;

/**
 * An order's bill (billNumber, kind, fssai, gstin, lines, subtotal, deliveryCharge,
 * discount, cgst, sgst, total), with what the printed bill also shows.
 */
export const Bill = Type.Object({
  /** "2026-27/000042": gap-free per restaurant and financial year, at most 16 characters. */
  billNumber: Type.String({ maxLength: 16 }),
  /** tax_invoice (regular GST), bill_of_supply (composition scheme), bill (not registered). */
  kind: literals(['tax_invoice', 'bill_of_supply', 'bill'] as const),
  orderId: Type.String(),
  status: literals(ORDER_STATUSES),
  /** A cancelled order keeps its bill number; its bill says cancelled. So does a deleted order's bill (status "cancelled"). */
  cancelled: Type.Boolean(),
  /** When the order was placed (the bill's date; screens show it in India time). */
  date: IsoTime,
  restaurant: Type.Object({ name: Type.String(), nameHi: Nullable(Type.String()), address: Type.String() }),
  fssai: Nullable(Type.String()),
  gstin: Nullable(Type.String()),
  customer: Type.Object({ name: Type.String(), phone: Nullable(Type.String()) }),
  fulfilment: literals(FULFILMENTS),
  villageName: Nullable(Type.String()),
  address: Nullable(Type.String()),
  lines: Type.Array(BillLine),
  subtotal: Money,
  deliveryCharge: Money,
  discount: Money,
  couponCode: Nullable(Type.String()),
  gstMode: literals(GST_MODES),
  /** The menu prices included GST (the tax is contained in the total) or it was added on top. */
  pricesIncludeTax: Type.Boolean(),
  /** GST rate in percent: 5 for a regular registration, else 0. */
  gstRate: Type.Number(),
  /** The value the GST is on: total − tax. */
  taxableValue: Money,
  tax: Money,
  /** CGST + SGST = tax, to the paisa (0 without tax lines). */
  cgst: Money,
  sgst: Money,
  total: Money,
  paymentMethod: literals(PAYMENT_METHODS),
  paymentStatus: literals(PAYMENT_STATUSES),
  /**
   * The payment line, which follows the order (the rest is the bill as issued): paid (a delivered
   * cash order was paid at the door or the counter), due on delivery or at pickup, a UPI payment
   * awaiting confirmation, cancelled (nothing due) or refund due (paid, then cancelled).
   */
  payment: literals(BILL_PAYMENTS),
  /** GST on this supply is paid by the marketplace as e-commerce operator (CGST Act s. 9(5)): the owner's setting. */
  gstByOperator: Type.Boolean(),
  /** For a bill of supply: the line the composition scheme requires, in both languages. */
  compositionLine: Nullable(Type.Object({ en: Type.String(), hi: Type.String() })),
  /** An order for later: when it is wanted (the bill prints "For 7:30 PM"); null for as soon as possible. */
  scheduledFor: Type.Optional(NullableIsoTime),
  /**
   * A party order only: the advance received before its day (when, its UTR, the party request it
   * was paid on), and what is left to pay of the total. Absent on every other bill.
   */
  advance: Type.Optional(
    Type.Object({ amount: Money, receivedAt: IsoTime, utr: Nullable(Type.String()), partyCode: Type.String() }),
  ),
  balanceDue: Type.Optional(Money),
  /** The one bill of a table's sitting (every round of a dine-in table); absent on every other bill. */
  sitting: Type.Optional(BillSitting),
});
export type Bill = Static<typeof Bill>;

/** An India calendar day, YYYY-MM-DD. */
const DAY = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });

/** GET /api/admin/bills: one restaurant's register (or every restaurant's), from one India day through another (both included; default today). */
export const BillRegisterQuery = Type.Object({
  restaurantId: Type.Optional(Type.Integer({ minimum: 1 })),
  from: Type.Optional(DAY),
  to: Type.Optional(DAY),
  /** csv: the same bills as a file (bills-YYYY-MM-DD….csv) instead of the envelope. */
  format: Type.Optional(ReportFormat),
});
export type BillRegisterQuery = Static<typeof BillRegisterQuery>;

/** One bill of the register: issued, or cancelled (its order cancelled or deleted); its number is never given again. */
export const BillRegisterEntry = Type.Object({
  billNumber: Type.String({ maxLength: 16 }),
  /** The order the bill was issued for (ORD-000042), kept when the order is deleted. */
  orderId: Type.String(),
  restaurantId: Type.Integer(),
  /** When the bill was issued: the order's time. */
  date: IsoTime,
  status: literals(['issued', 'cancelled'] as const),
  /** Why a cancelled bill has no order: "lost in restore" for a number issued by a database a restore replaced; else null. */
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  taxableValue: Money,
  cgst: Money,
  sgst: Money,
  total: Money,
  /** How the bill was paid, from the ledger (each method once: cash, upi, credit on a khata; none yet: empty). */
  paidWith: Type.Array(literals(LEDGER_METHODS)),
  /** Rupees paid on the bill (payments less refunds) and given back: the ledger's, beside the tax of the bill as issued. */
  paid: Money,
  refunded: Money,
});
export type BillRegisterEntry = Static<typeof BillRegisterEntry>;
/** Ordered by restaurant, then by number: each restaurant's series runs without a gap. */
export const BillRegister = Type.Array(BillRegisterEntry);
