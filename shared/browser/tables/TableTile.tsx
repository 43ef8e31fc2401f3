import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { FloorTile } from '../../api/tables';

const STATE_COLOURS = { free: 'success.main', eating: 'warning.main', bill_asked: 'error.main' } as const;

/** Whole minutes from an ISO time to `now` (0 for none): how long a table has sat. */
const minutesSince = (iso: string | null, now: number) =>
  iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : 0;

/** The floor's tiles, as many to a row as fit: two on a 375 px phone. */
export function TileGrid({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
    >
      {children}
    </Box>
  );
}

/**
 * One table on the floor, in the admin and the kitchen's app alike: free, eating (the running
 * bill, minutes seated, rounds) or asking for the bill, coloured by its state. Tapping it opens
 * it (`onOpen`); `action` is a second button under it (the kitchen's "Close / bill").
 */
export function TableTile({
  tile,
  now,
  onOpen,
  rupees,
  testId,
  action,
}: {
  tile: FloorTile;
  now: number;
  onOpen: () => void;
  rupees: (amount: number) => string;
  testId: string;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`dining.${key}`, options);
  const state = tile.state === 'free' ? t('free') : tile.state === 'eating' ? t('eating') : t('billAsked');
  return (
    <Card
      data-testid={testId}
      data-state={tile.state}
      sx={{ borderTop: 6, borderColor: STATE_COLOURS[tile.state], display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea onClick={onOpen} sx={{ p: 1.5, minHeight: 110, flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {tile.name}
        </Typography>
        <Typography variant="body2" sx={{ color: STATE_COLOURS[tile.state], fontWeight: 600 }}>
          {state}
        </Typography>
        {tile.state !== 'free' && (
          <>
            <Typography sx={{ fontWeight: 700 }}>{rupees(tile.total)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('minutes', { minutes: minutesSince(tile.seatedAt, now) })} ·{' '}
              {t('rounds', { smart_count: tile.rounds })}
            </Typography>
          </>
        )}
      </CardActionArea>
      {action}
    </Card>
  );
}
