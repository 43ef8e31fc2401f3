/**
 * The accountant's screens without a browser: the GST summary's months (last month first, a
 * year's turn) and totals to the paisa, the Bills screen's choice read from its address, and
 * the data provider's calls (the month and the range as query parameters, the CSV's file name
 * taken from the server's Content-Disposition, a refusal's message kept).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryStorage } from './fakeFetch';
import { formatMonth, monthChoices, previousMonth, reportTotals } from '../../admin/gst/gst';
import { billsQuery, issuedTotals } from '../../admin/bills/bills';
import type { GstReportRow } from '../../shared/api/gst';
import type { BillRegisterEntry } from '../../shared/api/bills';

const storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
const { dataProvider } = await import('../../admin/providers/dataProvider');
const { saveSession } = await import('../../admin/providers/session');
const { errorMessage } = await import('../../admin/providers/httpClient');

beforeEach(() => saveSession({ token: 'tok-1', name: 'Asha', role: 'super_admin' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('localStorage', storage);
});

const row = (over: Partial<GstReportRow>): GstReportRow => ({
  restaurantId: 1,
  name: 'A',
  gstin: null,
  gstMode: 'none',
  taxableValue: 0,
  cgst: 0,
  sgst: 0,
  total: 0,
  bills: { from: '2025-26/000001', to: '2025-26/000001', count: 1, cancelled: 0 },
  sac: '996331',
  ...over,
});

describe('GST summary months and totals', () => {
  it('goes back a month, across the new year too, and offers months newest first', () => {
    expect(previousMonth('2026-03')).toBe('2026-02');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthChoices('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(formatMonth('2026-03', 'en-IN')).toBe('March 2026');
    expect(formatMonth('2026-03', 'hi-IN')).toBe('मार्च 2026');
  });

  it('adds the restaurants up in paise, so 0.1 + 0.2 is 0.30', () => {
    const totals = reportTotals([
      row({
        taxableValue: 0.1,
        cgst: 0.1,
        sgst: 0.1,
        total: 0.3,
        bills: { from: 'a', to: 'b', count: 3, cancelled: 1 },
      }),
      row({
        taxableValue: 0.2,
        cgst: 0.2,
        sgst: 0.2,
        total: 0.6,
        bills: { from: 'c', to: 'd', count: 2, cancelled: 0 },
      }),
    ]);
    expect(totals).toEqual({ taxableValue: 0.3, cgst: 0.3, sgst: 0.3, total: 0.9, count: 5, cancelled: 1 });
  });
});

describe('Bills screen choice', () => {
  it('reads the restaurant and the days from the address, else every restaurant this month so far', () => {
    expect(billsQuery(new URLSearchParams(''), '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(billsQuery(new URLSearchParams('restaurantId=3&from=2026-03-01&to=2026-03-31'), '2026-11-27')).toEqual({
      restaurantId: 3,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(billsQuery(new URLSearchParams('restaurantId=x&from=March&to=2026-3-1'), '2026-11-27')).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
    });
    // From a later day alone: through that day, as the API reads it.
    expect(billsQuery(new URLSearchParams('from=2026-12-05'), '2026-11-27')).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
    });
  });

  it('totals the issued bills only', () => {
    const bill = (status: 'issued' | 'cancelled', total: number): BillRegisterEntry => ({
      billNumber: 'x',
      orderId: 'ORD-000001',
      restaurantId: 1,
      date: '2026-03-01T00:00:00.000Z',
      status,
      cancelReason: null,
      taxableValue: total,
      cgst: 0,
      sgst: 0,
      total,
      paidWith: status === 'issued' ? ['cash'] : ['upi'],
      paid: status === 'issued' ? total : 0,
      refunded: status === 'issued' ? 0 : total,
    });
    expect(issuedTotals([bill('issued', 0.1), bill('cancelled', 50), bill('issued', 0.2)])).toEqual({
      count: 2,
      taxableValue: 0.3,
      cgst: 0,
      sgst: 0,
      total: 0.3,
      // Paid and given back: every bill's, the cancelled one's refund too.
      paid: 0.3,
      refunded: 50,
    });
  });
});

describe('data provider', () => {
  it('asks for a month and a range, and saves the CSV under the name the server gives', async () => {
    const fake = fakeFetch([
      { body: { success: true, data: [row({ name: 'Chulha' })] } },
      { body: { success: true, data: [] } },
      {
        body: 'ignored',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="gst-2026-03.csv"',
        },
      },
      {
        body: 'ignored',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="bills-2026-03-01_to_2026-03-31-restaurant-3.csv"',
        },
      },
      {
        status: 400,
        body: { success: false, message: 'Invalid input: month must match pattern', errors: { month: 'x' } },
      },
    ]);
    vi.stubGlobal('fetch', fake.fn);
    expect((await dataProvider.getGstReport('2026-03'))[0]!.name).toBe('Chulha');
    expect(await dataProvider.getBills({ restaurantId: 3, from: '2026-03-01', to: '2026-03-31' })).toEqual([]);
    expect((await dataProvider.downloadGstReport('2026-03')).filename).toBe('gst-2026-03.csv');
    expect((await dataProvider.downloadBills({ restaurantId: 3, from: '2026-03-01', to: '2026-03-31' })).filename).toBe(
      'bills-2026-03-01_to_2026-03-31-restaurant-3.csv',
    );
    const refused = await dataProvider.downloadGstReport('2026-13').catch((error: unknown) => error);
    expect(errorMessage(refused, 'fallback')).toBe('Invalid input: month must match pattern');
    const urls = fake.calls.map((c) => c.url.replace(/^https?:\/\/[^/]+/, ''));
    expect(urls).toEqual([
      '/api/admin/reports/gst?month=2026-03',
      '/api/admin/bills?restaurantId=3&from=2026-03-01&to=2026-03-31',
      '/api/admin/reports/gst?month=2026-03&format=csv',
      '/api/admin/bills?restaurantId=3&from=2026-03-01&to=2026-03-31&format=csv',
      '/api/admin/reports/gst?month=2026-13&format=csv',
    ]);
    expect(fake.calls.every((c) => c.headers.get('authorization') === 'Bearer tok-1')).toBe(true);
  });
});
