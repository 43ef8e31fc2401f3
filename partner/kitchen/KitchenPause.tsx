import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { kitchenPauseAt } from '../../shared/ordering';
import { useNow } from '../../shared/browser/useNow';
import { errorMessage } from '../providers/httpClient';
import { useFormat } from '../common/format';
import type { PartnerDataProvider } from '../providers/dataProvider';
import type { VendorRestaurant } from '../providers/types';

/** The two quick breaks a kitchen takes in a rush: the site shows them at once and they end by themselves. */
const BUSY_MINUTES = 20;
const PAUSE_MINUTES = 30;
const TOUCH = { minHeight: 48, textTransform: 'none', fontWeight: 600, flex: '1 1 150px' } as const;

/** "Busy — +20 min" and "Pause new orders for 30 min", or what is on and the button that ends it early. */
export function KitchenPause({ restaurant }: { restaurant: VendorRestaurant }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const now = useNow(30_000);
  const [saving, setSaving] = useState(false);
  // The time as the app shows every time, in its language (India time).
  const format = useFormat();
  const clockOf = (ms: number) => format.time(new Date(ms).toISOString());
  /** "Paused: no new orders until 8:30 PM" / "Busy: orders take 20 min longer (till 8:30 PM)", or null as usual. */
  const stateOf = (r: VendorRestaurant, at: number) => {
    const state = kitchenPauseAt(r, at);
    if (state.pausedUntil !== null)
      return translate('resources.restaurants.pausedUntil', { time: clockOf(state.pausedUntil) });
    if (state.busyUntil !== null)
      return translate('resources.restaurants.busyFor', { minutes: state.busyMinutes, time: clockOf(state.busyUntil) });
    return null;
  };
  const { pausedUntil, busyUntil } = kitchenPauseAt(restaurant, now);
  const state = stateOf(restaurant, now);

  const send = async (body: { busyMinutes?: number; pauseMinutes?: number }) => {
    setSaving(true);
    try {
      const answer = await dataProvider.setKitchenPause(restaurant.id, body);
      notify(stateOf(answer, Date.now()) ?? translate('resources.restaurants.notifications.asUsual'), {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(errorMessage(error, translate('resources.restaurants.notifications.failed')), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mt: 1.5 }} data-testid="kitchen-pause">
      {pausedUntil !== null && restaurant.autoPausedMissed ? (
        // The server paused the kitchen: say why, so "Take orders again" is a choice made knowingly.
        <Typography role="alert" sx={{ fontWeight: 700, color: 'error.main', mb: 0.5 }} data-testid="paused-for-missed">
          {translate('resources.restaurants.pausedForMissed', { count: restaurant.autoPausedMissed })}
        </Typography>
      ) : null}
      {state && (
        <Typography role="status" sx={{ fontWeight: 700, color: 'warning.dark', mb: 1 }}>
          {state}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {busyUntil !== null ? (
          <Button variant="outlined" disabled={saving} onClick={() => send({ busyMinutes: 0 })} sx={TOUCH}>
            {translate('resources.restaurants.endBusy')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<HourglassTopIcon />}
            disabled={saving || pausedUntil !== null}
            onClick={() => send({ busyMinutes: BUSY_MINUTES })}
            sx={TOUCH}
          >
            {translate('resources.restaurants.busy')}
          </Button>
        )}
        {pausedUntil !== null ? (
          <Button
            variant="contained"
            color="success"
            startIcon={<PlayCircleIcon />}
            disabled={saving}
            onClick={() => send({ pauseMinutes: 0 })}
            sx={TOUCH}
          >
            {translate('resources.restaurants.endPause')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            startIcon={<PauseCircleIcon />}
            disabled={saving}
            onClick={() => send({ pauseMinutes: PAUSE_MINUTES })}
            sx={TOUCH}
          >
            {translate('resources.restaurants.pause')}
          </Button>
        )}
      </Box>
      {pausedUntil === null && busyUntil === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.restaurants.pauseHint')}
        </Typography>
      )}
    </Box>
  );
}
