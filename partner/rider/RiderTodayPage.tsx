import { useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { TodayDeliveries } from './TodayDeliveries';
import { useMutation } from '@tanstack/react-query';
import { SummaryTiles } from '../common/SummaryTiles';
import { TwoWayToggle } from '../common/TwoWayToggle';
import type { PartnerDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { readSession } from '../providers/session';

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
    onError: (error) =>
      notify(errorMessage(error, translate('resources.rider.notifications.failed')), { type: 'error' }),
  });
  const available = status !== 'on_leave';
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {status === 'on_delivery'
              ? translate('resources.rider.onDelivery')
              : translate(available ? 'resources.rider.available' : 'resources.rider.onLeave')}
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
