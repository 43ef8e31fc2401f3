import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, IconButton, List, ListItemButton, MenuItem, TextField, Typography } from '@mui/material';
import RemoveIcon from '@mui/icons-material/Remove';
import AddIcon from '@mui/icons-material/Add';
import { formatRupees, Screen } from '../common';
import { errorMessage, httpClient } from '../providers/httpClient';
import type { DiningTable } from '../../shared/api/tables';
import type { MenuDish } from '../../shared/api/ordering';

type Line = { dish: MenuDish; number: number; quantity: number };

/** The table choice that stands for a walk-in: a pickup order of the storefront kitchen, rung up at the counter. */
const WALK_IN = 0;

/**
 * The counter, for a cheap tablet or a phone: pick the table (or a walk-in), find a dish by its
 * name or its number on the menu, set the quantity, and send the round to the kitchen like a
 * guest's. A walk-in is a pickup order of the storefront kitchen placed through the phone desk
 * (POST /api/admin/orders, the same rules), with the customer's name and number.
 */
export function CounterPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.counter.${key}`);
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dishName = (dish: MenuDish) => (locale === 'hi' && dish.nameHi) || dish.name;
  const [params] = useSearchParams();
  const [tables, setTables] = useState<DiningTable[]>([]);
  const [tableId, setTableId] = useState<number | ''>(Number(params.get('table')) || '');
  const [dishes, setDishes] = useState<MenuDish[]>([]);
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [walkIn, setWalkIn] = useState({ name: '', phone: '' });
  const table = tables.find((x) => x.id === tableId);
  const isWalkIn = tableId === WALK_IN;

  useEffect(() => {
    httpClient<DiningTable[]>('/admin/tables')
      .then(({ json }) => setTables(json))
      .catch((error: unknown) => setFailure(errorMessage(error, t('title'))));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the tables, once
  useEffect(() => {
    if (!isWalkIn) return;
    httpClient<{ dishes: MenuDish[] }>('/api/menu')
      .then(({ json }) => setDishes(json.dishes))
      .catch((error: unknown) => setFailure(errorMessage(error, t('title'))));
  }, [isWalkIn]); // eslint-disable-line react-hooks/exhaustive-deps -- the storefront's menu for a walk-in
  useEffect(() => {
    if (!table) return;
    // The table's own menu: the dishes of its restaurant, sold-out ones marked.
    httpClient<{ dishes: MenuDish[] }>(`/api/tables/${table.token}/menu`)
      .then(({ json }) => setDishes(json.dishes))
      .catch((error: unknown) => setFailure(errorMessage(error, t('title'))));
  }, [table?.token]); // eslint-disable-line react-hooks/exhaustive-deps -- read again for another table

  const found = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return dishes
      .map((dish, i) => ({ dish, number: i + 1 }))
      .filter(
        ({ dish, number }) =>
          String(number) === q || dish.name.toLowerCase().includes(q) || (dish.nameHi ?? '').includes(q),
      )
      .slice(0, 8);
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

  const send = () => {
    if (!table && !isWalkIn) return;
    setBusy(true);
    setFailure('');
    const items = lines.map((l) => ({ dishId: l.dish.id, quantity: l.quantity }));
    httpClient(isWalkIn ? '/admin/orders' : `/admin/tables/${table!.id}/rounds`, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
      body: JSON.stringify(
        isWalkIn
          ? {
              customer: { name: walkIn.name.trim() || t('walkInName'), phone: walkIn.phone },
              fulfilment: 'pickup',
              items,
            }
          : { items },
      ),
    })
      .then(() => {
        notify(t('sent'), { type: 'success' });
        setLines([]);
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('send'))))
      .finally(() => setBusy(false));
  };
  const total = lines.reduce((sum, l) => sum + l.dish.price * l.quantity, 0);

  return (
    <Screen title={t('title')}>
      <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }} data-testid="counter">
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          select
          label={t('table')}
          value={tableId}
          onChange={(e) => {
            setTableId(Number(e.target.value));
            setLines([]);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'counter-table' } }}
        >
          <MenuItem value={WALK_IN}>{t('walkIn')}</MenuItem>
          {tables.map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name} · {x.restaurantName}
            </MenuItem>
          ))}
        </TextField>
        {isWalkIn && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <TextField
              label={t('name')}
              value={walkIn.name}
              onChange={(e) => setWalkIn({ ...walkIn, name: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'counter-name' } }}
            />
            <TextField
              label={t('phone')}
              value={walkIn.phone}
              onChange={(e) => setWalkIn({ ...walkIn, phone: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'counter-phone', inputMode: 'tel' } }}
            />
          </Box>
        )}
        {table || isWalkIn ? (
          <TextField
            label={t('search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoFocus
            slotProps={{ htmlInput: { 'data-testid': 'counter-search' } }}
          />
        ) : (
          <Typography color="text.secondary">{t('pick')}</Typography>
        )}
        {found.length > 0 && (
          <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
            {found.map(({ dish, number }) => (
              <ListItemButton key={dish.id} disabled={!dish.available} onClick={() => add(dish, number)}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 1 }}>
                  <span>
                    {number}. {dish.name}
                    {dish.nameHi ? ` · ${dish.nameHi}` : ''}
                  </span>
                  <span>{formatRupees(dish.price)}</span>
                </Box>
              </ListItemButton>
            ))}
          </List>
        )}
        {(table || isWalkIn) && lines.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
        {lines.map((line) => (
          <Box key={line.dish.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="counter-line">
            <Typography sx={{ flex: 1 }}>
              {line.number}. {dishName(line.dish)}
            </Typography>
            <IconButton aria-label="−" onClick={() => setQuantity(line, line.quantity - 1)}>
              <RemoveIcon />
            </IconButton>
            <Typography sx={{ minWidth: 24, textAlign: 'center' }} aria-label={t('quantity')}>
              {line.quantity}
            </Typography>
            <IconButton aria-label="+" onClick={() => setQuantity(line, line.quantity + 1)}>
              <AddIcon />
            </IconButton>
            <Typography sx={{ minWidth: 70, textAlign: 'right' }}>
              {formatRupees(line.dish.price * line.quantity)}
            </Typography>
          </Box>
        ))}
        <Button
          variant="contained"
          size="large"
          disabled={(!table && !isWalkIn) || lines.length === 0 || busy}
          onClick={send}
          data-testid="counter-send"
        >
          {t('send')} {lines.length > 0 ? `· ${formatRupees(total)}` : ''}
        </Button>
      </Box>
    </Screen>
  );
}
