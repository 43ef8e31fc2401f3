import { brand } from '../content';
import { hoursText } from '../lib';
import { featuredDishes, openStatusText } from '../menu';
import { useMenu } from '../store';
import { SectionLink } from '../router';
import { DishCard } from './DishCard';
import { Icon } from './Icon';

/** "Open now · closes 11:00 PM" / "Closed now — opens at 11:00 AM" from the storefront kitchen. */
export function OpenBadge() {
  const { kitchen } = useMenu();
  return (
    <p className={kitchen.isOpen ? 'open-badge is-open' : 'open-badge is-closed'}>
      <span className="dot" aria-hidden="true" />
      {openStatusText(kitchen)}
    </p>
  );
}

export function Hero() {
  const menu = useMenu();
  return (
    <section id="home" className="hero-section" tabIndex={-1} aria-labelledby="home-title">
      <div className="hero">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="eyebrow">Village kitchen · Janghai, Prayagraj</p>
            <OpenBadge />
            <h1 id="home-title" tabIndex={-1}>
              {brand.name}
              <span className="hero-sub">Home-cooked village food, made fresh every day</span>
            </h1>
            <p className="lead">
              Thalis, tandoori rotis, slow-cooked dals and sweets from the home kitchens of our village, cooked without preservatives and
              delivered hot. Open {hoursText(menu.kitchen)}.
            </p>
            <p className="hero-actions">
              <SectionLink id="menu" className="button button-large">
                View Menu
              </SectionLink>
              <SectionLink id="contact" className="button button-large button-light">
                <Icon name="phone" /> Contact Us
              </SectionLink>
            </p>
          </div>
          <img className="hero-art" src="/images/hero.svg" alt="A brass thali with dal, sabji, rice and rotis beside a clay chulha" width="560" height="440" fetchPriority="high" />
        </div>
      </div>
      <div className="container featured">
        <h2>Featured dishes</h2>
        <div className="card-grid">
          {featuredDishes(menu).map((d) => (
            <DishCard key={d.id} dish={d} />
          ))}
        </div>
      </div>
    </section>
  );
}
