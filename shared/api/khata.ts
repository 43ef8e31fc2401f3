/** Udhaar (khata): the owner's /api/admin/khata and the customer's private statement, GET /api/khata/:phone. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, NullableIsoTime, Rupees, Str } from './common';
import { ReceivedBy } from './ledger';

/** A khata is limited to ₹1 lakh: anything above is a typing slip. */
export const KHATA_LIMIT_MAX = 100_000;

export const KhataParams = Type.Object({
  /** The customer's 10-digit mobile number, as orders store it. */
  phone: Type.String({ pattern: '^[6-9]\\d{9}$' }),
});
export type KhataParams = Static<typeof KhataParams>;

export const KhataBody = Type.Object({
  /** Left out: kept (a new khata takes the name of the number's last order). */
  name: Type.Optional(Str(100, { minLength: 1 })),
  /** Rupees the customer may owe at most; 0 stops new credit. */
  limit: Rupees({ minimum: 0, maximum: KHATA_LIMIT_MAX }),
});
export type KhataBody = Static<typeof KhataBody>;

export const Khata = Type.Object({
  id: Type.String(),
  phone: Type.String(),
  name: Type.String(),
  limit: Type.Number(),
  /** Rupees owed now: bills put on it less settlements. */
  balance: Type.Number(),
  /** The last settlement, or null. */
  lastPaidAt: NullableIsoTime,
});
export type Khata = Static<typeof Khata>;

export const KhataSettlementBody = Type.Object({
  method: Type.Union([Type.Literal('cash'), Type.Literal('upi')]),
  /** Rupees, more than 0, at most the balance. */
  amount: Rupees({ minimum: 0.01, maximum: KHATA_LIMIT_MAX }),
  /** UPI only: the 12-digit UTR (optional). */
  utr: Type.Optional(Nullable(Str(30))),
});
export type KhataSettlementBody = Static<typeof KhataSettlementBody>;

export const KhataEntry = Type.Object({
  id: Type.Integer(),
  /** credit: a bill put on the khata; settlement: money paying it; refund: a bill taken off again. */
  type: Type.Union([Type.Literal('credit'), Type.Literal('settlement'), Type.Literal('refund')]),
  method: Type.Union([Type.Literal('cash'), Type.Literal('upi'), Type.Literal('credit')]),
  amount: Type.Number(),
  utr: Nullable(Type.String()),
  at: IsoTime,
  orderId: Nullable(Type.Integer()),
  /** ORD-000123 and its bill number, for a credit. */
  orderCode: Nullable(Type.String()),
  billNumber: Nullable(Type.String()),
  receivedBy: Type.Omit(ReceivedBy, ['id']),
  /** Rupees owed once this entry was made. */
  balance: Type.Number(),
});

export const KhataStatement = Type.Object({
  ...Khata.properties,
  entries: Type.Array(KhataEntry),
  /** The customer's private link to this statement (the owner sends it on WhatsApp). */
  privateUrl: Type.String(),
});
export type KhataStatement = Static<typeof KhataStatement>;

export const KhataTokenQuery = Type.Object({ t: Type.Optional(Str(64)) });
export type KhataTokenQuery = Static<typeof KhataTokenQuery>;

/** The customer's own statement: no private link again, a UPI link (and its QR) for the balance when there is one. */
export const KhataView = Type.Object({
  phone: Type.String(),
  name: Type.String(),
  limit: Type.Number(),
  balance: Type.Number(),
  lastPaidAt: NullableIsoTime,
  entries: Type.Array(KhataEntry),
  upiLink: Nullable(Type.String()),
  upiQr: Nullable(Type.String()),
});
export type KhataView = Static<typeof KhataView>;

export const KhataSettlement = Type.Object({
  /** The settlement's row of the ledger. */
  id: Type.Integer(),
  khata: Khata,
  payment: Type.Object({
    id: Type.Integer(),
    method: Type.String(),
    amount: Type.Number(),
    utr: Nullable(Type.String()),
    at: IsoTime,
  }),
});
export type KhataSettlement = Static<typeof KhataSettlement>;
