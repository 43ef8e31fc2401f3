/**
 * CSV cells for spreadsheets: quoted when they hold a comma, quote or line break (RFC 4180),
 * and a cell starting with = + - @ (or a tab/CR) gets a leading ' so a spreadsheet shows it
 * as text instead of running it as a formula (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Byte order mark that starts a UTF-8 CSV: without it Excel reads the file in the local
 *  ANSI code page and Hindi names come out garbled. */
export const UTF8_BOM = '\uFEFF';

export const csvLine = (cells: Array<string | number | null | undefined>): string => cells.map(csvCell).join(',') + '\r\n';

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
