/**
 * Orders for later on the site: the times the checkout offers (the kitchen's slots inside its
 * hours, at least its notice ahead, up to 7 days, after a pause: shared/scheduling.ts, the
 * server's own rules) and what a closed or paused kitchen offers instead of only "Closed".
 * No React here.
 */
import {
  dueWords,
  firstOrderableSlot,
  indiaDayOf,
  orderableSlots,
  SLOT_LIMITS,
  type KitchenClock,
} from '../shared/scheduling';
import type { MenuKitchen } from './menu';

/** The kitchen's clock as the rules read it (slot settings default as on the server). */
export function kitchenClockOf(kitchen: MenuKitchen): KitchenClock {
  return {
    isActive: kitchen.isActive,
    opensAt: kitchen.opensAt,
    closesAt: kitchen.closesAt,
    pausedUntil: kitchen.pausedUntil ? Date.parse(kitchen.pausedUntil) : null,
    slotMinutes: kitchen.slotMinutes ?? SLOT_LIMITS.slotMinutes.default,
    leadMinutes: kitchen.leadMinutes ?? SLOT_LIMITS.leadMinutes.default,
  };
}

/** The times an order can be placed for, by India day, soonest first. */
export function slotsByDay(kitchen: MenuKitchen, now: number): Array<{ day: string; slots: number[] }> {
  if (!kitchen.isActive) return [];
  const days: Array<{ day: string; slots: number[] }> = [];
  for (const slot of orderableSlots(kitchenClockOf(kitchen), now)) {
    const day = indiaDayOf(slot);
    if (days[days.length - 1]?.day !== day) days.push({ day, slots: [] });
    days[days.length - 1]!.slots.push(slot);
  }
  return days;
}

/**
 * What a kitchen closed or paused now (but Online) takes instead: an order for its first time
 * (ms), the server's answer while it stands, else worked out here; null while it is open now,
 * Offline, or has no time in the next days.
 */
export function orderAheadAt(kitchen: MenuKitchen, now: number): number | null {
  if (kitchen.isOpen || !kitchen.isActive) return null;
  const given = kitchen.firstSlotAt ? Date.parse(kitchen.firstSlotAt) : Number.NaN;
  if (given > now + (kitchen.leadMinutes ?? SLOT_LIMITS.leadMinutes.default) * 60_000) return given;
  return firstOrderableSlot(kitchenClockOf(kitchen), now);
}

/** "11:00 AM", "11:00 AM tomorrow" (India time), in the page's language. */
export const laterWords = (ms: number, now: number, lang: 'en' | 'hi'): string => dueWords(ms, now, lang);
