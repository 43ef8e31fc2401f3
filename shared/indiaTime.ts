/**
 * Day, week and month boundaries in India time (Asia/Kolkata): times are stored in UTC and
 * "today/week/month" are IST calendar periods.
 */
/** India has no daylight saving: IST is always UTC+05:30. */
export const IST_OFFSET_MS = 330 * 60 * 1000;
export const DAY_MS = 86_400_000;

/** UTC ms of the start of the IST calendar day containing `now`. */
export function istDayStart(now: number): number {
  const shifted = now + IST_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS;
}

/** UTC ms of Monday 00:00 IST of the week containing `now`. */
export function istWeekStart(now: number): number {
  const day = istDayStart(now);
  const weekday = new Date(day + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return day - ((weekday + 6) % 7) * DAY_MS;
}

/** UTC ms of the 1st of the IST month containing `now`, 00:00 IST. */
export function istMonthStart(now: number): number {
  const d = new Date(now + IST_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - IST_OFFSET_MS;
}

/** 'YYYY-MM-DD' of the IST day of `ms`. */
export function istDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The years a date may name: no shop's records go back before 2000 or plan past 2100, so 0000-01-01 is a mistake. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

/** UTC ms of 00:00 IST on a 'YYYY-MM-DD' day; NaN for a day that does not exist (2026-09-31) or a year outside FIRST_YEAR–LAST_YEAR. */
export function istDateStart(date: string): number {
  const year = Number(date.slice(0, 4));
  if (!(year >= FIRST_YEAR && year <= LAST_YEAR)) return Number.NaN;
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  // Date.parse rolls 31 September over to 1 October: only a round trip proves the day is real.
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== date) return Number.NaN;
  return midnightUtc - IST_OFFSET_MS;
}

/** IST calendar day number of a UTC ms time, as the database triggers compute it in SQL. */
export const istDayNumber = (ms: number): number => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);

/**
 * A date-time from the admin's form. A value without a zone (what a datetime-local input
 * sends) is read as India time, the business's clock. NaN when it is not a date-time, or
 * names a day that does not exist (2027-02-30: Date.parse would move it to 2 March).
 */
export function parseIndiaDateTime(value: string): number {
  const v = value.trim();
  if (Number.isNaN(istDateStart(v.slice(0, 10)))) return Number.NaN;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(v)) return Date.parse(`${v}Z`) - IST_OFFSET_MS;
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) return Date.parse(v);
  return Number.NaN;
}

/** An India calendar month, 'YYYY-MM'. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/**
 * UTC ms of 00:00 IST on the 1st of a 'YYYY-MM' month (`start`) and on the 1st of the month
 * after it (`end`): the month is start ≤ t < end. NaN for text that is not such a month (or a
 * year outside FIRST_YEAR–LAST_YEAR).
 */
export function istMonthBounds(month: string): { start: number; end: number } {
  if (!new RegExp(MONTH_PATTERN).test(month)) return { start: Number.NaN, end: Number.NaN };
  const start = istDateStart(`${month}-01`);
  // setUTCMonth, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const next = new Date(start + IST_OFFSET_MS);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start, end: next.getTime() - IST_OFFSET_MS };
}

/** 'YYYY-MM' of the IST month of `ms`. */
export const istMonth = (ms: number): string => istDate(ms).slice(0, 7);
