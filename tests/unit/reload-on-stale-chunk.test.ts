/**
 * A tab opened before an update that asks for a chunk which is gone (Vite's `vite:preloadError`)
 * reloads into the new version once, never in a loop; every app's entry sets this up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from '../../shared/browser/reloadOnStaleChunk';

function page() {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  } as Storage;
  const reload = vi.fn();
  const it = Object.assign(target, { sessionStorage, location: { reload } as unknown as Location });
  return {
    page: it as unknown as Window,
    reload,
    fire: () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true })),
  };
}

describe('a tab from before an update', () => {
  it('reloads once when a chunk fails to load, and not again when it fails after the reload', () => {
    const { page: tab, reload, fire } = page();
    reloadOnStaleChunk(tab);
    // Handled: Vite does not throw the error at the page.
    expect(fire()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page (same sessionStorage) fails again: the error shows, no second reload.
    const again = Object.assign(new EventTarget(), {
      sessionStorage: tab.sessionStorage,
      location: tab.location,
    }) as unknown as Window;
    reloadOnStaleChunk(again);
    expect(again.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is set up in the admin, the kitchen and rider app and the site, before their chunks load', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    for (const entry of ['admin/main.tsx', 'partner/main.tsx', 'site/main.tsx'])
      expect(fs.readFileSync(path.join(root, entry), 'utf8'), entry).toMatch(/^reloadOnStaleChunk\(\);$/m);
  });
});
