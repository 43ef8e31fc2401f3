import { prefersReducedMotion } from '../router';
import { Icon } from './Icon';
import { useT } from '../i18n/context';

/** Back to the page heading; a plain #top link without JavaScript. */
export function BackToTop() {
  const t = useT();
  return (
    <p className="back-to-top">
      <a
        href="#top"
        className="button"
        onClick={(e) => {
          e.preventDefault();
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
          document.getElementById('top')?.focus({ preventScroll: true });
        }}
      >
        <Icon name="up" /> {t.legal.backToTop}
      </a>
    </p>
  );
}
