import type { ReactNode } from 'react';
import {
  Box,
  Button,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router-dom';
import { useGetOne, useTranslate, type TranslateFunction } from 'react-admin';
import { DialogFrame, formatRupees } from '../common';
import { errorMessage } from '../providers/httpClient';
import { deliveryPersonLabel } from './labels';
import { ForTimeChip, OrderStatusBadge } from './OrderStatusBadge';
import { OrderNextStepButton, OrderStatusSelect } from './OrderStatusSelect';
import { formatIndianDateTime, telHref, whatsappHref } from './format';
import { RiderSelect, useRiders } from './RiderSelect';
import { PaymentConfirm } from './PaymentConfirm';
import { TrustPanel } from './TrustPanel';
import { RefundPanel } from './RefundPanel';
import { OrderPayments } from './OrderPayments';
import { DeliveryCodePanel } from './DeliveryCodePanel';
import { OrderRings } from './OrderRings';
import type { Order } from './types';
import { useLocalName } from '../../shared/browser/localName';
import { SendKotButton } from './SendKotButton';

/** The customer's WhatsApp message: the order's status in words ("… is out for delivery with Ramesh, 98…"). */
export function whatsappMessage(order: Order, translate: TranslateFunction, riderPhone?: string): string {
  const rider = order.deliveryPerson?.name
    ? `${order.deliveryPerson.name}${riderPhone ? `, ${riderPhone}` : ''}`
    : translate('gaon.orders.unassigned').toLowerCase();
  const key =
    order.status === 'out_for_delivery' && order.fulfilment === 'pickup' ? 'out_for_delivery_pickup' : order.status;
  return translate(`gaon.orders.whatsappText.${key}`, {
    orderId: order.orderId,
    rider,
    total: formatRupees(order.totalAmount),
  });
}

/**
 * "Order Details modal": customer, restaurant, contact, status, delivery person, items,
 * ₹ total; × closes. Besides: the rider select, the money breakdown, where it goes,
 * the status history (who, when and why), tap-to-call, WhatsApp and the kitchen ticket.
 */
export function OrderDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const nameOf = useLocalName();
  const { data: order, isPending, error } = useGetOne<Order>('orders', { id: Number(id) });
  const riderId = order?.deliveryPerson?.id ?? null;
  const { data: riders } = useRiders();
  const rider = riders?.find((r) => r.id === riderId);
  const na = translate('gaon.common.notAvailable');
  const t = (key: string, options?: object) => translate(`gaon.orders.${key}`, options);
  const phone = order?.customerInfo?.phone;
  return (
    <DialogFrame
      open
      title={translate('gaon.orders.detailsTitle', { orderId: order?.orderId ?? id })}
      onClose={onClose}
    >
      <DialogContent dividers>
        {isPending ? (
          <Typography color="text.secondary">{translate('gaon.common.loading')}</Typography>
        ) : error || !order ? (
          <Typography color="error">{errorMessage(error, t('failedLoad'))}</Typography>
        ) : (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}
            >
              {(
                [
                  ['customer', order.customerInfo?.name || na],
                  ['restaurant', order.restaurant?.name || na],
                  [
                    'contact',
                    phone ? (
                      <Box
                        key="contact"
                        component="span"
                        sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
                      >
                        <a href={telHref(phone)} data-testid="customer-tel">
                          {phone}
                        </a>
                        <Button
                          size="small"
                          variant="outlined"
                          color="success"
                          startIcon={<WhatsAppIcon />}
                          href={whatsappHref(phone, whatsappMessage(order, translate, rider?.phone))}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('whatsappAria', { name: order.customerInfo.name, orderId: order.orderId })}
                          data-testid="whatsapp-link"
                        >
                          {t('whatsapp')}
                        </Button>
                      </Box>
                    ) : (
                      na
                    ),
                  ],
                  [
                    'status',
                    <Box
                      key="status"
                      component="span"
                      sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
                    >
                      <OrderStatusBadge status={order.status} />
                      <OrderNextStepButton order={order} />
                      <OrderStatusSelect order={order} />
                    </Box>,
                  ],
                  // An order for later: when it is wanted, beside the status the kitchen works on.
                  ...(order.scheduledFor
                    ? ([['dueAt', <ForTimeChip key="due" order={order} />]] as Array<[string, ReactNode]>)
                    : []),
                  ...(order.readyAt
                    ? ([['readyAt', formatIndianDateTime(order.readyAt)]] as Array<[string, ReactNode]>)
                    : []),
                  [
                    'deliveryPerson',
                    <Box key="rider">
                      {deliveryPersonLabel(order, translate)}
                      {rider?.phone && (
                        <>
                          {' '}
                          · <a href={telHref(rider.phone)}>{rider.phone}</a>
                        </>
                      )}
                    </Box>,
                  ],
                  ['rider', <RiderSelect key="riderSelect" order={order} />],
                  ['placedAt', formatIndianDateTime(order.createdAt)],
                  ['source', t(`sources.${order.source}`)],
                  ['fulfilment', t(`fulfilments.${order.fulfilment}`)],
                  ...(order.fulfilment === 'delivery'
                    ? ([
                        ['village', order.villageName || na],
                        ['address', order.address || na],
                        ['landmark', order.landmark || na],
                      ] as Array<[string, ReactNode]>)
                    : []),
                  ['note', order.note || na],
                  ...(order.rating
                    ? ([
                        [
                          'customerRating',
                          `${'★'.repeat(order.rating.stars)} ${order.rating.stars}/5${order.rating.feedback ? ` — “${order.rating.feedback}”` : ''}`,
                        ],
                      ] as Array<[string, ReactNode]>)
                    : []),
                ] as Array<[string, ReactNode]>
              ).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(label)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
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
                        <TableCell>{nameOf(item)}</TableCell>
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
            <Box
              sx={{
                mt: 2,
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                columnGap: 2,
                rowGap: 0.5,
                textAlign: 'right',
              }}
              data-testid="order-totals"
            >
              <Typography variant="body2">{t('subtotal')}</Typography>
              <Typography variant="body2">{formatRupees(order.subtotal)}</Typography>
              <Typography variant="body2">{t('deliveryCharge')}</Typography>
              <Typography variant="body2">{formatRupees(order.deliveryCharge)}</Typography>
              {order.discount > 0 && (
                <>
                  <Typography variant="body2">
                    {order.couponCode ? t('couponDiscount', { code: order.couponCode }) : t('discount')}
                  </Typography>
                  <Typography variant="body2">− {formatRupees(order.discount)}</Typography>
                </>
              )}
              <Typography sx={{ fontWeight: 600 }}>{t('totalAmount')}:</Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatRupees(order.totalAmount)}</Typography>
              {order.advance > 0 && (
                <>
                  <Typography variant="body2">{t('partyAdvance')}</Typography>
                  <Typography variant="body2">− {formatRupees(order.advance)}</Typography>
                </>
              )}
              {/* What is in and what is left, from every payment row (advance, split, khata), not total − advance. */}
              {order.paid > 0 && order.paid !== order.advance && (
                <>
                  <Typography variant="body2">{t('paidSoFar')}</Typography>
                  <Typography variant="body2" data-testid="order-paid">
                    {formatRupees(order.paid)}
                  </Typography>
                </>
              )}
              {(order.advance > 0 || order.paid > 0) && order.status !== 'cancelled' && (
                <>
                  <Typography sx={{ fontWeight: 600 }}>{t('balanceDue')}:</Typography>
                  <Typography sx={{ fontWeight: 600 }} data-testid="order-balance-due">
                    {formatRupees(order.balanceDue)}
                  </Typography>
                </>
              )}
            </Box>
            <OrderPayments orderId={order.id} />
            <PaymentConfirm order={order} />
            <RefundPanel order={order} />
            <DeliveryCodePanel order={order} />
            <TrustPanel order={order} />
            <OrderRings orderId={order.id} />
            {order.statusHistory?.length ? (
              <>
                <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
                  {t('history')}
                </Typography>
                <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="status-history">
                  {order.statusHistory.map((step, index) => (
                    <Typography component="li" variant="body2" key={index}>
                      {t('historyLine', {
                        status: t(`statuses.${step.status}`),
                        at: formatIndianDateTime(step.at),
                        by: t(`historyBy.${step.by}`),
                      })}
                      {step.reason && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {t('historyReason', { reason: step.reason })}
                        </Typography>
                      )}
                    </Typography>
                  ))}
                </Box>
              </>
            ) : null}
            <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Button component={Link} to={`/orders/${order.id}/ticket`} variant="contained" startIcon={<PrintIcon />}>
                {t('printTicket')}
              </Button>
              <Button component={Link} to={`/orders/${order.id}/bill`} variant="outlined" startIcon={<ReceiptIcon />}>
                {t('bill.open')}
              </Button>
              <SendKotButton orderId={order.id} restaurantId={order.restaurant.id} />
              <Typography variant="body2" color="text.secondary" data-testid="print-count">
                {order.printCount > 0 ? t('printed', { count: order.printCount }) : t('notPrinted')}
              </Typography>
            </Box>
          </>
        )}
      </DialogContent>
    </DialogFrame>
  );
}
