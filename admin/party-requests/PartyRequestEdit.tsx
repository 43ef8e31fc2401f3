import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, TextField, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import {
  ArrayInput,
  Confirm,
  DateInput,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { partyQuoteMoney, type PartyItem } from '../../shared/party';
import { istDate } from '../../shared/indiaTime';
import {
  ClearErrorsOnEdit,
  currentIntlLocale,
  filled,
  formatDay,
  formatRupees,
  FormToolbar,
  PhoneLink,
  Screen,
  StatusBadge,
} from '../common';
import { errorMessage } from '../providers/httpClient';
import { formatIndianDateTime, whatsappHref } from '../orders/format';
import type { PartyRequest } from '../../shared/api/partyRequests';
import { PartyRequestFields } from './PartyFields';
import { dueLabel, PARTY_STATUS_COLORS, whatsappText } from './labels';

type FormItem = { name?: string; quantity?: number | string | null; price?: number | string | null };
type FormValues = Partial<PartyRequest> & { items?: FormItem[] };

/** "2026-03-15": the last India day a quote holds (its validUntil is the moment it stops). */
const lastValidDay = (iso: string | null | undefined) => (iso ? istDate(Date.parse(iso) - 1) : '');
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const itemsOf = (items: FormItem[] | undefined): PartyItem[] =>
  (items ?? [])
    .filter((i) => (i.name ?? '').trim())
    .map((i) => ({ name: (i.name ?? '').trim(), quantity: numberOrNull(i.quantity), price: numberOrNull(i.price) }));
const QUOTE_FIELDS = ['perPlate', 'items', 'deliveryCharge', 'advancePercent', 'validUntil', 'serveAt'] as const;

/**
 * The body of a save: the request's details and the quote as the API takes them. The quote's
 * validUntil is shown as its last day; unchanged, it is left out, so correcting an address does
 * not send the quote again (a new quote is accepted anew).
 */
function toBody(values: FormValues, record: PartyRequest | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...values,
    items: itemsOf(values.items),
    deliveryCharge: numberOrNull(values.deliveryCharge),
    serveAt: values.serveAt || null,
    time: values.time || null,
  };
  if (body.validUntil === lastValidDay(record?.validUntil)) body.validUntil = record?.validUntil;
  for (const key of [
    'quote',
    'order',
    'upiLink',
    'privateUrl',
    'code',
    'status',
    'scheduledFor',
    'kitchen',
    'gstOnTopPercent',
  ])
    delete body[key];
  return body;
}

/** A quote needs its price per plate, its advance and its last day once any of its parts is filled. */
function validateQuote(values: FormValues): Record<string, string> {
  const touched = QUOTE_FIELDS.some((f) =>
    f === 'items'
      ? itemsOf(values.items).length > 0
      : values[f] !== null && values[f] !== undefined && values[f] !== '',
  );
  const errors: Record<string, string> = {};
  if (!touched) return errors;
  if (values.perPlate === null || values.perPlate === undefined || (values.perPlate as unknown) === '')
    errors.perPlate = 'gaon.party.errors.perPlate';
  const percent = Number(values.advancePercent);
  if (
    values.advancePercent === null ||
    values.advancePercent === undefined ||
    !Number.isInteger(percent) ||
    percent < 0 ||
    percent > 100
  )
    errors.advancePercent = 'gaon.party.errors.advancePercent';
  if (!values.validUntil) errors.validUntil = 'gaon.party.errors.validUntil';
  return errors;
}

/**
 * One party request: what was asked, the quote form (saved, the owner sends it on WhatsApp with
 * the customer's private link), the customer's "I've paid", the owner's "Advance received"
 * (which makes the order for the party's day), and declining or cancelling it.
 */
export function PartyRequestEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit<PartyRequest>
      resource="party-requests"
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={(values, options) =>
        toBody(values as FormValues, options?.previousData as PartyRequest | undefined) as never
      }
      mutationOptions={{
        onSuccess: () => notify(translate('gaon.party.saved'), { type: 'success' }),
        onError: (error) => notify(errorMessage(error, translate('gaon.party.failedSave')), { type: 'error' }),
      }}
      component="div"
      sx={{ '& .RaEdit-main': { mt: 0 } }}
    >
      <PartyScreen />
    </Edit>
  );
}

function PartyScreen() {
  const translate = useTranslate();
  const party = useRecordContext<PartyRequest>();
  if (!party) return null;
  const t = (key: string, options?: object) => translate(`gaon.party.${key}`, options);
  const open =
    party.status === 'requested' ||
    party.status === 'quoted' ||
    party.status === 'accepted' ||
    party.status === 'expired';
  return (
    <Screen
      title={t('editTitle', { code: party.code })}
      actions={
        <Button component={Link} to="/party-requests" startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
        <Summary party={party} />
        {open && (
          <Card variant="outlined">
            <SimpleForm
              noValidate
              warnWhenUnsavedChanges
              validate={validateQuote}
              record={{ ...party, validUntil: lastValidDay(party.validUntil) || null }}
              toolbar={<FormToolbar saveLabel="gaon.party.saveQuote" />}
            >
              <ClearErrorsOnEdit />
              <Typography variant="h6" component="h2">
                {t('quote')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('quoteIntro')}
              </Typography>
              <QuoteFields />
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                {t('details')}
              </Typography>
              <PartyRequestFields />
            </SimpleForm>
          </Card>
        )}
      </Box>
    </Screen>
  );
}

function QuoteFields() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.party.${key}`, options);
  const needsItemName = filled('gaon.party.errors.itemName');
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          width: '100%',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <NumberInput source="perPlate" min={0} step={10} />
        <NumberInput source="advancePercent" min={0} max={100} step={5} />
        <NumberInput source="deliveryCharge" min={0} step={50} />
        <DateInput source="validUntil" />
        <TextInput source="serveAt" type="time" slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      <ArrayInput source="items">
        <SimpleFormIterator inline disableReordering getItemLabel={() => ''}>
          <TextInput source="name" label={t('itemName')} validate={needsItemName} sx={{ minWidth: 200 }} />
          <NumberInput source="quantity" label={t('itemQuantity')} min={1} sx={{ width: 110 }} />
          <NumberInput source="price" label={t('itemPrice')} min={0} sx={{ width: 180 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <QuotePreview />
    </>
  );
}

/** What the quote comes to as typed, by the server's own sum: GST on top for a kitchen whose prices exclude it. */
function QuotePreview() {
  const translate = useTranslate();
  const party = useRecordContext<PartyRequest>();
  const values = useWatch() as FormValues;
  const perPlate = Number(values.perPlate ?? 0) || 0;
  const guests = Number(values.guests ?? 0) || 0;
  const items = itemsOf(values.items);
  const money = partyQuoteMoney({
    guests,
    perPlate,
    items,
    deliveryCharge: Number(values.deliveryCharge ?? 0) || 0,
    advancePercent: Number(values.advancePercent ?? 0) || 0,
    gstOnTopPercent: party?.gstOnTopPercent ?? 0,
  });
  const lines = money.subtotalPaise - Math.round(perPlate * 100) * guests;
  return (
    <Box sx={{ mb: 1 }} data-testid="quote-preview">
      <Typography sx={{ fontWeight: 600 }}>
        {translate(money.taxPaise > 0 ? 'gaon.party.previewWithGst' : 'gaon.party.preview', {
          plates: formatRupees((Math.round(perPlate * 100) * guests) / 100),
          lines: formatRupees(lines / 100),
          delivery: formatRupees(money.deliveryChargePaise / 100),
          percent: party?.gstOnTopPercent ?? 0,
          tax: formatRupees(money.taxPaise / 100),
          total: formatRupees(money.totalPaise / 100),
          advance: formatRupees(money.advancePaise / 100),
        })}
      </Typography>
    </Box>
  );
}

function Line({ children }: { children: ReactNode }) {
  return <Typography variant="body2">{children}</Typography>;
}

/** The request at a glance, with the step's WhatsApp message and the owner's actions. */
function Summary({ party }: { party: PartyRequest }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.party.${key}`, options);
  const locale = currentIntlLocale();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const step = party.status === 'declined' || party.status === 'cancelled' ? 'closed' : party.status;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <StatusBadge value={party.status} colors={PARTY_STATUS_COLORS} label={t(`statuses.${party.status}`)} />
          <Typography sx={{ fontWeight: 600 }}>
            {party.name} · <PhoneLink phone={party.phone} />
          </Typography>
        </Box>
        <Line>
          {t('due', { at: dueLabel(party.scheduledFor, locale) })} · {t('guests', { smart_count: party.guests })}
        </Line>
        {(party.villageName || party.address) && (
          <Line>{[party.address, party.villageName].filter(Boolean).join(', ')}</Line>
        )}
        {party.notes && <Line>“{party.notes}”</Line>}
        <Typography variant="caption" color="text.secondary">
          {t('asked', { at: formatIndianDateTime(party.createdAt), source: t(`sources.${party.source}`) })}
        </Typography>
        {party.quote ? (
          <Box data-testid="party-quote">
            <Line>
              <strong>
                {t('quoteLine', {
                  total: formatRupees(party.quote.total),
                  advance: formatRupees(party.quote.advance),
                  percent: party.quote.advancePercent,
                  balance: formatRupees(party.quote.balance),
                })}
              </strong>
            </Line>
            <Line>{t('validUntil', { day: formatDay(lastValidDay(party.quote.validUntil)) })}</Line>
          </Box>
        ) : (
          <Line>{t('noQuote')}</Line>
        )}
        {party.privateUrl ? (
          <Box>
            <Button
              variant="contained"
              color="success"
              startIcon={<WhatsAppIcon />}
              href={whatsappHref(party.phone, whatsappText(party, translate, origin))}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="party-whatsapp"
            >
              {t(`whatsapp.${step}`)}
            </Button>{' '}
            <MuiLink href={party.privateUrl} target="_blank" rel="noopener" variant="body2">
              {party.code}
            </MuiLink>
          </Box>
        ) : (
          <Alert severity="warning">{t('noLink')}</Alert>
        )}
        <AdvancePanel party={party} />
        {party.order && (
          <Box data-testid="party-order">
            <Line>
              <strong>
                {t('order', {
                  orderId: party.order.orderId,
                  status: translate(`gaon.orders.badges.${party.order.status}`, { _: party.order.status }),
                  balance: formatRupees(party.order.balanceDue),
                })}
              </strong>
            </Line>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              <Button size="small" variant="outlined" component={Link} to={`/orders/${party.order.id}`}>
                {t('openOrder')}
              </Button>
              <Button size="small" variant="outlined" component={Link} to={`/orders/${party.order.id}/bill`}>
                {t('openBill')}
              </Button>
            </Box>
          </Box>
        )}
        {party.closedAt && (
          <Line>
            {t('closedLine', { status: t(`statuses.${party.status}`), at: formatIndianDateTime(party.closedAt) })}
            {party.closedReason ? `: ${party.closedReason}` : ''}
          </Line>
        )}
        <CloseButtons party={party} />
      </CardContent>
    </Card>
  );
}

/** The customer's "I've paid", and the owner's confirmation of the advance (with the UTR seen, or without). */
function AdvancePanel({ party }: { party: PartyRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`gaon.party.${key}`, options);
  const [utr, setUtr] = useState(party.customerUtr ?? '');
  const [update, { isPending }] = useUpdate();
  if (party.advancePaidAt) {
    return (
      <Line>
        {t('advanceLine', {
          amount: formatRupees(party.quote?.advance ?? 0),
          at: formatIndianDateTime(party.advancePaidAt),
          by: party.advanceConfirmedByName ?? '',
        })}
        {party.advanceUtr ? ` · ${t('advanceUtr', { utr: party.advanceUtr })}` : ''}
      </Line>
    );
  }
  if (party.status !== 'quoted' && party.status !== 'accepted') return null;
  const confirm = () =>
    update(
      'party-requests',
      { id: party.id, data: { advancePaid: true, ...(utr.trim() ? { utr: utr.trim() } : {}) }, previousData: party },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t('advanceConfirmed'), { type: 'success' }),
        onError: (error) => notify(errorMessage(error, t('failedSave')), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="party-advance">
      <Typography variant="subtitle2" component="h2">
        {t('advanceTitle')}: {formatRupees(party.quote?.advance ?? 0)}
      </Typography>
      {party.customerPaidAt && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('customerPaid', { at: formatIndianDateTime(party.customerPaidAt) })}
          {party.customerUtr ? ` · ${t('customerUtr', { utr: party.customerUtr })}` : ''}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <TextField
          size="small"
          label={t('utr')}
          value={utr}
          onChange={(e) => setUtr(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
        />
        <Button variant="contained" color="success" onClick={confirm} disabled={isPending}>
          {utr.trim() ? t('advanceWithUtr') : t('advanceReceived')}
        </Button>
      </Box>
    </Box>
  );
}

/** Decline (the kitchen cannot take it) or cancel (the customer called it off), with a reason. */
function CloseButtons({ party }: { party: PartyRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`gaon.party.${key}`, options);
  const [asking, setAsking] = useState<'declined' | 'cancelled' | null>(null);
  const [reason, setReason] = useState('');
  const [update, { isPending }] = useUpdate();
  if (party.status === 'advance_paid' || party.status === 'declined' || party.status === 'cancelled') return null;
  const close = (status: 'declined' | 'cancelled') =>
    update(
      'party-requests',
      { id: party.id, data: { status, ...(reason.trim() ? { reason: reason.trim() } : {}) }, previousData: party },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t(status), { type: 'success' }),
        onError: (error) => notify(errorMessage(error, t('failedSave')), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" color="error" variant="outlined" disabled={isPending} onClick={() => setAsking('declined')}>
        {t('decline')}
      </Button>
      <Button size="small" color="error" disabled={isPending} onClick={() => setAsking('cancelled')}>
        {t('cancel')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        title={t(asking === 'cancelled' ? 'cancelTitle' : 'declineTitle', { code: party.code })}
        content={
          <>
            <Typography sx={{ mb: 2 }}>{t('closeContent')}</Typography>
            <TextField
              fullWidth
              size="small"
              label={t('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        }
        confirm={asking === 'cancelled' ? 'gaon.party.cancel' : 'gaon.party.decline'}
        cancel="gaon.party.keep"
        onConfirm={() => {
          const status = asking!;
          setAsking(null);
          close(status);
        }}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
