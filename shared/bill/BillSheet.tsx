/**
 * The printed bill, for 80 mm thermal paper or A4: plain elements and inline styles, no UI
 * library, so the admin, the kitchen app and the API's customer page (rendered on the
 * server) print the very same sheet.
 */
import type { CSSProperties } from 'react';
import type { Bill } from '../api/bills';
import { BILL_TEXT, type BillLanguage } from './billText';
import { dueWords } from '../scheduling';

export type BillPaper = '80' | 'a4';
export const BILL_PAPERS: readonly BillPaper[] = ['80', 'a4'];

/** The @page rule and print rules of a paper: the page itself is the sheet, nothing else prints. */
export const billPageCss = (paper: BillPaper): string =>
  `@page { size: ${paper === '80' ? '80mm auto' : 'A4'}; margin: ${paper === '80' ? '2mm' : '12mm'}; } ` +
  `@media print { .no-print { display: none !important; } html, body { background: #fff !important; } .bill-sheet { box-shadow: none !important; margin: 0 !important; width: auto !important; } }`;

const rupees = (value: number, lang: BillLanguage) =>
  `₹${value.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "24 Nov 2026, 7:05 pm" in India time, whatever the printing device's zone. */
const indiaDateTime = (iso: string, lang: BillLanguage) =>
  new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** "7:05 pm" in India time: a round's time on its sitting's bill. */
const indiaTime = (iso: string, lang: BillLanguage) =>
  new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** "5 Dec 2026" in India time. */
const indiaDate = (iso: string, lang: BillLanguage) =>
  new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

export function BillSheet({ bill, lang, paper }: { bill: Bill; lang: BillLanguage; paper: BillPaper }) {
  const t = BILL_TEXT[lang];
  // A table's sitting: one bill for every round, grouped by round, with the payments taken at the close.
  const sitting = bill.sitting;
  const narrow = paper === '80';
  const nameOf = (x: { name: string; nameHi: string | null }) => (lang === 'hi' && x.nameHi) || x.name;
  const money = (value: number) => rupees(value, lang);
  const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '2mm' };
  const rule = <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '1.5mm 0' }} />;
  const halfRate = String(bill.gstRate / 2);
  const sheet: CSSProperties = {
    width: narrow ? '76mm' : '186mm',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: narrow ? '3mm' : '10mm',
    background: '#fff',
    color: '#000',
    fontFamily: narrow
      ? 'ui-monospace, Menlo, Consolas, "Noto Sans Devanagari", monospace'
      : 'system-ui, "Noto Sans", "Noto Sans Devanagari", sans-serif',
    fontSize: narrow ? '9.5pt' : '11pt',
    lineHeight: 1.35,
    boxShadow: '0 1px 4px rgba(0,0,0,.2)',
  };
  const cell: CSSProperties = { padding: narrow ? '0.5mm 0' : '1mm 2mm', verticalAlign: 'top' };
  // A gap before each number, so a party's 120 plates never run into their amount on 80 mm paper.
  const num: CSSProperties = {
    ...cell,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    ...(narrow ? { paddingLeft: '1.5mm' } : {}),
  };
  return (
    <article
      className="bill-sheet"
      data-testid="bill"
      data-paper={paper}
      data-kind={bill.kind}
      lang={lang}
      style={sheet}
      aria-label={`${t.kind[bill.kind]} ${bill.billNumber}`}
    >
      <header style={{ textAlign: 'center' }}>
        <div style={{ fontWeight: 700, fontSize: '1.3em' }}>{nameOf(bill.restaurant)}</div>
        {bill.restaurant.address && <div>{bill.restaurant.address}</div>}
        {bill.fssai && (
          <div>
            {t.fssai} {bill.fssai}
          </div>
        )}
        {bill.gstin && (
          <div>
            {t.gstin} {bill.gstin}
          </div>
        )}
        <div
          style={{
            fontWeight: 700,
            fontSize: '1.15em',
            marginTop: '1.5mm',
            textTransform: lang === 'en' ? 'uppercase' : undefined,
          }}
        >
          {t.kind[bill.kind]}
        </div>
      </header>
      {bill.cancelled && (
        <p
          role="status"
          style={{ textAlign: 'center', fontWeight: 700, border: '2px solid #000', padding: '1mm', margin: '1.5mm 0' }}
        >
          {t.cancelled}
        </p>
      )}
      {rule}
      <div style={row}>
        <span>{t.billNumber}</span>
        <b data-testid="bill-number">{bill.billNumber}</b>
      </div>
      {!sitting && (
        <div style={row}>
          <span>{t.orderNumber}</span>
          <span>{bill.orderId}</span>
        </div>
      )}
      <div style={row}>
        <span>{t.date}</span>
        <span>{indiaDateTime(bill.date, lang)}</span>
      </div>
      {bill.scheduledFor && (
        <div
          data-testid="bill-for-time"
          style={{ textAlign: 'center', fontWeight: 700, border: '1px solid #000', padding: '1mm', margin: '1mm 0' }}
        >
          {t.forTime(dueWords(Date.parse(bill.scheduledFor), Date.now(), lang))}
        </div>
      )}
      <div style={row} data-testid={sitting ? 'bill-table' : undefined}>
        <span>{sitting ? t.table : t.customer}</span>
        <span>{sitting ? sitting.table : bill.customer.name}</span>
      </div>
      {bill.customer.phone && (
        <div style={row}>
          <span>{t.phone}</span>
          <span>{bill.customer.phone}</span>
        </div>
      )}
      <div>
        {bill.fulfilment === 'pickup'
          ? t.pickup
          : bill.fulfilment === 'dine_in'
            ? t.dineIn
            : `${t.delivery}: ${[bill.address, bill.villageName].filter(Boolean).join(', ')}`}
      </div>
      {rule}
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ borderBottom: '1px solid #000' }}>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              {t.item}
            </th>
            <th scope="col" style={num}>
              {t.qty}
            </th>
            {!narrow && (
              <th scope="col" style={num}>
                {t.rate}
              </th>
            )}
            <th scope="col" style={num}>
              {t.amount}
            </th>
          </tr>
        </thead>
        {(sitting ? sitting.rounds : [{ orderId: bill.orderId, placedAt: null, lines: bill.lines }]).map((round, r) => (
          <tbody key={round.orderId} data-testid={sitting ? 'bill-round' : undefined}>
            {round.placedAt && (
              <tr>
                <th
                  scope="colgroup"
                  colSpan={narrow ? 3 : 4}
                  style={{ ...cell, textAlign: 'left', fontWeight: 600, paddingTop: narrow ? '1mm' : '2mm' }}
                >
                  {t.round(r + 1, indiaTime(round.placedAt, lang))} · {round.orderId}
                </th>
              </tr>
            )}
            {round.lines.map((line, i) => (
              <tr key={i}>
                <td style={cell}>{nameOf(line)}</td>
                <td style={num}>{line.quantity}</td>
                {!narrow && <td style={num}>{money(line.price)}</td>}
                <td style={num}>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {rule}
      <div style={{ marginLeft: narrow ? 0 : '50%' }}>
        <div style={row}>
          <span>{t.subtotal}</span>
          <span>{money(bill.subtotal)}</span>
        </div>
        {(bill.fulfilment !== 'dine_in' || bill.deliveryCharge > 0) && (
          <div style={row}>
            <span>{t.deliveryCharge}</span>
            <span>{money(bill.deliveryCharge)}</span>
          </div>
        )}
        {bill.discount > 0 && (
          <div style={row}>
            <span>{bill.couponCode ? t.couponDiscount(bill.couponCode) : t.discount}</span>
            <span>− {money(bill.discount)}</span>
          </div>
        )}
        {bill.kind === 'tax_invoice' && (
          <>
            <div style={row}>
              <span>{t.taxableValue}</span>
              <span>{money(bill.taxableValue)}</span>
            </div>
            <div style={row} data-testid="bill-cgst">
              <span>{t.cgst(halfRate)}</span>
              <span>{money(bill.cgst)}</span>
            </div>
            <div style={row} data-testid="bill-sgst">
              <span>{t.sgst(halfRate)}</span>
              <span>{money(bill.sgst)}</span>
            </div>
            {bill.pricesIncludeTax && <div style={{ fontSize: '0.9em' }}>({t.taxIncluded})</div>}
          </>
        )}
        <div
          style={{
            ...row,
            fontWeight: 700,
            fontSize: '1.15em',
            borderTop: '1px solid #000',
            marginTop: '1mm',
            paddingTop: '1mm',
          }}
        >
          <span>{t.total}</span>
          <span data-testid="bill-total">{money(bill.total)}</span>
        </div>
        {bill.advance && (
          <>
            <div style={row} data-testid="bill-advance">
              <span>{t.advance(indiaDate(bill.advance.receivedAt, lang))}</span>
              <span style={{ whiteSpace: 'nowrap' }}>− {money(bill.advance.amount)}</span>
            </div>
            {bill.advance.utr && <div style={{ fontSize: '0.9em' }}>UTR {bill.advance.utr}</div>}
            <div style={{ ...row, fontWeight: 700 }} data-testid="bill-balance">
              <span>{t.balanceDue}</span>
              <span>{money(bill.balanceDue ?? 0)}</span>
            </div>
          </>
        )}
      </div>
      {bill.compositionLine && <p style={{ fontWeight: 700, margin: '1.5mm 0' }}>{bill.compositionLine[lang]}</p>}
      {bill.gstByOperator && <p style={{ margin: '1.5mm 0', fontSize: '0.9em' }}>{t.operator}</p>}
      {rule}
      {sitting ? (
        <SittingPayments sitting={sitting} lang={lang} narrow={narrow} />
      ) : (
        <div>
          {t.payment}: {t.method[bill.paymentMethod]} —{' '}
          <span data-testid="bill-payment">{t.paymentState[bill.payment]}</span>
        </div>
      )}
      <div style={{ textAlign: 'center', marginTop: '2mm' }}>{t.thanks}</div>
    </article>
  );
}

/**
 * The payments a table's sitting was closed with (one line per payer), and while something is
 * still due, the balance with the QR code of the restaurant's UPI link for it.
 */
function SittingPayments({
  sitting,
  lang,
  narrow,
}: {
  sitting: NonNullable<Bill['sitting']>;
  lang: BillLanguage;
  narrow: boolean;
}) {
  const t = BILL_TEXT[lang];
  const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '2mm' };
  const qrMm = narrow ? 34 : 40;
  return (
    <div data-testid="bill-payments">
      {sitting.payments.length > 0 && <div style={{ fontWeight: 600 }}>{t.payments}</div>}
      {sitting.payments.map((p, i) => (
        <div key={i} style={row} data-testid="bill-payment-line" data-method={p.method}>
          <span>
            {t.method[p.method]}
            {p.utr ? ` · UTR ${p.utr}` : ''}
          </span>
          <span style={{ whiteSpace: 'nowrap' }}>{rupees(p.amount, lang)}</span>
        </div>
      ))}
      {sitting.balanceDue > 0 && (
        <div style={{ ...row, fontWeight: 700 }} data-testid="bill-balance">
          <span>{t.balanceDue}</span>
          <span>{rupees(sitting.balanceDue, lang)}</span>
        </div>
      )}
      {sitting.balanceDue > 0 && sitting.upi && (
        <figure style={{ margin: '2mm 0 0', textAlign: 'center' }} data-testid="bill-upi-qr">
          <svg
            role="img"
            aria-label={`UPI ${rupees(sitting.balanceDue, lang)}`}
            viewBox={`-4 -4 ${sitting.upi.qrSize + 8} ${sitting.upi.qrSize + 8}`}
            width={`${qrMm}mm`}
            height={`${qrMm}mm`}
            shapeRendering="crispEdges"
            style={{ background: '#fff' }}
          >
            <path d={sitting.upi.qrPath} fill="#000" />
          </svg>
          <figcaption style={{ fontSize: '0.9em' }}>{t.scanToPay}</figcaption>
        </figure>
      )}
    </div>
  );
}
