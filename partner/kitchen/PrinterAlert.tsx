import { Alert } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { stuckPrinters, usePrinters } from './usePrinters';

/**
 * "Printer offline — 2 tickets waiting": over the kitchen's orders while a network printer does
 * not answer and tickets wait for it (they print by themselves when it is back). A tap opens the
 * Printers screen.
 */
export function PrinterAlert() {
  const translate = useTranslate();
  const { data } = usePrinters();
  const stuck = stuckPrinters(data);
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
