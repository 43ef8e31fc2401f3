import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { IconSprite } from './components/Icon';
import { CartDrawer } from './components/CartDrawer';
import { BottomBar } from './components/BottomBar';
import { HomePage } from './pages/HomePage';
import { PrivacyPolicy } from './pages/PrivacyPolicy';
import { TermsConditions } from './pages/TermsConditions';
import { RefundCancellation } from './pages/RefundCancellation';
import { asMenuData, kitchenAt, nextChange, withinHours, type MenuData } from './menu';
import { metaFor } from './seo';
import { RouterContext, SECTION_SCROLL_DELAY_MS, scrollToSection, type Router } from './router';
import { CartProvider, MenuContext, MenuRefreshContext, useMenu } from './store';
import type { SectionId } from './content';
import { englishPack, LangContext, siteLanguage, useLang, useT, type LanguagePack, type PolicyPages, type PolicyRoute } from './i18n/context';
import { localizePath, routeOfPath } from './i18n/lang';

export interface AppProps {
  /** The page being shown ("/", "/privacy-policy", "/checkout", "/track/ORD-…", "/hi/checkout"…), without the query. */
  path: string;
  /** The page's language (English unless given: the Hindi pack comes from i18n/hiBundle.ts). */
  pack?: LanguagePack;
  /** YYYY-MM-DD of the build; the refund page shows it until the browser replaces it with today. */
  buildDate: string;
  /** The storefront kitchen's menu, as the page was rendered with (GET /api/menu's data). */
  menu: MenuData;
}

/** Shown while a page's code loads (and as the server's HTML of /checkout and /track/…). */
export function PageLoading() {
  const t = useT();
  return (
    <div className="container page-loading" role="status">
      <p>{t.loading}</p>
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
  const t = useT();
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
        <p>{t.pageFailed}</p>
      </div>
    );
  return Loaded ? <Loaded.C /> : <PageLoading />;
}

const englishPolicies: PolicyPages = {
  '/privacy-policy': PrivacyPolicy,
  '/terms-conditions': TermsConditions,
  '/refund-cancellation': RefundCancellation,
};

function Page({ path, buildDate, pack }: { path: string; buildDate: string; pack: LanguagePack }) {
  const { t, hours } = useLang();
  const menu = useMenu();
  const Policy = (pack.policies ?? englishPolicies)[path as PolicyRoute];
  if (Policy) return <Policy buildDate={buildDate} hours={t.hoursText(hours(menu.kitchen))} />;
  if (path === '/checkout') return <LazyPage load={loadCheckout} />;
  if (path === '/track' || path.startsWith('/track/')) return <LazyPage load={loadTrack} />;
  return <HomePage />;
}

/** The menu as GET /api/menu answers it now (open/closed, paused or busy, sold out, prices); null without an answer. */
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

export function App({ path: initialPath, buildDate, menu: initialMenu, pack = englishPack }: AppProps) {
  // The router works with routes ("/checkout"); the language prefix is added to every address it writes.
  const [path, setPath] = useState(() => routeOfPath(initialPath));
  const language = useMemo(() => siteLanguage(pack), [pack]);
  const lang = pack.lang;
  const [menu, setMenu] = useState(initialMenu);
  // The pages read names only: a Hindi page gets them in Hindi (where the kitchen wrote them).
  const shown = useMemo(() => pack.menu?.(menu) ?? menu, [pack, menu]);
  const [enhanced, setEnhanced] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    setEnhanced(true);
    const onPop = () => setPath(routeOfPath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    let live = true;
    void fetchMenu().then((fresh) => {
      if (!live) return;
      // The fresh menu re-renders every dish card: as a transition, React does it in slices that never block a tap.
      if (fresh) startTransition(() => setMenu(fresh));
      // No answer: keep the page's menu, but a page built earlier cannot know the time of day.
      else setMenu((m) => (m.kitchen.isOpen && !withinHours(m.kitchen.opensAt, m.kitchen.closesAt) ? { ...m, kitchen: { ...m.kitchen, isOpen: false } } : m));
    });
    return () => {
      live = false;
    };
  }, []);

  const refreshMenu = useCallback(() => {
    void fetchMenu().then((fresh) => fresh && startTransition(() => setMenu(fresh)));
  }, []);

  // Open/closed changes by itself: one timer to the kitchen's next opening or closing minute (or
  // the end of a pause or busy time), where the page turns by its own clock and asks the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      setMenu((m) => ({ ...m, kitchen: kitchenAt(m.kitchen, Date.now()) }));
      refreshMenu();
    }, nextChange(menu.kitchen, Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [menu, refreshMenu]);

  // A kitchen's pause or busy time has no clock to follow: asked again on coming back to the page and every minute while it is seen.
  useEffect(() => {
    // Coming back fires both focus and visibilitychange: one request for the two.
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 2e3) return;
      last = Date.now();
      refreshMenu();
    };
    const every = setInterval(refresh, 6e4);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(every);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [refreshMenu]);

  // After a client-side page change: title, description, focus on the new page's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const meta = metaFor(path, pack.t);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', meta.description);
    document.querySelector('meta[property="og:url"]')?.setAttribute('content', localizePath(path, lang));
    const hash = window.location.hash.slice(1);
    if (hash && document.getElementById(hash)) {
      scrollToSection(hash);
    } else {
      mainRef.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    }
  }, [path, lang, pack.t]);

  const navigate = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const url = to.split('#')[0] || '/';
      const target = routeOfPath(url.split('?')[0]);
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const address = localizePath(target, lang) + query;
      if (options.replace) window.history.replaceState(null, '', address);
      else if (address !== window.location.pathname + window.location.search || window.location.hash) window.history.pushState(null, '', address);
      window.scrollTo(0, 0);
      setPath(target);
    },
    [lang],
  );

  const goToSection = useCallback(
    (id: SectionId) => {
      if (routeOfPath(window.location.pathname) === '/') {
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
    <LangContext.Provider value={language}>
    <RouterContext.Provider value={router}>
      <MenuContext.Provider value={shown}>
        <MenuRefreshContext.Provider value={refreshMenu}>
          <CartProvider menu={shown}>
            <IconSprite />
            <a className="skip-link" href="#main">
              {pack.t.skipToContent}
            </a>
            <Header />
            <main id="main" ref={mainRef} tabIndex={-1}>
              <Page path={path} buildDate={buildDate} pack={pack} />
            </main>
            <Footer buildYear={Number(buildDate.slice(0, 4))} />
            <BottomBar />
            <CartDrawer />
          </CartProvider>
        </MenuRefreshContext.Provider>
      </MenuContext.Provider>
    </RouterContext.Provider>
    </LangContext.Provider>
  );
}
