import { useGetList } from 'react-admin';
import type { Printer } from '../../shared/api/printers';

/** How often the kitchen re-reads its printers' state while a screen shows it. */
export const PRINTERS_REFRESH_MS = 15_000;

/** The kitchen's printers, re-read while shown (their state changes on the server as tickets go or fail). */
export const usePrinters = () =>
  useGetList<Printer>('printers', { pagination: { page: 1, perPage: 50 } }, { refetchInterval: PRINTERS_REFRESH_MS });

/** Network printers that do not answer while tickets wait for them. */
export const stuckPrinters = (printers: Printer[] | undefined): Printer[] =>
  (printers ?? []).filter((p) => p.connection === 'network' && p.state === 'offline' && p.waiting > 0);
