import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { saveFile } from '../common/download';
import { istToday } from '../daily-order/dailyOrder';

/**
 * Exports every order matching the list's current search and filters — not one page — from
 * the server's streaming CSV endpoint (a million orders would not fit react-admin's
 * in-browser exporter), then hands the file to the browser under the name the server gives it
 * (orders-YYYY-MM-DD.csv, the India date: at 1 AM in India it is still yesterday in UTC).
 */
export function OrderExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, total } = useListContext();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.exportOrders(filterValues),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `orders-${istToday()}.csv`),
    onError: (error) => notify(errorMessage(error, translate('gaon.orders.failedExport')), { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => mutate()} disabled={isPending || total === 0}>
      {translate('ra.action.export')}
    </Button>
  );
}
