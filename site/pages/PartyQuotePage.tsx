/**
 * /party/12?t=SECRET: a party request's private page (like an order's tracking page). It shows
 * where the request stands and what the customer does next: wait for the quote, accept it, pay
 * the advance by UPI (link, QR, "I've paid" with the UTR), then the booked order with its bill.
 * WhatsApp to the kitchen at each step, with this page's link. Follows the request by itself
 * while the owner has a step to take. Loaded only when used.
 */
import { Fragment, useCallback, useEffect, useState, type FormEvent } from 'react';
import { acceptParty, getParty, partyPaid, partyQrUrl, type PartyView } from '../api';
import { useLang } from '../i18n/context';
import { partyTexts, stepOf } from '../i18n/party';
import { hindiLongDate } from '../i18n/format';
import { phones } from '../content';
import { formatLongDate, whatsappLink } from '../lib';
import { Icon } from '../components/Icon';
import { described, Field } from '../components/Field';
import { useRouter } from '../router';
import { NotLoaded, useLinkedRecord } from '../components/LinkedRecord';
import { formatIndiaTime } from '../track';
import { indiaClock } from '../menu';
import { digitsOf } from '../../shared/contact';
import { istDate } from '../../shared/indiaTime';
import { rememberParty } from '../parties';
import './ordering.css';

/** While the owner has the next step (quote, confirm the advance), the page looks again this often. */
const POLL_MS = 15_000;

export function PartyQuotePage() {
  const { path } = useRouter();
  const { lang, amount, clock, href } = useLang();
  const t = partyTexts[lang].page;
  const id = path.replace(/^\/party\/?/, '');
  const [token] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState('');
  const [utr, setUtr] = useState('');
  const [utrError, setUtrError] = useState('');
  // After "I've paid": the form again, to add the UTR (or correct it) once the UPI app shows it.
  const [editingUtr, setEditingUtr] = useState(false);
  const read = useCallback(() => (/^\d+$/.test(id) && token ? getParty(id, token) : null), [id, token]);
  const { load, refresh, show } = useLinkedRecord<PartyView>(read);

  const status = load.kind === 'found' ? load.data.status : null;
  const waitingForOwner = status === 'requested' || status === 'accepted';
  useEffect(() => {
    if (!waitingForOwner) return;
    const timer = window.setInterval(() => document.visibilityState === 'visible' && void refresh(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [waitingForOwner, refresh]);

  // A request opened by its link is this phone's: the party form lists it again.
  const found = load.kind === 'found' ? load.data : undefined;
  useEffect(() => {
    if (found)
      rememberParty({
        id: found.id,
        url: `/party/${found.id}?t=${encodeURIComponent(token)}`,
        date: found.date,
        guests: found.guests,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request, not on every poll
  }, [found?.id]);

  const act = async (work: () => ReturnType<typeof acceptParty>): Promise<boolean> => {
    setBusy(true);
    setActionError('');
    const answer = await work();
    setBusy(false);
    if (answer.ok && answer.data) {
      show(answer.data);
      return true;
    }
    setActionError(t.failed(answer.status === 0 ? undefined : answer.message));
    void refresh();
    return false;
  };

  const onPaid = (e: FormEvent) => {
    e.preventDefault();
    const digits = digitsOf(utr);
    if (digits && digits.length !== 12) {
      setUtrError(t.utrInvalid);
      return;
    }
    setUtrError('');
    void act(() => partyPaid(id, token, digits || null)).then((done) => done && setEditingUtr(false));
  };

  if (load.kind !== 'found')
    return (
      <NotLoaded
        load={load}
        className="container track"
        titleId="party-title"
        texts={{
          loading: t.loading,
          missingTitle: t.notFound,
          missingText: t.notFoundText,
          home: t.home,
          errorTitle: t.titles.requested,
          error: t.failed,
          tryAgain: t.tryAgain,
        }}
        retry={() => void refresh()}
      />
    );

  const party = load.data;
  const quote = party.quote;
  const day = (date: string) => (lang === 'hi' ? hindiLongDate(date) : formatLongDate(date));
  const moment = (iso: string) => `${day(istDate(Date.parse(iso)))}, ${clock(indiaClock(iso))}`;
  const link = window.location.href;
  const step = stepOf(party.status);
  const whatsapp = whatsappLink(
    phones[0],
    party.customerPaidAt && party.status === 'accepted'
      ? t.paidText(party.code, party.customerUtr, link)
      : t.whatsappText(party.code, link),
  );
  const plate = quote?.items.filter((i) => i.price === null) ?? [];
  const priced = quote?.items.filter((i) => i.price !== null) ?? [];

  return (
    <section className="container track party" aria-labelledby="party-title">
      <h1 id="party-title" tabIndex={-1}>
        {t.titles[party.status]}
      </h1>
      <p className="order-number">
        {t.request} <strong>{party.code}</strong>
      </p>
      <p
        className={
          party.status === 'declined' || party.status === 'cancelled' || party.status === 'expired'
            ? 'to-confirm'
            : 'party-intro'
        }
        role="status"
      >
        {t.intros[party.status]}
      </p>

      {party.status === 'advance_paid' && party.order && (
        <div className="upi-paid party-booked" role="status">
          <p>
            <span aria-hidden="true">✓ </span>
            <strong>
              {t.booked(
                amount(party.order.advance),
                party.advancePaidAt ? formatIndiaTime(party.advancePaidAt, new Date(), lang) : '',
              )}
            </strong>
          </p>
          <p>
            {t.order(party.order.orderId)} · {moment(party.order.scheduledFor)}
          </p>
          <p>{t.balanceDue(amount(party.order.balanceDue))}</p>
          <p className="party-actions">
            {party.order.trackingUrl && (
              <a className="button" href={href(party.order.trackingUrl)}>
                {t.track}
              </a>
            )}
            <a
              className="button button-light"
              href={`/api/track/${encodeURIComponent(party.order.orderId)}/bill.html?${new URLSearchParams({ t: token, lang })}`}
              target="_blank"
              rel="noopener"
            >
              {t.bill}
            </a>
          </p>
        </div>
      )}

      {party.status === 'accepted' && quote && (
        <div className="upi-box" role="group" aria-labelledby="pay-title">
          <h2 id="pay-title">{t.payTitle(amount(quote.advance))}</h2>
          {party.upiLink ? (
            <>
              <p>
                <a className="button button-large" href={party.upiLink}>
                  {t.upiPay(amount(quote.advance))}
                </a>
              </p>
              <p className="upi-scan">{t.upiScan}</p>
              <img
                className="upi-qr"
                src={partyQrUrl(party.id, token)}
                width={200}
                height={200}
                alt={t.upiQrAlt(party.code)}
              />
            </>
          ) : (
            <p>{t.noUpi}</p>
          )}
          {party.customerPaidAt && !editingUtr ? (
            <div className="told-paid" role="status">
              <p className="upi-paid">
                {t.paidThanks(formatIndiaTime(party.customerPaidAt, new Date(), lang))}
                {party.customerUtr && <> {t.utrGiven(party.customerUtr)}</>}
              </p>
              <button
                type="button"
                className="button button-light"
                onClick={() => {
                  setUtr(party.customerUtr ?? '');
                  setEditingUtr(true);
                }}
              >
                {party.customerUtr ? t.changeUtr : t.addUtr}
              </button>
            </div>
          ) : (
            <form className="party-paid" onSubmit={onPaid} noValidate>
              <Field id="party-utr" label={t.utr} error={utrError} hint={t.utrHint}>
                <input
                  id="party-utr"
                  name="utr"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={16}
                  value={utr}
                  onChange={(e) => setUtr(e.target.value)}
                  {...described('party-utr', utrError, true)}
                />
              </Field>
              <button type="submit" className="button" disabled={busy} aria-busy={busy}>
                {busy ? t.sending : editingUtr ? t.sendUtr : t.paid}
              </button>
            </form>
          )}
        </div>
      )}

      <dl className="party-facts">
        <dt>{t.when}</dt>
        <dd>{moment(party.scheduledFor)}</dd>
        <dt>{t.guests}</dt>
        <dd>{party.guests}</dd>
        {(party.address || party.villageName) && (
          <>
            <dt>{t.place}</dt>
            <dd>{[party.address, party.villageName].filter(Boolean).join(', ')}</dd>
          </>
        )}
        {party.notes && (
          <>
            <dt>{t.wanted}</dt>
            <dd>{party.notes}</dd>
          </>
        )}
      </dl>

      {quote && (
        <>
          <h2>{t.quote}</h2>
          {plate.length > 0 && (
            <p>
              <strong>{t.eachPlate}:</strong>{' '}
              {plate.map((i) => (i.quantity ? `${i.name} × ${i.quantity}` : i.name)).join(', ')}
            </p>
          )}
          <dl className="cart-totals" data-testid="party-quote">
            {quote.perPlate > 0 && (
              <>
                <dt>{t.plates(party.guests, amount(quote.perPlate))}</dt>
                <dd>{amount(quote.perPlate * party.guests)}</dd>
              </>
            )}
            {priced.map((i, n) => (
              <Fragment key={n}>
                <dt>{`${i.name} × ${i.quantity ?? 1}`}</dt>
                <dd>{amount((i.price ?? 0) * (i.quantity ?? 1))}</dd>
              </Fragment>
            ))}
            {quote.deliveryCharge > 0 && (
              <>
                <dt>{t.delivery}</dt>
                <dd>{amount(quote.deliveryCharge)}</dd>
              </>
            )}
            {quote.tax > 0 && (
              <>
                <dt>{t.gst}</dt>
                <dd>{amount(quote.tax)}</dd>
              </>
            )}
            <dt className="cart-total">{t.total}</dt>
            <dd className="cart-total">{amount(quote.total)}</dd>
            <dt>{t.advance(quote.advancePercent)}</dt>
            <dd>{amount(quote.advance)}</dd>
            <dt>{t.balance}</dt>
            <dd>{amount(quote.balance)}</dd>
          </dl>
          {(party.status === 'quoted' || party.status === 'expired') && (
            <p>{t.validUntil(day(istDate(Date.parse(quote.validUntil) - 1)))}</p>
          )}
          {party.status === 'quoted' && (
            <p>
              <button
                type="button"
                className="button button-large"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void act(() => acceptParty(id, token))}
              >
                {busy ? t.accepting : t.accept(amount(quote.advance))}
              </button>
            </p>
          )}
        </>
      )}
      {actionError && (
        <p className="form-error" role="alert">
          {actionError}
        </p>
      )}
      <p>
        <a className="button button-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" /> {t.whatsapp[step]}
        </a>
      </p>
    </section>
  );
}
