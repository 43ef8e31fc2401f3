import { brand, emails, legalPages, phones, sections, social } from '../content';
import { useLang } from '../i18n/context';
import { useMenu } from '../store';
import { formatPhone, telHref } from '../lib';
import { Link, SectionLink } from '../router';
import { Icon } from './Icon';

export function Footer({ buildYear }: { buildYear: number }) {
  const { kitchen } = useMenu();
  const { t, hours } = useLang();
  const legalLabel = {
    '/privacy-policy': t.legal.privacy,
    '/terms-conditions': t.legal.terms,
    '/refund-cancellation': t.legal.refund,
  } as const;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{brand.name}</p>
          <p>
            {t.brandTagline}
            {t.lang === 'hi' ? '। ' : '. '}
            {t.addressText}
            {t.lang === 'hi' ? '।' : '.'}
          </p>
          <ul className="social" aria-label={t.footer.social}>
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
          <h2 className="footer-heading">{t.footer.hours}</h2>
          <p>
            {t.openDays}
            <br />
            {hours(kitchen)}
          </p>
          <h2 className="footer-heading">{t.footer.reach}</h2>
          <p>
            <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>
            <br />
            <a href={`mailto:${emails.general}`}>{emails.general}</a>
          </p>
        </div>
        <nav aria-label={t.footer.nav}>
          <h2 className="footer-heading">{t.footer.explore}</h2>
          <ul className="footer-links">
            {sections.map((s) => (
              <li key={s.id}>
                <SectionLink id={s.id}>{t.sections[s.id]}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{t.footer.policies}</h2>
          <ul className="footer-legal">
            {legalPages.map((p) => (
              <li key={p.path}>
                <Link to={p.path} className="button button-outline">
                  {legalLabel[p.path]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="container copyright">
        © {buildYear} {brand.name}. {t.footer.rights}
      </p>
    </footer>
  );
}
