import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DataTable,
  DateInput,
  FilterForm,
  ListContextProvider,
  Title,
  useGetList,
  useListController,
  useTranslate,
} from 'react-admin';
import {
  Alert,
  Box,
  Card,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TableCell,
  TableFooter,
  TableRow,
  Typography,
} from '@mui/material';
import { Screen, formatDay as formatShortDay, formatRupees, useIsPhone } from '../common';
import { errorMessage } from '../providers/httpClient';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { isPaymentToCheck, paymentLabel } from '../orders/labels';
import type { Restaurant } from '../restaurants/types';
import type { AdvanceReceived, ReceivedMoney } from '../../shared/api/received';
import { istDate } from '../../shared/indiaTime';
import {
  countsInTotal,
  dailyOrderFilter,
  dayTotals,
  formatDateTimeIN,
  formatDay,
  istToday,
  type DailyOrderRow,
} from './dailyOrder';

type RestaurantItem = Pick<Restaurant, 'id' | 'name' | 'cuisine'>;

/** Daily Order asks for up to 100 restaurants and 100 orders. */
const FETCH_SIZE = 100;

/**
 * "Daily Order": the restaurants on the left; the chosen one's orders of a day with their
 * total. The restaurant and the day are list filters kept in the URL
 * (`?filter={"restaurantId":"3","date":"2026-11-20"}`), so a reload, Back or a shared link
 * shows the same day; a visit without them shows today and the last restaurant chosen.
 */
export function DailyOrderPage() {
  const translate = useTranslate();
  const [today] = useState(() => istToday());

  const restaurants = useGetList<RestaurantItem>('restaurants', {
    pagination: { page: 1, perPage: FETCH_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  // Only a chosen restaurant's orders are asked for: every order of the day means nothing here.
  // (Known one render late: the chosen restaurant comes from the controller's own filters.)
  const [chosen, setChosen] = useState(false);
  const controller = useListController<DailyOrderRow>({
    resource: 'orders',
    // Its own remembered filters, apart from the Orders list's.
    storeKey: 'dailyOrder.listParams',
    perPage: FETCH_SIZE,
    sort: { field: 'createdAt', order: 'ASC' },
    filterDefaultValues: { date: today },
    queryOptions: { enabled: chosen },
  });
  const filter = controller.filterValues as { restaurantId?: string; date?: string };
  useEffect(() => setChosen(Boolean(filter.restaurantId)), [filter.restaurantId]);
  const day = filter.date || today;
  const selected =
    (restaurants.data ?? []).find((restaurant) => String(restaurant.id) === String(filter.restaurantId ?? '')) ?? null;
  const orders = {
    data: selected ? controller.data : undefined,
    total: controller.total,
    meta: controller.meta,
    error: controller.error,
    isPending: !selected || controller.isPending,
  };
  const rows = useMemo(() => orders.data ?? [], [orders.data]);
  const isPhone = useIsPhone();
  // The total counts delivered orders only, and says so: "Total (delivered orders)", "2 delivered of 3 orders".
  const totals = dayTotals(orders.meta, rows, orders.total);
  const totalLabel = translate('gaon.dailyOrder.totalDelivered');
  const countText = translate('gaon.dailyOrder.deliveredOf', {
    delivered: totals.delivered,
    smart_count: totals.orders,
  });
  const byMethodText = translate('gaon.dailyOrder.byMethod', {
    cash: formatRupees(totals.cash),
    upi: formatRupees(totals.upi),
  });
  const upiAwaitingText = totals.upiAwaiting
    ? translate('gaon.dailyOrder.upiAwaiting', { amount: formatRupees(totals.upiAwaiting) })
    : '';
  const Foot = useMemo(
    () =>
      function DayTotal() {
        return (
          <TableFooter data-testid="daily-total">
            <TableRow>
              <TableCell sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>{totalLabel}</TableCell>
              <TableCell sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{countText}</TableCell>
              <TableCell />
              <TableCell
                align="right"
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}
              >
                {formatRupees(totals.amount)}
              </TableCell>
            </TableRow>
            {/* The same total by how it was paid: what the cash box and the UPI account should hold. */}
            <TableRow>
              <TableCell colSpan={4} align="right" sx={{ color: 'text.primary', fontSize: '0.875rem' }}>
                <Box component="span" data-testid="daily-by-method" sx={{ fontWeight: 600 }}>
                  {byMethodText}
                </Box>
                {upiAwaitingText && (
                  <Box
                    component="span"
                    data-testid="daily-upi-awaiting"
                    sx={{ display: 'block', color: 'warning.dark' }}
                  >
                    {upiAwaitingText}
                  </Box>
                )}
              </TableCell>
            </TableRow>
          </TableFooter>
        );
      },
    [totalLabel, countText, totals.amount, byMethodText, upiAwaitingText],
  );

  // On a phone the orders sit below the list: bring them into view once chosen.
  const choose = (restaurant: RestaurantItem) => {
    controller.setFilters(dailyOrderFilter(restaurant.id, day), {});
    if (window.matchMedia?.('(max-width: 899px)').matches) {
      requestAnimationFrame(() =>
        document.getElementById('daily-orders')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
      );
    }
  };

  return (
    <Screen
      title={translate('gaon.dailyOrder.title')}
      actions={
        <ListContextProvider value={controller}>
          <Box
            sx={{
              width: { xs: '100%', sm: 'auto' },
              '& form': { p: 0, m: 0, minHeight: 0 },
              '& .filter-field': { width: { xs: '100%', sm: 'auto' } },
            }}
          >
            <FilterForm
              filters={[
                <DateInput
                  key="date"
                  source="date"
                  alwaysOn
                  label="gaon.dailyOrder.date"
                  size="small"
                  // An emptied picker means today, as on a first visit.
                  parse={(value: string) => value || today}
                  // The native picker writes the day in the browser's order; this is it in Indian order.
                  helperText={formatShortDay(day)}
                  slotProps={{ htmlInput: { max: today } }}
                  sx={{ width: { xs: '100%', sm: 200 } }}
                />,
              ]}
            />
          </Box>
        </ListContextProvider>
      }
    >
      <Title title={translate('gaon.dailyOrder.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {translate('gaon.dailyOrder.currentDate', { date: formatDay(today) })}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" component="nav" aria-labelledby="daily-restaurants-title">
          <Typography
            id="daily-restaurants-title"
            variant="subtitle1"
            component="h2"
            sx={{ px: 2, pt: 1.5, fontWeight: 600 }}
          >
            {translate('gaon.dailyOrder.restaurants')}
          </Typography>
          {restaurants.error ? (
            <Alert severity="error" sx={{ m: 1 }}>
              {translate('gaon.dailyOrder.failedRestaurants')}
            </Alert>
          ) : restaurants.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} aria-label={translate('gaon.dailyOrder.loading')} />
            </Box>
          ) : (restaurants.data ?? []).length === 0 ? (
            <Typography sx={{ p: 2 }}>{translate('gaon.dailyOrder.noRestaurants')}</Typography>
          ) : (
            <List dense sx={{ maxHeight: { xs: 240, md: '65vh' }, overflowY: 'auto' }}>
              {(restaurants.data ?? []).map((restaurant) => (
                // Each button in its own <li>: a list holds list items only.
                <ListItem key={restaurant.id} disablePadding>
                  <ListItemButton
                    selected={selected?.id === restaurant.id}
                    aria-current={selected?.id === restaurant.id ? 'true' : undefined}
                    onClick={() => choose(restaurant)}
                  >
                    <ListItemText primary={restaurant.name} secondary={restaurant.cuisine} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Card>

        <Box component="section" id="daily-orders" aria-live="polite" sx={{ scrollMarginTop: 64 }}>
          {!selected ? (
            <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">{translate('gaon.dailyOrder.selectRestaurant')}</Typography>
            </Card>
          ) : (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('gaon.dailyOrder.ordersFor', { name: selected.name, date: formatDay(day) })}
              </Typography>
              {orders.error ? (
                <Alert severity="error">{errorMessage(orders.error, translate('gaon.dailyOrder.failedOrders'))}</Alert>
              ) : orders.isPending ? (
                <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
                  <CircularProgress size={24} aria-label={translate('gaon.dailyOrder.loading')} />
                </Box>
              ) : rows.length === 0 ? (
                <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                  <Typography>{translate('gaon.dailyOrder.empty')}</Typography>
                </Card>
              ) : isPhone ? (
                <DayCards
                  rows={rows}
                  total={
                    <>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 700 }}>{totalLabel}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {countText}
                        </Typography>
                      </Box>
                      <Typography sx={{ ml: 'auto', fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {formatRupees(totals.amount)}
                      </Typography>
                      <Typography
                        variant="body2"
                        data-testid="daily-by-method"
                        sx={{ width: '100%', fontWeight: 600, mt: 0.5 }}
                      >
                        {byMethodText}
                      </Typography>
                      {upiAwaitingText && (
                        <Typography
                          variant="body2"
                          data-testid="daily-upi-awaiting"
                          sx={{ width: '100%', color: 'warning.dark' }}
                        >
                          {upiAwaitingText}
                        </Typography>
                      )}
                    </>
                  }
                />
              ) : (
                <ListContextProvider value={controller}>
                  <Card
                    variant="outlined"
                    sx={{ overflowX: 'auto' }}
                    aria-label={translate('gaon.dailyOrder.ordersFor', { name: selected.name, date: formatDay(day) })}
                  >
                    <DataTable<DailyOrderRow>
                      resource="orders"
                      bulkActionButtons={false}
                      rowClick={false}
                      foot={Foot}
                      sx={{ minWidth: 320 }}
                    >
                      <DataTable.Col<DailyOrderRow>
                        source="orderId"
                        label="gaon.dailyOrder.orderId"
                        disableSort
                        sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                        render={(order) => <OrderIdWithMark order={order} />}
                      />
                      <DataTable.Col<DailyOrderRow>
                        source="createdAt"
                        label="gaon.dailyOrder.dateTime"
                        disableSort
                        sx={{ whiteSpace: 'nowrap' }}
                        render={(order) => formatDateTimeIN(order.createdAt)}
                      />
                      <DataTable.Col<DailyOrderRow>
                        source="paymentStatus"
                        label="gaon.dailyOrder.payment"
                        disableSort
                        render={(order) => <Payment order={order} />}
                      />
                      <DataTable.Col<DailyOrderRow>
                        source="totalAmount"
                        label="gaon.dailyOrder.amount"
                        disableSort
                        align="right"
                        sx={{ whiteSpace: 'nowrap' }}
                        render={(order) => <Amount order={order} />}
                      />
                    </DataTable>
                  </Card>
                </ListContextProvider>
              )}
              {!orders.error && !orders.isPending && <DayReceived meta={orders.meta} />}
            </>
          )}
        </Box>
      </Box>
    </Screen>
  );
}

/**
 * The money received on the day (the ledger's rows of that day, whatever day their orders are for):
 * cash and UPI as the day close adds them up, and each party advance that came in.
 */
function DayReceived({ meta }: { meta: unknown }) {
  const translate = useTranslate();
  const { received, advances } = (meta ?? {}) as { received?: ReceivedMoney; advances?: AdvanceReceived[] };
  if (!received) return null;
  const t = (key: string, options?: object) => translate(`gaon.dailyOrder.${key}`, options);
  return (
    <Card variant="outlined" data-testid="daily-received" sx={{ p: 1.5, mt: 2, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }} component="h3">
        {t('received')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('receivedNote')}
      </Typography>
      <Typography variant="body2" data-testid="daily-received-split" sx={{ fontWeight: 600, mt: 0.5 }}>
        {t('receivedSplit', { cash: formatRupees(received.cash), upi: formatRupees(received.upi) })}
      </Typography>
      {received.upiToCheck > 0 && (
        <Typography variant="body2" sx={{ color: 'warning.dark' }}>
          {t('receivedToCheck', { amount: formatRupees(received.upiToCheck) })}
        </Typography>
      )}
      {received.refunded > 0 && (
        <Typography variant="body2">{t('receivedRefunded', { amount: formatRupees(received.refunded) })}</Typography>
      )}
      {advances && advances.length > 0 && (
        <>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600, mt: 1 }}>
            {t('advances')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="daily-advances">
            {advances.map((a) => (
              <Typography component="li" variant="body2" key={`${a.id}-${a.at}`} sx={{ overflowWrap: 'anywhere' }}>
                {t('advanceLine', {
                  party: a.partyCode,
                  order: a.orderId,
                  method: translate(`gaon.orders.paymentLabel.methods.${a.method}`),
                  amount: formatRupees(a.amount),
                  date: a.partyAt ? formatShortDay(istDate(Date.parse(a.partyAt))) : '—',
                })}
                {a.utr ? ` · UTR ${a.utr}` : ''}
                {!a.checked && (
                  <Box component="span" sx={{ color: 'warning.dark', fontWeight: 600 }}>
                    {` · ${t('advanceToCheck')}`}
                  </Box>
                )}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Card>
  );
}

/** The order number, and a cancelled order's mark (it is listed but not counted). */
function OrderIdWithMark({ order }: { order: DailyOrderRow }) {
  return (
    <>
      {order.orderId}
      {order.status === 'cancelled' && (
        <Box component="span" sx={{ ml: 1 }}>
          <OrderStatusBadge status={order.status} />
        </Box>
      )}
    </>
  );
}

/** How the order is paid and where the money stands; a UPI payment nobody has confirmed stands out. */
function Payment({ order }: { order: DailyOrderRow }) {
  const translate = useTranslate();
  if (!order.paymentMethod) return null;
  return (
    <Box
      component="span"
      data-testid="daily-payment"
      sx={{
        color: isPaymentToCheck(order) ? 'warning.dark' : 'text.primary',
        fontWeight: isPaymentToCheck(order) ? 600 : 400,
      }}
    >
      {paymentLabel(order, translate)}
    </Box>
  );
}

/** An amount; greyed with "not counted" when the order is not in the delivered total. */
function Amount({ order }: { order: DailyOrderRow }) {
  const translate = useTranslate();
  if (countsInTotal(order)) return <>{formatRupees(order.totalAmount)}</>;
  return (
    <Box component="span" sx={{ color: 'text.secondary' }} title={translate('gaon.dailyOrder.notCounted')}>
      {formatRupees(order.totalAmount)}
    </Box>
  );
}

/** On a phone: one card per order (number, time, payment, amount) and the total below, no table. */
function DayCards({ rows, total }: { rows: DailyOrderRow[]; total: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {rows.map((order) => (
        <Card
          key={order.id}
          variant="outlined"
          data-testid="daily-order-card"
          sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
        >
          <Box sx={{ fontFamily: 'monospace', minWidth: 0 }}>
            <OrderIdWithMark order={order} />
          </Box>
          <Box sx={{ ml: 'auto', fontWeight: 600, whiteSpace: 'nowrap' }}>
            <Amount order={order} />
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ width: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            {formatDateTimeIN(order.createdAt)}
            <span aria-hidden="true">·</span>
            <Payment order={order} />
            {/* Open orders are listed but not yet counted: their status says why. */}
            {order.status && order.status !== 'delivered' && order.status !== 'cancelled' && (
              <OrderStatusBadge status={order.status} />
            )}
          </Typography>
        </Card>
      ))}
      <Card
        variant="outlined"
        data-testid="daily-total"
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, bgcolor: 'grey.50' }}
      >
        {total}
      </Card>
    </Box>
  );
}
