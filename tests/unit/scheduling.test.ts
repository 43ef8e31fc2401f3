/** The rules of orders for later (shared/scheduling.ts): slots from India midnight, the times offered, and how a time is written. */
import { describe, expect, it } from 'vitest';
import {
  dayWords,
  dueLabel,
  dueWords,
  firstOrderableSlot,
  nextSlotStart,
  orderableSlots,
  parseZonedTime,
  scheduleError,
  slotStart,
  type KitchenClock,
} from '../../shared/scheduling';

const ist = (local: string) => Date.parse(`${local}:00+05:30`);
const kitchen: KitchenClock = {
  isActive: true,
  opensAt: '11:00',
  closesAt: '23:00',
  pausedUntil: null,
  slotMinutes: 15,
  leadMinutes: 30,
};

describe('slots', () => {
  it('are cut from midnight India time, a length that does not divide the day leaving its last slot shorter', () => {
    expect(slotStart(ist('2026-03-10T19:37'), 15)).toBe(ist('2026-03-10T19:30'));
    // 00:10 India time is the previous day in UTC: the slot still starts at India midnight.
    expect(slotStart(ist('2026-03-11T00:10'), 15)).toBe(ist('2026-03-11T00:00'));
    expect(slotStart(ist('2026-03-10T23:50'), 45)).toBe(ist('2026-03-10T23:15'));
    expect(nextSlotStart(ist('2026-03-10T23:15'), 45)).toBe(ist('2026-03-11T00:00'));
  });

  it('offered are inside the hours, the notice ahead, after a pause and within 7 days; an overnight kitchen runs past midnight', () => {
    const now = ist('2026-03-10T10:50');
    expect(firstOrderableSlot(kitchen, now)).toBe(ist('2026-03-10T11:30'));
    expect(firstOrderableSlot({ ...kitchen, pausedUntil: ist('2026-03-10T12:10') }, now)).toBe(ist('2026-03-10T12:15'));
    const all = [...orderableSlots(kitchen, now)];
    expect(all.every((t) => scheduleError(t, kitchen, now) === null)).toBe(true);
    expect(all.at(-1)).toBe(ist('2026-03-16T22:45'));
    const night = { ...kitchen, opensAt: '18:00', closesAt: '02:00' };
    const tonight = [...orderableSlots(night, ist('2026-03-10T23:50'))].slice(0, 8);
    expect(tonight[0]).toBe(ist('2026-03-11T00:30'));
    expect(tonight.at(-1)).toBe(ist('2026-03-11T18:15'));
    expect(firstOrderableSlot({ ...kitchen, opensAt: '05:00', closesAt: '05:00' }, now)).toBeNull();
  });

  it('take only a time with its zone', () => {
    expect(parseZonedTime('2026-03-10T19:30:00+05:30')).toBe(ist('2026-03-10T19:30'));
    expect(parseZonedTime('2026-03-10T14:00:00.000Z')).toBe(ist('2026-03-10T19:30'));
    for (const bad of ['2026-03-10T19:30:00', '2026-03-10', 'tomorrow', '']) expect(parseZonedTime(bad)).toBeNaN();
  });
});

describe('how a time for later is written', () => {
  const now = ist('2026-11-27T21:00');
  it('says the day only when it is not today, in English and in Hindi', () => {
    expect(dueWords(ist('2026-11-27T22:30'), now)).toBe('10:30 PM');
    expect(dueWords(ist('2026-11-28T13:00'), now)).toBe('1:00 PM tomorrow');
    expect(dueWords(ist('2026-11-29T13:00'), now)).toBe('1:00 PM, Sun 29 Nov');
    expect(dueWords(ist('2026-11-28T13:00'), now, 'hi')).toBe('कल दोपहर 1 बजे');
    expect(dueWords(ist('2026-11-29T19:30'), now, 'hi')).toBe('रवि 29 नवंबर, शाम 7:30 बजे');
    expect(dayWords(ist('2026-11-27T22:30'), now, 'hi')).toBe('आज');
    expect(dueLabel(ist('2026-11-29T13:00'), now)).toBe('1:00 PM on 29 Nov');
  });
});
