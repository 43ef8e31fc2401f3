import { useQuery } from '@tanstack/react-query';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatRupees } from '../common';
import type { AppDataProvider } from '../providers/dataProvider';
import { formatIndianDateTime } from './format';

/**
 * The order's money as its ledger rows (GET /admin/orders/:id/payments): one line per payment or
 * refund — how, how much, who took it and when — so a split shows each of its parts. Voided rows
 * stay, struck through. A plain table: the order dialog is narrow and these are a handful of rows.
 */
export function OrderPayments({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.orders.payments.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: rows } = useQuery({
    queryKey: ['orderPayments', orderId],
    queryFn: () => dataProvider.getOrderPayments(orderId),
  });
  if (!rows?.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="order-payments">
      <Typography variant="subtitle2">{t('title')}</Typography>
      <Table size="small" aria-label={t('title')}>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} sx={row.voidedAt ? { '& td': { textDecoration: 'line-through' } } : undefined}>
              <TableCell sx={{ px: 0.5 }}>
                {row.kind === 'refund' && `${t('refund')} `}
                {translate(`gaon.orders.paymentLabel.methods.${row.method}`)}
                {row.utr && ` (UTR ${row.utr})`}
              </TableCell>
              <TableCell align="right" sx={{ px: 0.5 }}>
                {formatRupees(row.amount)}
              </TableCell>
              <TableCell sx={{ px: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {`${row.receivedBy.name}, ${formatIndianDateTime(row.at)}`}
                  {row.method === 'upi' &&
                    row.kind === 'payment' &&
                    !row.checkedAt &&
                    !row.voidedAt &&
                    ` · ${t('toCheck')}`}
                  {row.voidedAt && ` · ${t('voided', { name: row.voidedByName ?? '' })}`}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
