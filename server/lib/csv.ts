/**
 * The CSV files for an accountant opening them in Excel (the orders, the bill register, the
 * monthly GST summary). The orders CSV: a UTF-8 byte order mark (without it
 * Excel reads the file in the local ANSI code page and Hindi names come out garbled), times in
 * India time, status words as the order list shows them, money as plain numbers with two
 * decimals, how the customer pays in the site's words, and whether a held cash order was
 * confirmed or marked fake, and for the accountant each bill's taxable value, CGST and SGST and
 * the UPI reference. csv-stringify quotes a cell holding a comma, quote or line break
 * (RFC 4180) and puts a ' before one starting like a formula (= + - @, a tab or CR), so a
 * spreadsheet shows it as text instead of running it (CSV injection).
 */
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import type { ExportRow } from '../../db/orders';
import { ledgerFieldsOf } from '../../db/ledger';
import { ORDER_STATUS_LABELS, type OrderStatusName } from '../../shared/orderStatus';
import { formatOrderCode } from '../../shared/ordering';
import type { GstMode, HoldReason } from '../../shared/statuses';
import type { RegisterEntry } from '../../db/bills';
import type { GstMonthRow } from '../../db/gst';
import { RESTAURANT_SAC } from '../../shared/api/gst';

const COLUMNS = [
  'Order ID',
  'Placed At (IST)',
  'Status',
  'Customer',
  'Phone',
  'Village',
  'Address',
  'Items',
  'Subtotal',
  'Delivery Charge',
  'Discount',
  'Total',
  'Payment Method',
  'Rider',
  'Kitchen',
  'Bill Number',
  'Coupon',
  'Confirmation',
  'Taxable Value',
  'CGST',
  'SGST',
  'UTR',
  'Due For (IST)',
  'Payments',
];

const HOLD_WORDS: Record<HoldReason, string> = {
  first_order: 'first order from this number',
  over_limit: 'cash order over the limit',
  strikes: 'number with strikes',
};

const IST_OFFSET_MS = 330 * 60_000;
/** "2026-03-10 19:05": the time in India, to the minute. */
const istMinute = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
/** Paise as rupees with two decimals, in integer arithmetic (no binary fractions). */
const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;
/** The sum of `pick` over `rows`, in paise. */
const sumOf = <T>(rows: readonly T[], pick: (row: T) => number): number => rows.reduce((s, r) => s + pick(r), 0);

const METHOD_WORDS = { cash: 'Cash', upi: 'UPI', credit: 'Khata' } as const;

/**
 * How the customer pays, and whether the money was seen (its rows of the ledger): cash once taken,
 * UPI with its UTR when given; money on a khata or in more than one way says so ("Khata",
 * "Cash + UPI"); part of it in and the rest still to collect (a party's advance) says what is due,
 * not "Cash on delivery" of the whole; a cancelled order's money reads "Refund due" or "Refunded".
 * Money that moved one way only reads as that way, whatever the order was to be paid with.
 */
function paymentWords(row: ExportRow): string {
  const money = ledgerFieldsOf(row, row.ledger);
  if (money.refundStatus === 'refunded') return 'Refunded';
  if (money.refundStatus === 'due') return 'Refund due';
  const methods = money.paidWith.map((m) => METHOD_WORDS[m]).join(' + ');
  if (row.status !== 'cancelled' && money.paidPaise > 0 && money.balanceDuePaise > 0)
    return `Part paid (${methods}), balance due ${rupees(money.balanceDuePaise)}`;
  if (money.paidWith.length > 1 || money.paidWith[0] === 'credit') return methods;
  const method = money.paidWith.length === 1 ? money.paidWith[0] : row.paymentMethod;
  if (method === 'cash')
    return `${row.fulfilment === 'pickup' ? 'Cash at pickup' : 'Cash on delivery'}${money.paymentStatus === 'paid' ? ' — paid' : ''}`;
  if (money.paymentStatus !== 'paid') return 'UPI — awaiting confirmation';
  return money.utr ? `UPI — paid (UTR ${money.utr})` : 'UPI — paid';
}

/**
 * The Payments cell: every line of money of the order, in the order it moved ("Advance UPI 300.00
 * UTR … by Owner; Cash 700.00 by Ravi"), UPI still to check said so, refunds with their UTR, and
 * what is left to pay or to give back. Voided lines are left out (the order's payments keep them).
 */
function paymentLines(row: ExportRow): string {
  const money = ledgerFieldsOf(row, row.ledger);
  const lines = row.ledger.rows
    .filter((p) => p.voidedAt === null)
    .map((p) => {
      const advance =
        row.partyRequestId !== null && p.kind === 'payment' && p.receivedByKind === 'owner' && p.at === row.createdAt;
      const what = p.kind === 'refund' ? 'Refund ' : advance ? 'Advance ' : '';
      const utr = p.utr ? ` UTR ${p.utr}` : '';
      const unchecked = p.method === 'upi' && p.kind === 'payment' && p.checkedAt === null ? ' (to check)' : '';
      return `${what}${METHOD_WORDS[p.method]} ${rupees(p.amountPaise)}${utr} by ${p.receivedByName}${unchecked}`;
    });
  if (money.balanceDuePaise > 0 && lines.length > 0) lines.push(`Balance due ${rupees(money.balanceDuePaise)}`);
  if (money.refundDuePaise > 0) lines.push(`Refund due ${rupees(money.refundDuePaise)}`);
  return lines.join('; ');
}

/** Marked fake (with the reason), or held "to confirm" and whether it was. */
function confirmationWords(row: ExportRow): string {
  if (row.fakeReason) return `Marked fake: ${row.fakeReason}`;
  if (row.holdReason === null) return '';
  const reason = HOLD_WORDS[row.holdReason as HoldReason] ?? row.holdReason;
  return `${row.confirmedAt === null ? 'To confirm' : 'Confirmed'}: ${reason}`;
}

function record(row: ExportRow): string[] {
  return [
    formatOrderCode(row.id),
    istMinute(row.createdAt),
    // An unknown status is written as stored, never as an empty cell.
    ORDER_STATUS_LABELS[row.status as OrderStatusName] ?? row.status,
    row.customerName ?? '',
    row.customerPhone ?? '',
    row.villageName ?? '',
    row.address ?? '',
    row.itemsSummary ?? '',
    rupees(row.subtotalPaise),
    rupees(row.deliveryChargePaise),
    rupees(row.discountPaise),
    rupees(row.totalPaise),
    paymentWords(row),
    row.deliveryPersonName ?? '',
    row.restaurantName ?? '',
    row.billNumber ?? '',
    row.couponCode ?? '',
    confirmationWords(row),
    row.taxablePaise === null ? '' : rupees(row.taxablePaise),
    row.cgstPaise === null ? '' : rupees(row.cgstPaise),
    row.sgstPaise === null ? '' : rupees(row.sgstPaise),
    ledgerFieldsOf(row, row.ledger).utr ?? '',
    row.scheduledFor === null ? '' : istMinute(row.scheduledFor),
    paymentLines(row),
  ];
}

/** The money columns the last row adds up. */
const SUMMED = ['Subtotal', 'Delivery Charge', 'Discount', 'Total', 'Taxable Value', 'CGST', 'SGST'] as const;

const moneyOf = (row: ExportRow): number[] => [
  row.subtotalPaise,
  row.deliveryChargePaise,
  row.discountPaise,
  row.totalPaise,
  row.taxablePaise ?? 0,
  row.cgstPaise ?? 0,
  row.sgstPaise ?? 0,
];

/** What the file's orders add up to, cancelled ones left out (no money was taken for them). */
function totalsRecord(orders: number, paise: number[]): string[] {
  const cells = COLUMNS.map(() => '');
  cells[COLUMNS.indexOf('Order ID')] = 'Total';
  cells[COLUMNS.indexOf('Status')] = `${orders} not cancelled`;
  SUMMED.forEach((column, i) => (cells[COLUMNS.indexOf(column)] = rupees(paise[i]!)));
  return cells;
}

/** A CSV file as Excel opens it (byte order mark, CRLF, formulas escaped), streamed: the records are read as the client takes the text (backpressure). */
function csvFile(columns: readonly string[], records: Iterable<string[]> | AsyncIterable<string[]>): Readable {
  return Readable.from(records).pipe(
    stringify({ bom: true, header: true, columns: [...columns], record_delimiter: '\r\n', escape_formulas: true }),
  );
}

/** Orders written between two turns of the event loop. */
const RECORDS_PER_TURN = 250;

/**
 * The orders file. It gives the event loop back every few hundred orders: a stream fed by a
 * synchronous source writing to a fast client never waits for I/O, so without these turns a
 * day's file (about 200 ms of work) held every other request until it was done.
 */
export function ordersCsv(batches: Iterable<ExportRow[]>): Readable {
  async function* records() {
    let written = 0;
    let counted = 0;
    const sums = SUMMED.map(() => 0);
    for (const batch of batches) {
      for (const row of batch) {
        yield record(row);
        if (row.status !== 'cancelled') {
          counted++;
          moneyOf(row).forEach((paise, i) => (sums[i]! += paise));
        }
        if (++written % RECORDS_PER_TURN === 0) await nextTurn();
      }
    }
    yield totalsRecord(counted, sums);
  }
  return csvFile(COLUMNS, records());
}

const BILL_COLUMNS = [
  'Bill Number',
  'Order ID',
  'Date (IST)',
  'Status',
  'Taxable Value',
  'CGST',
  'SGST',
  'Total',
  'Paid With',
  'Paid',
  'Refunded',
  'Restaurant',
];

/**
 * The bill register: the columns of the JSON answer, in the same order (by restaurant, then by
 * number), the date in India time, how each bill was paid and what was paid and given back (the
 * ledger's), and the restaurant's name last (every restaurant's register repeats numbers: each has
 * its own series); then a totals row: the tax columns of the issued bills (cancelled ones are not
 * supplies), Paid and Refunded of every bill (money moved on a cancelled bill too).
 */
export function billsCsv(entries: RegisterEntry[]): Readable {
  const issued = entries.filter((e) => e.status !== 'cancelled');
  const total = [
    'Total',
    `${issued.length} issued`,
    '',
    '',
    rupees(sumOf(issued, (e) => e.taxablePaise)),
    rupees(sumOf(issued, (e) => e.cgstPaise)),
    rupees(sumOf(issued, (e) => e.sgstPaise)),
    rupees(sumOf(issued, (e) => e.totalPaise)),
    '',
    rupees(sumOf(entries, (e) => e.paidPaise)),
    rupees(sumOf(entries, (e) => e.refundedPaise)),
    '',
  ];
  const records = entries.map((e) => [
    e.billNumber,
    e.orderId,
    istMinute(e.issuedAt),
    e.status === 'cancelled' ? 'Cancelled' : 'Issued',
    rupees(e.taxablePaise),
    rupees(e.cgstPaise),
    rupees(e.sgstPaise),
    rupees(e.totalPaise),
    e.paidWith.length === 0 ? 'Not paid' : e.paidWith.map((m) => METHOD_WORDS[m]).join(' + '),
    rupees(e.paidPaise),
    rupees(e.refundedPaise),
    e.restaurantName,
  ]);
  return csvFile(BILL_COLUMNS, [...records, total]);
}

const GST_COLUMNS = [
  'Month',
  'Restaurant ID',
  'Restaurant',
  'GSTIN',
  'GST Mode',
  'SAC',
  'Taxable Value',
  'CGST',
  'SGST',
  'Total',
  'First Bill',
  'Last Bill',
  'Bills',
  'Cancelled',
];

const GST_MODE_WORDS: Record<GstMode, string> = {
  regular: 'Regular',
  composition: 'Composition',
  none: 'Not registered',
};

/** The monthly GST summary: the figures of the JSON answer, one row per restaurant and GST mode/GSTIN, then the month's totals. */
export function gstCsv(month: string, rows: GstMonthRow[]): Readable {
  const total = [
    month,
    '',
    'Total',
    '',
    '',
    '',
    rupees(sumOf(rows, (r) => r.taxablePaise)),
    rupees(sumOf(rows, (r) => r.cgstPaise)),
    rupees(sumOf(rows, (r) => r.sgstPaise)),
    rupees(sumOf(rows, (r) => r.totalPaise)),
    '',
    '',
    String(sumOf(rows, (r) => r.count)),
    String(sumOf(rows, (r) => r.cancelled)),
  ];
  const records = rows.map((r) => [
    month,
    String(r.restaurantId),
    r.name,
    r.gstin ?? '',
    GST_MODE_WORDS[r.gstMode] ?? r.gstMode,
    RESTAURANT_SAC,
    rupees(r.taxablePaise),
    rupees(r.cgstPaise),
    rupees(r.sgstPaise),
    rupees(r.totalPaise),
    r.firstBill,
    r.lastBill,
    String(r.count),
    String(r.cancelled),
  ]);
  return csvFile(GST_COLUMNS, [...records, total]);
}
