/**
 * The ticket font is one file that has every character a ticket prints: Devanagari, Latin
 * letters, digits and ₹. Pango falls back to another font for a character its font lacks, and
 * the box's fonts differ from server to server; read from the font's own character map, so a
 * font that lacked Latin (as Noto Sans Devanagari does) fails here, not on a kitchen's ticket.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TICKET_FONT_FILE } from '../../server/printing/ticket';

/** The code points of a TrueType font's Unicode BMP character map (cmap format 4). */
function codePoints(file: string): Set<number> {
  const font = fs.readFileSync(file);
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  expect(cmap).toBeGreaterThan(0);
  const points = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const platform = font.readUInt16BE(cmap + 4 + i * 8);
    const encoding = font.readUInt16BE(cmap + 6 + i * 8);
    const at = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    if (platform !== 3 || encoding !== 1 || font.readUInt16BE(at) !== 4) continue;
    const segments = font.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = font.readUInt16BE(ends + s * 2);
      const start = font.readUInt16BE(starts + s * 2);
      const delta = font.readUInt16BE(deltas + s * 2);
      const offset = font.readUInt16BE(offsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const index = offset === 0 ? c : font.readUInt16BE(offsets + s * 2 + offset + (c - start) * 2);
        const glyph = offset !== 0 && index === 0 ? 0 : (index + delta) & 0xffff;
        if (glyph !== 0) points.add(c);
      }
    }
  }
  return points;
}

describe('the ticket font', () => {
  it('has Latin letters, digits, the punctuation a ticket uses, ₹ and Devanagari in the one file', () => {
    const points = codePoints(TICKET_FONT_FILE);
    const needed = `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 #:,.-()/×·₹कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौंःँ्क्ष।`;
    const missing = Array.from(needed).filter((ch) => !points.has(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});
