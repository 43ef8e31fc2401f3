import { useEffect, useState } from 'react';
import { brand, sections } from '../content';
import { useLang } from '../i18n/context';
import { localizePath, rememberLang } from '../i18n/lang';
import { SectionLink, useRouter } from '../router';
import { useCart } from '../store';
import { cartCount } from '../cart';
import { Icon } from './Icon';
import { lastTrackingUrl } from '../lastOrder';

import { NAV_SHADOW_OFFSET } from '../islandNames';

export function Header() {
  const { enhanced, path } = useRouter();
  const { t, href } = useLang();
  const other = t.otherLanguage;
  // The same page in the other language; once running, with its query (the tracking token) and hash.
  const [suffix, setSuffix] = useState('');
  useEffect(() => setSuffix(window.location.search + window.location.hash), [path]);
  const cart = useCart();
  const count = cartCount(cart.state);
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  // This phone's newest order, read after hydration (local storage is not there when prerendering).
  const [lastOrder, setLastOrder] = useState<string | undefined>();
  useEffect(() => setLastOrder(lastTrackingUrl()), [path]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SHADOW_OFFSET);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        document.querySelector<HTMLButtonElement>('.nav-toggle')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header
      className={`site-header${scrolled ? ' scrolled' : ''}${open ? ' open' : ''}`}
      data-enhanced={enhanced ? '' : undefined}
    >
      <div className="container header-inner">
        <SectionLink id="home" className="brand" onClick={close}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{brand.name}</span>
        </SectionLink>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="nav-links"
          aria-label={open ? t.header.closeMenu : t.header.openMenu}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name={open ? 'close' : 'menu'} />
        </button>
        <nav aria-label={t.header.mainNav}>
          <ul id="nav-links" className="nav-links">
            {sections.map((s) => (
              <li key={s.id}>
                <SectionLink id={s.id} onClick={close}>
                  {t.sections[s.id]}
                </SectionLink>
              </li>
            ))}
            {lastOrder && (
              <li>
                <a href={href(lastOrder)} onClick={close}>
                  {t.header.yourOrders}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <a
          className="lang-switch"
          href={localizePath(path, other.lang) + suffix}
          hrefLang={other.lang}
          lang={other.lang}
          title={other.title}
          onClick={(e) => {
            // The section a top-bar link went to since (the address's hash changes without a page change).
            e.currentTarget.href = localizePath(path, other.lang) + window.location.search + window.location.hash;
            try {
              rememberLang(window.localStorage, other.lang);
            } catch {
              // storage unavailable: the link still goes there
            }
          }}
        >
          {other.name}
        </a>
        <button
          type="button"
          className="cart-button"
          aria-label={t.header.cart(count)}
          aria-haspopup="dialog"
          disabled={!enhanced}
          data-awaits-script={enhanced ? undefined : ''}
          onClick={() => {
            close();
            cart.setOpen(true);
          }}
        >
          <Icon name="cart" />
          <span className="cart-count" aria-hidden="true">
            {count}
          </span>
        </button>
      </div>
    </header>
  );
}
