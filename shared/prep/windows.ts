/**
 * The prep list's quick windows, in India time: this evening (4 PM to midnight), tomorrow's
 * lunch (11 AM to 4 PM) and tomorrow evening. The kitchen app and the admin offer the same ones.
 */
import { DAY_MS, istDayStart, parseIndiaDateTime } from '../indiaTime';

export const PREP_CHOICES = ['evening', 'tomorrowLunch', 'tomorrowEvening', 'custom'] as const;
export type PrepChoice = (typeof PREP_CHOICES)[number];

const HOUR = 3_600_000;
const LUNCH = { from: 11 * HOUR, to: 16 * HOUR };
const EVENING = { from: 16 * HOUR, to: 24 * HOUR };

/** [from, to) in UTC ms of a quick window at `now`. */
export function prepWindow(choice: Exclude<PrepChoice, 'custom'>, now: number): { from: number; to: number } {
  const today = istDayStart(now);
  const day = choice === 'evening' ? today : today + DAY_MS;
  const part = choice === 'tomorrowLunch' ? LUNCH : EVENING;
  return { from: day + part.from, to: day + part.to };
}

/** "2026-03-10T16:00" in India time, for a datetime-local input. */
export const indiaInputValue = (ms: number): string => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);

/** A datetime-local value (India time) as ms; NaN when empty or not a time. */
export const fromIndiaInput = (value: string): number => (value ? parseIndiaDateTime(value) : Number.NaN);

/** The query string of a window: ISO times with their zone, as the API wants them. */
export const prepQuery = (window: { from: number; to: number }, restaurantId?: number | null): string =>
  `from=${encodeURIComponent(new Date(window.from).toISOString())}&to=${encodeURIComponent(new Date(window.to).toISOString())}${restaurantId ? `&restaurantId=${restaurantId}` : ''}`;
