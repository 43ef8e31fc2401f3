/** Small pure helpers shared by the site components, the prerender step and the tests. */
import { phones, whatsappGreeting } from './content';

/** Wraps an index into 0..length-1, so previous from the first is the last and next from the last is the first. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** "9876543210" -> "919876543210" (country code added once, non-digits dropped). */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/** WhatsApp click-to-chat link to the first phone number with the greeting prefilled. */
export function whatsappLink(phone: string = phones[0], text: string = whatsappGreeting): string {
  return `https://wa.me/${internationalNumber(phone)}?text=${encodeURIComponent(text)}`;
}

/** "9876543210" -> "+91 98765 43210" */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '').slice(-10);
  return `+91 ${d.slice(0, 5)} ${d.slice(5)}`;
}

export function telHref(phone: string): string {
  return `tel:+${internationalNumber(phone)}`;
}

/** Today's local date as YYYY-MM-DD. */
export function todayISO(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** "2026-11-21" -> "21 November 2026" (same text on the server and in every browser). */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${d} ${months[m - 1]} ${y}`;
}

/** Normalises a location pathname to one of the site's routes ("/privacy-policy/" -> "/privacy-policy"). */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}
