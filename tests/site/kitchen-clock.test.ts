/**
 * The site turns open/closed by itself: kitchenAt says how the kitchen stands at a moment (a
 * pause or busy time that has passed is off, open/closed follows the hours), nextChange how
 * long until that can change, so one timer is enough.
 */
import { describe, expect, it } from 'vitest';
import { indiaClock, kitchenAt, nextChange, type MenuKitchen } from '../../site/menu';
import { menuFromContent } from '../../shared/menuSeed';
import {
  busyMinutesLeft,
  indiaClockOf,
  kitchenPauseAt,
  pauseTimeError,
  pausedMessage,
  stillAhead,
} from '../../shared/ordering';

/** UTC ms of an India time on 10 March 2026 (IST = UTC+5:30). */
const ist = (hhmm: string, seconds = 0) => Date.parse(`2026-03-10T${hhmm}:00.000+05:30`) + seconds * 1000;
const kitchen = (extra: Partial<MenuKitchen> = {}): MenuKitchen => ({
  id: 1,
  name: 'Gaon Rasoi',
  nameHi: null,
  isOpen: false,
  opensAt: '11:00',
  closesAt: '23:00',
  isActive: true,
  pausedUntil: null,
  busyUntil: null,
  busyMinutes: 0,
  ...extra,
});

describe('a page opened before opening time', () => {
  it('at 10:58 is closed, its timer runs to 11:00, and at 11:00 it is open', () => {
    const opened = ist('10:58', 15);
    const k = kitchenAt(kitchen({ isOpen: false }), opened);
    expect(k.isOpen).toBe(false);
    expect(nextChange(k, opened)).toBe(ist('11:00') - opened);
    expect(kitchenAt(k, ist('11:00')).isOpen).toBe(true);
  });

  it('closes at the closing minute and then waits for the next opening', () => {
    const k = kitchen({ isOpen: true });
    expect(nextChange(k, ist('22:30'))).toBe(30 * 60_000);
    expect(kitchenAt(k, ist('23:00')).isOpen).toBe(false);
    expect(nextChange(k, ist('23:00'))).toBe(12 * 60 * 60_000);
  });

  it("never opens an Offline kitchen, and the static build's menu opens and closes by its hours", () => {
    expect(kitchenAt(kitchen({ isActive: false }), ist('12:00')).isOpen).toBe(false);
    expect(kitchenAt(menuFromContent({ isOpen: false }).kitchen, ist('12:00')).isOpen).toBe(false);
    expect(kitchenAt(menuFromContent().kitchen, ist('12:00')).isOpen).toBe(true);
    expect(kitchenAt(menuFromContent().kitchen, ist('23:30')).isOpen).toBe(false);
  });

  it('handles hours past midnight and a 24:00 close', () => {
    const late = kitchen({ opensAt: '18:00', closesAt: '02:00' });
    expect(kitchenAt(late, ist('01:00')).isOpen).toBe(true);
    expect(nextChange(late, ist('01:00'))).toBe(60 * 60_000);
    const midnight = kitchen({ opensAt: '00:00', closesAt: '24:00' });
    expect(kitchenAt(midnight, ist('23:59')).isOpen).toBe(true);
  });
});

describe('a pause and a busy time on the page', () => {
  const pausedUntil = new Date(ist('20:30')).toISOString();
  const busyUntil = new Date(ist('20:20')).toISOString();

  it('a pause keeps the kitchen closed until its end, which is the next change', () => {
    const k = kitchenAt(kitchen({ pausedUntil }), ist('20:00'));
    expect(k.isOpen).toBe(false);
    expect(nextChange(k, ist('20:00'))).toBe(30 * 60_000);
    const after = kitchenAt(k, ist('20:30'));
    expect(after).toMatchObject({ isOpen: true, pausedUntil: null });
    expect(indiaClock(pausedUntil)).toBe('20:30');
  });

  it('busy counts the minutes left, rounded up, and ends by itself', () => {
    expect(kitchenAt(kitchen({ busyUntil }), ist('20:00', 30))).toMatchObject({
      isOpen: true,
      busyMinutes: 20,
      busyUntil,
    });
    expect(nextChange(kitchen({ busyUntil }), ist('20:00'))).toBe(20 * 60_000);
    expect(kitchenAt(kitchen({ busyUntil }), ist('20:20'))).toMatchObject({ busyMinutes: 0, busyUntil: null });
  });
});

describe('the shared pause rules', () => {
  const now = ist('20:00');
  it('a past or missing time is off', () => {
    expect(stillAhead(null, now)).toBeNull();
    expect(stillAhead(now, now)).toBeNull();
    expect(stillAhead(now + 1, now)).toBe(now + 1);
    expect(busyMinutesLeft(now + 60_001, now)).toBe(2);
    expect(
      kitchenPauseAt(
        { busyUntil: new Date(now - 1).toISOString(), pausedUntil: new Date(now + 5 * 60_000).toISOString() },
        now,
      ),
    ).toEqual({ busyUntil: null, busyMinutes: 0, pausedUntil: now + 5 * 60_000 });
  });

  it('says the time in India, 12-hour clock', () => {
    expect(indiaClockOf(ist('20:30'))).toBe('20:30');
    expect(pausedMessage(ist('20:30'))).toBe('Not taking orders until 8:30 PM');
    expect(pausedMessage(Date.parse('2026-03-10T19:15:00.000Z'))).toBe('Not taking orders until 12:45 AM');
  });

  it('takes a time ahead of now, at most 12 hours ahead, with its zone', () => {
    expect(pauseTimeError(new Date(now + 60_000).toISOString(), now)).toBeNull();
    expect(pauseTimeError(new Date(now + 12 * 3600_000).toISOString(), now)).toBeNull();
    expect(pauseTimeError(new Date(now + 12 * 3600_000 + 1).toISOString(), now, 'Paused until')).toBe(
      'Paused until must be at most 12 hours from now',
    );
    expect(pauseTimeError(new Date(now).toISOString(), now, 'Busy until')).toBe(
      'Busy until must be in the future (null ends it now)',
    );
    expect(pauseTimeError('2026-03-10T20:30:00+05:30', now)).toBeNull();
    expect(pauseTimeError('2026-03-10T20:30', now)).toMatch(/ISO date-time with its zone/);
  });
});
