// @vitest-environment jsdom
/**
 * The kitchen's Tables tab: the floor of its tables as tiles (free, eating with ₹ and minutes,
 * bill asked), and a round for a tapped table — a dish found by name or by its number, the
 * quantity, sent to the kitchen — in English and in Hindi.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../../partner/i18n';
import { englishTranslations } from '../../partner/i18n/en';
import { hindiTranslations } from '../../partner/i18n/hi';
import { KitchenTables } from '../../partner/kitchen/KitchenTables';
import type { FloorTile } from '../../shared/api/tables';
import { dish } from './fixtures';

const calls: Array<{ url: string; init?: RequestInit }> = [];
let floor: FloorTile[] = [];
vi.mock('../../partner/providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../partner/providers/httpClient')>()),
  httpClient: vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === '/vendor/tables/floor') return { json: floor };
    if (url.endsWith('/menu'))
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
    if (url.endsWith('/rounds')) return { json: { id: 9 } };
    throw new Error(`unexpected ${url}`);
  }),
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
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
});
