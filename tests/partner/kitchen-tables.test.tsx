// @vitest-environment jsdom
/**
 * The kitchen's Tables tab: the floor of its tables as tiles (free, eating with ₹ and minutes,
 * bill asked), a round for a tapped table — a dish found by name or by its number, the
 * quantity, sent to the kitchen —, closing an eating table with its payments split between
 * payers and the bill to print, and a walk-in at the counter, in English and in Hindi.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../../partner/i18n';
import { englishTranslations } from '../../partner/i18n/en';
import { hindiTranslations } from '../../partner/i18n/hi';
import { KitchenTables } from '../../partner/kitchen/KitchenTables';
import type { FloorTile, TableSitting } from '../../shared/api/tables';
import { dish } from './fixtures';

const calls: Array<{ url: string; init?: RequestInit }> = [];
let floor: FloorTile[] = [];
const sitting: TableSitting = {
  table: { name: 'Table 2', seats: 4, restaurantName: 'Gaon Rasoi Janghai', restaurantNameHi: null },
  rounds: [
    {
      orderId: 'ORD-000012',
      status: 'accepted',
      placedAt: new Date().toISOString(),
      total: 360,
      items: [{ name: 'Village Thali', nameHi: 'गाँव थाली', quantity: 2, price: 180 }],
    },
    {
      orderId: 'ORD-000013',
      status: 'placed',
      placedAt: new Date().toISOString(),
      total: 60,
      items: [{ name: 'Sweet Lassi', nameHi: null, quantity: 1, price: 60 }],
    },
  ],
  total: 420,
  seatedAt: new Date().toISOString(),
  billAskedAt: null,
};
/** The sitting the server answers (a test may swap it). */
let shownSitting: TableSitting = sitting;
vi.mock('../../partner/providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../partner/providers/httpClient')>()),
  httpClient: vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === '/vendor/tables/floor') return { json: floor };
    if (url.endsWith('/menu') || url.endsWith('/counter-menu'))
      return {
        json: {
          isOpen: true,
          dishes: [
            dish({ id: 11, name: 'Village Thali', nameHi: 'गाँव थाली', price: 180 }),
            dish({ id: 12, name: 'Kheer', price: 50, available: false }),
            dish({ id: 13, name: 'Sweet Lassi', nameHi: 'मीठी लस्सी', price: 60 }),
          ],
        },
      };
    if (url.endsWith('/rounds') || url.endsWith('/walk-ins')) return { json: { id: 9 } };
    if (url.endsWith('/sitting')) return { json: shownSitting };
    if (url.endsWith('/close'))
      return { json: { tableId: 2, billNumber: '2026-27/000012', orderId: 'ORD-000012', total: 420 } };
    if (url === '/vendor/restaurants') return { json: [{ id: 1, name: 'Gaon Rasoi Janghai', nameHi: null }] };
    throw new Error(`unexpected ${url}`);
  }),
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
  shownSitting = sitting;
});

const tile = (extra: Partial<FloorTile>): FloorTile => ({
  id: 1,
  restaurantId: 1,
  restaurantName: 'Gaon Rasoi Janghai',
  name: 'Table 1',
  seats: 4,
  state: 'free',
  total: 0,
  rounds: 0,
  seatedAt: null,
  ...extra,
});

function renderTables(language: 'en' | 'hi' = 'en') {
  const i18nProvider =
    language === 'en' ? createI18nProvider('en', englishTranslations) : createI18nProvider('hi', hindiTranslations);
  return render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <KitchenTables />
      <Notification />
    </AdminContext>,
  );
}

describe('the kitchen’s tables', () => {
  it('shows each table as a tile: free, eating with the running bill and minutes seated, bill asked', async () => {
    floor = [
      tile({ id: 1, name: 'Table 1' }),
      tile({
        id: 2,
        name: 'Table 2',
        state: 'eating',
        total: 420,
        rounds: 2,
        seatedAt: new Date(Date.now() - 25 * 60_000).toISOString(),
      }),
      tile({ id: 3, name: 'Window', state: 'bill_asked', total: 180, rounds: 1, seatedAt: new Date().toISOString() }),
    ];
    renderTables();
    const eating = await screen.findByTestId('kitchen-tile-2');
    expect(within(screen.getByTestId('kitchen-tile-1')).getByText('Free')).toBeTruthy();
    expect(eating.textContent).toContain('Eating');
    expect(eating.textContent).toMatch(/₹420/);
    expect(eating.textContent).toContain('25 min');
    expect(eating.textContent).toContain('2 rounds');
    expect(screen.getByTestId('kitchen-tile-3').textContent).toContain('Bill asked');
  });

  it('a tapped table takes a round: a dish by number and one by name, the quantity, sent to the kitchen', async () => {
    floor = [tile({ id: 5, name: 'Table 5' })];
    renderTables();
    fireEvent.click(await screen.findByRole('button', { name: /^Table 5/ }));
    expect(await screen.findByText('Round for Table 5')).toBeTruthy();
    const search = screen.getByTestId('round-search');
    // By its number on the table's menu…
    await waitFor(() => expect(calls.some((c) => c.url === '/vendor/tables/5/menu')).toBe(true));
    fireEvent.change(search, { target: { value: '3' } });
    const pick = async (name: RegExp) =>
      fireEvent.click(within(await screen.findByTestId('round-found')).getByText(name));
    await pick(/3\. Sweet Lassi/);
    // …and by its name; twice the same dish is two of it.
    fireEvent.change(search, { target: { value: 'thali' } });
    await pick(/1\. Village Thali/);
    fireEvent.change(search, { target: { value: 'Thali' } });
    await pick(/1\. Village Thali/);
    // A sold-out dish is listed but cannot be added.
    fireEvent.change(search, { target: { value: 'kheer' } });
    expect(
      (await screen.findByText(/Kheer · sold out/)).closest('[role="button"]')!.getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.change(search, { target: { value: '' } });
    const lines = screen.getAllByTestId('round-line');
    const quantity = (line: HTMLElement) => within(line).getByLabelText('Quantity').textContent;
    expect(lines.map((l) => within(l).getByText(/^\d+\. /).textContent)).toEqual([
      '3. Sweet Lassi',
      '1. Village Thali',
    ]);
    expect(lines.map(quantity)).toEqual(['1', '2']);
    fireEvent.click(within(lines[0]).getByRole('button', { name: 'One more' }));
    fireEvent.click(screen.getByTestId('round-send'));
    await screen.findByText('Table 5: sent to the kitchen.');
    const sent = calls.find((c) => c.url === '/vendor/tables/5/rounds')!;
    expect(sent.init?.method).toBe('POST');
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      items: [
        { dishId: 13, quantity: 2 },
        { dishId: 11, quantity: 2 },
      ],
    });
    // Back on the floor, read again.
    await screen.findByTestId('kitchen-floor');
  });

  it('reads in Hindi: the tiles and the round', async () => {
    floor = [tile({ id: 7, name: 'टेबल 7', state: 'eating', total: 60, rounds: 1, seatedAt: new Date().toISOString() })];
    renderTables('hi');
    const eating = await screen.findByTestId('kitchen-tile-7');
    expect(eating.textContent).toContain('खा रहे हैं');
    expect(eating.textContent).toContain('1 राउंड');
    fireEvent.click(screen.getByRole('button', { name: /^टेबल 7/ }));
    fireEvent.change(await screen.findByLabelText('व्यंजन का नाम या नंबर'), { target: { value: '1' } });
    expect(await screen.findByText(/1\. गाँव थाली/)).toBeTruthy();
    expect(screen.getByTestId('round-send').textContent).toContain('रसोई में भेजें');
  });

  it('closes an eating table: the sitting and its total, cash and UPI adding up to it, then the bill number and the bill to print', async () => {
    floor = [tile({ id: 2, name: 'Table 2', state: 'bill_asked', total: 420, rounds: 2, seatedAt: sitting.seatedAt })];
    renderTables();
    fireEvent.click(await screen.findByRole('button', { name: 'Close / bill' }));
    expect(await screen.findByText('Bill for Table 2')).toBeTruthy();
    expect((await screen.findByTestId('sitting-total')).textContent).toMatch(/₹420/);
    expect(screen.getByText(/ORD-000012 · Accepted/)).toBeTruthy();
    const close = screen.getByTestId('close-table');
    // The whole bill in cash to start with; split: ₹300 cash, the rest by UPI with its UTR.
    expect((screen.getByTestId('pay-amount-0') as HTMLInputElement).value).toBe('420');
    fireEvent.change(screen.getByTestId('pay-amount-0'), { target: { value: '300' } });
    expect(screen.getByText(/Left to split: ₹120/)).toBeTruthy();
    expect(close.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Another payer' }));
    expect((screen.getByTestId('pay-amount-1') as HTMLInputElement).value).toBe('120');
    fireEvent.change(screen.getByTestId('pay-utr-1'), { target: { value: '123456789012' } });
    expect(close.hasAttribute('disabled')).toBe(false);
    fireEvent.click(close);
    expect((await screen.findByTestId('kitchen-closed')).textContent).toBe('Table closed: bill 2026-27/000012.');
    const sent = calls.find((c) => c.url === '/vendor/tables/2/close')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      payments: [
        { method: 'cash', amount: 300 },
        { method: 'upi', amount: 120, utr: '123456789012' },
      ],
    });
    expect(new Headers(sent.init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print the bill' }).getAttribute('href')).toMatch(/\/orders\/12\/bill$/);
  });

  it('closes a table whose every round was cancelled: nothing to pay, no payment line', async () => {
    shownSitting = { ...sitting, rounds: sitting.rounds.map((r) => ({ ...r, status: 'cancelled' })), total: 0 };
    floor = [tile({ id: 2, name: 'Table 2', state: 'eating', total: 0, rounds: 2, seatedAt: sitting.seatedAt })];
    renderTables();
    fireEvent.click(await screen.findByRole('button', { name: 'Close / bill' }));
    expect(await screen.findByText('Bill for Table 2')).toBeTruthy();
    expect(screen.queryByTestId('pay-amount-0')).toBeNull();
    const close = screen.getByTestId('close-table');
    await waitFor(() => expect(close.hasAttribute('disabled')).toBe(false));
    fireEvent.click(close);
    await screen.findByTestId('kitchen-closed');
    const sent = calls.find((c) => c.url === '/vendor/tables/2/close')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({ payments: [] });
  });

  it('rings up a walk-in: the customer’s name and number and the dishes, sent as a pickup of the kitchen’s restaurant', async () => {
    floor = [];
    renderTables();
    fireEvent.click(await screen.findByRole('button', { name: 'Walk-in' }));
    fireEvent.change(await screen.findByTestId('walk-in-name'), { target: { value: 'Mohan' } });
    fireEvent.change(screen.getByTestId('walk-in-phone'), { target: { value: '9876512388' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/vendor/restaurants/1/counter-menu')).toBe(true));
    fireEvent.change(screen.getByTestId('walk-in-search'), { target: { value: 'lassi' } });
    fireEvent.click(within(await screen.findByTestId('walk-in-found')).getByText(/Sweet Lassi/));
    fireEvent.click(screen.getByTestId('walk-in-send'));
    await screen.findByText('Mohan: sent to the kitchen, to pick up.');
    const sent = calls.find((c) => c.url === '/vendor/restaurants/1/walk-ins')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      customer: { name: 'Mohan', phone: '9876512388' },
      items: [{ dishId: 13, quantity: 1 }],
    });
  });

  it('closes a table in Hindi', async () => {
    floor = [tile({ id: 2, name: 'टेबल 2', state: 'eating', total: 420, rounds: 2, seatedAt: sitting.seatedAt })];
    renderTables('hi');
    fireEvent.click(await screen.findByRole('button', { name: 'बिल / टेबल बंद' }));
    expect((await screen.findByTestId('sitting-total')).textContent).toContain('कुल');
    expect(screen.getByText(/2 × गाँव थाली/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('close-table'));
    expect((await screen.findByTestId('kitchen-closed')).textContent).toBe('टेबल बंद: बिल 2026-27/000012।');
    expect(screen.getByRole('link', { name: 'बिल प्रिंट करें' })).toBeTruthy();
  });
});
