/**
 * The landing page in the browser: only its interactive parts are hydrated, each as a root of
 * its own over the server's HTML (components/Island.tsx marks them): the hero and the menu
 * (Add, − count +), the cart panel, the gallery viewer, the contact form and the header (cart
 * count, menu toggle, language switch). The about section, the footer and the Call/WhatsApp
 * bar stay the server's HTML: links, which need no script. The same components render the
 * page on the server (App) and here; the islands share one menu store and one cart store.
 *
 * Going to another page (checkout) is a page load: those pages run the whole App (boot.tsx).
 */
import { startTransition, useEffect, useMemo, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Header } from './components/Header';
import { Hero } from './components/Hero';
import { MenuSection } from './components/MenuSection';
import { Gallery } from './components/Gallery';
import { Contact } from './components/Contact';
import { CartDrawer } from './components/CartDrawer';
import { createMenuStore, type MenuStore } from './liveMenu';
import { SiteProviders } from './providers';
import { showSection, type Router } from './router';
import { createCartStore, type CartStore } from './store';
import { embeddedMenu, pagePack } from './pageData';
import type { IslandName } from './islandNames';
import { localizePath, routeOfPath } from './i18n/lang';
import type { LanguagePack } from './i18n/context';

const parts: Record<IslandName, ComponentType> = {
  hero: Hero,
  menu: MenuSection,
  cart: CartDrawer,
  gallery: Gallery,
  contact: Contact,
  header: Header,
};

/** Another page of the site, loaded as a page ("/checkout" → "/hi/checkout" on a Hindi page). */
function goTo(to: string, lang: LanguagePack['lang'], replace = false): void {
  const url = to.split('#')[0] || '/';
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const address = localizePath(routeOfPath(url.split('?')[0]), lang) + query;
  // The address is already this entry's (the cart panel replaced its entry with /checkout): load it there.
  if (replace || address === window.location.pathname + window.location.search) window.location.replace(address);
  else window.location.assign(address);
}

interface Shared {
  pack: LanguagePack;
  menuStore: MenuStore;
  cartStore: CartStore;
}

function IslandRoot({ shared, Part, onHydrated }: { shared: Shared; Part: ComponentType; onHydrated: () => void }) {
  const [enhanced, setEnhanced] = useState(false);
  const lang = shared.pack.lang;
  useEffect(() => setEnhanced(true), []);
  // Resolved once the island runs as such (buttons enabled): a held press is played again only then.
  useEffect(() => {
    if (enhanced) onHydrated();
  }, [enhanced, onHydrated]);
  const router = useMemo<Router>(
    () => ({
      path: '/',
      navigate: (to, options = {}) => goTo(to, lang, options.replace),
      goToSection: (id) => showSection(id),
      enhanced,
    }),
    [lang, enhanced],
  );
  return (
    <SiteProviders pack={shared.pack} router={router} menuStore={shared.menuStore} cartStore={shared.cartStore}>
      <Part />
    </SiteProviders>
  );
}

let shared: Promise<Shared> | undefined;
let menuStarted = false;
/** Hydrations waiting for their task: one island per task, so the main thread is never held for long (Total Blocking Time). */
const queue: (() => void)[] = [];
let draining = false;

function drain(): void {
  const next = queue.shift();
  if (!next) {
    draining = false;
    return;
  }
  draining = true;
  next();
}

/**
 * Hydrates one island of the landing page (islandLoader.ts decides when); resolves once it
 * runs. The islands share one menu store and one cart store; the menu's freshness check
 * (GET /api/menu: prices, sold-out dishes, open or closed) starts with the first island that
 * shows dishes.
 */
export function hydrateIsland(name: IslandName): Promise<void> {
  const el = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const Part = parts[name];
  if (!el || !Part) return Promise.resolve();
  shared ??= pagePack().then((pack) => {
    const menu = embeddedMenu();
    if (!menu) throw new Error('islands: the page carries no menu');
    return { pack, menuStore: createMenuStore(menu), cartStore: createCartStore() };
  });
  return shared.then(
    (s) =>
      new Promise<void>((resolve) => {
        queue.push(() => {
          let done = false;
          const onHydrated = () => {
            if (done) return;
            done = true;
            if ((name === 'menu' || name === 'hero') && !menuStarted) {
              menuStarted = true;
              s.menuStore.start();
            }
            resolve();
            setTimeout(drain, 0);
          };
          startTransition(() => void hydrateRoot(el, <IslandRoot shared={s} Part={Part} onHydrated={onHydrated} />));
        });
        if (!draining) drain();
      }),
  );
}
