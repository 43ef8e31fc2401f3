import { useT } from '../i18n/context';
import { Link } from '../router';

/** "Planning a party?" under the menu: a plain link (no script), to the party request form. */
export function PartyBanner() {
  const t = useT().partyBanner;
  return (
    <section className="party-banner" aria-labelledby="party-banner-title">
      <div className="container">
        <h2 id="party-banner-title">{t.title}</h2>
        <p>{t.text}</p>
        <Link to="/party" className="button button-large">
          {t.cta}
        </Link>
      </div>
    </section>
  );
}
