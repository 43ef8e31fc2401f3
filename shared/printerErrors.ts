/**
 * A network printer's `lastError` in fixed words (apps show their own translation of each): why
 * the server's last try did not print, never the resolver's or socket's own message. An address
 * refused by the printers' network is said as the 400 of the printer's `host` said it.
 * Kept apart from the API's schemas so an app's English texts can use these words as they are.
 */
export const PRINTER_ERRORS = {
  notFound: 'Printer not found: check its address',
  refused: 'The printer refused the connection: check its port (usually 9100)',
  noAnswer: 'The printer did not answer: is it on, and on the same network?',
  notTaken: 'The printer did not take the ticket: is it out of paper, open or jammed?',
  closedEarly: 'The printer closed the connection before taking the ticket',
  wrongPort: 'A network printer takes tickets on port 9100 (9100–9103 on a print server with several printers)',
  notPrinted: 'The ticket could not be printed',
} as const;
