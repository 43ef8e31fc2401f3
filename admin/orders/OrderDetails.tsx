import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatRupees, Modal, StatusBadge } from '../common';
import type { Order } from './types';
import { deliveryPersonLabel } from './labels';

/** SPEC "Order Details modal": customer, restaurant, contact, status, delivery person, items, ₹ total; × closes. */
export function OrderDetails({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const translate = useTranslate();
  if (!order) return null;
  const na = translate('gaon.common.notAvailable');
  const rows: Array<[string, React.ReactNode]> = [
    [translate('gaon.orders.customer'), order.customerInfo?.name || na],
    [translate('gaon.orders.restaurant'), order.restaurant?.name || na],
    [translate('gaon.orders.contact'), order.customerInfo?.phone || na],
    [translate('gaon.orders.status'), <StatusBadge key="status" value={order.status} />],
    [translate('gaon.orders.deliveryPerson'), deliveryPersonLabel(order, translate)],
  ];
  return (
    <Modal open title={translate('gaon.orders.detailsTitle', { orderId: order.orderId })} onClose={onClose}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('gaon.orders.items')}
      </Typography>
      {order.items && order.items.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('gaon.orders.items')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('gaon.orders.item')}</TableCell>
                <TableCell align="right">{translate('gaon.orders.quantity')}</TableCell>
                <TableCell align="right">{translate('gaon.orders.price')}</TableCell>
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
          {translate('gaon.orders.noItems')}
        </Typography>
      )}
      <Typography sx={{ mt: 2, fontWeight: 600, textAlign: 'right' }}>
        {translate('gaon.orders.totalAmount')}: {formatRupees(order.totalAmount)}
      </Typography>
    </Modal>
  );
}
