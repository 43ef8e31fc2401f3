// @vitest-environment jsdom
/**
 * The customer's tracking and party pages in Hindi: a free order (a coupon for the whole bill)
 * says so instead of "paid ₹0.00 by UPI"; times read as the kitchen's hours beside them do
 * ("सुबह 4:28 बजे", never "4:28 am"); a deleted order's link says it was removed and whom to call;
 * the party page takes a UTR after "I've paid".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from '../../site/App';
import { hindiPack } from '../../site/i18n/hiBundle';
import { ORDERS_KEY } from '../../site/yourOrders';
import { menuFromContent } from '../../shared/menuSeed';
import type { Tracking } from '../../site/api';
import type { PartyView } from '../../shared/api/partyRequests';
// Loaded here, so the App's lazy import of each page is answered from the module cache under fake timers.
import '../../site/pages/TrackPage';
import '../../site/pages/PartyQuotePage';

/** 4:28 in the morning, India time, on the day the page is open. */
const PLACED = '2026-03-09T22:58:00.000Z';
const NOW = Date.parse('2026-03-10T12:00:00.000+05:30');

const freeOrder: Tracking = {
  orderId: 'ORD-000012',
  status: 'placed',
  readyAt: null,
  fulfilment: 'delivery',
  items: [{ name: 'Village Thali', nameHi: 'गाँव की थाली', quantity: 2, price: 180, dishId: 1 }],
  subtotal: 360,
  deliveryCharge: 30,
  discount: 390,
  couponCode: 'ALLFREE',
  tax: 0,
  totalAmount: 0,
  paymentMethod: 'upi',
  paymentStatus: 'paid',
  toConfirm: false,
  holdReason: null,
  createdAt: PLACED,
  history: [{ status: 'placed', at: PLACED, by: 'customer', reason: null }],
  deliveryPerson: null,
  canCancel: true,
  scheduledFor: null,
  refundStatus: null,
  customerPaidAt: null,
  customerUtr: null,
  rating: null,
} as Tracking;

const party: PartyView = {
  id: 7,
  code: 'PTY-000007',
  status: 'accepted',
  name: 'Ramesh',
  date: '2026-03-20',
  time: '11:00',
  scheduledFor: '2026-03-20T05:30:00.000Z',
  guests: 120,
  villageName: 'Janghai',
  address: 'Panchayat Bhawan',
  notes: null,
  quote: {
    perPlate: 150,
    items: [],
    deliveryCharge: 0,
    advancePercent: 30,
    validUntil: '2026-03-15T18:30:00.000Z',
    subtotal: 18000,
    tax: 0,
    total: 18000,
    advance: 5400,
    balance: 12600,
  },
  acceptedAt: PLACED,
  customerPaidAt: PLACED,
  customerUtr: null,
  advancePaidAt: null,
  order: null,
  kitchen: { name: 'Gaon Rasoi Janghai' },
  createdAt: PLACED,
};

let answers: Record<string, () => Response>;
const calls: Array<{ url: string; method: string; body: unknown }> = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = String(url).split('?')[0]!;
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    return answer ? answer() : json(404, { success: false, message: 'Not found' });
  });
  window.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens a page and waits for its code (a separate chunk) and its answer. */
async function open(path: string, shown: string) {
  window.history.replaceState(null, '', `${path}?t=secret-token`);
  render(<App path={path} pack={hindiPack} buildDate="2026-03-10" menu={menuFromContent()} />);
  await settle(() => document.querySelector(shown) !== null);
}

async function settle(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
  expect(done()).toBe(true);
}

describe('the tracking page in Hindi', () => {
  it('a free order reads "free with coupon", never a UPI payment of ₹0.00; its times say the part of the day', async () => {
    answers = { 'GET /api/track/ORD-000012': () => json(200, { success: true, data: freeOrder }) };
    await open('/hi/track/ORD-000012', '.track .order-number');
    const page = document.querySelector('.track')!.textContent!;
    expect(page).toContain('कूपन से मुफ़्त');
    expect(page).not.toContain('UPI से ₹0.00');
    expect(page).not.toContain('UPI से भुगतान');
    expect(page).toContain('सुबह 4:28 बजे');
    expect(page).not.toMatch(/\d:\d\d ?(am|pm)/i);
  });

  it('a deleted order this phone followed says it was removed and to call the restaurant', async () => {
    answers = {};
    localStorage.setItem(
      ORDERS_KEY,
      JSON.stringify([
        { orderId: 'ORD-000012', trackingUrl: '/track/ORD-000012?t=secret-token', placedAt: PLACED, total: 390 },
      ]),
    );
    await open('/hi/track/ORD-000012', '.track h1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('यह ऑर्डर हटा दिया गया');
    const text = document.querySelector('.track')!.textContent!;
    expect(text).toContain('रसोई ने यह ऑर्डर हटा दिया है');
    expect(document.querySelector('.track a[href^="tel:"]')).not.toBeNull();
  });

  it('a link to no order says it may have been removed, and whom to call', async () => {
    answers = {};
    await open('/hi/track/ORD-000099', '.track h1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऑर्डर नहीं मिला');
    expect(document.querySelector('.track')!.textContent).toContain('रसोई ने ऑर्डर हटा दिया हो');
  });
});

describe('the party page in Hindi', () => {
  it('after "I\'ve paid", the customer adds the UTR; the time reads "सुबह 4:28 बजे"', async () => {
    let current = party;
    answers = {
      'GET /api/party-requests/7': () => json(200, { success: true, data: current }),
      'POST /api/party-requests/7/paid': () => {
        current = { ...current, customerUtr: '123456789012' };
        return json(200, { success: true, data: current });
      },
    };
    await open('/hi/party/7', '.party .told-paid');
    const told = document.querySelector('.told-paid')!;
    expect(told.textContent).toContain('सुबह 4:28 बजे');
    fireEvent.click(screen.getByRole('button', { name: 'UTR जोड़ें' }));
    fireEvent.change(screen.getByLabelText(/UTR \/ लेन-देन नंबर/), { target: { value: '1234 5678 9012' } });
    fireEvent.click(screen.getByRole('button', { name: 'UTR भेजें' }));
    await settle(() => document.querySelector('.told-paid') !== null);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ utr: '123456789012' });
    expect(document.querySelector('.told-paid')!.textContent).toContain('UTR 123456789012।');
    expect(screen.getByRole('button', { name: 'UTR बदलें' })).toBeTruthy();
  });
});
