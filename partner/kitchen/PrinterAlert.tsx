import { Alert } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import type { Printer } from '../../shared/api/printers';

/** How often the kitchen re-reads its printers' state while a screen shows it. */
export const PRINTERS_REFRESH_MS = 15_000;

/** The kitchen's printers, re-read while shown (their state changes on the server as tickets go or fail). */
export const usePrinters = () =>
  useGetList<Printer>('printers', { pagination: { page: 1, perPage: 50 } }, { refetchInterval: PRINTERS_REFRESH_MS });

/**
 * "Printer offline — 2 tickets waiting": over the kitchen's orders while a network printer does
 * not answer and tickets wait for it (they print by themselves when it is back). A tap opens the
 * Printers screen.
 */
export function PrinterAlert() {
  const translate = useTranslate();
  const { data } = usePrinters();
  const stuck = (data ?? []).filter((p) => p.connection === 'network' && p.state === 'offline' && p.waiting > 0);
  if (stuck.length === 0) return null;
  return (
    <>
      {stuck.map((printer) => (
        <Alert
          key={printer.id}
          severity="error"
          role="alert"
          sx={{ mb: 1.5, fontWeight: 700 }}
          action={
            <Link to="/printers" style={{ color: 'inherit', fontWeight: 700, padding: '12px 4px' }}>
              {translate('resources.printers.open')}
            </Link>
          }
        >
          {translate('resources.printers.offlineWaiting', {
            name: printer.name,
            smart_count: printer.waiting,
          })}
        </Alert>
      ))}
    </>
  );
}
