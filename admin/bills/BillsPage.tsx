import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  DataTable,
  ListContextProvider,
  Title,
  useDataProvider,
  useGetList,
  useList,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Link,
  TableCell,
  TableFooter,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ListPagination,
  Screen,
  StatusBadge,
  formatDateTime,
  formatDay,
  formatRupees,
  saveFile,
  useIsPhone,
  type BadgeColors,
} from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import { istToday } from '../daily-order/dailyOrder';
import type { Restaurant } from '../restaurants/types';
import type { BillRegisterEntry } from '../../shared/api/bills';
import { billsQuery, issuedTotals, type BillsFilter } from './bills';

type Row = BillRegisterEntry & { id: string };

const PER_PAGE = 50;
/** As the Daily Order screen: up to 100 restaurants to choose from. */
const RESTAURANTS = 100;
const MONEY = ['taxableValue', 'cgst', 'sgst', 'total'] as const;
const STATUS_COLORS: BadgeColors = {
  issued: { bg: '#dcfce7', fg: '#166534' },
  cancelled: { bg: '#fee2e2', fg: '#991b1b' },
};

/**
 * The bill register of a restaurant (or all of them) over a range of India days: every bill
 * issued, by number with no gap, the cancelled ones marked (their numbers stay, their money does
 * not count), the total of the issued ones, and "Download CSV" for the same bills. A bill number
 * opens the printed bill, also for a deleted order. The choice is in the address
 * (?restaurantId=3&from=2026-03-01&to=2026-03-31); without one, this month so far.
 */
export function BillsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const isPhone = useIsPhone();
  const [today] = useState(() => istToday());
  const [search, setSearch] = useSearchParams();
  const filter = billsQuery(search, today);
  const invalid = filter.from > filter.to;

  const restaurants = useGetList<Pick<Restaurant, 'id' | 'name'>>('restaurants', {
    pagination: { page: 1, perPage: RESTAURANTS },
    sort: { field: 'name', order: 'ASC' },
  });
  const names = useMemo(() => new Map((restaurants.data ?? []).map((r) => [Number(r.id), r.name])), [restaurants.data]);

  const {
    data,
    error: failure,
    isFetching,
  } = useQuery({
    queryKey: ['bills', filter.restaurantId, filter.from, filter.to],
    queryFn: () => dataProvider.getBills(filter),
    placeholderData: keepPreviousData,
    enabled: !invalid,
  });
  const rows = useMemo<Row[]>(
    () => (data ?? []).map((bill) => ({ ...bill, id: `${bill.restaurantId}:${bill.billNumber}` })),
    [data],
  );
  const list = useList({ data: rows, perPage: PER_PAGE });
  const totals = useMemo(() => issuedTotals(rows), [rows]);
  const download = useMutation({
    mutationFn: () => dataProvider.downloadBills(filter),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `bills-${filter.from}_to_${filter.to}.csv`),
    onError: (error) => notify(errorMessage(error, translate('gaon.bills.failedDownload')), { type: 'error' }),
  });
  const change = (next: Partial<BillsFilter>) => {
    const merged = { ...filter, ...next };
    setSearch(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    );
  };
  const everyRestaurant = filter.restaurantId === undefined;
  const totalLabel = translate('gaon.bills.issuedTotal', { smart_count: totals.count });
  const Foot = useMemo(
    () =>
      function BillTotals() {
        return (
          <TableFooter data-testid="bills-total">
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                {totalLabel}
              </TableCell>
              {MONEY.map((key) => (
                <TableCell
                  key={key}
                  align="right"
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}
                >
                  {formatRupees(totals[key])}
                </TableCell>
              ))}
              <TableCell
                align="right"
                data-testid="bills-total-paid"
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}
              >
                {formatRupees(totals.paid)}
                {totals.refunded > 0 && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                    {translate('gaon.bills.refundedLine', { refunded: formatRupees(totals.refunded) })}
                  </Box>
                )}
              </TableCell>
              {everyRestaurant && <TableCell />}
            </TableRow>
          </TableFooter>
        );
      },
    [totalLabel, totals, everyRestaurant, translate],
  );

  const title = translate('gaon.bills.title');
  const dateField = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`gaon.bills.${key}`)}
      value={filter[key]}
      // An emptied picker goes back to the default (this month so far).
      onChange={(event) => change({ [key]: event.target.value || undefined })}
      error={invalid}
      // The native picker writes the day in the browser's order; this is it in Indian order.
      helperText={invalid && key === 'to' ? translate('gaon.bills.fromAfterTo') : formatDay(filter[key])}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 170 }, bgcolor: 'background.paper' }}
    />
  );

  return (
    <Screen
      title={title}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => download.mutate()}
          disabled={download.isPending || invalid || rows.length === 0}
        >
          {translate('gaon.bills.download')}
        </Button>
      }
    >
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={translate('gaon.bills.restaurant')}
          value={filter.restaurantId ?? ''}
          onChange={(event) => change({ restaurantId: event.target.value ? Number(event.target.value) : undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 260 }, bgcolor: 'background.paper' }}
        >
          <option value="">{translate('gaon.bills.allRestaurants')}</option>
          {(restaurants.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </TextField>
        {dateField('from')}
        {dateField('to')}
      </Box>

      {invalid ? null : failure ? (
        <Alert severity="error" role="alert">
          {errorMessage(failure, translate('gaon.bills.failed'))}
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('gaon.bills.loading')}</Typography>
        </Box>
      ) : rows.length === 0 ? (
        <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{translate('gaon.bills.empty')}</Typography>
        </Card>
      ) : (
        <Box sx={{ opacity: isFetching ? 0.5 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
          <ListContextProvider value={list}>
            {isPhone ? (
              <BillCards
                restaurantName={everyRestaurant ? (id) => names.get(id) ?? '' : undefined}
                totalLabel={totalLabel}
                totals={totals}
              />
            ) : (
              <Card variant="outlined" sx={{ overflowX: 'auto' }} aria-label={title}>
                <DataTable<Row>
                  resource="bills"
                  bulkActionButtons={false}
                  rowClick={false}
                  foot={Foot}
                  rowSx={(row) => (row.status === 'cancelled' ? { bgcolor: 'grey.50' } : {})}
                  sx={{ minWidth: 860 }}
                >
                  <DataTable.Col<Row>
                    source="billNumber"
                    label="gaon.bills.billNumber"
                    disableSort
                    render={(row) => <BillLink row={row} />}
                  />
                  <DataTable.Col<Row>
                    source="orderId"
                    label="gaon.bills.order"
                    disableSort
                    render={(row) => (
                      <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                        {row.orderId}
                      </Box>
                    )}
                  />
                  <DataTable.Col<Row>
                    source="date"
                    label="gaon.bills.date"
                    disableSort
                    sx={{ whiteSpace: 'nowrap' }}
                    render={(row) => formatDateTime(row.date)}
                  />
                  <DataTable.Col<Row>
                    source="status"
                    label="gaon.bills.status"
                    disableSort
                    render={(row) => <BillStatus row={row} />}
                  />
                  {MONEY.map((key) => (
                    <DataTable.Col<Row>
                      key={key}
                      source={key}
                      label={`gaon.bills.${key}`}
                      disableSort
                      align="right"
                      sx={{ whiteSpace: 'nowrap' }}
                      render={(row) => <Amount row={row} value={row[key]} />}
                    />
                  ))}
                  {/* The ledger's money of the bill, beside its tax: how it was paid, what is paid, what went back (one column: the table fits a laptop). */}
                  <DataTable.Col<Row>
                    source="paid"
                    label="gaon.bills.paid"
                    disableSort
                    align="right"
                    sx={{ whiteSpace: 'nowrap' }}
                    render={(row) => <BillPaid row={row} />}
                  />
                  {everyRestaurant ? (
                    <DataTable.Col<Row>
                      source="restaurantId"
                      label="gaon.bills.restaurant"
                      disableSort
                      render={(row) => names.get(row.restaurantId) ?? ''}
                    />
                  ) : null}
                </DataTable>
              </Card>
            )}
            <ListPagination />
          </ListContextProvider>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('gaon.bills.cancelledNote')}
          </Typography>
        </Box>
      )}
    </Screen>
  );
}

/** The bill number, opening the printed bill (the register keeps a deleted order's bill, and so does that page). */
function BillLink({ row }: { row: Row }) {
  const translate = useTranslate();
  const orderNumber = Number(row.orderId.replace(/\D/g, ''));
  return (
    <Link
      component={RouterLink}
      to={`/orders/${orderNumber}/bill`}
      aria-label={translate('gaon.bills.openBill', { number: row.billNumber })}
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      {row.billNumber}
    </Link>
  );
}

function BillStatus({ row }: { row: Row }) {
  const translate = useTranslate();
  return (
    <StatusBadge value={row.status} colors={STATUS_COLORS} label={translate(`gaon.bills.statuses.${row.status}`)} />
  );
}

/** How the bill was paid in the order list's words ("Cash + UPI", "Khata"), or "Not paid". */
function paidWithWords(row: Row, translate: (key: string) => string): string {
  if (!row.paidWith?.length) return translate('gaon.bills.notPaid');
  return row.paidWith.map((m) => translate(`gaon.orders.paymentLabel.methods.${m}`)).join(' + ');
}

/** What was paid on the bill, how (its methods) under it, and what went back. */
function BillPaid({ row }: { row: Row }) {
  const translate = useTranslate();
  return (
    <>
      {formatRupees(row.paid)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
        {paidWithWords(row, translate)}
      </Box>
      {row.refunded > 0 && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
          {translate('gaon.bills.refundedLine', { refunded: formatRupees(row.refunded) })}
        </Box>
      )}
    </>
  );
}

/** An amount; a cancelled bill's is struck through, as it is not in the total. */
function Amount({ row, value }: { row: Row; value: number }) {
  if (row.status !== 'cancelled') return <>{formatRupees(value)}</>;
  return (
    <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
      {formatRupees(value)}
    </Box>
  );
}

/** On a phone: a card per bill of the page (number, total, date and order, cancelled marked), then the total. */
function BillCards({
  restaurantName,
  totalLabel,
  totals,
}: {
  restaurantName?: (id: number) => string;
  totalLabel: string;
  totals: ReturnType<typeof issuedTotals>;
}) {
  const translate = useTranslate();
  const { data = [] } = useListContext<Row>();
  return (
    <Box sx={{ display: 'grid', gap: 1 }} role="list" aria-label={translate('gaon.bills.title')}>
      {data.map((row) => (
        <Card
          key={row.id}
          role="listitem"
          variant="outlined"
          data-testid="bill-card"
          sx={{
            p: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            bgcolor: row.status === 'cancelled' ? 'grey.50' : undefined,
          }}
        >
          <BillLink row={row} />
          {row.status === 'cancelled' && <BillStatus row={row} />}
          <Box sx={{ ml: 'auto', fontWeight: 600 }}>
            <Amount row={row} value={row.total} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
            {formatDateTime(row.date)} · {row.orderId}
            {restaurantName ? ` · ${restaurantName(row.restaurantId)}` : ''}
          </Typography>
          {row.status === 'issued' && row.cgst + row.sgst > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
              {translate('gaon.bills.taxableValue')} {formatRupees(row.taxableValue)} · {translate('gaon.bills.cgst')}{' '}
              {formatRupees(row.cgst)} · {translate('gaon.bills.sgst')} {formatRupees(row.sgst)}
            </Typography>
          )}
          <Typography variant="caption" sx={{ width: '100%' }} data-testid="bill-paid">
            {paidWithWords(row, translate)} · {translate('gaon.bills.paidLine', { paid: formatRupees(row.paid) })}
            {row.refunded > 0
              ? ` · ${translate('gaon.bills.refundedLine', { refunded: formatRupees(row.refunded) })}`
              : ''}
          </Typography>
        </Card>
      ))}
      <Card variant="outlined" data-testid="bills-total" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{totalLabel}</Typography>
          <Typography sx={{ ml: 'auto', fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatRupees(totals.total)}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('gaon.bills.taxableValue')} {formatRupees(totals.taxableValue)} · {translate('gaon.bills.cgst')}{' '}
          {formatRupees(totals.cgst)} · {translate('gaon.bills.sgst')} {formatRupees(totals.sgst)}
        </Typography>
        <Typography variant="caption" component="p" data-testid="bills-total-paid">
          {translate('gaon.bills.paidLine', { paid: formatRupees(totals.paid) })}
          {totals.refunded > 0
            ? ` · ${translate('gaon.bills.refundedLine', { refunded: formatRupees(totals.refunded) })}`
            : ''}
        </Typography>
      </Card>
    </Box>
  );
}
