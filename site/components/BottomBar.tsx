import { phones } from '../content';
import { telHref, whatsappLink } from '../lib';
import { Icon } from './Icon';
import { useT } from '../i18n/context';

/** Call and WhatsApp, fixed at the bottom of small screens (hidden from 600 px up by CSS). */
export function BottomBar() {
  const t = useT();
  return (
    <nav className="bottom-bar" aria-label={t.bottomBar.label}>
      <a className="bottom-bar-call" href={telHref(phones[0])}>
        <Icon name="phone" /> {t.bottomBar.call}
      </a>
      <a
        className="bottom-bar-whatsapp"
        href={whatsappLink(phones[0], t.whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="whatsapp" /> {t.bottomBar.whatsapp}
      </a>
    </nav>
  );
}
