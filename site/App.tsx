import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { IconSprite } from './components/IconSprite';
import { CartDrawer } from './components/CartDrawer';
import { BottomBar } from './components/BottomBar';
import { HomePage } from './pages/HomePage';
import { PrivacyPolicy } from './pages/PrivacyPolicy';
import { TermsConditions } from './pages/TermsConditions';
import { RefundCancellation } from './pages/RefundCancellation';
import type { MenuData } from './menu';
import { createMenuStore } from './liveMenu';
import { SiteProviders } from './providers';
import { Island } from './components/Island';
import { metaFor } from './seo';
import { SECTION_SCROLL_DELAY_MS, scrollToSection, showSection, type Router } from './router';
import { useMenu } from './store';
import type { SectionId } from './content';
import { englishPack, useLang, useT, type LanguagePack, type PolicyPages, type PolicyRoute } from './i18n/context';
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
const loadParty: Loader = () => import('./pages/PartyPage').then((m) => m.PartyPage);
const loadPartyQuote: Loader = () => import('./pages/PartyQuotePage').then((m) => m.PartyQuotePage);
const loadKhata: Loader = () => import('./pages/KhataPage').then((m) => m.KhataPage);
const loadTable: Loader = () => import('./pages/TablePage').then((m) => m.TablePage);

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
  if (path === '/party') return <LazyPage load={loadParty} />;
  if (path.startsWith('/party/')) return <LazyPage load={loadPartyQuote} />;
  if (path === '/khata' || path.startsWith('/khata/')) return <LazyPage load={loadKhata} />;
  if (path === '/t' || path.startsWith('/t/')) return <LazyPage load={loadTable} />;
  return <HomePage />;
}

export { fetchMenu } from './liveMenu';

export function App({ path: initialPath, buildDate, menu: initialMenu, pack = englishPack }: AppProps) {
  // The router works with routes ("/checkout"); the language prefix is added to every address it writes.
  const [path, setPath] = useState(() => routeOfPath(initialPath));
  const lang = pack.lang;
  const [menuStore] = useState(() => createMenuStore(initialMenu));
  const [enhanced, setEnhanced] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    setEnhanced(true);
    const onPop = () => setPath(routeOfPath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => menuStore.start(), [menuStore]);

  // After a client-side page change: title, description, focus on the new page's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const meta = metaFor(path, pack.meta);
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
  }, [path, lang, pack.meta]);

  const navigate = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const url = to.split('#')[0] || '/';
      const target = routeOfPath(url.split('?')[0]);
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const address = localizePath(target, lang) + query;
      if (options.replace) window.history.replaceState(null, '', address);
      else if (address !== window.location.pathname + window.location.search || window.location.hash)
        window.history.pushState(null, '', address);
      window.scrollTo(0, 0);
      setPath(target);
    },
    [lang],
  );

  const goToSection = useCallback(
    (id: SectionId) => {
      if (routeOfPath(window.location.pathname) === '/') {
        showSection(id);
        return;
      }
      navigate('/');
      window.setTimeout(() => showSection(id, { replace: true }), SECTION_SCROLL_DELAY_MS);
    },
    [navigate],
  );

  const router = useMemo<Router>(
    () => ({ path, navigate, goToSection, enhanced }),
    [path, navigate, goToSection, enhanced],
  );

  return (
    <SiteProviders pack={pack} router={router} menuStore={menuStore}>
      <IconSprite />
      <a className="skip-link" href="#main">
        {pack.t.skipToContent}
      </a>
      <Island name="header">
        <Header />
      </Island>
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Page path={path} buildDate={buildDate} pack={pack} />
      </main>
      <Footer buildYear={Number(buildDate.slice(0, 4))} />
      <BottomBar />
      <Island name="cart">
        <CartDrawer />
      </Island>
    </SiteProviders>
  );
}
