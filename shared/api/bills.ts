import { Type, type Static } from '@sinclair/typebox';
import { FULFILMENTS, GST_MODES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../statuses';
import { IsoTime, Nullable } from './common';
import { literals } from './users';

/** Money in rupees (two decimals at most), like every order answer. */
const Money = Type.Number();

/**
 * An order's bill (DESIGN §9: billNumber, kind, fssai, gstin, lines, subtotal, deliveryCharge,
 * discount, cgst, sgst, total), with what the printed bill also shows.
 */
export const Bill = Type.Object({
  /** "2026-27/000042": gap-free per restaurant and financial year, at most 16 characters. */
  billNumber: Type.String({ maxLength: 16 }),
  /** tax_invoice (regular GST), bill_of_supply (composition scheme), bill (not registered). */
  kind: literals(['tax_invoice', 'bill_of_supply', 'bill'] as const),
  orderId: Type.String(),
  status: literals(ORDER_STATUSES),
  /** A cancelled order keeps its bill number; its bill says cancelled. */
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
  lines: Type.Array(Type.Object({ name: Type.String(), nameHi: Nullable(Type.String()), quantity: Type.Integer(), price: Money, amount: Money })),
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
  /** GST on this supply is paid by the marketplace as e-commerce operator (CGST Act s. 9(5)): the owner's setting. */
  gstByOperator: Type.Boolean(),
  /** For a bill of supply: the line the composition scheme requires, in both languages. */
  compositionLine: Nullable(Type.Object({ en: Type.String(), hi: Type.String() })),
});
export type Bill = Static<typeof Bill>;
