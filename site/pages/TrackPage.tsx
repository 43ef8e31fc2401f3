/**
 * /track/ORD-…?t=TOKEN: the order's confirmation and tracking page. Follows the order by itself
 * (GET /api/track every 4 s while the tab is visible and the order not finished). Loaded only when used.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelOrder, getTracking, type Tracking } from '../api';
import { formatRupees } from '../cart';
import { phones } from '../content';
import { formatPhone, telHref, whatsappLink } from '../lib';
import { Icon } from '../components/Icon';
import { Link, useRouter } from '../router';
import { formatIndiaTime, isFinished, orderSummaryText, PLACED_ORDER_KEY, POLL_INTERVAL_MS, timeline } from '../track';

type Load = { kind: 'loading' } | { kind: 'found'; order: Tracking } | { kind: 'missing' } | { kind: 'error'; message: string };

const CANCEL_POLICY = 'Orders can be cancelled before the kitchen starts preparing them.';

function whyNotCancellable(order: Tracking): string {
  switch (order.status) {
    case 'cancelled':
      return 'This order has been cancelled.';
    case 'delivered':
      return order.fulfilment === 'pickup' ? 'This order has been picked up.' : 'This order has been delivered.';
    case 'out_for_delivery':
      return 'This order is on its way, so it can no longer be cancelled.';
    default:
      return 'The kitchen has started preparing this order, so it can no longer be cancelled. For a problem, please call us.';
  }
}

export function TrackPage() {
  const { path } = useRouter();
  const orderId = decodeURIComponent(path.replace(/^\/track\/?/, ''));
  const [token] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState('');
  const [justPlaced] = useState(() => {
    try {
      return window.sessionStorage.getItem(PLACED_ORDER_KEY) === orderId;
    } catch {
      return false;
    }
  });
  const finished = load.kind === 'found' && isFinished(load.order.status);
  const live = useRef(true);

  const refresh = useCallback(async () => {
    if (!orderId || !token) {
      setLoad({ kind: 'missing' });
      return;
    }
    const answer = await getTracking(orderId, token);
    if (!live.current) return;
    if (answer.ok && answer.data) setLoad({ kind: 'found', order: answer.data });
    else if (answer.status === 404) setLoad({ kind: 'missing' });
    // A failed poll keeps what is shown; only the first load reports the error.
    else setLoad((l) => (l.kind === 'found' ? l : { kind: 'error', message: answer.message || 'The order could not be loaded. Please try again.' }));
  }, [orderId, token]);

  useEffect(() => {
    live.current = true;
    void refresh();
    return () => {
      live.current = false;
    };
  }, [refresh]);

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
    if (cancelling || !window.confirm('Cancel this order?')) return;
    setCancelling(true);
    setCancelError('');
    const answer = await cancelOrder(orderId, token);
    setCancelling(false);
    if (answer.ok && answer.data) setLoad({ kind: 'found', order: answer.data });
    else {
      setCancelError(answer.message || 'The order could not be cancelled. Please call us.');
      void refresh();
    }
  };

  if (load.kind === 'loading')
    return (
      <div className="container page-loading" role="status">
        <p>Loading your order…</p>
      </div>
    );
  if (load.kind === 'missing')
    return (
      <section className="container track" aria-labelledby="track-title">
        <h1 id="track-title" tabIndex={-1}>
          Order not found
        </h1>
        <p>We could not find this order. Please check the link you received, or call us on <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>.</p>
        <p>
          <Link to="/" className="button">
            Back to the home page
          </Link>
        </p>
      </section>
    );
  if (load.kind === 'error')
    return (
      <section className="container track" aria-labelledby="track-title">
        <h1 id="track-title" tabIndex={-1}>
          Your order
        </h1>
        <p className="form-error" role="alert">
          {load.message}
        </p>
        <button type="button" className="button" onClick={() => void refresh()}>
          Try again
        </button>
      </section>
    );

  const order = load.order;
  const steps = timeline(order);
  const link = typeof window !== 'undefined' ? window.location.href : undefined;
  const pay = order.fulfilment === 'pickup' ? 'cash at pickup' : 'cash on delivery';

  return (
    <section className="container track" aria-labelledby="track-title">
      <h1 id="track-title" tabIndex={-1}>
        {justPlaced ? 'Thank you! Your order is placed' : 'Your order'}
      </h1>
      <p className="order-number">
        Order number <strong>{order.orderId}</strong>
      </p>
      {order.status === 'placed' && (
        <div className="next-steps">
          <h2>What happens next</h2>
          <ol>
            <li>The kitchen accepts your order in a few minutes; this page shows it.</li>
            <li>{order.fulfilment === 'pickup' ? 'We cook it fresh; come to our kitchen in Janghai when it says ready.' : 'We cook it fresh and a rider brings it to your door.'}</li>
            <li>
              You pay {formatRupees(order.totalAmount)} {pay}.
            </li>
          </ol>
        </div>
      )}
      <p>
        <a className="button button-whatsapp" href={whatsappLink(phones[0], orderSummaryText(order, link))} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" /> Send the order on WhatsApp
        </a>
      </p>

      <h2>Status</h2>
      <ol className="timeline" aria-live="polite">
        {steps.map((s) => (
          <li key={s.status} className={`step step-${s.state}${s.status === 'cancelled' ? ' step-cancelled' : ''}`} aria-current={s.state === 'current' ? 'step' : undefined}>
            <span className="step-dot" aria-hidden="true" />
            <span className="step-label">{s.label}</span>
            {s.at && <time dateTime={s.at}>{formatIndiaTime(s.at)}</time>}
          </li>
        ))}
      </ol>
      {!finished && <p className="note">This page updates by itself.</p>}

      {order.deliveryPerson && (
        <p className="rider">
          Your rider: <strong>{order.deliveryPerson.name}</strong>{' '}
          <a className="button button-light" href={telHref(order.deliveryPerson.phone)}>
            <Icon name="phone" /> Call {formatPhone(order.deliveryPerson.phone)}
          </a>
        </p>
      )}

      <h2>Items</h2>
      <ul className="cart-lines">
        {order.items.map((i, n) => (
          <li key={n} className="cart-line">
            <span className="cart-line-name">{i.name}</span>
            <span className="cart-line-qty">× {i.quantity}</span>
            <span className="cart-line-amount">{formatRupees(i.price * i.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <dt>Subtotal</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
        <dt>{order.fulfilment === 'pickup' ? 'Pickup (no delivery charge)' : 'Delivery charge'}</dt>
        <dd>{formatRupees(order.deliveryCharge)}</dd>
        <dt className="cart-total">Total ({pay})</dt>
        <dd className="cart-total">{formatRupees(order.totalAmount)}</dd>
      </dl>

      <div className="cancel-box">
        {order.canCancel ? (
          <>
            <p>{CANCEL_POLICY}</p>
            <button type="button" className="button button-light" disabled={cancelling} onClick={() => void onCancel()}>
              {cancelling ? 'Cancelling…' : 'Cancel order'}
            </button>
          </>
        ) : (
          <p>
            {whyNotCancellable(order)} {order.status !== 'cancelled' && order.status !== 'delivered' && CANCEL_POLICY}
          </p>
        )}
        {cancelError && (
          <p className="form-error" role="alert">
            {cancelError}
          </p>
        )}
      </div>
    </section>
  );
}
