import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { istDate } from '../../shared/indiaTime';
import { useFormat } from '../common/format';
import { paymentKey } from '../common/payment';
import type { PartnerOrder } from '../providers/types';
import { dueAtDoor } from '../../shared/money';
import { errorMessage } from '../providers/httpClient';

/**
 * The orders behind the day's cash figure: the rider's deliveries of the day (the same India day
 * and the same orders the server sums), each with how it was paid. Cash ones are the cash in hand;
 * a UPI one awaiting confirmation is nobody's cash, so the figure above leaves it out too.
 * Shown on the Today tab and under the rider's orders: a delivered order leaves the list of
 * orders to do, and stays here for the whole India day, for the cash hand-over.
 */
export function TodayDeliveries() {
  const translate = useTranslate();
  const format = useFormat();
  const { data, isPending, error } = useGetList<PartnerOrder>('orders', {
    filter: { status: 'delivered', date: istDate(Date.now()) },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  if (error) return <Alert severity="error">{errorMessage(error, translate('resources.rider.today.error'))}</Alert>;
  return (
    <Card variant="outlined" component="section" aria-labelledby="today-deliveries">
      <CardContent>
        <Typography
          id="today-deliveries"
          variant="h6"
          component="h2"
          sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}
        >
          {translate('resources.rider.today.title')}
        </Typography>
        {isPending ? (
          <Skeleton height={48} />
        ) : data && data.length > 0 ? (
          <Box component="ul" data-testid="today-deliveries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((order) => {
              const key = paymentKey(order);
              return (
                <Box
                  component="li"
                  key={order.id}
                  data-payment={key}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    columnGap: 1,
                    alignItems: 'baseline',
                    py: 0.75,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {order.orderId}
                  </Typography>
                  <Typography component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {order.customerInfo?.name}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {format.rupees(dueAtDoor(order))}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color={key === 'cashCollected' ? 'text.primary' : 'text.secondary'}
                    sx={{ flexBasis: '100%', fontWeight: key === 'cashCollected' ? 700 : 400 }}
                  >
                    {order.utr && key === 'upiPaid'
                      ? translate('resources.orders.payment.upiPaidUtr', { utr: order.utr })
                      : translate(`resources.orders.payment.${key}`)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        ) : (
          <Typography color="text.secondary">{translate('resources.rider.today.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
