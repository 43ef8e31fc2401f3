import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import AlarmIcon from '@mui/icons-material/Alarm';
import AddIcon from '@mui/icons-material/Add';
import { Link, useMatch, useNavigate, useLocation } from 'react-router-dom';
import {
  Confirm,
  Count,
  DataTable,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { formatRupees, LIST_SX, ListPagination, LoadError, Screen, rowTestId, WhileLoading } from '../common';
import { OrderDetails } from './OrderDetails';
import { OrderExportButton } from './OrderExportButton';
import { OrderStatusSelect } from './OrderStatusSelect';
import { RiderSelect } from './RiderSelect';
import { balanceLine, deliveryPersonLabel, isPaymentToCheck, paymentLabel } from './labels';
import { ORDER_ROWS_PER_PAGE, ORDER_STATUSES, ORDERS_PER_PAGE } from './constants';
import { FakeChip, ForTimeChip, OrderStatusBadge, ToConfirmChip } from './OrderStatusBadge';
import { formatOrderTime, orderTimeLines, telHref } from './format';
import { useAdminLive } from './live';
import type { Order } from './types';
import { lateMinutes } from '../../shared/lateOrders';
import { DELIVERY_PROOF_FILTERS, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from '../../shared/statuses';
import { useNow } from '../../shared/browser/useNow';
import { PrinterAlert } from './PrinterAlert';

const OrderBody = rowTestId('order-row');

/** Two filters side by side on a phone, compact on a desktop. */
const FILTER_SELECT_SX = { minWidth: 140, width: { xs: 'calc(50% - 8px)', sm: 'auto' } } as const;
/** A yes/no filter: the API takes true or false (sent as text in the query string). */
const yesNo = (choices: string) => [
  { id: 'true', name: `gaon.orders.filters.${choices}.true` },
  { id: 'false', name: `gaon.orders.filters.${choices}.false` },
];

/**
 * "Order Management", live and phone-ready. Page, search, filters and
 * sort live in the URL (react-admin's list state); /orders/:id opens that order's details over
 * the list, so a link to one order can be shared. Below 600 px the rows are cards.
 */
export function OrderList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const match = useMatch('/orders/:id');
  // On a phone only the search stays out; the rest wait behind "Add filter" so the first order shows on the first screen.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const shown = !isSmall;
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('gaon.orders.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('gaon.orders.searchLabel'), title: translate('gaon.orders.searchHint') },
      }}
      sx={{ minWidth: { sm: 340 }, maxWidth: '100%' }}
    />,
    <SelectInput
      key="period"
      source="period"
      alwaysOn={shown}
      label="gaon.orders.period"
      emptyText="gaon.orders.tabs.all"
      choices={[
        { id: 'today', name: 'gaon.orders.periods.today' },
        { id: 'week', name: 'gaon.orders.periods.week' },
      ]}
      sx={{ minWidth: 140 }}
    />,
    // The orders due on one India day (placed that day, or for later that day): what the dashboard's day cards count.
    <DateInput key="date" source="date" label="gaon.orders.dueOn" sx={{ width: { xs: '100%', sm: 170 } }} />,
    // Any range of India days, both ends included (with Today/This week, the orders of both).
    <DateInput
      key="from"
      source="from"
      alwaysOn={shown}
      label="gaon.orders.from"
      sx={{ width: { xs: '100%', sm: 170 } }}
    />,
    <DateInput key="to" source="to" alwaysOn={shown} label="gaon.orders.to" sx={{ width: { xs: '100%', sm: 170 } }} />,
    // How it is paid and where the money stands (the API's paymentMethod / paymentStatus), and the trust marks.
    <SelectInput
      key="paymentMethod"
      source="paymentMethod"
      alwaysOn={shown}
      label="gaon.orders.filters.paymentMethod"
      emptyText="gaon.orders.tabs.all"
      choices={PAYMENT_METHODS.map((id) => ({ id, name: `gaon.orders.filters.methods.${id}` }))}
      sx={FILTER_SELECT_SX}
    />,
    <SelectInput
      key="paymentStatus"
      source="paymentStatus"
      alwaysOn={shown}
      label="gaon.orders.filters.paymentStatus"
      emptyText="gaon.orders.tabs.all"
      choices={PAYMENT_STATUSES.map((id) => ({ id, name: `gaon.orders.payment.states.${id}` }))}
      sx={FILTER_SELECT_SX}
    />,
    <SelectInput
      key="toConfirm"
      source="toConfirm"
      alwaysOn={shown}
      label="gaon.orders.filters.toConfirm"
      emptyText="gaon.orders.tabs.all"
      choices={yesNo('toConfirmChoices')}
      sx={FILTER_SELECT_SX}
    />,
    <SelectInput
      key="fake"
      source="fake"
      alwaysOn={shown}
      label="gaon.orders.filters.fake"
      emptyText="gaon.orders.tabs.all"
      choices={yesNo('fakeChoices')}
      sx={FILTER_SELECT_SX}
    />,
    // Paid, then cancelled: the money owed back (the dashboard's "Refunds due" opens this), or given back.
    <SelectInput
      key="refundStatus"
      source="refundStatus"
      alwaysOn={shown}
      label="gaon.orders.filters.refundStatus"
      emptyText="gaon.orders.tabs.all"
      choices={REFUND_STATUSES.map((id) => ({ id, name: `gaon.orders.filters.refundChoices.${id}` }))}
      sx={FILTER_SELECT_SX}
    />,
    // Delivered orders by their proof: the customer's code typed, the owner's override, or no code asked.
    <SelectInput
      key="deliveryProof"
      source="deliveryProof"
      alwaysOn={shown}
      label="gaon.orders.filters.deliveryProof"
      emptyText="gaon.orders.tabs.all"
      choices={DELIVERY_PROOF_FILTERS.map((id) => ({ id, name: `gaon.orders.filters.deliveryProofChoices.${id}` }))}
      sx={FILTER_SELECT_SX}
    />,
    // Orders for later not yet delivered or cancelled; the Due column sorts them by their time.
    <SelectInput
      key="later"
      source="later"
      alwaysOn={shown}
      label="gaon.orders.filters.later"
      emptyText="gaon.orders.tabs.all"
      choices={yesNo('laterChoices')}
      sx={FILTER_SELECT_SX}
    />,
  ];
  return (
    <Screen title={translate('gaon.orders.title')}>
      <PrinterAlert />
      <List
        resource="orders"
        title={false}
        filters={filters}
        actions={
          <TopToolbar>
            <Button component={Link} to="/orders/create" variant="contained" size="small" startIcon={<AddIcon />}>
              {translate('gaon.orders.create.button')}
            </Button>
            <OrderExportButton />
            {isSmall && <FilterButton />}
          </TopToolbar>
        }
        perPage={ORDERS_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<ListPagination rowsPerPageOptions={ORDER_ROWS_PER_PAGE} />}
        error={<LoadError fallback="gaon.orders.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <StatusTabs />
        <WhileLoading text="gaon.orders.loading">
          <ResponsiveOrders />
        </WhileLoading>
      </List>
      {match && match.params.id !== 'create' && <SilenceWhileOpen id={Number(match.params.id)} />}
      {match && match.params.id !== 'create' && (
        <OrderDetails
          id={match.params.id!}
          onClose={() => navigate({ pathname: '/orders', search: location.search })}
        />
      )}
    </Screen>
  );
}

/** An order whose details are open stops ringing: someone is looking at it. */
function SilenceWhileOpen({ id }: { id: number }) {
  const { silenceOrder } = useAdminLive();
  useEffect(() => silenceOrder(id), [id, silenceOrder]);
  return null;
}

/** As the react-admin demo's order tabs: one tab per status with its live <Count>, plus All. */
function StatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const onChange = useCallback(
    (_event: SyntheticEvent, value: string) =>
      setFilters({ ...filterValues, status: value || undefined }, displayedFilters),
    [filterValues, setFilters, displayedFilters],
  );
  const { status: _status, ...others } = filterValues as Record<string, unknown>;
  const tabs = ['', ...ORDER_STATUSES];
  return (
    <Tabs
      value={(filterValues.status as string) ?? ''}
      onChange={onChange}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('gaon.orders.status')}
      sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: '100%' }}
    >
      {tabs.map((status) => (
        <Tab
          key={status || 'all'}
          value={status}
          data-testid={`status-tab-${status || 'all'}`}
          label={
            <span>
              {/* "New" is what the desk calls a placed order. */}
              {translate(
                status === 'placed'
                  ? 'gaon.orders.tabs.placed'
                  : status
                    ? `gaon.orders.statuses.${status}`
                    : 'gaon.orders.tabs.all',
              )}{' '}
              (
              <Count
                filter={status ? { ...others, status } : others}
                sx={{ lineHeight: 'inherit', display: 'inline' }}
              />
              )
            </span>
          }
        />
      ))}
    </Tabs>
  );
}

/**
 * Table on a desktop, cards below 600 px. The table stays mounted (hidden by CSS) on a phone:
 * turning the phone or resizing a window keeps an open confirmation or a pending change.
 */
function ResponsiveOrders() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <OrderTable />
      </Box>
      {isSmall && (
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <OrderCards />
        </Box>
      )}
    </>
  );
}

function NewMark({ order }: { order: Order }) {
  const translate = useTranslate();
  const { newOrders } = useAdminLive();
  if (!newOrders.has(order.id)) return null;
  return (
    // Words, a star and a ring, not colour alone; the star is decoration for screen readers.
    <Box
      component="span"
      data-testid="new-mark"
      title={translate('gaon.orders.newOrderAria')}
      sx={{
        display: 'inline-block',
        ml: 1,
        px: 0.75,
        borderRadius: 1,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        verticalAlign: 'middle',
      }}
    >
      <span aria-hidden="true">★ </span>
      {translate('gaon.orders.newMark')}
    </Box>
  );
}

/** Unaccepted for LATE_AFTER_MS: red, with the minutes waited (words and an icon, not colour alone). */
function LateMark({ order }: { order: Order }) {
  const translate = useTranslate();
  const late = lateMinutes(order, useNow());
  if (late === null) return null;
  return (
    <Box
      component="span"
      data-testid="late-mark"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        ml: 1,
        px: 0.75,
        borderRadius: 1,
        bgcolor: 'error.dark',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
      }}
    >
      <AlarmIcon sx={{ fontSize: 14 }} aria-hidden="true" />
      {translate('gaon.orders.lateMark', { smart_count: late })}
    </Box>
  );
}

function OrderTable() {
  const translate = useTranslate();
  const { newOrders } = useAdminLive();
  const now = useNow();
  return (
    <DataTable<Order>
      bulkActionButtons={false}
      rowClick={false}
      body={OrderBody}
      rowSx={(order) =>
        lateMinutes(order, now) !== null
          ? { bgcolor: '#fef2f2', boxShadow: 'inset 4px 0 0 #b91c1c' }
          : newOrders.has(order.id)
            ? { bgcolor: '#fff7ed' }
            : {}
      }
      empty={<Typography sx={{ p: 2 }}>{translate('gaon.orders.empty')}</Typography>}
      // Nine columns on a 1366 px laptop beside the menu: half the usual cell padding keeps Actions in view.
      sx={{ minWidth: 900, '& td': { verticalAlign: 'top' }, '& td, & th': { px: 1 } }}
    >
      <DataTable.Col<Order> source="customerInfo.name" disableSort render={(order) => <CustomerCell order={order} />} />
      <DataTable.Col<Order>
        source="createdAt"
        label="gaon.orders.time"
        render={(order) =>
          orderTimeLines(order.createdAt).map((line) => (
            <Box key={line} sx={{ whiteSpace: 'nowrap' }}>
              {line}
            </Box>
          ))
        }
      />
      {/* When it is due: an order for later's time (sorted by it, as soon as possible ones by when they were placed). */}
      <DataTable.Col<Order>
        source="scheduledFor"
        label="gaon.orders.due"
        render={(order) =>
          order.scheduledFor ? (
            <ForTimeChip order={order} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('gaon.orders.asap')}
            </Typography>
          )
        }
      />
      <DataTable.Col<Order>
        source="restaurant.name"
        disableSort
        render={(order) => order.restaurant?.name || translate('gaon.common.notAvailable')}
      />
      <DataTable.Col<Order>
        source="totalAmount"
        label="gaon.orders.total"
        align="right"
        render={(order) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatRupees(order.totalAmount)}</Box>}
      />
      <DataTable.Col<Order>
        source="status"
        render={(order) => (
          <>
            <OrderStatusBadge status={order.status} />
            <ToConfirmChip order={order} />
            <FakeChip order={order} />
            <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
              {deliveryPersonLabel(order, translate)}
            </Typography>
          </>
        )}
      />
      <DataTable.Col<Order>
        source="paymentStatus"
        label="gaon.orders.paymentColumn"
        disableSort
        render={(order) => <PaymentCell order={order} />}
      />
      {/* Narrower than the select's own width: with it the Actions column ran 3 px past a 1366 px laptop's screen. */}
      <DataTable.Col<Order>
        label="gaon.orders.rider"
        disableSort
        render={(order) => (
          <Box sx={{ width: 136 }}>
            <RiderSelect order={order} fullWidth />
          </Box>
        )}
      />
      <DataTable.Col label="resources.orders.fields.actions">
        <OrderActions />
      </DataTable.Col>
    </DataTable>
  );
}

/** How the order is paid and where the money stands, with the UTR once confirmed; money to check stands out. */
function PaymentCell({ order }: { order: Order }) {
  const translate = useTranslate();
  const toCheck = isPaymentToCheck(order);
  const balance = balanceLine(order, translate, formatRupees);
  return (
    <Box data-testid="order-payment" sx={{ minWidth: 100 }}>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: toCheck ? 600 : 400, color: toCheck ? 'warning.dark' : 'text.primary' }}
      >
        {paymentLabel(order, translate)}
      </Typography>
      {/* A part-paid order (a party's advance in before its day): what is in and what is still to collect, from the ledger. */}
      {balance && (
        <Typography variant="caption" component="div" data-testid="order-balance" sx={{ fontWeight: 600 }}>
          {balance}
        </Typography>
      )}
      {order.utr && (
        <Typography variant="caption" component="div" color="text.secondary">
          UTR {order.utr}
        </Typography>
      )}
      {order.refundStatus && (
        <Typography
          variant="caption"
          component="div"
          data-testid="order-refund"
          sx={{ fontWeight: 600, color: order.refundStatus === 'due' ? 'error.main' : 'text.secondary' }}
        >
          {translate(order.refundStatus === 'due' ? 'gaon.orders.refund.dueChip' : 'gaon.orders.refund.refundedChip')}
        </Typography>
      )}
    </Box>
  );
}

function CustomerCell({ order }: { order: Order }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 120 }}>
        {order.customerInfo?.name || translate('gaon.common.notAvailable')}
        <NewMark order={order} />
        <LateMark order={order} />
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {order.orderId}
      </Typography>
      {order.customerInfo?.phone && (
        <Typography variant="caption" component="div">
          <a href={telHref(order.customerInfo.phone)}>{order.customerInfo.phone}</a>
        </Typography>
      )}
    </>
  );
}

/** Below 600 px: one card per order, everything within the screen's width. */
function OrderCards() {
  const translate = useTranslate();
  const { data = [] } = useListContext<Order>();
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  if (data.length === 0)
    return (
      <Typography data-testid="orders-empty" sx={{ p: 2, whiteSpace: 'normal' }}>
        {translate('gaon.orders.empty')}
      </Typography>
    );
  return (
    <Stack spacing={1.5} sx={{ p: 1, minWidth: 0 }}>
      {data.map((order) => (
        <Card
          key={order.id}
          variant="outlined"
          data-testid="order-card"
          sx={{
            minWidth: 0,
            ...(lateMinutes(order, now) !== null ? { borderColor: 'error.main', borderWidth: 2 } : {}),
          }}
        >
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {order.customerInfo?.name || translate('gaon.common.notAvailable')}
                  <NewMark order={order} />
                  <LateMark order={order} />
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {order.orderId} · {formatOrderTime(order.createdAt)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatRupees(order.totalAmount)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <OrderStatusBadge status={order.status} />
              <ForTimeChip order={order} />
              <ToConfirmChip order={order} />
              <FakeChip order={order} />
              <Typography variant="caption" color="text.secondary">
                {order.restaurant?.name} · {deliveryPersonLabel(order, translate)}
              </Typography>
              <Box sx={{ width: '100%' }}>
                <PaymentCell order={order} />
              </Box>
            </Box>
            <Divider sx={{ my: 1 }} />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <OrderStatusSelect order={order} fullWidth />
              <RiderSelect order={order} fullWidth />
              {order.customerInfo?.phone ? (
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<PhoneIcon />}
                  href={telHref(order.customerInfo.phone)}
                  aria-label={translate('gaon.orders.callAria', { name: order.customerInfo.name })}
                >
                  {translate('gaon.orders.call')}
                </Button>
              ) : (
                <span />
              )}
              <Button
                size="small"
                variant="outlined"
                onClick={() => navigate({ pathname: `/orders/${order.id}`, search: location.search })}
                aria-label={translate('gaon.orders.detailsAria', { orderId: order.orderId })}
              >
                {translate('gaon.orders.details')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Details (a link to /orders/:id with the list's state kept), the status dropdown and Delete. */
function OrderActions() {
  const order = useRecordContext<Order>()!;
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'orders' });
  return (
    // Wide enough for the longest status ("Out for delivery", "डिलीवरी के लिए निकला") in full.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: 176 }}>
      <OrderStatusSelect order={order} fullWidth />
      <Button
        size="small"
        variant="outlined"
        onClick={() => navigate({ pathname: `/orders/${order.id}`, search: location.search })}
        aria-label={translate('gaon.orders.detailsAria', { orderId: order.orderId })}
      >
        {translate('gaon.orders.details')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        component={Link}
        to={`/orders/${order.id}/bill`}
        aria-label={translate('gaon.orders.bill.openAria', { orderId: order.orderId })}
      >
        {translate('gaon.orders.bill.open')}
      </Button>
      {canDelete && (
        <DeleteOrderButton
          order={order}
          // Deleting the order whose details are open closes them.
          onDeleted={() =>
            location.pathname === `/orders/${order.id}` && navigate({ pathname: '/orders', search: location.search })
          }
        />
      )}
    </Box>
  );
}

/** "Confirm Delete", "Are you sure you want to delete order … for …?", Delete shows "Deleting...". The order's bill stays in the register, cancelled: the question says so. */
export function DeleteOrderButton({ order, onDeleted }: { order: Order; onDeleted?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const customer = order.customerInfo?.name || translate('gaon.common.notAvailable');
  // The callbacks sit on the hook, not on the call: the live stream's order.deleted may remove
  // this row (and unmount this button) before the answer comes, and the toast must still show.
  const [deleteOne, { isPending }] = useDelete<Order>(
    'orders',
    { id: order.id, previousData: order },
    {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        notify('gaon.orders.deleted', { type: 'success' });
        setOpen(false);
        onDeleted?.();
      },
      onError: (error) => {
        notify(errorMessage(error, translate('gaon.orders.failedDelete')), { type: 'error' });
        setOpen(false);
      },
    },
  );
  const confirm = () => deleteOne();
  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={translate('gaon.orders.deleteAria', { orderId: order.orderId })}
      >
        {translate('gaon.common.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="gaon.common.confirmDelete"
        content={[
          translate('gaon.orders.confirmDelete', { orderId: order.orderId, customer }),
          // A bill once issued is never lost: the delete takes the order, not its number in the series.
          ...(order.billNumber ? [translate('gaon.orders.confirmDeleteBill', { billNumber: order.billNumber })] : []),
        ].join(' ')}
        confirm={isPending ? 'gaon.common.deleting' : 'gaon.common.delete'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
