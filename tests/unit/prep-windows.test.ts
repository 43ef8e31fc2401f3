/** The prep list's quick windows, in India time whatever the clock's zone, and the custom inputs read as India time. */
import { describe, expect, it } from 'vitest';
import { fromIndiaInput, indiaInputValue, prepQuery, prepWindow } from '../../shared/prep/windows';

const ist = (local: string) => Date.parse(`${local}:00.000+05:30`);

describe('prep windows', () => {
  it('this evening is 4 PM to midnight today; tomorrow lunch 11 AM to 4 PM, tomorrow evening 4 PM to midnight', () => {
    // 11:50 PM India time is still "today"; 12:10 AM is the next day.
    for (const now of [ist('2026-03-10T08:00'), ist('2026-03-10T23:50')]) {
      expect(prepWindow('evening', now)).toEqual({ from: ist('2026-03-10T16:00'), to: ist('2026-03-11T00:00') });
      expect(prepWindow('tomorrowLunch', now)).toEqual({ from: ist('2026-03-11T11:00'), to: ist('2026-03-11T16:00') });
      expect(prepWindow('tomorrowEvening', now)).toEqual({
        from: ist('2026-03-11T16:00'),
        to: ist('2026-03-12T00:00'),
      });
    }
    expect(prepWindow('evening', ist('2026-03-11T00:10'))).toEqual({
      from: ist('2026-03-11T16:00'),
      to: ist('2026-03-12T00:00'),
    });
  });

  it('reads and writes the custom inputs in India time, and asks the API with zoned ISO times', () => {
    expect(indiaInputValue(ist('2026-03-10T16:30'))).toBe('2026-03-10T16:30');
    expect(fromIndiaInput('2026-03-10T16:30')).toBe(ist('2026-03-10T16:30'));
    expect(fromIndiaInput('')).toBeNaN();
    expect(fromIndiaInput('2026-02-30T10:00')).toBeNaN();
    expect(prepQuery({ from: ist('2026-03-10T16:00'), to: ist('2026-03-11T00:00') }, 4)).toBe(
      'from=2026-03-10T10%3A30%3A00.000Z&to=2026-03-10T18%3A30%3A00.000Z&restaurantId=4',
    );
  });
});
