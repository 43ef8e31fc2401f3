import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ClosedTable, CloseTableBody, TableSitting } from '../../api/tables';
import type { createHttpClient } from '../httpClient';

type PaymentLine = { method: 'cash' | 'upi' | 'credit'; amount: string; utr: string; phone: string };

/** What a line asks besides its amount: the UTR of a UPI payment, the khata's phone of a credit. */
const EXTRA_FIELD: Partial<Record<PaymentLine['method'], { field: 'utr' | 'phone'; inputMode: 'numeric' | 'tel' }>> = {
  upi: { field: 'utr', inputMode: 'numeric' },
  credit: { field: 'phone', inputMode: 'tel' },
};

/** The first line of a bill: the whole of it in cash, the usual case. */
/** The usual close: the whole bill in cash. A sitting whose rounds were all cancelled owes nothing: no line. */
const wholeInCash = (total: number): PaymentLine[] =>
  total > 0 ? [{ method: 'cash', amount: String(total), utr: '', phone: '' }] : [];

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
 * Closing one table, with the app's own client and the table's path (`/admin/tables/5`,
 * `/vendor/tables/5`): the sitting read once, the payment lines starting with the whole bill in
 * cash, and `close` sending them; `closed` is the answer (the bill's number) once it went. The
 * close carries an Idempotency-Key of its own: the kitchen's app answers a resend with the first
 * answer, the admin's refuses it as a second close. `failed` turns a failure into the message to
 * show; `canClose` while the lines add up to the bill and nothing is on its way.
 */
export function useSittingClose({
  client,
  tablePath,
  failed,
  onClosed,
}: {
  client: ReturnType<typeof createHttpClient>;
  tablePath: string;
  failed: (error: unknown) => string;
  onClosed?: (closed: ClosedTable) => void;
}) {
  const [sitting, setSitting] = useState<TableSitting | null>(null);
  const [lines, setLines] = useState<PaymentLine[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState<ClosedTable | null>(null);

  useEffect(() => {
    client<TableSitting>(`${tablePath}/sitting`)
      .then(({ json }) => {
        setSitting(json);
        setLines(wholeInCash(json.total));
      })
      .catch((error: unknown) => setFailure(failed(error)));
  }, [tablePath]); // eslint-disable-line react-hooks/exhaustive-deps -- one read per opened table

  const close = () => {
    setBusy(true);
    setFailure('');
    client<ClosedTable>(`${tablePath}/close`, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(closeBody(lines)),
    })
      .then(({ json }) => {
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
            <ExtraField line={line} index={i} onChange={(value) => change(i, value)} />
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

/** The UTR of a UPI line or the khata's phone of a credit line; nothing for cash. */
function ExtraField({
  line,
  index,
  onChange,
}: {
  line: PaymentLine;
  index: number;
  onChange: (patch: Partial<PaymentLine>) => void;
}) {
  const translate = useTranslate();
  const extra = EXTRA_FIELD[line.method];
  if (!extra) return null;
  const { field, inputMode } = extra;
  return (
    <TextField
      size="small"
      label={translate(`dining.${field}`)}
      value={line[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `pay-${field}-${index}`, inputMode } }}
    />
  );
}
