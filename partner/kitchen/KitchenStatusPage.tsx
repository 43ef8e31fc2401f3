import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import PrintIcon from '@mui/icons-material/Print';
import { Link } from 'react-router-dom';
import { Loading, Title, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { SummaryTiles } from '../common/SummaryTiles';
import { TwoWayToggle } from '../common/TwoWayToggle';
import { KitchenPause } from './KitchenPause';
import { errorMessage } from '../providers/httpClient';
import type { VendorRestaurant } from '../providers/types';

function OnlineSwitch({ restaurant }: { restaurant: VendorRestaurant }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<VendorRestaurant>();
  const setOnline = (isActive: boolean) =>
    update(
      'restaurants',
      { id: restaurant.id, data: { isActive }, previousData: restaurant },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            translate(`resources.restaurants.notifications.${isActive ? 'online' : 'offline'}`, {
              name: restaurant.name,
            }),
            { type: 'success' },
          ),
        onError: (error) =>
          notify(errorMessage(error, translate('resources.restaurants.notifications.failed')), { type: 'error' }),
      },
    );
  return (
    <Card variant="outlined" component="section" aria-label={restaurant.name}>
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {restaurant.name}
          </Typography>
          <TwoWayToggle
            label={restaurant.name}
            value={restaurant.isActive}
            disabled={isPending}
            on={translate('resources.restaurants.online')}
            off={translate('resources.restaurants.offline')}
            onChange={setOnline}
          />
        </Stack>
        {!restaurant.isActive && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {translate('resources.restaurants.offlineHint')}
          </Typography>
        )}
        {restaurant.isActive && <KitchenPause restaurant={restaurant} />}
      </CardContent>
    </Card>
  );
}

/** The "Kitchen" tab: today's orders and takings, and each kitchen's Online / Offline switch. */
export function KitchenStatusPage() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<VendorRestaurant>('restaurants', {
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Stack spacing={1.5}>
      <Title title={translate('partner.summary.kitchenTitle')} />
      <SummaryTiles role="vendor" />
      {/* What to cook for this evening or tomorrow, summed over the orders: printed for the cooks. */}
      <Button
        component={Link}
        to="/prep-list"
        variant="outlined"
        size="large"
        startIcon={<ChecklistIcon />}
        sx={{ minHeight: 48, bgcolor: 'background.paper' }}
      >
        {translate('resources.prepList.open')}
      </Button>
      {/* Network, USB or Bluetooth printers: the KOT at Accept, Test print, what waits for a printer that is off. */}
      <Button
        component={Link}
        to="/printers"
        variant="outlined"
        size="large"
        startIcon={<PrintIcon />}
        sx={{ minHeight: 48, bgcolor: 'background.paper' }}
      >
        {translate('resources.printers.open')}
      </Button>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{errorMessage(error, translate('resources.restaurants.notifications.failed'))}</Alert>
      ) : (
        data?.map((r) => <OnlineSwitch key={r.id} restaurant={r} />)
      )}
    </Stack>
  );
}
