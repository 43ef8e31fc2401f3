// @vitest-environment jsdom
/**
 * A dish sold out reaches an open page within about a second, without reloading and without the
 * page asking every second: while the page is seen it follows the server's stock stream
 * (GET /api/menu/events) and merges each dish's availability and plates left into the menu
 * it shows; a dish it does not know makes it ask for the whole menu. A hidden page holds no
 * connection; coming back opens it again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMenuStore, STOCK_EVENTS_URL, STOCK_RETRY_MS } from '../../site/liveMenu';
import type { MenuData } from '../../site/menu';
import { menuFromContent } from '../../shared/menuSeed';

const menu = (): MenuData => {
  const seeded = menuFromContent();
  return { ...seeded, kitchen: { ...seeded.kitchen, opensAt: '00:00', closesAt: '24:00', isOpen: true } };
};
type Stock = Array<{ id: number; available: boolean; portionsLeft: number | null }>;
const asked: string[] = [];

/** The browser's EventSource as far as the page uses it; the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  sendStock(dishes: Stock) {
    this.dispatchEvent(new MessageEvent('stock', { data: JSON.stringify({ dishes }) }));
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
}
const open = () => FakeEventSource.opened.filter((s) => s.readyState !== FakeEventSource.CLOSED);
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  asked.length = 0;
  FakeEventSource.opened = [];
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    return new Response(JSON.stringify({ success: true, data: menu() }), { status: 200 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the open page follows the stock', () => {
  it('shows a dish sold out as soon as the stream says so, and its plates left, without asking every second', async () => {
    const initial = menu();
    const [first, second] = initial.dishes;
    const stock: Stock = initial.dishes.map((d) => ({ id: d.id, available: true, portionsLeft: null }));
    const store = createMenuStore(initial);
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(open().map((s) => s.url)).toEqual([STOCK_EVENTS_URL]);
    const [stream] = open();
    stream!.sendStock(stock);
    expect(store.get().dishes[0]!.available).toBe(true);

    stream!.sendStock(
      stock.map((s) =>
        s.id === first!.id
          ? { ...s, available: false, portionsLeft: 0 }
          : s.id === second!.id
            ? { ...s, portionsLeft: 2 }
            : s,
      ),
    );
    const shown = store.get().dishes;
    expect(shown.find((d) => d.id === first!.id)).toMatchObject({ available: false, portionsLeft: 0 });
    expect(shown.find((d) => d.id === second!.id)).toMatchObject({ available: true, portionsLeft: 2 });

    // A minute on an open page: the menu once (the minute re-read), never a stock request.
    const before = asked.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked.slice(before)).toEqual(['/api/menu']);

    // A dish the page does not have: the whole menu is asked for.
    stream!.sendStock([...stock, { id: 999_999, available: true, portionsLeft: null }]);
    await vi.advanceTimersByTimeAsync(10);
    expect(asked.slice(before)).toEqual(['/api/menu', '/api/menu']);

    stop();
    expect(open()).toHaveLength(0);
  });

  it('holds no connection while the page is hidden and opens it again when the page is seen', async () => {
    const stop = createMenuStore(menu()).start();
    await vi.advanceTimersByTimeAsync(10);
    expect(open()).toHaveLength(1);

    setVisibility('hidden');
    expect(open()).toHaveLength(0);
    setVisibility('visible');
    expect(open()).toHaveLength(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    stop();
  });

  it('a stream the server refused (the browser gives up) is opened again a minute later', async () => {
    const stop = createMenuStore(menu()).start();
    await vi.advanceTimersByTimeAsync(10);
    open()[0]!.refuse();
    expect(open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(STOCK_RETRY_MS + 10);
    expect(open()).toHaveLength(1);
    stop();
  });
});
