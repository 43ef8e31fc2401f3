/**
 * The lawful bill's rules, pure so the server, the admin's forms and the print views agree:
 * FSSAI and GSTIN formats, the Indian financial year of a bill number, and GST on an order.
 *
 * GST on restaurant service (outside hotels) is 5% without input tax credit, split equally
 * into CGST 2.5% and SGST 2.5% for a sale within the state. It applies to the whole supply:
 * the food after the coupon's discount plus the delivery charge (a delivery by the
 * restaurant is part of its composite supply of restaurant service). A composition-scheme
 * restaurant may not collect tax: it issues a "bill of supply". An unregistered one shows no
 * tax at all.
 */
import { IST_OFFSET_MS } from './indiaTime';
import { percentToBasisPoints } from './money';
import type { GstMode } from './statuses';

export { GST_MODES, type GstMode } from './statuses';

/** GST on restaurant service, in basis points (5%). */
export const GST_RATE_BP = 500;

/** FSSAI licence or registration number: 14 digits. */
export const FSSAI_PATTERN = '^[0-9]{14}$';
export const isFssaiNumber = (value: string): boolean => new RegExp(FSSAI_PATTERN).test(value.trim());
export const FSSAI_MESSAGE = 'The FSSAI licence number has exactly 14 digits';

/** GSTIN: state code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity (1–9, A–Z), Z, check character. */
export const GSTIN_PATTERN = '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$';
export const GSTIN_MESSAGE =
  'A GSTIN has 15 characters, e.g. 09AAACG1234F1Z2, and its last character must match (check digit)';
export const GSTIN_REQUIRED_MESSAGE = 'A registered restaurant (regular or composition) needs its GSTIN';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The GSTIN's 15th character from the first 14 (the published mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}
export function isGstin(value: string): boolean {
  const v = value.trim().toUpperCase();
  return new RegExp(GSTIN_PATTERN).test(v) && gstinCheckCharacter(v.slice(0, 14)) === v[14];
}

/** The first calendar year of the Indian financial year (April–March, India time) of `ms`: Feb 2027 → 2026. */
export function financialYearOf(ms: number): number {
  const d = new Date(ms + IST_OFFSET_MS);
  return d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
}

/**
 * "2026-27/000042": the financial year and the serial within it. At most 16 characters (GST
 * rule 46) up to 99,999,999 bills a year. The database writes the same text (migration 0019's
 * trigger); this is for tests and screens.
 */
export const formatBillNumber = (fy: number, serial: number): string =>
  `${fy}-${String((fy + 1) % 100).padStart(2, '0')}/${String(serial).padStart(6, '0')}`;

/**
 * GST added on top of a tax-exclusive amount (paise), rounded to the paisa: 5 % unless `ratePercent` says
 * otherwise (the site passes /api/menu's `gstOnTopPercent`), so the placed order, the cart and the checkout
 * all add the same tax.
 */
export const gstOnTop = (amountPaise: number, ratePercent = GST_RATE_BP / 100): number =>
  Math.round((amountPaise * percentToBasisPoints(ratePercent)) / 10_000);
/** The GST contained in a tax-inclusive amount (paise): amount − amount / 1.05, rounded to the paisa. */
export const gstWithin = (amountPaise: number): number =>
  amountPaise - Math.round((amountPaise * 10_000) / (10_000 + GST_RATE_BP));

/** CGST and SGST halves of a tax that add up to it exactly. */
export function splitGst(taxPaise: number): { cgstPaise: number; sgstPaise: number } {
  const cgstPaise = Math.round(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise };
}

export type BillKind = 'tax_invoice' | 'bill_of_supply' | 'bill';
export const billKindOf = (mode: GstMode): BillKind =>
  mode === 'regular' ? 'tax_invoice' : mode === 'composition' ? 'bill_of_supply' : 'bill';

/** The tax an order adds on top when placed (stored in tax_paise): only a regular restaurant whose prices exclude GST. */
export const taxAddedAtPlacing = (mode: GstMode, pricesIncludeTax: boolean, taxablePaise: number): number =>
  mode === 'regular' && !pricesIncludeTax ? gstOnTop(Math.max(taxablePaise, 0)) : 0;

/** The composition line a bill of supply carries (CGST rules, rule 5(1)(g)'s wording). */
export const COMPOSITION_LINE = 'Composition taxable person, not eligible to collect tax on supplies';
export const COMPOSITION_LINE_HI = 'कंपोज़िशन करदाता, आपूर्ति पर कर वसूलने का पात्र नहीं';
