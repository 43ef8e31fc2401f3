import { phones } from '../content';
import { telHref, whatsappLink } from '../lib';
import { Icon } from './Icon';

/** Call and WhatsApp, fixed at the bottom of small screens (hidden from 600 px up by CSS). */
export function BottomBar() {
  return (
    <nav className="bottom-bar" aria-label="Call or chat">
      <a className="bottom-bar-call" href={telHref(phones[0])}>
        <Icon name="phone" /> Call
      </a>
      <a className="bottom-bar-whatsapp" href={whatsappLink()} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" /> WhatsApp
      </a>
    </nav>
  );
}
