import { useCallback, useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  DialogActions,
  DialogContent,
  IconButton,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { DialogFrame, formatRupees, Screen } from '../common';
import { errorMessage, httpClient } from '../providers/httpClient';
import type { ClosedTable, FloorTile, TableSitting } from '../../shared/api/tables';
import { parseOrderCode } from '../../shared/ordering';

/** How often the floor is read again: a guest's round or "bill please" shows within this. */
const REFRESH_MS = 15_000;
const STATE_COLOURS = { free: 'success.main', eating: 'warning.main', bill_asked: 'error.main' } as const;

type Line = { method: 'cash' | 'upi' | 'credit'; amount: string; utr: string; phone: string };

export const minutesSince = (iso: string | null, now: number) =>
  iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : 0;

/**
 * The floor: every table as a tile — free, eating (the running bill and how long they have sat)
 * or asking for the bill. A tile opens the sitting's rounds and closes the table with its payments.
 */
export function FloorPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.floor.${key}`, options);
  const [tiles, setTiles] = useState<FloorTile[] | null>(null);
  const [failure, setFailure] = useState('');
  const [open, setOpen] = useState<FloorTile | null>(null);
  const [now, setNow] = useState(Date.now());
  // The table just closed: its one bill, to print from here.
  const [closed, setClosed] = useState<{ name: string; billNumber: string; orderId: string } | null>(null);

  const load = useCallback(() => {
    httpClient<FloorTile[]>('/admin/tables/floor')
      .then(({ json }) => {
        setTiles(json);
        setNow(Date.now());
        setFailure('');
      })
      .catch((error: unknown) => setFailure(errorMessage(error, 'Floor')));
  }, []);
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const stateLabel = (tile: FloorTile) =>
    tile.state === 'free' ? t('free') : tile.state === 'eating' ? t('eating') : t('billAsked');

  return (
    <Screen
      title={t('title')}
      actions={
        <Button component={Link} to="/counter" variant="outlined">
          {t('counter')}
        </Button>
      }
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {closed && (
        <Alert
          severity="success"
          data-testid="closed-bill"
          action={
            <Button
              color="inherit"
              component={Link}
              to={`/orders/${parseOrderCode(closed.orderId)}/bill`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('printBill')}
            </Button>
          }
        >
          {t('closedTable', { name: closed.name, bill: closed.billNumber })}
        </Alert>
      )}
      {tiles?.length === 0 && <Typography>{t('empty')}</Typography>}
      <Box
        data-testid="floor"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
      >
        {tiles?.map((tile) => (
          <Card
            key={tile.id}
            data-testid={`floor-tile-${tile.id}`}
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
                  <Typography sx={{ fontWeight: 700 }}>{formatRupees(tile.total)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('minutes', { minutes: minutesSince(tile.seatedAt, now) })} ·{' '}
                    {t('rounds', { count: tile.rounds })}
                  </Typography>
                </>
              )}
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {open && (
        <SittingDialog
          tile={open}
          onClose={(bill) => {
            setOpen(null);
            if (bill) setClosed(bill);
            load();
          }}
        />
      )}
    </Screen>
  );
}

/** A table's sitting: its rounds and total, and the close with one or more payment lines adding up to it. */
function SittingDialog({
  tile,
  onClose,
}: {
  tile: FloorTile;
  onClose: (closed?: { name: string; billNumber: string; orderId: string }) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.floor.${key}`, options);
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [sitting, setSitting] = useState<TableSitting | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    httpClient<TableSitting>(`/admin/tables/${tile.id}/sitting`)
      .then(({ json }) => {
        setSitting(json);
        setLines([{ method: 'cash', amount: String(json.total), utr: '', phone: '' }]);
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('sitting', { name: tile.name }))));
  }, [tile.id]); // eslint-disable-line react-hooks/exhaustive-deps -- one read per opened tile

  const given = lines.reduce((sum, l) => sum + (Number(l.amount) || 0), 0);
  const left = Math.round(((sitting?.total ?? 0) - given) * 100) / 100;
  const change = (i: number, patch: Partial<Line>) => setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const close = () => {
    setBusy(true);
    setFailure('');
    httpClient<ClosedTable>(`/admin/tables/${tile.id}/close`, {
      method: 'POST',
      body: JSON.stringify({
        payments: lines.map((l) => ({
          method: l.method,
          amount: Number(l.amount),
          ...(l.method === 'upi' && l.utr ? { utr: l.utr } : {}),
          ...(l.method === 'credit' ? { phone: l.phone } : {}),
        })),
      }),
    })
      .then(({ json }) => {
        notify(t('closed', { bill: json.billNumber }), { type: 'success' });
        onClose(
          json.billNumber && json.orderId
            ? { name: tile.name, billNumber: json.billNumber, orderId: json.orderId }
            : undefined,
        );
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('close'))))
      .finally(() => setBusy(false));
  };

  return (
    <DialogFrame open title={t('closeTitle', { name: tile.name })} onClose={() => onClose()}>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }} data-testid="sitting-dialog">
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {sitting && sitting.rounds.length === 0 && <Typography>{t('noRounds')}</Typography>}
        {sitting?.rounds.map((round) => (
          <Box key={round.orderId} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {round.orderId} · {translate(`gaon.orders.statuses.${round.status}`, { _: round.status })}
            </Typography>
            {round.items.map((item, i) => (
              <Typography key={i} variant="body2">
                {item.quantity} × {(locale === 'hi' && item.nameHi) || item.name} —{' '}
                {formatRupees(item.price * item.quantity)}
              </Typography>
            ))}
          </Box>
        ))}
        {sitting && (
          <Typography variant="h6">
            {t('total')}: {formatRupees(sitting.total)}
          </Typography>
        )}
        {sitting &&
          sitting.rounds.length > 0 &&
          lines.map((line, i) => (
            <Box key={i} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('method')}
                value={line.method}
                onChange={(e) => change(i, { method: e.target.value as Line['method'] })}
                sx={{ minWidth: 110 }}
                slotProps={{ htmlInput: { 'data-testid': `pay-method-${i}` } }}
              >
                {(['cash', 'upi', 'credit'] as const).map((m) => (
                  <MenuItem key={m} value={m}>
                    {t(`methods.${m}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t('amount')}
                type="number"
                value={line.amount}
                onChange={(e) => change(i, { amount: e.target.value })}
                sx={{ width: 120 }}
                slotProps={{ htmlInput: { 'data-testid': `pay-amount-${i}`, step: 0.01, min: 0 } }}
              />
              {line.method === 'upi' && (
                <TextField
                  size="small"
                  label={t('utr')}
                  value={line.utr}
                  onChange={(e) => change(i, { utr: e.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': `pay-utr-${i}`, inputMode: 'numeric' } }}
                />
              )}
              {line.method === 'credit' && (
                <TextField
                  size="small"
                  label={t('phone')}
                  value={line.phone}
                  onChange={(e) => change(i, { phone: e.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': `pay-phone-${i}`, inputMode: 'tel' } }}
                />
              )}
              {lines.length > 1 && (
                <IconButton
                  aria-label={translate('gaon.common.delete')}
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Box>
          ))}
        {sitting && sitting.rounds.length > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setLines([...lines, { method: 'upi', amount: String(Math.max(left, 0)), utr: '', phone: '' }])
              }
            >
              {t('addLine')}
            </Button>
            {left !== 0 && <Typography color="error">{t('left', { amount: formatRupees(left) })}</Typography>}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={`/counter?table=${tile.id}`}>
          {t('addRound')}
        </Button>
        <Button onClick={() => onClose()}>{translate('gaon.common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={close}
          disabled={busy || !sitting || sitting.rounds.length === 0 || left !== 0}
          data-testid="close-table"
        >
          {t('close')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
