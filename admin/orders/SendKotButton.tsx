import { useState } from 'react';
import { Button } from '@mui/material';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * The order's KOT again on its kitchen's network printers (the server's queue prints it once on
 * each, waiting while a printer is off). Shown only when that kitchen has one that prints KOTs.
 */
export function SendKotButton({ orderId, restaurantId }: { orderId: number; restaurantId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [sending, setSending] = useState(false);
  const { data: printers } = useQuery({ queryKey: ['printers', 'desk'], queryFn: () => dataProvider.getPrinters() });
  const printsHere = (printers ?? []).some(
    (p) => p.restaurantId === restaurantId && p.connection === 'network' && p.printsKot,
  );
  if (!printsHere) return null;
  const send = async () => {
    setSending(true);
    try {
      const answer = await dataProvider.reprint(orderId, 'kot');
      notify(answer.message ?? '', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<LocalPrintshopIcon />} disabled={sending} onClick={send}>
      {translate('gaon.orders.sendKot')}
    </Button>
  );
}
