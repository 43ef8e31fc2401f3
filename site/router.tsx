/**
 * A tiny client-side router for the site's pages (/, the three policies, /checkout and
 * /track/ORD-…): history.pushState + popstate.
 * Links are real <a href> elements, so everything also works with JavaScript off.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { SectionId } from './content';
import { useLang } from './i18n/context';

export interface Router {
  path: string;
  /** Client-side navigation to one of the site's pages ("/track/ORD-1?t=…" keeps its query); `replace` replaces the current entry. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Scrolls to a landing-page section; from another page goes to / first and scrolls after 100 ms. */
  goToSection: (id: SectionId) => void;
  /** True once the page is hydrated (JavaScript is running). */
  enhanced: boolean;
}

export const RouterContext = createContext<Router>({ path: '/', navigate: () => {}, goToSection: () => {}, enhanced: false });

export const useRouter = () => useContext(RouterContext);

/** Delay between arriving on / and scrolling to the section (spec: 100 ms). */
export const SECTION_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** What a person does to scroll the page themselves: a correction waiting for the scroll's end is then dropped. */
const TAKING_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Smooth-scrolls to a section and moves keyboard focus there without a second jump. */
export function scrollToSection(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const scroll = (behavior: ScrollBehavior) =>
    id === 'home' ? window.scrollTo({ top: 0, behavior }) : el.scrollIntoView({ behavior, block: 'start' });
  // What is above the section can change height while the page scrolls (on a slow phone the
  // menu's island hydrates on the way and its full list becomes tabs, 1,000 px shorter): the
  // scroll would then end far from the section. When it ends, if the section has moved in the
  // page, go to where it is now, unless the person has started scrolling themselves.
  const placeInPage = () => el.getBoundingClientRect().top + window.scrollY;
  const place = placeInPage();
  const settle = () => {
    forget();
    if (Math.abs(placeInPage() - place) > 1) scroll('auto');
  };
  const forget = () => {
    window.removeEventListener('scrollend', settle);
    for (const type of TAKING_OVER) window.removeEventListener(type, forget);
  };
  window.addEventListener('scrollend', settle);
  for (const type of TAKING_OVER) window.addEventListener(type, forget, { passive: true });
  scroll(prefersReducedMotion() ? 'auto' : 'smooth');
  el.focus({ preventScroll: true });
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
