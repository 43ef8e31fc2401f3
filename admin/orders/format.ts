import { digitsOf } from '../../shared/contact';
import { currentIntlLocale } from '../common/format';

const IST = 'Asia/Kolkata';

/** Indian order, India time: "22/11/2026, 7:45 pm". */
export function formatIndianDateTime(iso: string | number | Date, locale = currentIntlLocale()): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone: IST,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
}

const istDay = (ms: number) => new Date(ms).toLocaleDateString('en-IN', { timeZone: IST });
const istTime = (date: Date, locale: string) =>
  date.toLocaleTimeString(locale, { timeZone: IST, hour: 'numeric', minute: '2-digit', hour12: true });

/** "7:45 pm" for today's orders, else "22/11/2026, 7:45 pm". */
export function formatOrderTime(iso: string, now = Date.now(), locale = currentIntlLocale()): string {
  const at = new Date(iso);
  if (istDay(at.getTime()) === istDay(now)) return istTime(at, locale);
  return formatIndianDateTime(iso, locale);
}

/**
 * An order's time in the list's narrow column: "7:45 pm" for today, and for an earlier day its
 * short date above the time ("27 Nov" / "10:38 pm", with the year when it is not this year's),
 * so an older order does not widen the column and push the row's status select out of view.
 */
export function orderTimeLines(iso: string, now = Date.now(), locale = currentIntlLocale()): string[] {
  const at = new Date(iso);
  const time = istTime(at, locale);
  if (istDay(at.getTime()) === istDay(now)) return [time];
  const year = (date: Date) => date.toLocaleDateString('en-IN', { timeZone: IST, year: 'numeric' });
  const date = at.toLocaleDateString(locale, {
    timeZone: IST,
    day: 'numeric',
    month: 'short',
    ...(year(at) === year(new Date(now)) ? {} : { year: 'numeric' }),
  });
  return [date, time];
}

/** "12 min", "2 h 5 min" ("12 मिनट", "2 घंटे 5 मिनट" in Hindi): how long since `iso`. */
export function formatWaited(iso: string, now = Date.now(), locale = currentIntlLocale()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  const hindi = locale.startsWith('hi');
  const min = hindi ? 'मिनट' : 'min';
  if (minutes < 60) return `${minutes} ${min}`;
  return `${Math.floor(minutes / 60)} ${hindi ? 'घंटे' : 'h'} ${minutes % 60} ${min}`;
}

/** A tel: link for an Indian mobile (+91 in front of 10 digits). */
export function telHref(phone: string): string {
  const digits = digitsOf(phone);
  return `tel:${digits.length === 10 ? `+91${digits}` : digits}`;
}

/** A wa.me chat with the number (91 in front of 10 digits), prefilled with `text`. */
export function whatsappHref(phone: string, text: string): string {
  const digits = digitsOf(phone);
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}?text=${encodeURIComponent(text)}`;
}
