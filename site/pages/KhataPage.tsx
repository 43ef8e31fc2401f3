/**
 * /khata/9876543210?t=SECRET: a customer's udhaar (khata) statement, the private link the owner
 * sends on WhatsApp. It shows the balance owed, every bill and payment with the balance after it,
 * and a UPI link and QR for the balance. Loaded only when used.
 */
import { useCallback, useEffect, useState } from 'react';
import { getKhata, type KhataView } from '../api';
import { useLang } from '../i18n/context';
import { useOrderText } from '../i18n/order';
import { phones } from '../content';
import { formatPhone, telHref } from '../lib';
import { Link, useRouter } from '../router';
import { formatIndiaTime } from '../track';
import './ordering.css';

type Load = { kind: 'loading' } | { kind: 'found'; khata: KhataView } | { kind: 'missing' } | { kind: 'error' };
type Entry = KhataView['entries'][number];

export function KhataPage() {
  const { path } = useRouter();
  const { lang, amount } = useLang();
  const t = useOrderText().khata;
  const phone = path.replace(/^\/khata\/?/, '');
  const [token] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const refresh = useCallback(async () => {
    if (!/^\d{10}$/.test(phone) || !token) return setLoad({ kind: 'missing' });
    const answer = await getKhata(phone, token);
    if (answer.ok && answer.data) setLoad({ kind: 'found', khata: answer.data });
    else setLoad({ kind: answer.status === 404 ? 'missing' : 'error' });
  }, [phone, token]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (load.kind === 'loading')
    return (
      <div className="container page-loading" role="status">
        <p>{t.loading}</p>
      </div>
    );
  if (load.kind === 'missing')
    return (
      <section className="container track khata" aria-labelledby="khata-title">
        <h1 id="khata-title" tabIndex={-1}>
          {t.notFound}
        </h1>
        <p>
          {t.notFoundText} <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>
          {lang === 'hi' ? '।' : '.'}
        </p>
        <p>
          <Link to="/" className="button">
            {t.home}
          </Link>
        </p>
      </section>
    );
  if (load.kind === 'error')
    return (
      <section className="container track khata" aria-labelledby="khata-title">
        <h1 id="khata-title" tabIndex={-1}>
          {t.restaurant}
        </h1>
        <p className="form-error" role="alert">
          {t.failed}
        </p>
        <button type="button" className="button" onClick={() => void refresh()}>
          {t.tryAgain}
        </button>
      </section>
    );

  const khata = load.khata;
  const what = (e: Entry) =>
    e.type === 'credit'
      ? t.order(e.orderCode ?? '')
      : e.type === 'refund'
        ? t.refund(e.orderCode ?? '')
        : t.settlement(t.methods[e.method]);
  return (
    <section className="container track khata" aria-labelledby="khata-title">
      <p className="order-number">{t.restaurant}</p>
      <h1 id="khata-title" tabIndex={-1}>
        {t.title(khata.name)}
      </h1>
      <p className="khata-balance" data-testid="khata-balance">
        {t.balance}: <strong>{amount(khata.balance)}</strong>
      </p>
      {khata.balance <= 0 ? (
        <p className="upi-paid" role="status">
          {t.nothingOwed}
        </p>
      ) : (
        <div className="upi-box">
          {khata.upiLink ? (
            <>
              <p>
                <a className="button button-large" href={khata.upiLink}>
                  {t.pay(amount(khata.balance))}
                </a>
              </p>
              {khata.upiQr && (
                <>
                  <p className="upi-scan">{t.scan}</p>
                  <img
                    className="upi-qr"
                    src={khata.upiQr}
                    width={200}
                    height={200}
                    alt={t.qrAlt(amount(khata.balance))}
                  />
                </>
              )}
            </>
          ) : (
            <p>{t.noUpi}</p>
          )}
        </div>
      )}
      <h2>{t.entries}</h2>
      {khata.entries.length === 0 ? (
        <p>{t.noEntries}</p>
      ) : (
        <div className="khata-entries">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.what}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">{t.after}</th>
              </tr>
            </thead>
            <tbody>
              {khata.entries.map((e) => (
                <tr key={e.id}>
                  <td>{formatIndiaTime(e.at, new Date(), lang)}</td>
                  <td>{what(e)}</td>
                  <td>{e.type === 'credit' ? amount(e.amount) : `−${amount(e.amount)}`}</td>
                  <td>{amount(e.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
