/**
 * A tiny client-side router for the site's pages (/, the three policies, /checkout and
 * /track/ORD-…): history.pushState + popstate.
 * Links are real <a href> elements, so everything also works with JavaScript off.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { SectionId } from './content';
import { useLang } from './i18n/context';
import { holdSection } from './sectionScroll';

export interface Router {
  path: string;
  /** Client-side navigation to one of the site's pages ("/track/ORD-1?t=…" keeps its query); `replace` replaces the current entry. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Scrolls to a landing-page section; from another page goes to / first and scrolls after 100 ms. */
  goToSection: (id: SectionId) => void;
  /** True once the page is hydrated (JavaScript is running). */
  enhanced: boolean;
}

export const RouterContext = createContext<Router>({
  path: '/',
  navigate: () => {},
  goToSection: () => {},
  enhanced: false,
});

export const useRouter = () => useContext(RouterContext);

/** Delay between arriving on / and scrolling to the section (spec: 100 ms). */
export const SECTION_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Smooth-scrolls to a section and moves keyboard focus there without a second jump. */
export function scrollToSection(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const smooth = !prefersReducedMotion();
  const scroll = (behavior: ScrollBehavior) =>
    id === 'home' ? window.scrollTo({ top: 0, behavior }) : el.scrollIntoView({ behavior, block: 'start' });
  // What is above the section can change height during the scroll or just after it (the menu's
  // island becomes tabs): the section is held in place until the person scrolls themselves.
  holdSection(el, (settled) => scroll(smooth && !settled ? 'smooth' : 'auto'));
  scroll(smooth ? 'smooth' : 'auto');
  el.focus({ preventScroll: true });
}

/**
 * Scrolls to a section of the landing page and names it in the address, as the browser's own
 * jump to `#gallery` does before the top bar's island runs: the same link to share and the same
 * Back, whichever followed the click. `replace` names it in the current entry (just arrived on /).
 */
export function showSection(id: SectionId, { replace = false } = {}): void {
  const here = window.location.pathname + window.location.search;
  const address = here + (id === 'home' ? '' : `#${id}`);
  if (replace) window.history.replaceState(null, '', address);
  else if (address !== here + window.location.hash) window.history.pushState(null, '', address);
  scrollToSection(id);
}

/** Plain left clicks are handled in the page; modified clicks (new tab, etc.) are left to the browser. */
export function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

/** A link to one of the site's routes ("/checkout"), written in the page's language ("/hi/checkout"). */
export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate } = useRouter();
  const { href } = useLang();
  return (
    <a
      href={href(to)}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e)) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** A link to a landing-page section ("/#menu"), smooth-scrolling when JavaScript runs. */
export function SectionLink({ id, onClick, ...rest }: { id: SectionId } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { goToSection } = useRouter();
  const { href } = useLang();
  return (
    <a
      href={href(id === 'home' ? '/' : `/#${id}`)}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e)) return;
        e.preventDefault();
        goToSection(id);
      }}
    />
  );
}
