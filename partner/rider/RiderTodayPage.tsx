import { useState } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { istDate } from '../../shared/indiaTime';
import { useFormat } from '../common/format';
import { paymentKey } from '../common/PaymentParts';
import type { PartnerOrder } from '../providers/types';
import { useMutation } from '@tanstack/react-query';
import { SummaryTiles } from '../common/SummaryTiles';
import { TwoWayToggle } from '../common/TwoWayToggle';
import type { PartnerDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { readSession } from '../providers/session';
import { dueAtDoor } from '../../shared/money';

/** Available / On leave (PUT /delivery/me). A rider on a delivery counts as available. */
function LeaveSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const [status, setStatus] = useState(readSession()?.riderStatus ?? 'active');
  const { mutate, isPending } = useMutation({
    mutationFn: (next: 'active' | 'on_leave') => dataProvider.setRiderStatus(next),
    onSuccess: (next, asked) => {
      setStatus(next);
      notify(translate(`resources.rider.notifications.${asked}`), { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error, translate('resources.rider.notifications.failed')), { type: 'error' }),
  });
  const available = status !== 'on_leave';
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {status === 'on_delivery' ? translate('resources.rider.onDelivery') : translate(available ? 'resources.rider.available' : 'resources.rider.onLeave')}
          </Typography>
          <TwoWayToggle
            label={translate('resources.rider.onLeave')}
            value={available}
            disabled={isPending}
            on={translate('resources.rider.available')}
            off={translate('resources.rider.onLeave')}
            onChange={(next) => mutate(next ? 'active' : 'on_leave')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(available ? 'resources.rider.availableHint' : 'resources.rider.onLeaveHint')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The orders behind the day's cash figure: the rider's deliveries of the day (the same India day
 * and the same orders the server sums), each with how it was paid. Cash ones are the cash in hand;
 * a UPI one awaiting confirmation is nobody's cash, so the figure above leaves it out too.
 */
function TodayDeliveries() {
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
        <Typography id="today-deliveries" variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
          {translate('resources.rider.today.title')}
        </Typography>
        {isPending ? (
          <Skeleton height={48} />
        ) : data && data.length > 0 ? (
          <Box component="ul" data-testid="today-deliveries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((order) => {
              const key = paymentKey(order);
              return (
                <Box component="li" key={order.id} data-payment={key} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', py: 0.75, borderTop: 1, borderColor: 'divider' }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {order.orderId}
                  </Typography>
                  <Typography component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {order.customerInfo?.name}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {format.rupees(dueAtDoor(order))}
                  </Typography>
                  <Typography component="span" variant="body2" color={key === 'cashCollected' ? 'text.primary' : 'text.secondary'} sx={{ flexBasis: '100%', fontWeight: key === 'cashCollected' ? 700 : 400 }}>
                    {order.utr && key === 'upiPaid' ? translate('resources.orders.payment.upiPaidUtr', { utr: order.utr }) : translate(`resources.orders.payment.${key}`)}
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

/** The rider's "Today" tab: deliveries and cash collected (to hand over) with the orders behind it, and the leave switch. */
export function RiderTodayPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      <Title title={translate('partner.shell.nav.today')} />
      <SummaryTiles role="delivery" />
      <Typography variant="body2" color="text.secondary">
        {translate('partner.summary.handOver')}
      </Typography>
      <TodayDeliveries />
      <LeaveSwitch />
    </Stack>
  );
}
