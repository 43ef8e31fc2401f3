import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { IconSprite } from './components/Icon';
import { CartDrawer } from './components/CartDrawer';
import { BottomBar } from './components/BottomBar';
import { HomePage } from './pages/HomePage';
import { PrivacyPolicy } from './pages/PrivacyPolicy';
import { TermsConditions } from './pages/TermsConditions';
import { RefundCancellation } from './pages/RefundCancellation';
import { normalizePath } from './lib';
import { asMenuData, withinHours, type MenuData } from './menu';
import { metaFor } from './seo';
import { RouterContext, SECTION_SCROLL_DELAY_MS, scrollToSection, type Router } from './router';
import { CartProvider, MenuContext, MenuRefreshContext } from './store';
import type { SectionId } from './content';

export interface AppProps {
  /** The page being shown ("/", "/privacy-policy", "/checkout", "/track/ORD-…"), without the query. */
  path: string;
  /** YYYY-MM-DD of the build; the refund page shows it until the browser replaces it with today. */
  buildDate: string;
  /** The storefront kitchen's menu, as the page was rendered with (GET /api/menu's data). */
  menu: MenuData;
}

/** Shown while a page's code loads (and as the server's HTML of /checkout and /track/…). */
export function PageLoading() {
  return (
    <div className="container page-loading" role="status">
      <p>Loading…</p>
    </div>
  );
}

type Loader = () => Promise<ComponentType>;
const loadCheckout: Loader = () => import('./pages/CheckoutPage').then((m) => m.CheckoutPage);
const loadTrack: Loader = () => import('./pages/TrackPage').then((m) => m.TrackPage);

/**
 * A page whose code is a separate chunk: the first render (also on the server and during
 * hydration) is the loading state; the chunk loads after hydration.
 */
function LazyPage({ load }: { load: Loader }) {
  const [Loaded, setLoaded] = useState<{ C: ComponentType } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setLoaded(null);
    load()
      .then((C) => live && setLoaded({ C }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [load]);
  if (failed)
    return (
      <div className="container page-loading" role="alert">
        <p>This page could not load. Please check your connection and reload.</p>
      </div>
    );
  return Loaded ? <Loaded.C /> : <PageLoading />;
}

function Page({ path, buildDate }: { path: string; buildDate: string }) {
  if (path === '/checkout') return <LazyPage load={loadCheckout} />;
  if (path === '/track' || path.startsWith('/track/')) return <LazyPage load={loadTrack} />;
  switch (path) {
    case '/privacy-policy':
      return <PrivacyPolicy />;
    case '/terms-conditions':
      return <TermsConditions />;
    case '/refund-cancellation':
      return <RefundCancellation buildDate={buildDate} />;
    default:
      return <HomePage />;
  }
}

/** Refreshes the embedded menu once from GET /api/menu (open/closed, sold out, prices). */
export async function fetchMenu(fetchImpl: typeof fetch = fetch): Promise<MenuData | null> {
  try {
    const res = await fetchImpl('/api/menu', { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const json = (await res.json()) as { success?: boolean; data?: unknown };
    return json.success ? asMenuData(json.data) : null;
  } catch {
    return null;
  }
}

export function App({ path: initialPath, buildDate, menu: initialMenu }: AppProps) {
  const [path, setPath] = useState(() => normalizePath(initialPath));
  const [menu, setMenu] = useState(initialMenu);
  const [enhanced, setEnhanced] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    setEnhanced(true);
    const onPop = () => setPath(normalizePath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    let live = true;
    void fetchMenu().then((fresh) => {
      if (!live) return;
      if (fresh) setMenu(fresh);
      // No answer: keep the page's menu, but a page built earlier cannot know the time of day.
      else setMenu((m) => (m.kitchen.isOpen && !withinHours(m.kitchen.opensAt, m.kitchen.closesAt) ? { ...m, kitchen: { ...m.kitchen, isOpen: false } } : m));
    });
    return () => {
      live = false;
    };
  }, []);

  const refreshMenu = useCallback(() => {
    void fetchMenu().then((fresh) => fresh && setMenu(fresh));
  }, []);

  // After a client-side page change: title, description, focus on the new page's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const meta = metaFor(path);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', meta.description);
    document.querySelector('meta[property="og:url"]')?.setAttribute('content', path);
    const hash = window.location.hash.slice(1);
    if (hash && document.getElementById(hash)) {
      scrollToSection(hash);
    } else {
      mainRef.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    }
  }, [path]);

  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    const url = to.split('#')[0] || '/';
    const target = normalizePath(url.split('?')[0]);
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    if (options.replace) window.history.replaceState(null, '', target + query);
    else if (target + query !== normalizePath(window.location.pathname) + window.location.search || window.location.hash) window.history.pushState(null, '', target + query);
    window.scrollTo(0, 0);
    setPath(target);
  }, []);

  const goToSection = useCallback(
    (id: SectionId) => {
      if (normalizePath(window.location.pathname) === '/') {
        scrollToSection(id);
        return;
      }
      navigate('/');
      window.setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
    },
    [navigate],
  );

  const router = useMemo<Router>(() => ({ path, navigate, goToSection, enhanced }), [path, navigate, goToSection, enhanced]);

  return (
    <RouterContext.Provider value={router}>
      <MenuContext.Provider value={menu}>
        <MenuRefreshContext.Provider value={refreshMenu}>
          <CartProvider menu={menu}>
            <IconSprite />
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <Header />
            <main id="main" ref={mainRef} tabIndex={-1}>
              <Page path={path} buildDate={buildDate} />
            </main>
            <Footer buildYear={Number(buildDate.slice(0, 4))} />
            <BottomBar />
            <CartDrawer />
          </CartProvider>
        </MenuRefreshContext.Provider>
      </MenuContext.Provider>
    </RouterContext.Provider>
  );
}
