import { useEffect, useState, type ReactNode } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { errorMessage, httpClient } from '../providers/httpClient';
import { useFormat } from '../common/format';
import type { FloorTile } from '../../shared/api/tables';
import type { MenuDish } from '../../shared/api/ordering';
import { parseOrderCode } from '../../shared/ordering';
import { TableTile, TileGrid } from '../../shared/browser/tables/TableTile';
import { RoundPicker, type PickedItem } from '../../shared/browser/tables/RoundPicker';
import { useFloor } from '../../shared/browser/tables/useFloor';
import { SittingBill, useSittingClose } from '../../shared/browser/tables/SittingBill';
import { walkInCustomer, WalkInFields } from '../../shared/browser/tables/WalkInFields';

type View = { kind: 'floor' } | { kind: 'round' | 'bill'; tile: FloorTile } | { kind: 'walkIn' };

/**
 * The kitchen's Tables tab: the floor of its restaurants' tables as tiles — free, eating (the
 * running bill and minutes seated) or asking for the bill. Tapping a tile adds a round for it
 * (find a dish by its name or its number on the table's menu, set the quantity, send); an eating
 * table's "Close / bill" takes the payment (cash, UPI, khata, split) and gives the bill to print;
 * "Walk-in" rings up a pickup order at the counter. The same tiles and picker as the admin's.
 */
export function KitchenTables() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.tables.${key}`, options);
  const format = useFormat();
  const { tiles, failure, now, load } = useFloor(
    () => httpClient<FloorTile[]>('/vendor/tables/floor').then(({ json }) => json),
    (error) => errorMessage(error, translate('resources.tables.failed')),
  );
  const [view, setView] = useState<View>({ kind: 'floor' });
  const backToFloor = () => {
    setView({ kind: 'floor' });
    load();
  };

  if (view.kind === 'round') return <RoundForm tile={view.tile} onDone={backToFloor} />;
  if (view.kind === 'bill') return <CloseTableForm tile={view.tile} onDone={backToFloor} />;
  if (view.kind === 'walkIn') return <WalkInForm onDone={backToFloor} />;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Title title={t('name')} />
      <Box>
        <Button
          variant="outlined"
          onClick={() => setView({ kind: 'walkIn' })}
          data-testid="kitchen-walk-in"
          sx={{ minHeight: 48, bgcolor: 'background.paper' }}
        >
          {t('walkIn')}
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {tiles?.length === 0 && <Typography>{t('empty')}</Typography>}
      <TileGrid testId="kitchen-floor">
        {tiles?.map((tile) => (
          <TableTile
            key={tile.id}
            tile={tile}
            now={now}
            onOpen={() => setView({ kind: 'round', tile })}
            rupees={format.rupees}
            testId={`kitchen-tile-${tile.id}`}
            action={
              tile.state !== 'free' && (
                <Button
                  onClick={() => setView({ kind: 'bill', tile })}
                  data-testid={`kitchen-close-${tile.id}`}
                  sx={{ minHeight: 48, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
                >
                  {translate('dining.closeTable')}
                </Button>
              )
            }
          />
        ))}
      </TileGrid>
    </Box>
  );
}

/** A screen of the tab away from the floor: its title, "Back", and what it shows below (at most a phone's width). */
function TabScreen({
  title,
  onBack,
  testId,
  children,
}: {
  title: string;
  onBack: () => void;
  testId: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }} data-testid={testId}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" onClick={onBack} sx={{ minHeight: 48, bgcolor: 'background.paper' }}>
          {translate('resources.tables.back')}
        </Button>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** The failure of the last call, said where the cook looks. */
const Failure = ({ message }: { message: string }) =>
  message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;

/** Sends a new order of the tab (a round, a walk-in) under its own Idempotency-Key; whether it went, the failure said. */
function useSend(setFailure: (message: string) => void) {
  const translate = useTranslate();
  return (url: string, body: object) => {
    setFailure('');
    return httpClient(url, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(body),
    })
      .then(() => true)
      .catch((error: unknown) => {
        setFailure(errorMessage(error, translate('dining.send')));
        return false;
      });
  };
}

/** A round for one table: its menu numbered as its guests see it, a search by name or number, quantities, send. */
function RoundForm({ tile, onDone }: { tile: FloorTile; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const [dishes, setDishes] = useState<MenuDish[]>([]);
  const [failure, setFailure] = useState('');
  const post = useSend(setFailure);

  useEffect(() => {
    httpClient<{ dishes: MenuDish[] }>(`/vendor/tables/${tile.id}/menu`)
      .then(({ json }) => setDishes(json.dishes))
      .catch((error: unknown) => setFailure(errorMessage(error, translate('resources.tables.failed'))));
  }, [tile.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the table's menu, once

  const send = (items: PickedItem[]) =>
    post(`/vendor/tables/${tile.id}/rounds`, { items }).then((sent) => {
      if (sent) {
        notify('resources.tables.sent', { type: 'success', messageArgs: { name: tile.name } });
        onDone();
      }
      return sent;
    });

  return (
    <TabScreen
      title={translate('resources.tables.roundFor', { name: tile.name })}
      onBack={onDone}
      testId="kitchen-round"
    >
      <Failure message={failure} />
      <RoundPicker dishes={dishes} onSend={send} rupees={format.rupees} testIdPrefix="round" />
    </TabScreen>
  );
}

/**
 * Closing one table: the sitting's rounds and total, the payment lines that pay it (cash, UPI
 * with its UTR, khata by phone; split between payers), then the bill's number and the bill to
 * print (the kitchen's bill of the sitting's first round, which carries every round).
 */
function CloseTableForm({ tile, onDone }: { tile: FloorTile; onDone: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const bill = useSittingClose({
    client: httpClient,
    tablePath: `/vendor/tables/${tile.id}`,
    failed: (error) => errorMessage(error, translate('resources.tables.failed')),
  });
  const { sitting, closed } = bill;
  const billOrder = closed?.orderId ? parseOrderCode(closed.orderId) : null;

  return (
    <TabScreen title={translate('resources.tables.billFor', { name: tile.name })} onBack={onDone} testId="kitchen-bill">
      <Failure message={bill.failure} />
      {closed ? (
        <>
          <Alert severity="success" data-testid="kitchen-closed">
            {translate('dining.closed', { bill: closed.billNumber ?? '—' })}
          </Alert>
          {billOrder !== null && (
            <Button
              component={Link}
              to={`/orders/${billOrder}/bill`}
              variant="contained"
              size="large"
              startIcon={<PrintIcon />}
              sx={{ minHeight: 48 }}
            >
              {translate('dining.printBill')}
            </Button>
          )}
        </>
      ) : (
        sitting && (
          <>
            <SittingBill sitting={sitting} lines={bill.lines} onLinesChange={bill.setLines} rupees={format.rupees} />
            <Button
              variant="contained"
              size="large"
              onClick={bill.close}
              disabled={!bill.canClose}
              data-testid="close-table"
              sx={{ minHeight: 48 }}
            >
              {translate('dining.close')}
            </Button>
          </>
        )
      )}
    </TabScreen>
  );
}

type KitchenRestaurant = { id: number; name: string; nameHi: string | null };

/**
 * A walk-in at the counter: which of the kitchen's restaurants (when it has several), the
 * customer's name and number, and the dishes of that restaurant's menu, sent as a pickup order.
 */
function WalkInForm({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const [locale] = useLocaleState();
  const [restaurants, setRestaurants] = useState<KitchenRestaurant[]>([]);
  const [restaurantId, setRestaurantId] = useState<number | null>(null);
  const [dishes, setDishes] = useState<MenuDish[]>([]);
  const [customer, setCustomer] = useState({ name: '', phone: '' });
  const [failure, setFailure] = useState('');
  const post = useSend(setFailure);
  const failed = (error: unknown) => setFailure(errorMessage(error, translate('resources.tables.failed')));

  useEffect(() => {
    httpClient<KitchenRestaurant[]>('/vendor/restaurants')
      .then(({ json }) => {
        setRestaurants(json);
        setRestaurantId(json[0]?.id ?? null);
      })
      .catch(failed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the kitchen's restaurants, once
  useEffect(() => {
    if (restaurantId === null) return;
    httpClient<{ dishes: MenuDish[] }>(`/vendor/restaurants/${restaurantId}/counter-menu`)
      .then(({ json }) => setDishes(json.dishes))
      .catch(failed);
  }, [restaurantId]); // eslint-disable-line react-hooks/exhaustive-deps -- read again for another restaurant

  const send = (items: PickedItem[]) => {
    const who = walkInCustomer(customer, translate('dining.walkInName'));
    return post(`/vendor/restaurants/${restaurantId}/walk-ins`, { customer: who, items }).then((sent) => {
      if (sent) {
        notify('resources.tables.walkInSent', { type: 'success', messageArgs: { name: who.name } });
        onDone();
      }
      return sent;
    });
  };

  return (
    <TabScreen title={translate('resources.tables.walkInTitle')} onBack={onDone} testId="kitchen-walk-in-form">
      <Failure message={failure} />
      {restaurants.length > 1 && (
        <TextField
          select
          label={translate('resources.tables.restaurant')}
          value={restaurantId ?? ''}
          onChange={(e) => setRestaurantId(Number(e.target.value))}
        >
          {restaurants.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {(locale === 'hi' && r.nameHi) || r.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <WalkInFields value={customer} onChange={setCustomer} testIdPrefix="walk-in" />
      {restaurantId !== null && (
        <RoundPicker key={restaurantId} dishes={dishes} onSend={send} rupees={format.rupees} testIdPrefix="walk-in" />
      )}
    </TabScreen>
  );
}
