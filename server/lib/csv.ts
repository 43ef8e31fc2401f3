/** Byte order mark that starts a UTF-8 CSV: without it Excel reads the file in the local
 *  ANSI code page and Hindi names come out garbled. */
export const UTF8_BOM = '\uFEFF';
