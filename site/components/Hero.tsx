import { brand } from '../content';
import { useLang } from '../i18n/context';
import { featuredDishes } from '../menu';
import { useMenu } from '../store';
import { SectionLink } from '../router';
import { DishCard } from './DishCard';
import { Icon } from './Icon';
import { ActiveOrder } from './ActiveOrder';

/** "Open now · closes 11:00 PM" / "Closed now — opens at 11:00 AM" from the storefront kitchen. */
export function OpenBadge() {
  const { kitchen } = useMenu();
  const { openStatus } = useLang();
  return (
    <p className={kitchen.isOpen ? 'open-badge is-open' : 'open-badge is-closed'}>
      <span className="dot" aria-hidden="true" />
      {openStatus(kitchen)}
    </p>
  );
}

export function Hero() {
  const menu = useMenu();
  const { t, hours } = useLang();
  return (
    <section id="home" className="hero-section" tabIndex={-1} aria-labelledby="home-title">
      <div className="hero">
        <div className="container hero-inner">
          <div className="hero-text">
            <ActiveOrder />
            <p className="eyebrow">{t.hero.eyebrow}</p>
            <OpenBadge />
            <h1 id="home-title" tabIndex={-1}>
              {brand.name}
              <span className="hero-sub">{t.hero.sub}</span>
            </h1>
            <p className="lead">{t.hero.lead(t.hoursText(hours(menu.kitchen)))}</p>
            <p className="hero-actions">
              <SectionLink id="menu" className="button button-large">
                {t.hero.viewMenu}
              </SectionLink>
              <SectionLink id="contact" className="button button-large button-light">
                <Icon name="phone" /> {t.hero.contactUs}
              </SectionLink>
            </p>
          </div>
          <img
            className="hero-art"
            src="/images/hero.svg"
            alt={t.hero.art}
            width="560"
            height="440"
            fetchPriority="high"
          />
        </div>
      </div>
      <div className="container featured">
        <h2>{t.hero.featured}</h2>
        <div className="card-grid">
          {featuredDishes(menu).map((d) => (
            <DishCard key={d.id} dish={d} />
          ))}
        </div>
      </div>
    </section>
  );
}
