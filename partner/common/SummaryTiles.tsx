import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SUMMARY_QUERY_KEY } from '../events/LiveOrders';
import type { PartnerDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { useFormat } from './format';

function Tile({ label, value }: { label: string; value: string | null }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} aria-label={label}>
          {value ?? <Skeleton width={60} />}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface Figures {
  date: string;
  count: number;
  amount: number;
  /** A rider's only: rupees handed in, and still to hand in. */
  handedOver?: number;
  stillOwed?: number;
}

/**
 * Today's figures (India day): a kitchen's orders and sales; a rider's deliveries and cash, with
 * what of it the owner's day close says was handed in and what is still to hand in. Refreshed by
 * the event stream (it invalidates SUMMARY_QUERY_KEY).
 */
export function SummaryTiles({ role }: { role: 'vendor' | 'delivery' }) {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const { data, error } = useQuery({
    queryKey: [...SUMMARY_QUERY_KEY, role],
    queryFn: async (): Promise<Figures> => {
      if (role === 'vendor') {
        const s = await dataProvider.getVendorSummary();
        return { count: s.orders, amount: s.takings, date: s.date };
      }
      const s = await dataProvider.getDeliverySummary();
      return {
        count: s.deliveries,
        amount: s.cashCollected,
        date: s.date,
        handedOver: s.handedOver,
        stillOwed: s.stillOwed,
      };
    },
  });
  if (error) return <Alert severity="error">{errorMessage(error, translate('partner.summary.error'))}</Alert>;
  const vendor = role === 'vendor';
  return (
    <Stack spacing={1}>
      {data?.date && (
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={data.date}>{format.day(data.date)}</time>
        </Typography>
      )}
      <Stack direction="row" spacing={1.5}>
        <Tile
          label={translate(vendor ? 'partner.summary.orders' : 'partner.summary.deliveries')}
          value={data ? String(data.count) : null}
        />
        <Tile
          label={translate(vendor ? 'partner.summary.takings' : 'partner.summary.cashCollected')}
          value={data ? format.rupees(data.amount) : null}
        />
      </Stack>
      {!vendor && (
        <Stack direction="row" spacing={1.5}>
          <Tile
            label={translate('partner.summary.handedOver')}
            value={data ? format.rupees(data.handedOver ?? 0) : null}
          />
          <Tile
            label={translate('partner.summary.stillOwed')}
            value={data ? format.rupees(data.stillOwed ?? 0) : null}
          />
        </Stack>
      )}
    </Stack>
  );
}
