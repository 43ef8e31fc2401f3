import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import {
  Confirm,
  DataTable,
  DateInput,
  Form,
  ListContextProvider,
  Title,
  useDataProvider,
  useList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Alert, Box, Button, Card, CircularProgress, Typography } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Screen, StatTiles, formatDay as formatShortDay, formatRupees, useIsPhone } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import { formatDay, istToday } from '../daily-order/dailyOrder';
import { HandoverDialog } from './HandoverDialog';
import { cashState, cashTotals, formatSignedRupees, suggestedAmount, type CashDay, type RiderCash } from './cash';
import type { Handover } from '../../shared/api/cash';
import { formatIndianDateTime } from '../orders/format';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The owner's day close for cash: a day (today unless the address names one, `?date=`), one row
 * per rider with what they collected, what they handed in and the difference (red while cash is
 * out), "Record hand-over" on each; the counter's cash and the day's total beside them.
 */
export function CashPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.cash.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [today] = useState(() => istToday());
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const day = DAY_PATTERN.test(asked) ? asked : today;
  const [recording, setRecording] = useState<RiderCash | null>(null);
  // The previous day's figures stay (dimmed) while another day loads.
  const { data, error, isFetching } = useQuery({
    queryKey: ['cash', day],
    queryFn: () => dataProvider.getCash(day),
    placeholderData: keepPreviousData,
  });
  const choose = (date: string) => setParams(date && date !== today ? { date } : {}, { replace: true });
  const isPhone = useIsPhone();

  return (
    <Screen
      title={t('title')}
      actions={
        <Form record={{ date: day }} key={day}>
          <DateInput
            source="date"
            label="gaon.cash.date"
            size="small"
            // An emptied picker means today.
            parse={(value: string) => value || today}
            helperText={formatShortDay(day)}
            slotProps={{ htmlInput: { max: today } }}
            sx={{ width: { xs: '100%', sm: 200 }, m: 0 }}
          />
          <DayChange current={day} onChange={choose} />
        </Form>
      }
    >
      <Title title={t('title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {t('intro', { date: formatDay(day) })}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error, t('failedLoad'))}
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : (
        <Box
          sx={{ opacity: isFetching && data.date !== day ? 0.5 : 1, transition: 'opacity 150ms' }}
          aria-busy={isFetching}
        >
          <DayTiles day={data} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('riders')}
          </Typography>
          {data.riders.length === 0 ? (
            <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography>{t('empty')}</Typography>
            </Card>
          ) : isPhone ? (
            <RiderCards rows={data.riders} onRecord={setRecording} />
          ) : (
            <RiderTable rows={data.riders} onRecord={setRecording} />
          )}
          <Handovers day={data} />
        </Box>
      )}
      {recording && <HandoverDialog row={recording} date={day} onClose={() => setRecording(null)} />}
    </Screen>
  );
}

/** Follows the picker: a chosen day goes into the address. */
function DayChange({ current, onChange }: { current: string; onChange: (date: string) => void }) {
  const value = useWatch({ name: 'date' }) as string | undefined;
  useEffect(() => {
    if (value && DAY_PATTERN.test(value) && value !== current) onChange(value);
  }, [value, current, onChange]);
  return null;
}

/** The riders' cash, what they handed in and what is still out; the counter's cash; the total. */
function DayTiles({ day }: { day: CashDay }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.cash.${key}`);
  const sums = cashTotals(day);
  const tiles = [
    {
      label: t('ridersCash'),
      value: <span data-testid="cash-riders">{formatRupees(sums.ridersCash)}</span>,
      color: 'primary.main',
    },
    {
      label: t('stillOut'),
      value: <span data-testid="cash-still-out">{formatRupees(sums.stillOut)}</span>,
      color: sums.stillOut > 0 ? 'error.main' : 'success.main',
      caption: `${t('handedIn')} ${formatRupees(sums.handedIn)}`,
    },
    {
      label: t('counter'),
      value: <span data-testid="cash-counter">{formatRupees(day.counterCash)}</span>,
      color: 'info.main',
      caption: t('counterNote'),
    },
    {
      label: t('total'),
      value: <span data-testid="cash-total">{formatRupees(day.total)}</span>,
      color: 'success.main',
      caption: t('totalNote'),
    },
  ];
  return <StatTiles tiles={tiles} />;
}

/** The difference, red while cash is out, with words so it does not rest on colour alone. */
function Difference({ row }: { row: RiderCash }) {
  const translate = useTranslate();
  const state = cashState(row);
  return (
    <Box
      component="span"
      data-testid="cash-difference"
      data-state={state}
      sx={{
        color: state === 'out' ? 'error.main' : state === 'settled' ? 'success.dark' : 'text.secondary',
        fontWeight: state === 'out' ? 700 : 500,
        whiteSpace: 'nowrap',
      }}
    >
      {formatSignedRupees(row.difference)}
      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 400 }}>
        {translate(`gaon.cash.${state}`)}
      </Box>
    </Box>
  );
}

/** Record hand-over, with the cash still out on it (the amount the dialog starts with). */
function RecordButton({
  row,
  onRecord,
  fullWidth,
}: {
  row: RiderCash;
  onRecord: (row: RiderCash) => void;
  fullWidth?: boolean;
}) {
  const translate = useTranslate();
  const amount = suggestedAmount(row);
  const label = amount
    ? translate('gaon.cash.recordAmount', { amount: formatRupees(amount) })
    : translate('gaon.cash.record');
  return (
    // Named by what it shows, then whose it is: each row's button is told apart (WCAG 2.5.3).
    <Button
      size="small"
      variant={amount ? 'contained' : 'outlined'}
      startIcon={<PaymentsIcon />}
      fullWidth={fullWidth}
      onClick={() => onRecord(row)}
      aria-label={translate('gaon.cash.recordAria', { label, name: row.name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

function RiderTable({ rows, onRecord }: { rows: RiderCash[]; onRecord: (row: RiderCash) => void }) {
  const translate = useTranslate();
  const list = useList({ data: rows.map((row) => ({ ...row, id: row.riderId })) });
  return (
    <ListContextProvider value={list}>
      <Card variant="outlined" sx={{ overflowX: 'auto' }} aria-label={translate('gaon.cash.riders')}>
        <DataTable<RiderCash & { id: number }>
          resource="cash"
          bulkActionButtons={false}
          rowClick={false}
          sx={{ minWidth: 760 }}
        >
          <DataTable.Col<RiderCash>
            source="name"
            label="gaon.cash.rider"
            disableSort
            sx={{ fontWeight: 600 }}
            render={(row) => <span data-testid="cash-rider">{row.name}</span>}
          />
          <DataTable.Col<RiderCash>
            source="cashCollected"
            label="gaon.cash.collected"
            disableSort
            align="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(row) => formatRupees(row.cashCollected)}
          />
          <DataTable.Col<RiderCash>
            source="handedOver"
            label="gaon.cash.handedIn"
            disableSort
            align="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(row) => <span data-testid="cash-handed">{formatRupees(row.handedOver)}</span>}
          />
          <DataTable.Col<RiderCash>
            source="upiToCheck"
            label="gaon.cash.upiToCheck"
            disableSort
            align="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(row) => <UpiToCheck row={row} />}
          />
          <DataTable.Col<RiderCash>
            source="difference"
            label="gaon.cash.difference"
            disableSort
            align="right"
            render={(row) => <Difference row={row} />}
          />
          <DataTable.Col<RiderCash>
            label="resources.orders.fields.actions"
            disableSort
            align="right"
            render={(row) => <RecordButton row={row} onRecord={onRecord} />}
          />
        </DataTable>
      </Card>
    </ListContextProvider>
  );
}

/** On a phone: one card per rider, the figures below the name and the button across the card. */
function RiderCards({ rows, onRecord }: { rows: RiderCash[]; onRecord: (row: RiderCash) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.cash.${key}`);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-label={t('riders')} role="list">
      {rows.map((row) => (
        <Card
          key={row.riderId}
          variant="outlined"
          role="listitem"
          data-testid="cash-card"
          sx={{
            p: 1.5,
            minWidth: 0,
            ...(cashState(row) === 'out' ? { borderLeft: 4, borderLeftColor: 'error.main' } : {}),
          }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              columnGap: 1,
            }}
          >
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="cash-rider">
              {row.name}
            </Typography>
            <Box sx={{ textAlign: 'right' }}>
              <Difference row={row} />
            </Box>
          </Box>
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
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('collected')}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {formatRupees(row.cashCollected)}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('handedIn')}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid="cash-handed">
              {formatRupees(row.handedOver)}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('upiToCheck')}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              <UpiToCheck row={row} />
            </Box>
          </Box>
          <Box sx={{ mt: 1 }}>
            <RecordButton row={row} onRecord={onRecord} fullWidth />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

/** UPI the rider says they took and nobody has seen arrive: not cash, not yet money (warning colour while any). */
function UpiToCheck({ row }: { row: RiderCash }) {
  return (
    <Box
      component="span"
      data-testid="cash-upi-to-check"
      sx={{ color: row.upiToCheck > 0 ? 'warning.dark' : 'text.secondary' }}
    >
      {formatRupees(row.upiToCheck)}
    </Box>
  );
}

/**
 * The day's party advances (UPI the owner saw, whatever day the parties are), then its hand-overs:
 * each with who recorded it and when, and Void for one recorded by mistake (a double tap). A voided
 * one stays, struck through, with who voided it and when.
 */
function Handovers({ day }: { day: CashDay }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.cash.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [voiding, setVoiding] = useState<Handover | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmVoid = async () => {
    if (!voiding) return;
    setBusy(true);
    try {
      await dataProvider.voidHandover(voiding.id);
      notify(t('voidDone'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['cash', day.date] });
    } catch (error) {
      notify(errorMessage(error, t('voidFailed')), { type: 'error' });
    } finally {
      setBusy(false);
      setVoiding(null);
    }
  };
  return (
    <Box sx={{ mt: 3 }}>
      {/* All the money of the day, whoever took it: the dashboard's and Daily Order's "money received" are the same rows. */}
      <Typography variant="body2" data-testid="cash-received" sx={{ fontWeight: 600 }}>
        {t('received', { cash: formatRupees(day.received.cash), upi: formatRupees(day.received.upi) })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('receivedNote')}
      </Typography>
      <Typography variant="body2" data-testid="cash-advances" sx={{ mb: 2 }}>
        {t('advances', { count: day.advances.count, amount: formatRupees(day.advances.amount) })}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('handovers')}
      </Typography>
      {day.handovers.length === 0 ? (
        <Typography color="text.secondary">{t('noHandovers')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('handovers')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {day.handovers.map((h) => (
            <Card
              component="li"
              key={h.id}
              variant="outlined"
              data-testid="cash-handover"
              data-voided={h.voidedAt ? 'true' : 'false'}
              sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography
                  sx={{
                    fontWeight: 600,
                    overflowWrap: 'anywhere',
                    textDecoration: h.voidedAt ? 'line-through' : 'none',
                  }}
                >
                  {h.riderName} · {formatRupees(h.amount)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('recordedBy', { name: h.recordedByName, at: formatIndianDateTime(h.recordedAt) })}
                </Typography>
                {h.voidedAt && (
                  <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                    {t('voidedBy', { name: h.voidedByName ?? '', at: formatIndianDateTime(h.voidedAt) })}
                  </Typography>
                )}
              </Box>
              {!h.voidedAt && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => setVoiding(h)}
                  aria-label={t('voidAria', { name: h.riderName, amount: formatRupees(h.amount) })}
                >
                  {t('void')}
                </Button>
              )}
            </Card>
          ))}
        </Box>
      )}
      <Confirm
        isOpen={voiding !== null}
        loading={busy}
        title={t('voidTitle')}
        content={t('voidQuestion', {
          name: voiding?.riderName ?? '',
          amount: formatRupees(voiding?.amount ?? 0),
        })}
        confirm="gaon.cash.void"
        onConfirm={confirmVoid}
        onClose={() => setVoiding(null)}
      />
    </Box>
  );
}
