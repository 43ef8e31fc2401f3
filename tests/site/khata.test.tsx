// @vitest-environment jsdom
/**
 * The customer's khata page (the private link the owner sends on WhatsApp), in English and Hindi:
 * the restaurant, the customer, the balance owed, every entry with the balance after it, the UPI
 * button and QR for the balance; "nothing owed" once settled; a wrong link says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from '../../site/App';
import { hindiPack } from '../../site/i18n/hiBundle';
import { englishPack } from '../../site/i18n/context';
import { menuFromContent } from '../../shared/menuSeed';
import type { KhataView } from '../../shared/api/khata';
// Loaded here, so the App's lazy import of the page is answered from the module cache under fake timers.
import '../../site/pages/KhataPage';

const NOW = Date.parse('2026-03-10T12:00:00.000+05:30');
const receivedBy: KhataView['entries'][number]['receivedBy'] = { kind: 'owner', name: 'Owner' };
const UPI = 'upi://pay?pa=gaonrasoi@upi&pn=Gaon%20Rasoi&am=250.00&cu=INR&tn=KHATA-9876543210';

const owing: KhataView = {
  phone: '9876543210',
  name: 'Ramesh',
  limit: 2000,
  balance: 250,
  lastPaidAt: '2026-03-08T10:00:00.000Z',
  entries: [
    {
      id: 1,
      type: 'credit',
      method: 'credit',
      amount: 450,
      utr: null,
      at: '2026-03-05T08:00:00.000Z',
      orderId: 12,
      orderCode: 'ORD-000012',
      billNumber: 'GR/25-26/0012',
      receivedBy,
      balance: 450,
    },
    {
      id: 2,
      type: 'settlement',
      method: 'cash',
      amount: 200,
      utr: null,
      at: '2026-03-08T10:00:00.000Z',
      orderId: null,
      orderCode: null,
      billNumber: null,
      receivedBy,
      balance: 250,
    },
  ],
  upiLink: UPI,
  upiQr: 'data:image/png;base64,iVBORw0KGgo=',
};

let answer: () => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).startsWith('/api/khata/9876543210?t=secret-token')
      ? answer()
      : json(404, { success: false, message: 'Not found' }),
  );
  window.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function open(path: string, hindi = false) {
  window.history.replaceState(null, '', `${path}?t=secret-token`);
  render(<App path={path} pack={hindi ? hindiPack : englishPack} buildDate="2026-03-10" menu={menuFromContent()} />);
  for (let i = 0; i < 200 && !document.querySelector('.khata h1'); i++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
  return document.querySelector('.khata')!;
}

const rows = () =>
  [...document.querySelectorAll('.khata-entries tbody tr')].map((r) =>
    [...r.querySelectorAll('td')].map((c) => c.textContent),
  );

describe('the khata page', () => {
  it('shows the restaurant, the customer, the balance, every entry and the UPI button and QR', async () => {
    answer = () => json(200, { success: true, data: owing });
    const page = await open('/khata/9876543210');
    expect(page.textContent).toContain('Gaon Rasoi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Ramesh's khata");
    expect(screen.getByTestId('khata-balance').textContent).toBe('Balance owed: ₹250.00');
    expect(rows()).toEqual([
      ['5 Mar, 1:30 pm', 'Order ORD-000012', '₹450.00', '₹450.00'],
      ['8 Mar, 3:30 pm', 'Payment (cash)', '−₹200.00', '₹250.00'],
    ]);
    expect(screen.getByRole('link', { name: 'Pay ₹250.00 by UPI' }).getAttribute('href')).toBe(UPI);
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹250.00' }).getAttribute('src')).toBe(owing.upiQr);
  });

  it('reads in Hindi at /hi/khata/…', async () => {
    answer = () => json(200, { success: true, data: owing });
    const page = await open('/hi/khata/9876543210', true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ramesh का खाता');
    expect(page.textContent).toContain('गाँव रसोई');
    expect(screen.getByTestId('khata-balance').textContent).toBe('बाकी रकम: ₹250.00');
    expect(rows()[1]![1]).toBe('भुगतान (नकद)');
    expect(screen.getByRole('link', { name: 'UPI से ₹250.00 चुकाएँ' }).getAttribute('href')).toBe(UPI);
  });

  it('says nothing is owed once the khata is settled, with no UPI button', async () => {
    answer = () => json(200, { success: true, data: { ...owing, balance: 0, upiLink: null, upiQr: null } });
    const page = await open('/khata/9876543210');
    expect(page.textContent).toContain('Nothing owed: your khata is settled.');
    expect(screen.queryByRole('link', { name: /by UPI/ })).toBeNull();
  });

  it('a wrong or old link says it does not work, and whom to call', async () => {
    answer = () => json(404, { success: false, message: 'Khata not found' });
    const page = await open('/khata/9876543210');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This khata link does not work');
    expect(page.querySelector('a[href^="tel:"]')).not.toBeNull();
  });
});
