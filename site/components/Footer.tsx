import { addressText, brand, emails, legalPages, openDays, phones, sections, social } from '../content';
import { hoursRange } from '../menu';
import { useMenu } from '../store';
import { formatPhone, telHref } from '../lib';
import { Link, SectionLink } from '../router';
import { Icon } from './Icon';

export function Footer({ buildYear }: { buildYear: number }) {
  const { kitchen } = useMenu();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{brand.name}</p>
          <p>{brand.tagline}. {addressText}.</p>
          <ul className="social" aria-label="Social media">
            {social.map((s) => (
              <li key={s.name}>
                <a href={s.href} aria-label={s.name} title={s.name}>
                  <Icon name={s.name.toLowerCase() as 'facebook' | 'instagram' | 'twitter'} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">Opening hours</h2>
          <p>
            {openDays}
            <br />
            {hoursRange(kitchen)}
          </p>
          <h2 className="footer-heading">Reach us</h2>
          <p>
            <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>
            <br />
            <a href={`mailto:${emails.general}`}>{emails.general}</a>
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="footer-heading">Explore</h2>
          <ul className="footer-links">
            {sections.map((s) => (
              <li key={s.id}>
                <SectionLink id={s.id}>{s.label}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Policies</h2>
          <ul className="footer-legal">
            {legalPages.map((p) => (
              <li key={p.path}>
                <Link to={p.path} className="button button-outline">
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="container copyright">
        © {buildYear} {brand.name}. All rights reserved.
      </p>
    </footer>
  );
}
