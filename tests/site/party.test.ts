/**
 * The party pages' texts in both languages, key for key, and every Hindi sentence in Devanagari;
 * the party rules the form and the server share (the day, the guests, the quote's money, the
 * time the food is due).
 */
import { describe, expect, it } from 'vitest';
import { partyTexts } from '../../site/i18n/party';
import { checkPartyRequest, parseValidUntil, partyQuoteMoney, serveTimeOf } from '../../shared/party';

function shape(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix}: function`];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  return [`${prefix}: ${typeof value}`];
}
function strings(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') return [[prefix, String((value as (...a: string[]) => string)('1', '2', '3'))]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const ist = (local: string) => Date.parse(`${local}:00.000+05:30`);

describe('party texts', () => {
  it('have the same keys in Hindi as in English', () => {
    expect(shape(partyTexts.hi)).toEqual(shape(partyTexts.en));
  });
  it('are written in Devanagari in Hindi', () => {
    const latin = strings(partyTexts.hi)
      .filter(([, v]) => !/[\u0900-\u097F]/.test(v))
      .map(([k]) => k);
    // The form's summary only joins the customer's own words; GST is GST in Hindi too.
    expect(latin).toEqual(['form.summary', 'page.gst']);
  });
});

describe('party rules', () => {
  const now = ist('2026-03-10T23:30');
  const request = { name: 'Ramesh', phone: '+91 98765 43210', date: '2026-03-11', guests: 150 };

  it('take a day from tomorrow in India (not today, even late at night) to a year ahead', () => {
    expect(checkPartyRequest(request, now)).toMatchObject({
      ok: true,
      value: { phone: '9876543210', date: '2026-03-11', time: null },
    });
    expect(checkPartyRequest({ ...request, date: '2026-03-10' }, now)).toMatchObject({
      ok: false,
      errors: { date: 'Choose a date from tomorrow on' },
    });
    expect(checkPartyRequest({ ...request, date: '2027-03-12' }, now)).toMatchObject({
      ok: false,
      errors: { date: 'Choose a date within the next year' },
    });
    expect(checkPartyRequest({ ...request, guests: 0, phone: '12345' }, now)).toMatchObject({
      ok: false,
      errors: { guests: expect.any(String), phone: 'Phone must be 10 digits' },
    });
  });

  it('price a quote: plates, priced lines, delivery, GST on top when asked, the advance to the paisa', () => {
    const items = [
      { name: 'Puri', quantity: 4, price: null },
      { name: 'Sweets', quantity: 3, price: 33.33 },
    ];
    expect(partyQuoteMoney({ guests: 7, perPlate: 149.5, items, deliveryCharge: 100, advancePercent: 33 })).toEqual({
      subtotalPaise: 7 * 14_950 + 3 * 3333,
      deliveryChargePaise: 10_000,
      taxPaise: 0,
      totalPaise: 7 * 14_950 + 3 * 3333 + 10_000,
      advancePaise: Math.round((7 * 14_950 + 3 * 3333 + 10_000) * 0.33),
    });
    expect(
      partyQuoteMoney({
        guests: 10,
        perPlate: 100,
        items: [],
        deliveryCharge: 0,
        advancePercent: 50,
        gstOnTopPercent: 5,
      }),
    ).toMatchObject({ taxPaise: 5000, totalPaise: 105_000, advancePaise: 52_500 });
  });

  it("serve the food at the owner's time, else the customer's, else 1 PM or the kitchen's opening", () => {
    const kitchen = { opensAt: '11:00', closesAt: '23:00' };
    expect(serveTimeOf({ serveAt: '21:00', time: '12:00', date: '2026-03-20' }, kitchen)).toBe('21:00');
    expect(serveTimeOf({ serveAt: null, time: '12:00', date: '2026-03-20' }, kitchen)).toBe('12:00');
    expect(serveTimeOf({ serveAt: null, time: null, date: '2026-03-20' }, kitchen)).toBe('13:00');
    expect(
      serveTimeOf({ serveAt: null, time: null, date: '2026-03-20' }, { opensAt: '17:00', closesAt: '23:00' }),
    ).toBe('17:00');
  });

  it('hold a quote through its last India day, or until its moment', () => {
    expect(parseValidUntil('2026-03-15')).toBe(ist('2026-03-16T00:00'));
    expect(parseValidUntil('2026-03-15T18:00:00+05:30')).toBe(ist('2026-03-15T18:00'));
    expect(parseValidUntil('2026-02-30')).toBeNaN();
    expect(parseValidUntil('next week')).toBeNaN();
  });
});
