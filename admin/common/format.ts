import { i18nProvider, intlLocale } from '../i18n';

/**
 * Number and date formats follow the admin's language: en-IN or hi-IN (₹ and Indian digit
 * grouping in both; hi-IN keeps Latin digits and writes month names in Hindi). The locale is the
 * i18nProvider's: react-admin changes it before re-rendering the screens on a switch, so every
 * formatter called while rendering sees the language the texts are in. A caller may pass one.
 */
export const currentIntlLocale = (): string => intlLocale(i18nProvider.getLocale());

/** "1,23,456" (whole number, Indian grouping). */
export function formatNumber(value: number | null | undefined, locale = currentIntlLocale()): string {
  return new Intl.NumberFormat(locale).format(Number(value ?? 0));
}

/** "₹1,23,456.50" (two decimals, as on the earnings screens). */
export function formatRupees(value: number | null | undefined, locale = currentIntlLocale()): string {
  return `₹${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value ?? 0))}`;
}

/** "₹1,23,457" (rounded to whole rupees, as on the dashboard card and dish prices). */
export function formatRupeesRounded(value: number | null | undefined, locale = currentIntlLocale()): string {
  return `₹${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(Number(value ?? 0)))}`;
}

/** Date and time in India for tables: "21 Nov 2026, 7:05 pm" ("21 नव॰ 2026, 7:05 pm" in Hindi). */
export function formatDateTime(iso: string | number | Date, locale = currentIntlLocale()): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** An India day ("2026-11-01") as the language writes it: "1 Nov 2026", "1 नव॰ 2026"; anything else as it is. */
export function formatDay(day: string | null | undefined, locale = currentIntlLocale()): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? '';
  // A calendar day, not a moment: read and written in UTC so no zone moves it to the day before.
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
