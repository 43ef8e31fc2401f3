/**
 * The printed prep list, for 80 mm thermal paper: plain elements and inline styles, no UI
 * library, so the kitchen app and the admin print the very same sheet (as the bill does).
 */
import type { CSSProperties } from 'react';
import type { PrepList } from '../api/prepList';
import { clockWords, dayWords } from '../scheduling';

export type PrepLanguage = 'en' | 'hi';

const TEXT = {
  en: {
    title: 'Prep list',
    dish: 'Dish',
    qty: 'Qty',
    orders: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
    none: 'Nothing to prepare in this window.',
    counted: 'Orders counted',
    party: 'party',
    tentative: 'Parties not confirmed yet (not counted above)',
    guests: (n: number) => `${n} guests`,
    perPlate: 'per plate',
    span: (from: string, to: string) => `${from} to ${to}`,
  },
  hi: {
    title: 'तैयारी सूची',
    dish: 'व्यंजन',
    qty: 'मात्रा',
    orders: (n: number) => `${n} ऑर्डर`,
    none: 'इस समय के लिए कुछ बनाना नहीं है।',
    counted: 'गिने गए ऑर्डर',
    party: 'पार्टी',
    tentative: 'पार्टी जो अभी पक्की नहीं (ऊपर नहीं गिनी)',
    guests: (n: number) => `${n} मेहमान`,
    perPlate: 'हर थाली में',
    span: (from: string, to: string) => `${from} से ${to} तक`,
  },
} as const;

/** The @page rule and print rules: only the sheet prints, on 80 mm paper. */
export const PREP_PAGE_CSS =
  '@page { size: 80mm auto; margin: 2mm; } ' +
  '@media print { .no-print { display: none !important; } html, body { background: #fff !important; } .prep-sheet { box-shadow: none !important; margin: 0 !important; width: auto !important; border: 0 !important; } }';

/** "7:30 PM" today, or "Tomorrow, 1:00 PM" / a date otherwise, in India time. */
const when = (iso: string, now: number, lang: PrepLanguage) => {
  const ms = Date.parse(iso);
  return `${dayWords(ms, now, lang)}, ${clockWords(ms, lang)}`;
};

export function PrepSheet({
  list,
  lang,
  now,
  title,
}: {
  list: PrepList;
  lang: PrepLanguage;
  now: number;
  title?: string;
}) {
  const t = TEXT[lang];
  const nameOf = (x: { name: string; nameHi: string | null }) => (lang === 'hi' && x.nameHi) || x.name;
  const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '2mm', alignItems: 'baseline' };
  const rule = <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '1.5mm 0' }} />;
  const sheet: CSSProperties = {
    width: '76mm',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: '3mm',
    background: '#fff',
    color: '#000',
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    fontSize: '11pt',
    lineHeight: 1.35,
    boxShadow: '0 1px 4px rgba(0,0,0,0.2)',
  };
  return (
    <div className="prep-sheet" data-testid="prep-sheet" lang={lang} style={sheet}>
      <div style={{ textAlign: 'center', fontWeight: 700, fontSize: '1.3em' }}>{title ?? t.title}</div>
      <div style={{ textAlign: 'center' }} data-testid="prep-window">
        {t.span(when(list.from, now, lang), when(list.to, now, lang))}
      </div>
      {rule}
      {list.dishes.length === 0 ? (
        <div>{t.none}</div>
      ) : (
        <>
          <div style={{ ...row, fontWeight: 700 }}>
            <span>{t.dish}</span>
            <span>{t.qty}</span>
          </div>
          <ul data-testid="prep-dishes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.dishes.map((d) => (
              <li key={d.name} data-dish={d.name} style={{ padding: '0.8mm 0', borderTop: '1px dotted #999' }}>
                <div style={row}>
                  <span style={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{nameOf(d)}</span>
                  <span
                    data-testid="prep-quantity"
                    style={{ fontWeight: 700, fontSize: '1.25em', whiteSpace: 'nowrap' }}
                  >
                    × {d.quantity}
                  </span>
                </div>
                <div style={{ fontSize: '0.85em' }}>{t.orders(d.orders)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {list.orders.length > 0 && (
        <>
          {rule}
          <div style={{ fontWeight: 700 }}>
            {t.counted} ({list.orders.length})
          </div>
          <ul data-testid="prep-orders" style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: '0.9em' }}>
            {list.orders.map((o) => (
              <li key={o.id} style={row}>
                <span>
                  {o.orderId}
                  {o.partyRequestId ? ` · ${t.party}` : ''}
                </span>
                <span style={{ whiteSpace: 'nowrap' }}>{when(o.dueAt, now, lang)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {list.tentative.length > 0 && (
        <>
          {rule}
          <div style={{ fontWeight: 700 }}>{t.tentative}</div>
          <ul data-testid="prep-tentative" style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: '0.9em' }}>
            {list.tentative.map((p) => (
              <li key={p.id} style={{ padding: '0.8mm 0' }}>
                <div style={row}>
                  <span>
                    {p.code} · {t.guests(p.guests)}
                  </span>
                  <span style={{ whiteSpace: 'nowrap' }}>{when(p.dueAt, now, lang)}</span>
                </div>
                {p.items.length > 0 && (
                  <div>
                    {p.items
                      .map((i) =>
                        i.price === null
                          ? `${i.name}${i.quantity ? ` ×${i.quantity} ${t.perPlate}` : ''}`
                          : `${i.name} ×${i.quantity ?? 1}`,
                      )
                      .join(', ')}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
