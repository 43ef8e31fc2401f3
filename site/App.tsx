import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { IconSprite } from './components/Icon';
import { HomePage } from './pages/HomePage';
import { PrivacyPolicy } from './pages/PrivacyPolicy';
import { TermsConditions } from './pages/TermsConditions';
import { RefundCancellation } from './pages/RefundCancellation';
import { normalizePath } from './lib';
import { metaFor } from './seo';
import { RouterContext, SECTION_SCROLL_DELAY_MS, scrollToSection, type Router } from './router';
import type { SectionId } from './content';

export interface AppProps {
  /** The page being shown ("/", "/privacy-policy", ...). */
  path: string;
  /** YYYY-MM-DD of the build; the refund page shows it until the browser replaces it with today. */
  buildDate: string;
}

function Page({ path, buildDate }: AppProps) {
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

export function App({ path: initialPath, buildDate }: AppProps) {
  const [path, setPath] = useState(() => normalizePath(initialPath));
  const [enhanced, setEnhanced] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    setEnhanced(true);
    const onPop = () => setPath(normalizePath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
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

  const navigate = useCallback((to: string) => {
    const target = normalizePath(to.split('#')[0] || '/');
    if (target !== normalizePath(window.location.pathname) || window.location.hash) window.history.pushState(null, '', target);
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
      <IconSprite />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Page path={path} buildDate={buildDate} />
      </main>
      <Footer buildYear={Number(buildDate.slice(0, 4))} />
    </RouterContext.Provider>
  );
}
