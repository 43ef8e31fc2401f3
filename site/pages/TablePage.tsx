/**
 * /t/<token>: the page a guest opens from their table's QR code. The restaurant's menu, a round
 * built with Add and sent with "Send to kitchen" (no phone, no address: they are sitting here),
 * every round of the sitting with its status, the running total, and "Ask for the bill"; once
 * staff close the table, its bill to see and print (for a while: the next guest scans the same
 * code). An unknown token (or a deleted table's) says so plainly. Loaded only when used.
 */
import { useCallback, useEffect, useState } from 'react';
import { askForBill, getTable, getTableMenu, sendRound, type TableMenu, type TableSitting } from '../api';
import { useLang } from '../i18n/context';
import { useOrderText } from '../i18n/order';
import { phones } from '../content';
import { formatPhone, telHref } from '../lib';
import { useRouter } from '../router';
import './ordering.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'found'; sitting: TableSitting; menu: TableMenu }
  | { kind: 'missing' }
  | { kind: 'error' };

/** How often the rounds' status is read again while the page is open: the kitchen's taps show within this. */
const REFRESH_MS = 15_000;

export function TablePage() {
  const { path } = useRouter();
  const { lang, amount } = useLang();
  const t = useOrderText().table;
  const token = path.replace(/^\/t\/?/, '');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [round, setRound] = useState<Map<number, number>>(new Map());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  // One key per round being built: a double tap or a retry after a lost answer sends it once.
  const [roundKey, setRoundKey] = useState(() => crypto.randomUUID());

  const refresh = useCallback(async () => {
    const [sitting, menu] = await Promise.all([getTable(token), getTableMenu(token)]);
    if (sitting.ok && sitting.data && menu.ok && menu.data)
      setLoad({ kind: 'found', sitting: sitting.data, menu: menu.data });
    else
      setLoad((now) =>
        now.kind === 'found' && sitting.status === 0 ? now : { kind: sitting.status === 404 ? 'missing' : 'error' },
      );
  }, [token]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  if (load.kind === 'loading')
    return (
      <div className="container page-loading" role="status">
        <p>{t.loading}</p>
      </div>
    );
  if (load.kind === 'missing' || load.kind === 'error')
    return (
      <section className="container track table-page" aria-labelledby="table-title">
        <h1 id="table-title" tabIndex={-1}>
          {load.kind === 'missing' ? t.notFound : t.failed}
        </h1>
        {load.kind === 'missing' ? (
          <p>
            {t.notFoundText} <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>
            {lang === 'hi' ? '।' : '.'}
          </p>
        ) : (
          <button type="button" className="button" onClick={() => void refresh()}>
            {t.tryAgain}
          </button>
        )}
      </section>
    );

  const { sitting, menu } = load;
  const dishName = (d: { name: string; nameHi?: string | null }) => (lang === 'hi' && d.nameHi) || d.name;
  const change = (dishId: number, by: number) => {
    const next = new Map(round);
    const quantity = (next.get(dishId) ?? 0) + by;
    if (quantity > 0) next.set(dishId, quantity);
    else next.delete(dishId);
    setRound(next);
    setNotice('');
  };
  const lines = [...round].map(([dishId, quantity]) => ({ dish: menu.dishes.find((d) => d.id === dishId)!, quantity }));
  const roundTotal = lines.reduce((sum, l) => sum + (l.dish?.price ?? 0) * l.quantity, 0);

  const send = async () => {
    setSending(true);
    setFailure('');
    const answer = await sendRound(
      token,
      [...round].map(([dishId, quantity]) => ({ dishId, quantity })),
      roundKey,
    );
    setSending(false);
    if (answer.ok && answer.data) {
      setLoad({ kind: 'found', sitting: answer.data, menu });
      setRound(new Map());
      setRoundKey(crypto.randomUUID());
      setNotice(t.sent);
    } else setFailure(answer.message ?? t.failed);
  };
  const billPlease = async () => {
    const answer = await askForBill(token);
    if (answer.ok && answer.data) setLoad({ kind: 'found', sitting: answer.data, menu });
    else setFailure(answer.message ?? t.failed);
  };

  return (
    <section className="container track table-page" aria-labelledby="table-title">
      <p className="order-number">
        {(lang === 'hi' && sitting.table.restaurantNameHi) || sitting.table.restaurantName}
      </p>
      <h1 id="table-title" tabIndex={-1}>
        {t.title(sitting.table.name)}
      </h1>

      {sitting.rounds.length === 0 && sitting.closedBill && (
        // The bill is a page of its own, made by the server: nothing of it comes into the site's scripts.
        <div className="table-rounds" data-testid="table-closed-bill">
          <h2>{t.closedTitle}</h2>
          <p>{t.closedBill(sitting.closedBill.billNumber, amount(sitting.closedBill.total))}</p>
          <a
            className="button button-light"
            href={`/api/tables/${encodeURIComponent(token)}/bill.html?${new URLSearchParams({ lang })}`}
            target="_blank"
            rel="noopener"
          >
            {t.viewBill}
          </a>
        </div>
      )}

      {sitting.rounds.length > 0 && (
        <div className="table-rounds" data-testid="table-rounds">
          <h2>{t.rounds}</h2>
          <ol>
            {sitting.rounds.map((r, i) => (
              <li key={r.orderId} data-testid="table-round" data-status={r.status}>
                <p className="table-round-head">
                  <strong>{t.round(i + 1)}</strong>
                  <span className={`table-status table-status-${r.status}`}>{t.statuses[r.status]}</span>
                  <span>{amount(r.total)}</span>
                </p>
                <p className="table-round-items">
                  {r.items.map((item) => `${item.quantity} × ${dishName(item)}`).join(', ')}
                </p>
              </li>
            ))}
          </ol>
          <p className="table-total" data-testid="table-total">
            {t.total}: <strong>{amount(sitting.total)}</strong>
          </p>
          {sitting.billAskedAt ? (
            <p className="upi-paid" role="status">
              {t.billAsked}
            </p>
          ) : (
            <button type="button" className="button button-light" onClick={() => void billPlease()}>
              {t.askBill}
            </button>
          )}
        </div>
      )}

      <h2>{t.menu}</h2>
      {!menu.isOpen && (
        <p className="form-error" role="alert">
          {t.closed}
        </p>
      )}
      <ul className="table-menu">
        {menu.dishes.map((dish) => {
          const quantity = round.get(dish.id) ?? 0;
          return (
            <li key={dish.id} className={dish.available ? '' : 'dish-sold-out'} data-dish-id={dish.id}>
              <span className="table-dish-name">{dishName(dish)}</span>
              <span className="table-dish-price">{amount(dish.price)}</span>
              {!dish.available ? (
                <span className="dish-status sold-out">{t.soldOut}</span>
              ) : quantity === 0 ? (
                <button type="button" className="button" onClick={() => change(dish.id, 1)} disabled={!menu.isOpen}>
                  {t.add}
                </button>
              ) : (
                <span className="table-qty">
                  <button
                    type="button"
                    className="button button-light"
                    aria-label={t.remove(dishName(dish))}
                    onClick={() => change(dish.id, -1)}
                  >
                    −
                  </button>
                  <span aria-live="polite">{quantity}</span>
                  <button
                    type="button"
                    className="button button-light"
                    aria-label={t.more(dishName(dish))}
                    onClick={() => change(dish.id, 1)}
                  >
                    +
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>

      <div className="table-send" aria-live="polite">
        {notice && (
          <p className="upi-paid" role="status">
            {notice}
          </p>
        )}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {lines.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <>
            <h2>{t.yourRound}</h2>
            <p>{lines.map((l) => `${l.quantity} × ${dishName(l.dish)}`).join(', ')}</p>
          </>
        )}
        <button
          type="button"
          className="button button-large"
          disabled={lines.length === 0 || sending}
          onClick={() => void send()}
          data-testid="send-round"
        >
          {sending ? t.sending : lines.length > 0 ? `${t.send} · ${amount(roundTotal)}` : t.send}
        </button>
      </div>
    </section>
  );
}
