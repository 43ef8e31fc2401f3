/**
 * The customer's printable bill: a whole HTML page rendered here from the same sheet the
 * admin and the kitchen app print, so the site's bundle carries none of it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Bill } from '../../shared/api/bills';
import { BILL_PAPERS, billPageCss, BillSheet, type BillPaper } from '../../shared/bill/BillSheet';
import type { BillLanguage } from '../../shared/bill/billText';

/** The one script of the page (the policy allows scripts from this site only, none inline). */
export const BILL_PRINT_SCRIPT =
  "document.querySelector('[data-print]').addEventListener('click', function () { window.print(); });\n";

const WORDS = {
  en: { title: 'Bill', print: 'Print', paper: 'Paper', other: 'हिंदी' },
  hi: { title: 'बिल', print: 'प्रिंट करें', paper: 'कागज़', other: 'English' },
} as const;

export function billPage(
  bill: Bill,
  options: {
    lang: BillLanguage;
    paper: BillPaper;
    link: (change: { paper?: BillPaper; lang?: BillLanguage }) => string;
  },
): string {
  const { lang, paper, link } = options;
  const w = WORDS[lang];
  const button = {
    font: 'inherit',
    padding: '8px 14px',
    border: '1px solid #7c2d12',
    borderRadius: 6,
    background: '#fff',
    color: '#7c2d12',
    textDecoration: 'none',
    minHeight: 44,
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
  } as const;
  const body = renderToStaticMarkup(
    <>
      <nav
        className="no-print"
        aria-label={w.paper}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          justifyContent: 'center',
          padding: '12px 8px',
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <button type="button" data-print="" style={{ ...button, background: '#7c2d12', color: '#fff' }}>
          {w.print}
        </button>
        {BILL_PAPERS.map((p) => (
          <a
            key={p}
            href={link({ paper: p })}
            aria-current={p === paper ? 'page' : undefined}
            style={{ ...button, fontWeight: p === paper ? 700 : 400, background: p === paper ? '#fde68a' : '#fff' }}
          >
            {p === '80' ? '80 mm' : 'A4'}
          </a>
        ))}
        <a href={link({ lang: lang === 'hi' ? 'en' : 'hi' })} lang={lang === 'hi' ? 'en' : 'hi'} style={button}>
          {w.other}
        </a>
      </nav>
      <main>
        <BillSheet bill={bill} lang={lang} paper={paper} />
      </main>
    </>,
  );
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${w.title} ${escapeHtml(bill.billNumber)} — ${escapeHtml(bill.restaurant.name)}</title>
<style>html, body { margin: 0; background: #f3f4f6; } main { padding: 0 0 16px; overflow-x: auto; } ${billPageCss(paper)}</style>
</head>
<body>
${body}
<script src="/api/bill-print.js" defer></script>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
