/** The accountant's monthly GST summary (GET /api/admin/reports/gst), built from the bill register. */
import { Type, type Static } from '@sinclair/typebox';
import { GST_MODES } from '../statuses';
import { MONTH_PATTERN } from '../indiaTime';
import { Nullable } from './common';
import { literals } from './users';

/** SAC (services accounting code) of restaurant service: restaurants, cafes, takeaway and door delivery of food. */
export const RESTAURANT_SAC = '996331';

/** A report of the register answers JSON (the envelope), or the same figures as a CSV file. */
export const REPORT_FORMATS = ['json', 'csv'] as const;
/** A plain string enum, so a wrong value is refused as "must be equal to one of the allowed values". */
export const ReportFormat = Type.Unsafe<(typeof REPORT_FORMATS)[number]>({
  type: 'string',
  enum: [...REPORT_FORMATS],
  description: 'json (default) or csv',
});

export const GstReportQuery = Type.Object({
  /** An India calendar month (Asia/Kolkata): its bills are those dated from the 1st, 00:00 IST, to the last day, 23:59 IST. */
  month: Type.String({ pattern: MONTH_PATTERN, description: 'the India month, YYYY-MM' }),
  format: Type.Optional(ReportFormat),
});
export type GstReportQuery = Static<typeof GstReportQuery>;

/** One restaurant's month: the money of its issued bills, and the documents it issued (GSTR-1 "documents issued"). */
export const GstReportRow = Type.Object({
  restaurantId: Type.Integer(),
  /** The restaurant's name now. */
  name: Type.String(),
  /** The GSTIN and GST mode the month's last bill was issued under (null: not registered). */
  gstin: Nullable(Type.String()),
  gstMode: literals(GST_MODES),
  /** Rupees, the sums of the month's issued bills (cancelled ones left out): taxableValue + cgst + sgst = total. */
  taxableValue: Type.Number(),
  /** 0 for a composition-scheme or unregistered restaurant: its bills carry no tax; its total is its turnover. */
  cgst: Type.Number(),
  sgst: Type.Number(),
  total: Type.Number(),
  bills: Type.Object({
    /** The lowest and highest bill numbers dated in the month, cancelled ones included. */
    from: Type.String(),
    to: Type.String(),
    /** Every bill of the month, cancelled ones included. */
    count: Type.Integer(),
    cancelled: Type.Integer(),
  }),
  sac: Type.Literal(RESTAURANT_SAC),
});
export type GstReportRow = Static<typeof GstReportRow>;

/** One row per restaurant with a bill dated in the month, by name. */
export const GstReport = Type.Array(GstReportRow);
export type GstReport = Static<typeof GstReport>;
