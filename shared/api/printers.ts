/**
 * Kitchens' thermal printers (/api/vendor/printers, read-only /api/admin/printers) and printing
 * an order's ticket: queued on the kitchen's network printers, or its bytes for a printer the
 * browser drives (USB/Bluetooth).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, NullableIsoTime } from './common';
import { literals } from './users';

export const PRINTER_CONNECTIONS = ['network', 'browser'] as const;
export const PRINTER_STATES = ['online', 'offline', 'unknown'] as const;
export const PAPER_WIDTHS = [58, 80] as const;

const PaperWidth = Type.Union([Type.Literal(58), Type.Literal(80)], {
  description: '58 mm paper (384 dots) or 80 mm (576 dots)',
});

export const Printer = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  restaurantId: Type.Integer(),
  name: Type.String(),
  /** network: the server prints on it (raw TCP); browser: the kitchen's phone or PC drives it (USB/Bluetooth). */
  connection: literals(PRINTER_CONNECTIONS),
  host: Nullable(Type.String()),
  port: Type.Integer(),
  paperWidth: PaperWidth,
  copies: Type.Integer({ minimum: 1, maximum: 5 }),
  printsKot: Type.Boolean(),
  printsBill: Type.Boolean(),
  /** How the printer answered the last time the server tried it (unknown: not tried since it was set up). */
  state: literals(PRINTER_STATES),
  /** Tickets queued for it, not printed yet ("Printer offline — 2 tickets waiting"). */
  waiting: Type.Integer(),
  lastError: Nullable(Type.String()),
  lastPrintedAt: NullableIsoTime,
});
export type Printer = Static<typeof Printer>;

const fields = {
  name: Type.String({ minLength: 1, maxLength: 60 }),
  connection: literals(PRINTER_CONNECTIONS),
  /** Network printers: its IPv4 address on the kitchen's network or its hostname. */
  host: Nullable(Type.String({ maxLength: 253 })),
  /** A printer's raw port: 9100 (9100–9103 on a print server with several printers); anything else is a 400. */
  port: Type.Integer({ minimum: 1, maximum: 65535, description: 'The printer’s raw port: 9100–9103' }),
  paperWidth: PaperWidth,
  copies: Type.Integer({ minimum: 1, maximum: 5 }),
  printsKot: Type.Boolean(),
  printsBill: Type.Boolean(),
};

export const PrinterCreateBody = Type.Object({
  /** Which of my restaurants; may be left out by an owner of one. */
  restaurantId: Type.Optional(Type.Integer({ minimum: 1 })),
  name: fields.name,
  connection: Type.Optional(fields.connection),
  host: Type.Optional(fields.host),
  port: Type.Optional(fields.port),
  paperWidth: Type.Optional(fields.paperWidth),
  copies: Type.Optional(fields.copies),
  printsKot: Type.Optional(fields.printsKot),
  printsBill: Type.Optional(fields.printsBill),
});
export type PrinterCreateBody = Static<typeof PrinterCreateBody>;

export const PrinterUpdateBody = Type.Partial(Type.Object(fields));
export type PrinterUpdateBody = Static<typeof PrinterUpdateBody>;

export const PrintBody = Type.Object({ kind: literals(['kot', 'bill'] as const) });

/** What was queued: how many printers will print it. */
export const PrintQueued = Type.Object({ queued: Type.Integer() });

export const TicketQuery = Type.Object({
  kind: Type.Optional(literals(['kot', 'bill'] as const)),
  paperWidth: Type.Optional(
    Type.Unsafe<58 | 80>({ type: 'integer', enum: [58, 80], description: '58 or 80 (mm); default 80' }),
  ),
  /** escpos (default): the printer's bytes; png: the picture, to preview. */
  format: Type.Optional(literals(['escpos', 'png'] as const)),
});
