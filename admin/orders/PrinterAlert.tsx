import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** How often the desk re-reads the kitchens' printers (their state changes as tickets go or fail). */
const PRINTERS_REFRESH_MS = 15_000;

/**
 * Over the desk: each kitchen printer that does not answer while tickets wait for it, "Printer
 * offline — 2 tickets waiting (Counter, Gaon Rasoi Janghai)". The tickets print by themselves
 * when the printer is back; the owner can call the kitchen meanwhile.
 */
export function PrinterAlert() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: printers } = useQuery({
    queryKey: ['printers', 'desk'],
    queryFn: () => dataProvider.getPrinters(),
    refetchInterval: PRINTERS_REFRESH_MS,
  });
  const stuck = (printers ?? []).filter((p) => p.connection === 'network' && p.state === 'offline' && p.waiting > 0);
  const { data: kitchens } = useGetMany(
    'restaurants',
    { ids: [...new Set(stuck.map((p) => p.restaurantId))] },
    { enabled: stuck.length > 0 },
  );
  if (stuck.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {stuck.map((printer) => (
        <Alert key={printer.id} severity="error" role="alert" sx={{ fontWeight: 700 }}>
          {translate('gaon.orders.printerOffline', {
            smart_count: printer.waiting,
            printer: printer.name,
            kitchen: kitchens?.find((k) => k.id === printer.restaurantId)?.name ?? '',
          })}
        </Alert>
      ))}
    </Stack>
  );
}
