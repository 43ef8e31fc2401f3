/**
 * /track/ORD-…?t=TOKEN: the order's confirmation and tracking page. Follows the order by itself
 * (GET /api/track every 4 s while the tab is visible and the order not finished). Loaded only when used.
 */
import { useCallback, useEffect, useState } from 'react';
import { cancelOrder, getTracking, newDeliveryCode, type Tracking } from '../api';
import { useLang } from '../i18n/context';
import type { OrderMessages } from '../i18n/en-order';
import { useOrderText } from '../i18n/order';
import { phones } from '../content';
import { formatPhone, telHref, whatsappLink } from '../lib';
import { Icon } from '../components/Icon';
import { useRouter } from '../router';
import { NotLoaded, useLinkedRecord } from '../components/LinkedRecord';
import {
  byLabel,
  formatIndiaTime,
  isFinished,
  itemName,
  orderSummaryText,
  paymentWords,
  isFree,
  PLACED_ORDER_KEY,
  POLL_INTERVAL_MS,
  timeline,
} from '../track';
import { confirmText, FAKE_REASON, holdTexts } from '../i18n/hold';
import { billTexts } from '../i18n/bill';
import { TellPaid } from './TellPaid';
import { knownOrders, rememberedCustomer, rememberOrder, type KnownOrder } from '../yourOrders';
import { laterWords } from '../later';
import { RateOrder } from './RateOrder';
import { OrderAgain } from './OrderAgain';
import { NotifyMe } from './NotifyMe';
import './ordering.css';

/** The code the customer tells the rider at the door; a new one on request, should the old one have been seen. */
function DeliveryCode({ code, t, renew }: { code: string; t: OrderMessages['track']; renew: () => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <section className="delivery-code" aria-labelledby="delivery-code-title">
      <h2 id="delivery-code-title">{t.deliveryCode}</h2>
      <p className="delivery-code-digits" data-testid="delivery-code">
        {code}
      </p>
      <p className="note">{t.deliveryCodeHint}</p>
      <button
        type="button"
        className="button button-light"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(await renew());
          setBusy(false);
        }}
      >
        {t.newCode}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** The heading follows the order: thanks while it is being made, then on its way, delivered or cancelled. */
function headingOf(order: Tracking, t: OrderMessages['track'], justPlaced: boolean): string {
  switch (order.status) {
    case 'cancelled':
      return t.headCancelled;
    case 'delivered':
      return order.fulfilment === 'pickup' ? t.headPickedUp : t.headDelivered;
    case 'out_for_delivery':
      return t.headOnItsWay;
    case 'placed':
      return t.thanks;
    default:
      return justPlaced ? t.thanks : t.title;
  }
}

function whyNotCancellable(order: Tracking, t: OrderMessages['track']): string {
  switch (order.status) {
    case 'cancelled':
      return t.cancelled;
    case 'delivered':
      return order.fulfilment === 'pickup' ? t.pickedUp : t.delivered;
    case 'out_for_delivery':
      return t.onTheWay;
    default:
      return t.preparing;
  }
}

export function TrackPage() {
  const { path } = useRouter();
  const { t: all, amount, lang, href } = useLang();
  const text = useOrderText();
  const [customer] = useState(rememberedCustomer);
  const [mine, setMine] = useState<KnownOrder[]>([]);
  const t = text.track;
  const orderId = decodeURIComponent(path.replace(/^\/track\/?/, ''));
  const [token] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const read = useCallback(() => (orderId && token ? getTracking(orderId, token) : null), [orderId, token]);
  const { load, refresh, show } = useLinkedRecord<Tracking>(read);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState('');
  const [justPlaced] = useState(() => {
    try {
      return window.sessionStorage.getItem(PLACED_ORDER_KEY) === orderId;
    } catch {
      return false;
    }
  });
  const finished = load.kind === 'found' && isFinished(load.data.status);
  // An order opened by its link is this phone's: "Your orders" finds it again later (once per order, not per poll).
  const found = load.kind === 'found' ? load.data : undefined;
  const foundId = found?.orderId;
  useEffect(() => {
    if (!found) return;
    rememberOrder({
      orderId: found.orderId,
      trackingUrl: `${path}${window.location.search}`,
      placedAt: found.createdAt,
      total: found.totalAmount,
    });
    setMine(knownOrders());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per order, not on every poll's new object
  }, [foundId]);
  // Poll while the order is not finished and the tab is visible; catch up when it becomes visible again.
  useEffect(() => {
    if (finished || load.kind === 'missing') return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearInterval(timer);
      if (document.visibilityState === 'visible') timer = window.setInterval(() => void refresh(), POLL_INTERVAL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refresh();
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [finished, load.kind, refresh]);

  const onCancel = async () => {
    if (cancelling || !window.confirm(t.confirmCancel)) return;
    setCancelling(true);
    setCancelError('');
    const answer = await cancelOrder(orderId, token);
    setCancelling(false);
    if (answer.ok && answer.data) show(answer.data);
    else {
      setCancelError(t.cancelFailed(answer.message));
      void refresh();
    }
  };

  if (load.kind !== 'found') {
    // The server answers a deleted order as one that never was; an order this phone opened before did exist.
    const removed = load.kind === 'missing' && knownOrders().some((o) => o.orderId === orderId);
    return (
      <NotLoaded
        load={load}
        className="container track"
        titleId="track-title"
        texts={{
          loading: t.loading,
          missingTitle: removed ? t.removed : t.notFound,
          missingText: removed ? t.removedText : t.notFoundText,
          home: t.home,
          errorTitle: t.title,
          error: t.loadFailed,
          tryAgain: t.tryAgain,
        }}
        retry={() => void refresh()}
      />
    );
  }

  const order = load.data;
  const steps = timeline(order, text);
  const link = typeof window !== 'undefined' ? window.location.href : undefined;
  // How it is paid decides every payment text of the page: a UPI order never says "cash".
  const pay = paymentWords(order, text);
  const upi = order.paymentMethod === 'upi';
  const paid = order.paymentStatus === 'paid';
  const free = isFree(order);
  const total = amount(order.totalAmount);
  // A UPI order still to pay asks for the money first, at the top: no cancelled order asks for it.
  const toPay = upi && order.paymentStatus === 'awaiting_upi' && order.status !== 'cancelled';

  return (
    <section className="container track" aria-labelledby="track-title">
      <h1 id="track-title" tabIndex={-1}>
        {headingOf(order, t, justPlaced)}
      </h1>
      <p className="order-number">
        {t.orderNumber} <strong>{order.orderId}</strong>
      </p>
      {/* An order for later: when it is wanted, India time (with the day when it is not today). */}
      {order.scheduledFor && (
        <p className="for-time" data-testid="for-time">
          <Icon name="clock" />{' '}
          <strong>{t.forTime(laterWords(Date.parse(order.scheduledFor), Date.now(), lang))}</strong>
        </p>
      )}
      {order.toConfirm && (
        <div className="to-confirm" role="status">
          <h2>{holdTexts[lang].title}</h2>
          <p>{holdTexts[lang].text(order.paymentMethod === 'upi')}</p>
          <p>
            <a
              className="button button-whatsapp"
              href={whatsappLink(phones[0], confirmText(order.orderId))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="whatsapp" /> {holdTexts[lang].whatsapp}
            </a>
          </p>
          <p>
            {holdTexts[lang].call} <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>
          </p>
        </div>
      )}
      {order.refundStatus && (
        <p className="refund" role="status">
          {order.refundStatus === 'due' ? t.refundDue(total) : t.refunded(total)}
        </p>
      )}
      {toPay && (
        <div className="upi-box" role="group" aria-labelledby="pay-title">
          <h2 id="pay-title">{t.payNow(total)}</h2>
          {order.upiLink ? (
            <>
              <p>
                <a className="button button-large" href={order.upiLink}>
                  {t.upiPay(total)}
                </a>
              </p>
              <p className="upi-scan">{t.upiScan}</p>
              <img
                className="upi-qr"
                src={`/api/track/${encodeURIComponent(order.orderId)}/upi-qr.png?t=${encodeURIComponent(token)}`}
                width={200}
                height={200}
                alt={t.upiQrAlt(order.orderId)}
              />
              <p>{t.upiAfter}</p>
              <TellPaid order={order} token={token} t={t} onAnswer={show} />
            </>
          ) : (
            <p>{t.upiAwaiting}</p>
          )}
        </div>
      )}
      {((upi && paid) || free) && (
        <p className="upi-paid" role="status">
          <span aria-hidden="true">✓ </span>
          <strong>{free ? t.free : t.upiPaid}</strong>
        </p>
      )}
      {order.status === 'placed' && (
        <div className="next-steps">
          <h2>{t.nextTitle}</h2>
          <ol>
            <li>
              {order.scheduledFor
                ? t.next1Later(laterWords(Date.parse(order.scheduledFor), Date.now(), lang))
                : t.next1}
            </li>
            <li>{order.fulfilment === 'pickup' ? t.next2Pickup : t.next2Delivery}</li>
            <li>{free ? t.free : upi ? (paid ? t.paidAmount(total) : t.payNow(total)) : t.next3(total, pay)}</li>
          </ol>
        </div>
      )}
      <p>
        <a
          className="button button-whatsapp"
          href={whatsappLink(phones[0], orderSummaryText(order, link, text, amount))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsapp" /> {t.whatsapp}
        </a>
        {customer && link && (
          <a
            className="button button-whatsapp"
            href={whatsappLink(customer.phone, t.sendToMeText(order.orderId, link))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="whatsapp" /> {t.sendToMe}
          </a>
        )}
      </p>

      {order.readyAt && (order.status === 'accepted' || order.status === 'preparing') && (
        <p className="ready-note">
          <strong>{order.fulfilment === 'pickup' ? t.readyPickup : t.readyDelivery}</strong>{' '}
          <time dateTime={order.readyAt}>{formatIndiaTime(order.readyAt, new Date(), lang)}</time>
        </p>
      )}

      <h2>{t.status}</h2>
      <ol className="timeline" aria-live="polite">
        {steps.map((s) => {
          const by = byLabel(s.by ?? undefined, text);
          return (
            <li
              key={s.status}
              className={`step step-${s.state}${s.status === 'cancelled' ? ' step-cancelled' : ''}`}
              aria-current={s.state === 'current' ? 'step' : undefined}
            >
              {/* The state is said in words and shown by the mark's shape, not by its colour alone. */}
              <span className="step-dot" aria-hidden="true">
                {s.status === 'cancelled' ? '✕' : s.state === 'done' ? '✓' : ''}
              </span>
              <span className="step-text">
                <span className="visually-hidden">{t.stepState[s.state]}: </span>
                <span className="step-label">{s.label}</span>
                {by && <span className="step-by"> · {by}</span>}
                {s.state === 'current' && s.status !== 'cancelled' && (
                  <span className="step-now" aria-hidden="true">
                    {t.stepState.current}
                  </span>
                )}
                {s.reason && (
                  <span className="step-reason">
                    {t.reason(s.reason === FAKE_REASON ? holdTexts[lang].fakeReason : s.reason)}
                  </span>
                )}
              </span>
              {s.at && <time dateTime={s.at}>{formatIndiaTime(s.at, new Date(), lang)}</time>}
            </li>
          );
        })}
      </ol>
      {!finished && <p className="note">{t.updates}</p>}
      <NotifyMe order={order} token={token} t={t} lang={lang} />
      {order.status === 'delivered' && <RateOrder order={order} token={token} t={t} />}

      {order.deliveryCode && (
        <DeliveryCode
          code={order.deliveryCode}
          t={t}
          renew={async () => {
            const answer = await newDeliveryCode(orderId, token);
            if (answer.ok && answer.data) show(answer.data);
            return answer.ok ? '' : t.newCodeFailed(answer.message ?? '');
          }}
        />
      )}

      {order.deliveryPerson && (
        <p className="rider">
          {t.rider} <strong>{order.deliveryPerson.name}</strong>{' '}
          {order.deliveryPerson.phone && (
            <a className="button button-light" href={telHref(order.deliveryPerson.phone)}>
              <Icon name="phone" /> {t.call(formatPhone(order.deliveryPerson.phone))}
            </a>
          )}
        </p>
      )}

      <h2>{t.items}</h2>
      <ul className="cart-lines">
        {order.items.map((i, n) => (
          <li key={n} className="cart-line">
            <span className="cart-line-name">{itemName(i, lang)}</span>
            <span className="cart-line-qty">× {i.quantity}</span>
            <span className="cart-line-amount">{amount(i.price * i.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <dt>{all.cart.subtotal}</dt>
        <dd>{amount(order.subtotal)}</dd>
        <dt>{order.fulfilment === 'pickup' ? all.cart.pickupNoCharge : all.cart.deliveryCharge(null)}</dt>
        <dd>{amount(order.deliveryCharge)}</dd>
        {!!order.discount && (
          <>
            <dt>{t.discount(order.couponCode ?? null)}</dt>
            <dd>− {amount(order.discount)}</dd>
          </>
        )}
        {!!order.tax && (
          <>
            <dt>{billTexts[lang].gst}</dt>
            <dd>{amount(order.tax)}</dd>
          </>
        )}
        <dt className="cart-total">{t.totalPay(pay)}</dt>
        <dd className="cart-total">{total}</dd>
      </dl>
      <OrderAgain items={order.items} t={t} />
      {/* The bill is a page of its own, made by the server: nothing of it comes into the site's scripts. */}
      <p>
        <a
          className="button button-light"
          href={`/api/track/${encodeURIComponent(order.orderId)}/bill.html?${new URLSearchParams({ t: token, lang })}`}
          target="_blank"
          rel="noopener"
        >
          {billTexts[lang].bill}
        </a>
      </p>

      <div className="cancel-box">
        {order.canCancel ? (
          <>
            <p>{t.cancelPolicy}</p>
            <button type="button" className="button button-light" disabled={cancelling} onClick={() => void onCancel()}>
              {cancelling ? t.cancelling : t.cancel}
            </button>
          </>
        ) : (
          <p>
            {whyNotCancellable(order, t)}{' '}
            {order.status !== 'cancelled' && order.status !== 'delivered' && t.cancelPolicy}
          </p>
        )}
        {cancelError && (
          <p className="form-error" role="alert">
            {cancelError}
          </p>
        )}
      </div>

      {mine.some((o) => o.orderId !== order.orderId) && (
        <nav className="your-orders" aria-labelledby="your-orders-title">
          <h2 id="your-orders-title">{t.yourOrders}</h2>
          <ul>
            {mine
              .filter((o) => o.orderId !== order.orderId)
              .map((o) => (
                <li key={o.orderId}>
                  {/* A full load: each tracking page reads its own token from the address. */}
                  <a href={href(o.trackingUrl)}>
                    {t.knownOrder(o.orderId, amount(o.total), formatIndiaTime(o.placedAt, new Date(), lang))}
                  </a>
                  <OrderAgain
                    orderId={o.orderId}
                    token={new URLSearchParams(o.trackingUrl.split('?')[1] ?? '').get('t') ?? ''}
                    t={t}
                    label={`${t.orderAgain}: ${o.orderId}`}
                  />
                </li>
              ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
