/** Money is integer paise in the database and rupees (numbers) on the wire. */
export const toRupees = (paise: number | null | undefined): number => Math.round(Number(paise ?? 0)) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Flat delivery charge put on every new order (₹30). */
export const DELIVERY_CHARGE_PAISE = 3000;

/** India has no daylight saving: IST is always UTC+05:30. */
export const IST_OFFSET_MS = 330 * 60 * 1000;
export const IST_OFFSET_SECONDS = 330 * 60;

/** UTC ms of the start of the IST calendar day containing `now`. */
export function istDayStart(now: number): number {
  const shifted = now + IST_OFFSET_MS;
  return shifted - (((shifted % 86_400_000) + 86_400_000) % 86_400_000) - IST_OFFSET_MS;
}

/** UTC ms of Monday 00:00 IST of the week containing `now`. */
export function istWeekStart(now: number): number {
  const day = istDayStart(now);
  const weekday = new Date(day + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return day - ((weekday + 6) % 7) * 86_400_000;
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

/** UTC ms of 00:00 IST on a 'YYYY-MM-DD' day; NaN for a day that does not exist (2026-09-31). */
export function istDateStart(date: string): number {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  // Date.parse rolls 31 September over to 1 October: only a round trip proves the day is real.
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== date) return Number.NaN;
  return midnightUtc - IST_OFFSET_MS;
}
