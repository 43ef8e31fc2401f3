/**
 * /khata/9876543210?t=SECRET: a customer's udhaar (khata) statement, the private link the owner
 * sends on WhatsApp. It shows the balance owed, every bill and payment with the balance after it,
 * and a UPI link and QR for the balance. Loaded only when used.
 */
import { useCallback, useState } from 'react';
import { getKhata, type KhataView } from '../api';
import { useLang } from '../i18n/context';
import { useOrderText } from '../i18n/order';
import { useRouter } from '../router';
import { formatIndiaTime } from '../track';
import { NotLoaded, useLinkedRecord } from '../components/LinkedRecord';
import './ordering.css';

type Entry = KhataView['entries'][number];

export function KhataPage() {
  const { path } = useRouter();
  const { lang, amount } = useLang();
  const t = useOrderText().khata;
  const phone = path.replace(/^\/khata\/?/, '');
  const [token] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const read = useCallback(() => (/^\d{10}$/.test(phone) && token ? getKhata(phone, token) : null), [phone, token]);
  const { load, refresh } = useLinkedRecord(read);

  if (load.kind !== 'found')
    return (
      <NotLoaded
        load={load}
        className="container track khata"
        titleId="khata-title"
        texts={{
          loading: t.loading,
          missingTitle: t.notFound,
          missingText: t.notFoundText,
          home: t.home,
          errorTitle: t.restaurant,
          error: () => t.failed,
          tryAgain: t.tryAgain,
        }}
        retry={() => void refresh()}
      />
    );

  const khata = load.data;
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
