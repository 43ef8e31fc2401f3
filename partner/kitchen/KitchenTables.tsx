import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  IconButton,
  List,
  ListItemButton,
  TextField,
  Typography,
} from '@mui/material';
import RemoveIcon from '@mui/icons-material/Remove';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage, httpClient } from '../providers/httpClient';
import { useFormat } from '../common/format';
import type { FloorTile } from '../../shared/api/tables';
import type { MenuDish } from '../../shared/api/ordering';

/** How often the floor is read again: a guest's round or "bill please" shows within this. */
const REFRESH_MS = 15_000;
/** Dishes a search lists at once: a phone shows them without scrolling. */
const FOUND_MAX = 8;
const STATE_COLOURS = { free: 'success.main', eating: 'warning.main', bill_asked: 'error.main' } as const;

type Line = { dish: MenuDish; number: number; quantity: number };

const minutesSince = (iso: string | null, now: number) =>
  iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : 0;

/**
 * The kitchen's Tables tab: the floor of its restaurants' tables as tiles — free, eating (the
 * running bill and minutes seated) or asking for the bill — and, on tapping one, a round for it:
 * find a dish by its name or its number on the table's menu, set the quantity, send. Closing a
 * table takes the payment and stays with the owner at the admin.
 */
export function KitchenTables() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.tables.${key}`, options);
  const format = useFormat();
  const [tiles, setTiles] = useState<FloorTile[] | null>(null);
  const [failure, setFailure] = useState('');
  const [now, setNow] = useState(Date.now());
  const [open, setOpen] = useState<FloorTile | null>(null);

  const load = useCallback(() => {
    httpClient<FloorTile[]>('/vendor/tables/floor')
      .then(({ json }) => {
        setTiles(json);
        setNow(Date.now());
        setFailure('');
      })
      .catch((error: unknown) => setFailure(errorMessage(error, translate('resources.tables.failed'))));
  }, [translate]);
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  if (open)
    return (
      <RoundForm
        tile={open}
        onDone={() => {
          setOpen(null);
          load();
        }}
      />
    );

  const stateLabel = (tile: FloorTile) =>
    tile.state === 'free' ? t('free') : tile.state === 'eating' ? t('eating') : t('billAsked');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Title title={t('name')} />
      {failure && <Alert severity="error">{failure}</Alert>}
      {tiles?.length === 0 && <Typography>{t('empty')}</Typography>}
      <Box
        data-testid="kitchen-floor"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
      >
        {tiles?.map((tile) => (
          <Card
            key={tile.id}
            data-testid={`kitchen-tile-${tile.id}`}
            data-state={tile.state}
            sx={{ borderTop: 6, borderColor: STATE_COLOURS[tile.state] }}
          >
            <CardActionArea onClick={() => setOpen(tile)} sx={{ p: 1.5, minHeight: 110 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {tile.name}
              </Typography>
              <Typography variant="body2" sx={{ color: STATE_COLOURS[tile.state], fontWeight: 600 }}>
                {stateLabel(tile)}
              </Typography>
              {tile.state !== 'free' && (
                <>
                  <Typography sx={{ fontWeight: 700 }}>{format.rupees(tile.total)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('minutes', { minutes: minutesSince(tile.seatedAt, now) })} ·{' '}
                    {t('rounds', { smart_count: tile.rounds })}
                  </Typography>
                </>
              )}
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** A round for one table: its menu numbered as its guests see it, a search by name or number, quantities, send. */
function RoundForm({ tile, onDone }: { tile: FloorTile; onDone: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.tables.${key}`, options);
  const notify = useNotify();
  const format = useFormat();
  const [locale] = useLocaleState();
  const dishName = (dish: MenuDish) => (locale === 'hi' && dish.nameHi) || dish.name;
  const [dishes, setDishes] = useState<MenuDish[]>([]);
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    httpClient<{ dishes: MenuDish[] }>(`/vendor/tables/${tile.id}/menu`)
      .then(({ json }) => setDishes(json.dishes))
      .catch((error: unknown) => setFailure(errorMessage(error, t('failed'))));
  }, [tile.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the table's menu, once

  const found = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return dishes
      .map((dish, i) => ({ dish, number: i + 1 }))
      .filter(
        ({ dish, number }) =>
          String(number) === q || dish.name.toLowerCase().includes(q) || (dish.nameHi ?? '').includes(q),
      )
      .slice(0, FOUND_MAX);
  }, [query, dishes]);

  const add = (dish: MenuDish, number: number) => {
    const there = lines.find((l) => l.dish.id === dish.id);
    setLines(
      there
        ? lines.map((l) => (l === there ? { ...l, quantity: l.quantity + 1 } : l))
        : [...lines, { dish, number, quantity: 1 }],
    );
    setQuery('');
  };
  const setQuantity = (line: Line, quantity: number) =>
    setLines(quantity < 1 ? lines.filter((l) => l !== line) : lines.map((l) => (l === line ? { ...l, quantity } : l)));
  const total = lines.reduce((sum, l) => sum + l.dish.price * l.quantity, 0);

  const send = () => {
    setBusy(true);
    setFailure('');
    httpClient(`/vendor/tables/${tile.id}/rounds`, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ items: lines.map((l) => ({ dishId: l.dish.id, quantity: l.quantity })) }),
    })
      .then(() => {
        notify('resources.tables.sent', { type: 'success', messageArgs: { name: tile.name } });
        onDone();
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('send'))))
      .finally(() => setBusy(false));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }} data-testid="kitchen-round">
      <Title title={t('roundFor', { name: tile.name })} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" onClick={onDone} sx={{ minHeight: 48, bgcolor: 'background.paper' }}>
          {t('back')}
        </Button>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {t('roundFor', { name: tile.name })}
        </Typography>
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': 'round-search' } }}
      />
      {found.length > 0 && (
        <List
          dense
          data-testid="round-found"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0, bgcolor: 'background.paper' }}
        >
          {found.map(({ dish, number }) => (
            <ListItemButton
              key={dish.id}
              disabled={!dish.available}
              onClick={() => add(dish, number)}
              sx={{ minHeight: 48 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 1 }}>
                <span>
                  {number}. {dishName(dish)}
                  {dish.available ? '' : ` · ${t('soldOut')}`}
                </span>
                <span>{format.rupees(dish.price)}</span>
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
      {lines.length === 0 && <Typography color="text.secondary">{t('emptyRound')}</Typography>}
      {lines.map((line) => (
        <Box key={line.dish.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="round-line">
          <Typography sx={{ flex: 1 }}>
            {line.number}. {dishName(line.dish)}
          </Typography>
          <IconButton aria-label={t('less')} onClick={() => setQuantity(line, line.quantity - 1)}>
            <RemoveIcon />
          </IconButton>
          <Typography sx={{ minWidth: 24, textAlign: 'center' }} aria-label={t('quantity')}>
            {line.quantity}
          </Typography>
          <IconButton aria-label={t('more')} onClick={() => setQuantity(line, line.quantity + 1)}>
            <AddIcon />
          </IconButton>
          <Typography sx={{ minWidth: 70, textAlign: 'right' }}>
            {format.rupees(line.dish.price * line.quantity)}
          </Typography>
        </Box>
      ))}
      <Button
        variant="contained"
        size="large"
        disabled={lines.length === 0 || busy}
        onClick={send}
        data-testid="round-send"
        sx={{ minHeight: 48 }}
      >
        {t('send')} {lines.length > 0 ? `· ${format.rupees(total)}` : ''}
      </Button>
    </Box>
  );
}
