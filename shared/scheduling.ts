/**
 * Orders for later and the cap per time slot, pure so the server, the site's checkout and the
 * admin's phone-order form apply the same rules. Times are UTC ms; slots are cut from India
 * midnight (a slot length that does not divide the day leaves the day's last slot shorter).
 */
import { formatClock, indiaClockOf, isWithinHours, stillAhead } from './ordering';
import { istDateStart } from './indiaTime';

/** India has one time zone and no daylight saving: UTC+5:30. */
const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const MINUTE = 60_000;

/** An order for later is for at most this many days ahead. */
export const MAX_DAYS_AHEAD = 7;

/** The bounds of the restaurant settings (checked by the route, offered by the admin's form). */
export const SLOT_LIMITS = {
  slotMinutes: { min: 5, max: 240, default: 15 },
  leadMinutes: { min: 0, max: 24 * 60, default: 30 },
  maxOrdersPerSlot: { min: 1, max: 10_000 },
} as const;

/** What the rules need of a kitchen. */
export interface KitchenClock {
  isActive: boolean;
  opensAt: string;
  closesAt: string;
  /** UTC ms; null or past: not paused. */
  pausedUntil?: number | null;
  slotMinutes: number;
  leadMinutes: number;
}

const indiaMidnight = (ms: number): number => {
  const shifted = ms + IST_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_MS;
};

/** The start of the slot holding `ms`. */
export function slotStart(ms: number, slotMinutes: number): number {
  const day = indiaMidnight(ms);
  const length = slotMinutes * MINUTE;
  return day + Math.floor((ms - day) / length) * length;
}

/** The start of the slot after the one starting at `start` (the next India midnight ends a day's last slot). */
export function nextSlotStart(start: number, slotMinutes: number): number {
  return Math.min(slotStart(start, slotMinutes) + slotMinutes * MINUTE, indiaMidnight(start) + DAY_MS);
}

/** The first slot start at or after `ms`. */
export function slotAtOrAfter(ms: number, slotMinutes: number): number {
  const start = slotStart(ms, slotMinutes);
  return start === ms ? start : nextSlotStart(start, slotMinutes);
}

/**
 * A time with its zone, as ms; NaN for anything else (a time without a zone is not a moment), and
 * for a day that does not exist (30 February: Date.parse would read 2 March).
 */
export function parseZonedTime(value: string): number {
  const v = value.trim();
  if (Number.isNaN(istDateStart(v.slice(0, 10)))) return Number.NaN;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? Date.parse(v) : Number.NaN;
}

export const SCHEDULE_FORMAT_MESSAGE =
  'scheduledFor must be an ISO date-time with its zone, e.g. 2026-03-10T19:30:00+05:30';
export const scheduleTooSoonMessage = (leadMinutes: number): string =>
  `Choose a time at least ${leadMinutes} minutes from now`;
export const SCHEDULE_TOO_FAR_MESSAGE = `Choose a time within the next ${MAX_DAYS_AHEAD} days`;
export const scheduleClosedMessage = (opensAt: string, closesAt: string): string =>
  `The kitchen is closed at that time: it takes orders from ${formatClock(opensAt)} to ${formatClock(closesAt)}`;
export const schedulePausedMessage = (untilMs: number): string =>
  `Not taking orders until ${formatClock(indiaClockOf(untilMs))}: choose a later time`;

/** Why `ms` cannot be an order's time at this kitchen at `now`, or null when it can. */
export function scheduleError(ms: number, kitchen: KitchenClock, now: number): string | null {
  if (Number.isNaN(ms)) return SCHEDULE_FORMAT_MESSAGE;
  if (ms < now + kitchen.leadMinutes * MINUTE) return scheduleTooSoonMessage(kitchen.leadMinutes);
  if (ms > now + MAX_DAYS_AHEAD * DAY_MS) return SCHEDULE_TOO_FAR_MESSAGE;
  if (!isWithinHours(kitchen.opensAt, kitchen.closesAt, ms))
    return scheduleClosedMessage(kitchen.opensAt, kitchen.closesAt);
  const paused = stillAhead(kitchen.pausedUntil, now);
  if (paused !== null && ms < paused) return schedulePausedMessage(paused);
  return null;
}

/**
 * The slot starts an order may be placed for, soonest first: at least the lead time ahead, inside
 * the hours, after a pause, at most MAX_DAYS_AHEAD days ahead. `after`: only slots after it.
 * Each is a valid scheduled time (scheduleError answers null for it).
 */
export function* orderableSlots(
  kitchen: KitchenClock,
  now: number,
  after = Number.NEGATIVE_INFINITY,
): Generator<number> {
  const last = now + MAX_DAYS_AHEAD * DAY_MS;
  const from = Math.max(now + kitchen.leadMinutes * MINUTE, after + 1);
  for (let t = slotAtOrAfter(from, kitchen.slotMinutes); t <= last; t = nextSlotStart(t, kitchen.slotMinutes)) {
    if (scheduleError(t, kitchen, now) === null) yield t;
  }
}

/** The first time an order for later can be placed for, or null when there is none in the next days (a kitchen that never opens). */
export function firstOrderableSlot(kitchen: KitchenClock, now: number): number | null {
  for (const t of orderableSlots(kitchen, now)) return t;
  return null;
}

/** India calendar days between `now` and `ms`: 0 today, 1 tomorrow. */
export const indiaDaysAhead = (ms: number, now: number): number =>
  Math.round((indiaMidnight(ms) - indiaMidnight(now)) / DAY_MS);

/** "YYYY-MM-DD" of the India day of `ms`. */
export const indiaDayOf = (ms: number): string => new Date(ms + IST_MS).toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "8:15 PM", "8:15 PM tomorrow" or "8:15 PM on 29 Nov": an order's time in the server's messages. */
export function dueLabel(ms: number, now: number): string {
  const clock = formatClock(indiaClockOf(ms));
  const days = indiaDaysAhead(ms, now);
  if (days === 0) return clock;
  if (days === 1) return `${clock} tomorrow`;
  const [, month, day] = indiaDayOf(ms).split('-').map(Number);
  return `${clock} on ${day} ${MONTHS[month - 1]}`;
}

const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};
const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** "HH:MM" as said in Hindi, "शाम 7:30 बजे" (the part of the day instead of AM/PM), as the site says its hours. */
function hindiClockOf(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const part = h < 4 ? 'रात' : h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : h < 20 ? 'शाम' : 'रात';
  return `${part} ${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''} बजे`;
}

/** The India time of `ms` as a clock: "7:30 PM", or "शाम 7:30 बजे" in Hindi. */
export const clockWords = (ms: number, lang: 'en' | 'hi' = 'en'): string =>
  lang === 'hi' ? hindiClockOf(indiaClockOf(ms)) : formatClock(indiaClockOf(ms));

/** The India day of `ms` seen from `now`: "Today", "Tomorrow", "Sun 29 Nov" ("आज", "कल", "रवि 29 नवंबर"). */
export function dayWords(ms: number, now: number, lang: 'en' | 'hi' = 'en'): string {
  const days = indiaDaysAhead(ms, now);
  if (days === 0) return lang === 'hi' ? 'आज' : 'Today';
  if (days === 1) return lang === 'hi' ? 'कल' : 'Tomorrow';
  const [, month, day] = indiaDayOf(ms).split('-').map(Number);
  const weekday = WEEKDAYS[lang][new Date(indiaMidnight(ms) + IST_MS).getUTCDay()];
  return `${weekday} ${day} ${lang === 'hi' ? MONTHS_HI[month - 1] : MONTHS[month - 1]}`;
}

/**
 * When an order for later is due, in India time, as the screens and the bill write it after
 * "For": "7:30 PM" today, "7:30 PM tomorrow", "7:30 PM, Sun 29 Nov" further on; in Hindi
 * "शाम 7:30 बजे", "कल शाम 7:30 बजे", "रवि 29 नवंबर, शाम 7:30 बजे".
 */
export function dueWords(ms: number, now: number, lang: 'en' | 'hi' = 'en'): string {
  const clock = clockWords(ms, lang);
  const days = indiaDaysAhead(ms, now);
  if (days === 0) return clock;
  if (lang === 'hi') return days === 1 ? `कल ${clock}` : `${dayWords(ms, now, lang)}, ${clock}`;
  return days === 1 ? `${clock} tomorrow` : `${clock}, ${dayWords(ms, now, lang)}`;
}

export const slotFullMessage = (next: number | null, now: number): string =>
  next === null
    ? `No room for more orders in the next ${MAX_DAYS_AHEAD} days`
    : `No room for more orders at that time: the next free time is ${dueLabel(next, now)}`;
