/**
 * Tickets for thermal printers, drawn as a picture: ESC/POS printers print Devanagari and ₹ as
 * "???" from text, so the ticket is rendered to a 1-bit raster (GS v 0) the printer prints as it
 * is. Pango (through sharp's text input) shapes with HarfBuzz, so conjuncts and matras come out
 * as a browser would draw them. One font file, kept in the repository beside this module,
 * covers Devanagari, Latin letters, digits and ₹ alike, so a ticket looks the same on every
 * server whatever fonts the box has. The encoder (@point-of-sale/receipt-printer-encoder)
 * writes the printer's commands.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { dueWords } from '../../shared/scheduling';
import { BILL_TEXT } from '../../shared/bill/billText';
import type { Bill } from '../../shared/api/bills';
import type { AppLanguage } from '../../shared/statuses';

const FONT = path.join('server', 'printing', 'fonts', 'Lohit-Devanagari.ttf');
const here = path.dirname(fileURLToPath(import.meta.url));
// This module runs from server/printing/ (sources, tests) or bundled into .build/server.mjs, one level under the root.
const root = [path.resolve(here, '..', '..'), path.resolve(here, '..')].find((r) => fs.existsSync(path.join(r, FONT)));
/** Lohit Devanagari (Debian's fonts-lohit-deva, SIL OFL 1.1; licence beside it): Devanagari + Latin + ₹ in one file. */
export const TICKET_FONT_FILE = path.join(root ?? path.resolve(here, '..', '..'), FONT);
export const TICKET_FONT_FAMILY = 'Lohit Devanagari';

export type PaperWidth = 58 | 80;
/** Printable dots across the paper at 203 dpi: 48 mm of 58 mm paper, 72 mm of 80 mm. */
export const dotsOf = (paper: PaperWidth): number => (paper === 58 ? 384 : 576);
/** White dots left and right of the text. */
export const MARGIN = 8;

/** One line of a ticket: text (with an optional right-hand part, an amount), or a dashed rule. */
export type TicketLine =
  | { text: string; right?: string; size: 'small' | 'normal' | 'large' | 'huge'; align?: 'left' | 'center' }
  | { rule: true };

/** Font sizes in dots (pixels at 72 dpi are points) per paper. */
export function fontPixels(size: 'small' | 'normal' | 'large' | 'huge', paper: PaperWidth): number {
  const sizes =
    paper === 58 ? { small: 18, normal: 22, large: 28, huge: 40 } : { small: 22, normal: 26, large: 34, huge: 52 };
  return sizes[size];
}

const WORDS = {
  en: {
    kot: 'KOT',
    delivery: 'Delivery',
    pickup: 'Pickup',
    dineIn: 'Dine-in',
    table: 'Table',
    forTime: (t: string) => `For ${t}`,
    note: 'Note',
    reprint: 'REPRINT',
    cancelled: 'CANCELLED',
    stop: 'Do not make this order',
    test: 'Test print',
    testOk: 'If you can read this, the printer works.',
  },
  hi: {
    kot: 'KOT',
    delivery: 'डिलीवरी',
    pickup: 'पिकअप',
    dineIn: 'यहीं खाना',
    table: 'टेबल',
    forTime: (t: string) => `${t} के लिए`,
    note: 'नोट',
    reprint: 'दोबारा छपा',
    cancelled: 'रद्द',
    stop: 'यह ऑर्डर न बनाएँ',
    test: 'टेस्ट प्रिंट',
    testOk: 'यह पढ़ सकें तो प्रिंटर ठीक है।',
  },
} as const;

/** ₹ with two decimals and Indian grouping: "₹1,234.50". */
export const rupees = (value: number): string =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "27 Nov, 7:05 PM" in India time (Latin digits in Hindi too, as the apps write them). */
function clock(ms: number, lang: AppLanguage): string {
  return new Date(ms).toLocaleString(lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
}

/** What a KOT needs of an order: as the order answers give it. */
export interface KotOrder {
  orderId: string;
  createdAt: string;
  fulfilment: 'delivery' | 'pickup' | 'dine_in';
  scheduledFor: string | null;
  customerInfo: { name: string };
  note: string | null;
  items: Array<{ name: string; nameHi: string | null; quantity: number }>;
}

/** A KOT printed again by hand, or the one that tells the cooks its order was cancelled. */
export type KotMark = 'reprint' | 'cancelled' | null;

/**
 * The kitchen ticket: order number big, time, "For 7:30 PM" when scheduled, the dishes large, notes; no prices.
 * A cancelled order's KOT says so above all else, and what not to make.
 */
export function kotLines(order: KotOrder, lang: AppLanguage, now: number, mark: KotMark = null): TicketLine[] {
  const w = WORDS[lang];
  const lines: TicketLine[] = [];
  if (mark === 'cancelled')
    lines.push(
      { text: `*** ${w.cancelled} ***`, size: 'huge', align: 'center' },
      { text: w.stop, size: 'normal', align: 'center' },
    );
  lines.push(
    { text: order.orderId, size: 'huge', align: 'center' },
    {
      text: `${w.kot} · ${order.fulfilment === 'pickup' ? w.pickup : order.fulfilment === 'dine_in' ? w.dineIn : w.delivery}${mark ? ` · ${w[mark]}` : ''}`,
      size: 'normal',
      align: 'center',
    },
    { text: clock(now, lang), size: 'normal', align: 'center' },
  );
  if (order.scheduledFor)
    lines.push({
      text: w.forTime(dueWords(Date.parse(order.scheduledFor), now, lang)),
      size: 'large',
      align: 'center',
    });
  lines.push({ rule: true });
  for (const item of order.items)
    lines.push({ text: `${item.quantity} × ${(lang === 'hi' && item.nameHi) || item.name}`, size: 'large' });
  lines.push({ rule: true });
  if (order.note) lines.push({ text: `${w.note}: ${order.note}`, size: 'large' });
  // A round of a table carries the table's name as its customer: the cooks send it there.
  if (order.fulfilment === 'dine_in') lines.push({ text: `${w.table}: ${order.customerInfo.name}`, size: 'large' });
  else lines.push({ text: order.customerInfo.name, size: 'normal' });
  return lines;
}

/** The bill for the customer at hand-over, in the words every printed bill uses (shared/bill/billText.ts). */
export function billLines(bill: Bill, lang: AppLanguage): TicketLine[] {
  const w = BILL_TEXT[lang];
  const lines: TicketLine[] = [
    { text: (lang === 'hi' && bill.restaurant.nameHi) || bill.restaurant.name, size: 'large', align: 'center' },
    { text: bill.restaurant.address, size: 'small', align: 'center' },
  ];
  if (bill.gstin) lines.push({ text: `${w.gstin} ${bill.gstin}`, size: 'small', align: 'center' });
  if (bill.fssai) lines.push({ text: `${w.fssai} ${bill.fssai}`, size: 'small', align: 'center' });
  lines.push({ text: w.kind[bill.kind], size: 'normal', align: 'center' });
  if (bill.cancelled) lines.push({ text: w.cancelled, size: 'normal' });
  lines.push(
    { rule: true },
    { text: `${w.billNumber} ${bill.billNumber}`, size: 'normal' },
    { text: `${bill.orderId} · ${clock(Date.parse(bill.date), lang)}`, size: 'small' },
  );
  if (bill.scheduledFor) lines.push({ text: w.forTime(clock(Date.parse(bill.scheduledFor), lang)), size: 'normal' });
  const sitting = bill.sitting;
  lines.push(
    { text: sitting ? `${w.table}: ${sitting.table} · ${w.dineIn}` : bill.customer.name, size: 'small' },
    { rule: true },
  );
  // A table's sitting: every round under its own heading, as the sheet prints it.
  for (const [r, round] of (sitting?.rounds ?? [{ placedAt: null, lines: bill.lines }]).entries()) {
    if (round.placedAt) lines.push({ text: w.round(r + 1, clock(Date.parse(round.placedAt), lang)), size: 'small' });
    for (const line of round.lines)
      lines.push({
        text: `${line.quantity} × ${(lang === 'hi' && line.nameHi) || line.name}`,
        right: rupees(line.amount),
        size: 'normal',
      });
  }
  lines.push({ rule: true }, { text: w.subtotal, right: rupees(bill.subtotal), size: 'normal' });
  if (bill.deliveryCharge > 0)
    lines.push({ text: w.deliveryCharge, right: rupees(bill.deliveryCharge), size: 'normal' });
  if (bill.discount > 0)
    lines.push({
      text: bill.couponCode ? w.couponDiscount(bill.couponCode) : w.discount,
      right: `− ${rupees(bill.discount)}`,
      size: 'normal',
    });
  if (bill.cgst > 0 || bill.sgst > 0) {
    const half = String(bill.gstRate / 2);
    lines.push(
      { text: w.taxableValue, right: rupees(bill.taxableValue), size: 'small' },
      { text: w.cgst(half), right: rupees(bill.cgst), size: 'small' },
      { text: w.sgst(half), right: rupees(bill.sgst), size: 'small' },
    );
  }
  lines.push({ text: w.total, right: rupees(bill.total), size: 'large' });
  if (bill.advance && bill.balanceDue !== undefined)
    lines.push(
      {
        text: w.advance(clock(Date.parse(bill.advance.receivedAt), lang)),
        right: `− ${rupees(bill.advance.amount)}`,
        size: 'small',
      },
      { text: w.balanceDue, right: rupees(bill.balanceDue), size: 'normal' },
    );
  if (sitting) {
    for (const p of sitting.payments)
      lines.push({
        text: `${w.method[p.method]}${p.utr ? ` · UTR ${p.utr}` : ''}`,
        right: rupees(p.amount),
        size: 'small',
      });
    if (sitting.balanceDue > 0) lines.push({ text: w.balanceDue, right: rupees(sitting.balanceDue), size: 'normal' });
  } else lines.push({ text: `${w.payment}: ${w.paymentState[bill.payment]}`, size: 'normal', align: 'center' });
  if (bill.compositionLine) lines.push({ text: bill.compositionLine[lang], size: 'small' });
  if (bill.gstByOperator) lines.push({ text: w.operator, size: 'small' });
  lines.push({ text: w.thanks, size: 'normal', align: 'center' });
  return lines;
}

/** A test ticket: the printer's name, Hindi with conjuncts and matras, English, ₹. */
export function testLines(printerName: string, paper: PaperWidth, lang: AppLanguage, now: number): TicketLine[] {
  const w = WORDS[lang];
  return [
    { text: w.test, size: 'huge', align: 'center' },
    { text: `${printerName} · ${paper} mm`, size: 'normal', align: 'center' },
    { text: clock(now, lang), size: 'normal', align: 'center' },
    { rule: true },
    { text: 'दाल मक्खनी · पनीर टिक्का', size: 'large' },
    { text: 'क्षमा · श्रीखंड · रोटी', size: 'large' },
    { text: 'Paneer Tikka 2 × ₹180.00', size: 'normal' },
    { text: 'कुल ₹1,234.50', size: 'large' },
    { rule: true },
    { text: WORDS.hi.testOk, size: 'small' },
    { text: WORDS.en.testOk, size: 'small' },
  ];
}

const escapeMarkup = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One run of text as Pango draws it: ink 255 on 0, one byte a pixel, cropped to its ink. */
export async function renderText(
  text: string,
  px: number,
  maxWidth: number,
): Promise<{ data: Buffer; width: number; height: number } | null> {
  if (text.trim() === '') return null;
  const { data, info } = await sharp({
    text: {
      text: `<span>${escapeMarkup(text)}</span>`,
      font: `${TICKET_FONT_FAMILY} ${px}px`,
      fontfile: TICKET_FONT_FILE,
      width: maxWidth,
      dpi: 72,
      wrap: 'word-char',
    },
  })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Where each line of a ticket stands in its picture (the test compares line by line). */
export interface LineBox {
  index: number;
  y: number;
  height: number;
}

/** A ticket as a 1-bit picture: `ink` is 1 for a black dot, row by row, `width` dots across. */
export interface TicketImage {
  width: number;
  height: number;
  ink: Uint8Array;
  boxes: LineBox[];
}

/** Draws the lines onto paper `paper` mm wide: each line's ink stacked below the last, thresholded at half grey. */
export async function renderTicket(lines: TicketLine[], paper: PaperWidth): Promise<TicketImage> {
  const width = dotsOf(paper);
  const inner = width - 2 * MARGIN;
  type Placed = { x: number; y: number; w: number; h: number; data: Buffer };
  const placed: Placed[] = [];
  const boxes: LineBox[] = [];
  let y = MARGIN;
  for (const [index, line] of lines.entries()) {
    if ('rule' in line) {
      const h = 2;
      y += 6;
      const data = Buffer.alloc(inner * h);
      for (let x = 0; x < inner; x++) if (x % 8 < 5) data[x] = data[inner + x] = 255;
      placed.push({ x: MARGIN, y, w: inner, h, data });
      boxes.push({ index, y, height: h });
      y += h + 10;
      continue;
    }
    const px = fontPixels(line.size, paper);
    const right = line.right ? await renderText(line.right, px, inner) : null;
    const leftWidth = right ? inner - right.width - px : inner;
    const left = await renderText(line.text, px, Math.max(px, leftWidth));
    const height = Math.max(left?.height ?? 0, right?.height ?? 0, Math.round(px * 0.6));
    if (left) {
      const x = line.align === 'center' ? MARGIN + Math.max(0, Math.floor((inner - left.width) / 2)) : MARGIN;
      placed.push({ x, y, w: left.width, h: left.height, data: left.data });
    }
    if (right) placed.push({ x: width - MARGIN - right.width, y, w: right.width, h: right.height, data: right.data });
    boxes.push({ index, y, height });
    y += height + Math.round(px * 0.45);
  }
  const height = y + MARGIN * 3;
  const ink = new Uint8Array(width * height);
  for (const p of placed)
    for (let row = 0; row < p.h; row++)
      for (let col = 0; col < p.w; col++) {
        const x = p.x + col;
        if (x >= width) continue;
        if (p.data[row * p.w + col]! >= 128) ink[(p.y + row) * width + x] = 1;
      }
  return { width, height, ink, boxes };
}

/** The picture as PNG (black on white), for a preview. */
export function ticketPng(image: TicketImage): Promise<Buffer> {
  const grey = Buffer.alloc(image.width * image.height);
  for (let i = 0; i < grey.length; i++) grey[i] = image.ink[i] ? 0 : 255;
  return sharp(grey, { raw: { width: image.width, height: image.height, channels: 1 } })
    .png()
    .toBuffer();
}

/** ESC/POS for `copies` copies of the picture: initialise, the raster (GS v 0), feed and cut after each. */
export function encodeTicket(image: TicketImage, copies = 1): Uint8Array {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.ink.length; i++) {
    const v = image.ink[i] ? 0 : 255;
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    imageMode: 'raster',
    columns: image.width === 384 ? 32 : 48,
    feedBeforeCut: 4,
  });
  encoder.initialize();
  for (let copy = 0; copy < copies; copy++)
    encoder
      .image(
        { data: rgba, width: image.width, height: image.height },
        { width: image.width, height: image.height, algorithm: 'threshold', threshold: 128 },
      )
      .cut('partial');
  return encoder.encode();
}
