import { brand, featuredDishes, hoursText } from '../content';
import { SectionLink } from '../router';
import { DishCard } from './DishCard';
import { Icon } from './Icon';

export function Hero() {
  return (
    <section id="home" className="hero-section" tabIndex={-1} aria-labelledby="home-title">
      <div className="hero">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="eyebrow">Village kitchen · Janghai, Prayagraj</p>
            <h1 id="home-title" tabIndex={-1}>
              {brand.name}
              <span className="hero-sub">Home-cooked village food, made fresh every day</span>
            </h1>
            <p className="lead">
              Thalis, tandoori rotis, slow-cooked dals and sweets from the home kitchens of our village, cooked without preservatives and
              delivered hot. Open {hoursText}.
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
          {featuredDishes.map((d) => (
            <DishCard key={d.name} dish={d} />
          ))}
        </div>
      </div>
    </section>
  );
}
