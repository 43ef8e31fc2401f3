import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { formatRupees, Screen } from '../common';
import { errorMessage, httpClient } from '../providers/httpClient';
import type { DiningTable } from '../../shared/api/tables';
import type { MenuDish } from '../../shared/api/ordering';
import { RoundPicker, type PickedItem } from '../../shared/browser/tables/RoundPicker';
import { walkInCustomer, WalkInFields } from '../../shared/browser/tables/WalkInFields';

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
  const [params] = useSearchParams();
  const [tables, setTables] = useState<DiningTable[]>([]);
  const [tableId, setTableId] = useState<number | ''>(Number(params.get('table')) || '');
  const [dishes, setDishes] = useState<MenuDish[]>([]);
  const [failure, setFailure] = useState('');
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

  const send = (items: PickedItem[]) => {
    setFailure('');
    return httpClient(isWalkIn ? '/admin/orders' : `/admin/tables/${table!.id}/rounds`, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
      body: JSON.stringify(
        isWalkIn
          ? { customer: walkInCustomer(walkIn, translate('dining.walkInName')), fulfilment: 'pickup', items }
          : { items },
      ),
    })
      .then(() => {
        notify(t('sent'), { type: 'success' });
        return true;
      })
      .catch((error: unknown) => {
        setFailure(errorMessage(error, translate('dining.send')));
        return false;
      });
  };

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
          onChange={(e) => setTableId(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'counter-table' } }}
        >
          <MenuItem value={WALK_IN}>{translate('dining.walkIn')}</MenuItem>
          {tables.map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name} · {x.restaurantName}
            </MenuItem>
          ))}
        </TextField>
        {isWalkIn && <WalkInFields value={walkIn} onChange={setWalkIn} testIdPrefix="counter" />}
        {table || isWalkIn ? (
          // A new table or the walk-in starts an empty round.
          <RoundPicker key={tableId} dishes={dishes} onSend={send} rupees={formatRupees} testIdPrefix="counter" />
        ) : (
          <Typography color="text.secondary">{t('pick')}</Typography>
        )}
      </Box>
    </Screen>
  );
}
