import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ClosedTable, CloseTableBody, TableSitting } from '../../api/tables';

type PaymentLine = { method: 'cash' | 'upi' | 'credit'; amount: string; utr: string; phone: string };

/** The first line of a bill: the whole of it in cash, the usual case. */
const wholeInCash = (total: number): PaymentLine[] => [
  { method: 'cash', amount: String(total), utr: '', phone: '' },
];

/** What the lines leave unpaid (negative: more than the bill), in rupees to the paisa. */
const leftToPay = (total: number, lines: PaymentLine[]) =>
  Math.round((total - lines.reduce((sum, l) => sum + (Number(l.amount) || 0), 0)) * 100) / 100;

/** The body of a close (POST …/tables/:id/close): a UTR only with UPI, a khata's phone only with credit. */
const closeBody = (lines: PaymentLine[]): CloseTableBody => ({
  payments: lines.map((l) => ({
    method: l.method,
    amount: Number(l.amount),
    ...(l.method === 'upi' && l.utr ? { utr: l.utr } : {}),
    ...(l.method === 'credit' ? { phone: l.phone } : {}),
  })),
});

/**
 * Closing one table, with the app's own client: the sitting read once (`read`), the payment
 * lines starting with the whole bill in cash, and `close` sending them (`send`); `closed` is the
 * answer (the bill's number) once it went. `failed` turns a failure into the message to show;
 * `canClose` while the lines add up to the bill and nothing is on its way.
 */
export function useSittingClose({
  read,
  send,
  failed,
  onClosed,
}: {
  read: () => Promise<TableSitting>;
  send: (body: CloseTableBody) => Promise<ClosedTable>;
  failed: (error: unknown) => string;
  onClosed?: (closed: ClosedTable) => void;
}) {
  const [sitting, setSitting] = useState<TableSitting | null>(null);
  const [lines, setLines] = useState<PaymentLine[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState<ClosedTable | null>(null);

  useEffect(() => {
    read()
      .then((json) => {
        setSitting(json);
        setLines(wholeInCash(json.total));
      })
      .catch((error: unknown) => setFailure(failed(error)));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- one read per opened table

  const close = () => {
    setBusy(true);
    setFailure('');
    send(closeBody(lines))
      .then((json) => {
        setClosed(json);
        onClosed?.(json);
      })
      .catch((error: unknown) => setFailure(failed(error)))
      .finally(() => setBusy(false));
  };
  const canClose = !busy && !!sitting && sitting.rounds.length > 0 && leftToPay(sitting.total, lines) === 0;
  return { sitting, lines, setLines, failure, closed, close, canClose };
}

/**
 * A table's bill before it is closed, in the admin and the kitchen's app alike: every round with
 * its status and lines, the total, and the payment lines that pay it — cash, UPI (with its UTR),
 * khata (by phone), as many lines as payers ("Another payer" starts with what is left), and what
 * is left to split while they do not add up. The screen around it sends the close.
 */
export function SittingBill({
  sitting,
  lines,
  onLinesChange,
  rupees,
}: {
  sitting: TableSitting;
  lines: PaymentLine[];
  onLinesChange: (lines: PaymentLine[]) => void;
  rupees: (amount: number) => string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`dining.${key}`, options);
  const [locale] = useLocaleState();
  const left = leftToPay(sitting.total, lines);
  const change = (i: number, patch: Partial<PaymentLine>) =>
    onLinesChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  return (
    <>
      {sitting.rounds.length === 0 && <Typography>{t('noRounds')}</Typography>}
      {sitting.rounds.map((round) => (
        <Box key={round.orderId} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {round.orderId} · {t(`statuses.${round.status}`)}
          </Typography>
          {round.items.map((item, i) => (
            <Typography key={i} variant="body2">
              {item.quantity} × {(locale === 'hi' && item.nameHi) || item.name} — {rupees(item.price * item.quantity)}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography variant="h6" data-testid="sitting-total">
        {t('total')}: {rupees(sitting.total)}
      </Typography>
      {sitting.rounds.length > 0 &&
        lines.map((line, i) => (
          <Box key={i} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('method')}
              value={line.method}
              onChange={(e) => change(i, { method: e.target.value as PaymentLine['method'] })}
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
              <IconButton aria-label={t('removeLine')} onClick={() => onLinesChange(lines.filter((_, j) => j !== i))}>
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        ))}
      {sitting.rounds.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              onLinesChange([...lines, { method: 'upi', amount: String(Math.max(left, 0)), utr: '', phone: '' }])
            }
          >
            {t('addLine')}
          </Button>
          {left !== 0 && <Typography color="error">{t('left', { amount: rupees(left) })}</Typography>}
        </Box>
      )}
    </>
  );
}
