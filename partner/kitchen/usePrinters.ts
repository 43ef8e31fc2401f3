import { useGetList } from 'react-admin';
import type { Printer } from '../../shared/api/printers';

/** How often the kitchen re-reads its printers' state while a screen shows it. */
export const PRINTERS_REFRESH_MS = 15_000;
/** How often while a ticket was just sent to a printer not known to be off: its card follows it out within seconds. */
export const PRINTING_REFRESH_MS = 2_000;

/** A network printer with a ticket on its way, not (yet) offline: the server is printing on it now. */
export const isPrinting = (printer: Printer): boolean =>
  printer.connection === 'network' && printer.waiting > 0 && printer.state !== 'offline';

/** The kitchen's printers, re-read while shown (their state changes on the server as tickets go or fail). */
export const usePrinters = () =>
  useGetList<Printer>(
    'printers',
    { pagination: { page: 1, perPage: 50 } },
    {
      refetchInterval: (query) => (query.state.data?.data.some(isPrinting) ? PRINTING_REFRESH_MS : PRINTERS_REFRESH_MS),
    },
  );

/** Network printers that do not answer while tickets wait for them. */
export const stuckPrinters = (printers: Printer[] | undefined): Printer[] =>
  (printers ?? []).filter((p) => p.connection === 'network' && p.state === 'offline' && p.waiting > 0);
