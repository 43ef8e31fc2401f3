import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';

/**
 * Exports every order matching the list's current search and filters — not one page — from
 * the server's streaming CSV endpoint (a million orders would not fit react-admin's
 * in-browser exporter), then hands the file to the browser as orders-YYYY-MM-DD.csv.
 */
export function OrderExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, total } = useListContext();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.exportOrders(filterValues),
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    onError: (error) => notify(errorMessage(error, translate('gaon.orders.failedExport')), { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => mutate()} disabled={isPending || total === 0}>
      {translate('ra.action.export')}
    </Button>
  );
}
