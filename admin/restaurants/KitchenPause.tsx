import { useState, type MouseEvent } from 'react';
import { Box, Button, Chip, Menu, MenuItem, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { formatClock, indiaClockOf, kitchenPauseAt } from '../../shared/ordering';
import { useNow } from '../../shared/browser/useNow';
import type { Restaurant } from './types';

const BUSY_CHOICES = [10, 20, 30, 45];
const PAUSE_CHOICES = [15, 30, 60, 120];
const clockOf = (ms: number) => formatClock(indiaClockOf(ms));

/** "Paused until 8:30 PM" and/or "Busy +20 min", or nothing while the kitchen takes orders as usual. */
export function KitchenPauseChip({
  restaurant,
  now,
}: {
  restaurant: Pick<Restaurant, 'busyUntil' | 'pausedUntil'>;
  now: number;
}) {
  const translate = useTranslate();
  const { pausedUntil, busyMinutes } = kitchenPauseAt(restaurant, now);
  return (
    <>
      {pausedUntil !== null && (
        <Chip
          size="small"
          color="warning"
          icon={<PauseCircleIcon />}
          label={translate('gaon.restaurants.pausedUntil', { time: clockOf(pausedUntil) })}
          data-testid="kitchen-paused"
        />
      )}
      {busyMinutes > 0 && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<HourglassTopIcon />}
          label={translate('gaon.restaurants.busyFor', { minutes: busyMinutes })}
          data-testid="kitchen-busy"
        />
      )}
    </>
  );
}

/**
 * A restaurant's short breaks, as its kitchen sets them in the partner app: busy (orders take
 * longer for a while) or paused (no new orders for a while). Both end by themselves; each can
 * be ended early. The server keeps the end time, so the site and the kitchen see the same.
 */
export function KitchenPause({ restaurant }: { restaurant: Restaurant }) {
  const translate = useTranslate();
  const notify = useNotify();
  const now = useNow(30_000);
  const [update, { isPending }] = useUpdate<Restaurant>();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; kind: 'busy' | 'pause' } | null>(null);
  const { pausedUntil, busyMinutes } = kitchenPauseAt(restaurant, now);

  const save = (data: Partial<Pick<Restaurant, 'busyUntil' | 'pausedUntil'>>, done: string) => {
    setMenu(null);
    update(
      'restaurants',
      { id: restaurant.id, data, previousData: restaurant },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) => notify(errorMessage(error, translate('gaon.restaurants.failedPause')), { type: 'error' }),
      },
    );
  };
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const open = (kind: 'busy' | 'pause') => (event: MouseEvent<HTMLElement>) =>
    setMenu({ anchor: event.currentTarget, kind });
  const choices = menu?.kind === 'busy' ? BUSY_CHOICES : PAUSE_CHOICES;

  return (
    <Box
      component="section"
      aria-label={translate('gaon.restaurants.kitchenBreak')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
      data-testid="kitchen-pause"
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('gaon.restaurants.kitchenBreak')}
      </Typography>
      <KitchenPauseChip restaurant={restaurant} now={now} />
      {pausedUntil !== null ? (
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<PlayCircleIcon />}
          disabled={isPending}
          onClick={() => save({ pausedUntil: null }, translate('gaon.restaurants.pauseEnded'))}
        >
          {translate('gaon.restaurants.endPause')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<PauseCircleIcon />}
          disabled={isPending}
          onClick={open('pause')}
          aria-haspopup="menu"
        >
          {translate('gaon.restaurants.pause')}
        </Button>
      )}
      {busyMinutes > 0 ? (
        <Button
          size="small"
          variant="outlined"
          disabled={isPending}
          onClick={() => save({ busyUntil: null }, translate('gaon.restaurants.busyEnded'))}
        >
          {translate('gaon.restaurants.endBusy')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<HourglassTopIcon />}
          disabled={isPending}
          onClick={open('busy')}
          aria-haspopup="menu"
        >
          {translate('gaon.restaurants.busy')}
        </Button>
      )}
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {choices.map((minutes) =>
          menu?.kind === 'busy' ? (
            <MenuItem
              key={minutes}
              onClick={() =>
                save({ busyUntil: inMinutes(minutes) }, translate('gaon.restaurants.busySet', { minutes }))
              }
            >
              {translate('gaon.restaurants.busyChoice', { minutes })}
            </MenuItem>
          ) : (
            <MenuItem
              key={minutes}
              onClick={() =>
                save(
                  { pausedUntil: inMinutes(minutes) },
                  translate('gaon.restaurants.pausedSet', { time: clockOf(Date.now() + minutes * 60_000) }),
                )
              }
            >
              {translate('gaon.restaurants.pauseChoice', { minutes })}
            </MenuItem>
          ),
        )}
      </Menu>
    </Box>
  );
}
