import { Box, DialogContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { DialogFrame, formatRupees, StatusBadge } from '../common';
import { errorMessage } from '../providers/httpClient';
import { deliveryPersonLabel } from './labels';
import { ORDER_STATUS_COLORS } from './constants';
import type { Order } from './types';

/**
 * SPEC "Order Details modal": customer, restaurant, contact, status, delivery person, items,
 * ₹ total; × closes. Opened by the route /orders/:id, so it reads the order itself.
 */
export function OrderDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const { data: order, isPending, error } = useGetOne<Order>('orders', { id: Number(id) });
  const na = translate('gaon.common.notAvailable');
  const t = (key: string) => translate(`gaon.orders.${key}`);
  return (
    <DialogFrame open title={translate('gaon.orders.detailsTitle', { orderId: order?.orderId ?? id })} onClose={onClose}>
      <DialogContent dividers>
        {isPending ? (
          <Typography color="text.secondary">{translate('gaon.common.loading')}</Typography>
        ) : error || !order ? (
          <Typography color="error">{errorMessage(error, t('failedLoad'))}</Typography>
        ) : (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
              {(
                [
                  ['customer', order.customerInfo?.name || na],
                  ['restaurant', order.restaurant?.name || na],
                  ['contact', order.customerInfo?.phone || na],
                  ['status', <StatusBadge key="status" value={order.status} colors={ORDER_STATUS_COLORS} />],
                  ['deliveryPerson', deliveryPersonLabel(order, translate)],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(label)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
              {t('items')}
            </Typography>
            {order.items?.length ? (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('items')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('item')}</TableCell>
                      <TableCell align="right">{t('quantity')}</TableCell>
                      <TableCell align="right">{t('price')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {order.items.map((item, index) => (
                      <TableRow key={index}>
                        <TableCell>{item.name}</TableCell>
                        <TableCell align="right">{item.quantity}</TableCell>
                        <TableCell align="right">{formatRupees(item.price)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('noItems')}
              </Typography>
            )}
            <Typography sx={{ mt: 2, fontWeight: 600, textAlign: 'right' }}>
              {t('totalAmount')}: {formatRupees(order.totalAmount)}
            </Typography>
          </>
        )}
      </DialogContent>
    </DialogFrame>
  );
}
