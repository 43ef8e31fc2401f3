// @vitest-environment jsdom
/**
 * A dish sold out reaches an open page within about a second, without reloading: the page asks
 * GET /api/menu/stock every second while it is seen and merges each dish's availability and
 * plates left into the menu it shows; a dish it does not know makes it ask for the whole menu.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMenuStore, STOCK_POLL_MS } from '../../site/liveMenu';
import type { MenuData } from '../../site/menu';
import { menuFromContent } from '../../shared/menuSeed';

const menu = (): MenuData => {
  const seeded = menuFromContent();
  return { ...seeded, kitchen: { ...seeded.kitchen, opensAt: '00:00', closesAt: '24:00', isOpen: true } };
};
let stock: Array<{ id: number; available: boolean; portionsLeft: number | null }>;
const asked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  asked.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    const data = String(url) === '/api/menu/stock' ? { dishes: stock } : menu();
    return new Response(JSON.stringify({ success: true, data }), { status: 200 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the open page follows the stock', () => {
  it('shows a dish sold out within a second of its last plate going, and its plates left', async () => {
    const initial = menu();
    const [first, second] = initial.dishes;
    stock = initial.dishes.map((d) => ({ id: d.id, available: true, portionsLeft: null }));
    const store = createMenuStore(initial);
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(store.get().dishes[0]!.available).toBe(true);

    stock = stock.map((s) =>
      s.id === first!.id
        ? { ...s, available: false, portionsLeft: 0 }
        : s.id === second!.id
          ? { ...s, portionsLeft: 2 }
          : s,
    );
    await vi.advanceTimersByTimeAsync(STOCK_POLL_MS + 10);
    const shown = store.get().dishes;
    expect(shown.find((d) => d.id === first!.id)).toMatchObject({ available: false, portionsLeft: 0 });
    expect(shown.find((d) => d.id === second!.id)).toMatchObject({ available: true, portionsLeft: 2 });
    expect(STOCK_POLL_MS).toBeLessThanOrEqual(1000);

    // A dish the page does not have: the whole menu is asked for.
    const menus = asked.filter((u) => u === '/api/menu').length;
    stock = [...stock, { id: 999_999, available: true, portionsLeft: null }];
    await vi.advanceTimersByTimeAsync(STOCK_POLL_MS + 10);
    expect(asked.filter((u) => u === '/api/menu').length).toBe(menus + 1);
    stop();
  });
});
