import { useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DataTable, ListContextProvider, Title, useDataProvider, useList, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  TableCell,
  TableFooter,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Screen, formatRupees, saveFile, useIsPhone } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import { istToday } from '../daily-order/dailyOrder';
import { RESTAURANT_SAC, type GstReportRow } from '../../shared/api/gst';
import { MONTH_PATTERN, formatMonth, monthChoices, previousMonth, reportTotals } from './gst';

/** How far back the month picker goes (a link with ?month= opens any month). */
const MONTHS_OFFERED = 36;
const MONEY = ['taxableValue', 'cgst', 'sgst', 'total'] as const;

type Row = GstReportRow & { id: string };

/**
 * The accountant's month: per restaurant the taxable value, CGST, SGST and total of its issued
 * bills, and the bills issued (first and last number, how many, how many cancelled), with the
 * totals, from GET /api/admin/reports/gst; "Download CSV" gives the same figures as a file.
 *
 * It opens on last month, not this one: returns are filed for a month once it has ended (GSTR-1
 * and GSTR-3B in the first weeks of the next), so that is the month the owner and the accountant
 * come here for; this month is one choice up, still growing. The month is in the address
 * (?month=2026-03), so a reload or a link shows the same one.
 */
export function GstPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const isPhone = useIsPhone();
  const [thisMonth] = useState(() => istToday().slice(0, 7));
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : previousMonth(thisMonth);
  const choices = useMemo(() => {
    const recent = monthChoices(thisMonth, MONTHS_OFFERED);
    return recent.includes(month) ? recent : [...recent, month].sort().reverse();
  }, [thisMonth, month]);

  // The previous month's figures stay (dimmed) while the next month loads.
  const {
    data,
    error: failure,
    isFetching,
  } = useQuery({
    queryKey: ['gst', month],
    queryFn: () => dataProvider.getGstReport(month),
    placeholderData: keepPreviousData,
  });
  // A restaurant that changed its GST mode or GSTIN in the month has a row for each.
  const rows = useMemo<Row[]>(
    () => (data ?? []).map((row) => ({ ...row, id: `${row.restaurantId}:${row.gstMode}:${row.gstin ?? ''}` })),
    [data],
  );
  const list = useList({ data: rows, perPage: rows.length || 1 });
  const download = useMutation({
    mutationFn: () => dataProvider.downloadGstReport(month),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `gst-${month}.csv`),
    onError: (error) => notify(errorMessage(error, translate('gaon.gst.failedDownload')), { type: 'error' }),
  });
  const totals = useMemo(() => reportTotals(rows), [rows]);
  const Foot = useMemo(
    () =>
      function GstTotals() {
        return (
          <TableFooter data-testid="gst-totals">
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                {translate('gaon.gst.totals')}
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
              <TableCell sx={{ color: 'text.primary', fontSize: '0.875rem' }}>
                <BillCounts count={totals.count} cancelled={totals.cancelled} />
              </TableCell>
            </TableRow>
          </TableFooter>
        );
      },
    [translate, totals],
  );

  const title = translate('gaon.gst.title');
  return (
    <Screen
      title={title}
      actions={
        <>
          <TextField
            select
            size="small"
            label={translate('gaon.gst.month')}
            value={month}
            onChange={(event) => setSearch({ month: event.target.value })}
            slotProps={{ select: { native: true } }}
            sx={{ width: { xs: '100%', sm: 200 }, bgcolor: 'background.paper' }}
          >
            {choices.map((m) => (
              <option key={m} value={m}>
                {formatMonth(m)}
              </option>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate()}
            disabled={download.isPending || rows.length === 0}
          >
            {translate('gaon.gst.download')}
          </Button>
        </>
      }
    >
      <Title title={title} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('gaon.gst.lastMonthFirst')}
      </Typography>

      {failure ? (
        <Alert severity="error" role="alert">
          {errorMessage(failure, translate('gaon.gst.failed'))}
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('gaon.gst.loading')}</Typography>
        </Box>
      ) : (
        <Box sx={{ opacity: isFetching ? 0.5 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {formatMonth(month)}
          </Typography>
          {rows.length === 0 ? (
            <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography>{translate('gaon.gst.empty', { month: formatMonth(month) })}</Typography>
            </Card>
          ) : isPhone ? (
            <GstCards rows={rows} totals={totals} />
          ) : (
            <ListContextProvider value={list}>
              <Card variant="outlined" sx={{ overflowX: 'auto' }} aria-label={translate('gaon.gst.title')}>
                <DataTable<Row>
                  resource="gst"
                  bulkActionButtons={false}
                  rowClick={false}
                  foot={Foot}
                  sx={{ minWidth: 860 }}
                >
                  <DataTable.Col<Row>
                    source="name"
                    label="gaon.gst.restaurant"
                    disableSort
                    render={(row) => <RestaurantCell row={row} />}
                  />
                  <DataTable.Col<Row>
                    source="gstMode"
                    label="gaon.gst.gstMode"
                    disableSort
                    render={(row) => translate(`gaon.gst.modes.${row.gstMode}`)}
                  />
                  {MONEY.map((key) => (
                    <DataTable.Col<Row>
                      key={key}
                      source={key}
                      label={`gaon.gst.${key}`}
                      disableSort
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontWeight: key === 'total' ? 600 : undefined }}
                      render={(row) => formatRupees(row[key])}
                    />
                  ))}
                  <DataTable.Col<Row>
                    source="bills"
                    label="gaon.gst.bills"
                    disableSort
                    render={(row) => <BillsCell row={row} />}
                  />
                </DataTable>
              </Card>
            </ListContextProvider>
          )}
          {rows.length > 0 && (
            <Box sx={{ mt: 2, display: 'grid', gap: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('gaon.gst.figuresNote', { sac: RESTAURANT_SAC })}
              </Typography>
              {rows.some((row) => row.gstMode === 'composition') && (
                <Typography variant="body2" data-testid="gst-composition-note">
                  {translate('gaon.gst.compositionNote')}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      )}
    </Screen>
  );
}

function RestaurantCell({ row }: { row: Row }) {
  return (
    <>
      <Box sx={{ fontWeight: 600 }}>{row.name}</Box>
      {row.gstin && (
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {row.gstin}
        </Typography>
      )}
    </>
  );
}

function BillCounts({ count, cancelled }: { count: number; cancelled: number }) {
  const translate = useTranslate();
  return (
    <>
      {translate('gaon.gst.billCount', { smart_count: count })}
      {cancelled > 0 && <> · {translate('gaon.gst.cancelledCount', { smart_count: cancelled })}</>}
    </>
  );
}

/** The first and last bill numbers of the month, one under the other, and the counts. */
function BillsCell({ row }: { row: Row }) {
  const translate = useTranslate();
  return (
    <Box sx={{ fontSize: '0.875rem' }}>
      <Box sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {translate('gaon.gst.billRange', { from: row.bills.from, to: row.bills.to })}
      </Box>
      <Typography variant="caption" color="text.secondary">
        <BillCounts count={row.bills.count} cancelled={row.bills.cancelled} />
      </Typography>
    </Box>
  );
}

/** On a phone: a card per restaurant, its total beside the name and the figures below, then the totals. */
function GstCards({ rows, totals }: { rows: Row[]; totals: ReturnType<typeof reportTotals> }) {
  const translate = useTranslate();
  const card = (
    key: string,
    name: string,
    caption: string | null,
    figures: Record<(typeof MONEY)[number], number>,
    bills: ReactNode,
    testId: string,
    shaded = false,
  ) => (
    <Card
      key={key}
      variant="outlined"
      role="listitem"
      data-testid={testId}
      sx={{ p: 1.5, bgcolor: shaded ? 'grey.50' : undefined }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1 }}>
        <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatRupees(figures.total)}</Typography>
      </Box>
      {caption && (
        <Typography variant="caption" color="text.secondary" component="p">
          {caption}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          m: 0,
          mt: 0.5,
          fontSize: '0.875rem',
        }}
      >
        {MONEY.filter((k) => k !== 'total').map((k) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {translate(`gaon.gst.${k}`)}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {formatRupees(figures[k])}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {translate('gaon.gst.bills')}
        </Box>
        <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {bills}
        </Box>
      </Box>
    </Card>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} role="list" aria-label={translate('gaon.gst.title')}>
      {rows.map((row) =>
        card(
          String(row.id),
          row.name,
          [row.gstin, translate(`gaon.gst.modes.${row.gstMode}`)].filter(Boolean).join(' · '),
          row,
          <>
            <Box sx={{ fontFamily: 'monospace' }}>{row.bills.from}</Box>
            <Box sx={{ fontFamily: 'monospace' }}>{row.bills.to}</Box>
            <BillCounts count={row.bills.count} cancelled={row.bills.cancelled} />
          </>,
          'gst-card',
        ),
      )}
      {card(
        'totals',
        translate('gaon.gst.totals'),
        null,
        totals,
        <BillCounts count={totals.count} cancelled={totals.cancelled} />,
        'gst-totals',
        true,
      )}
    </Box>
  );
}
