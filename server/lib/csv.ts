/** A cell that a spreadsheet would run as a formula starts with one of these: = + - @ tab CR. */
const FORMULA_START = new Set([61, 43, 45, 64, 9, 13]);
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * CSV cells for spreadsheets: quoted when they hold a comma, quote or line break (RFC 4180),
 * and a text cell starting with = + - @ (or a tab/CR) gets a leading ' so a spreadsheet shows
 * it as text instead of running it as a formula (CSV injection). A day's export formats a few
 * hundred thousand cells, so each is one character test and one regular expression.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.has(value.charCodeAt(0)) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Byte order mark that starts a UTF-8 CSV: without it Excel reads the file in the local
 *  ANSI code page and Hindi names come out garbled. */
export const UTF8_BOM = '\uFEFF';

export function csvLine(cells: Array<string | number | null | undefined>): string {
  let line = csvCell(cells[0]);
  for (let i = 1; i < cells.length; i++) line += ',' + csvCell(cells[i]);
  return line + '\r\n';
}

/** Joins lines into chunks of about `size` characters, so a stream writes few large pieces. */
export async function* chunked(lines: Iterable<string>, size = 64 * 1024): AsyncGenerator<string> {
  let buffer = '';
  for (const line of lines) {
    buffer += line;
    if (buffer.length >= size) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}
