import { dishDeliveryTime, dishRating, type Dish } from '../content';
import { formatPrice } from '../lib';
import { Icon } from './Icon';

export function SpiceLevel({ level }: { level: number }) {
  const text = level === 0 ? 'Not spicy' : `Spice level ${level} of 3`;
  return (
    <span className="spice" title={text}>
      <span className="visually-hidden">{text}</span>
      {Array.from({ length: level }, (_, i) => (
        <Icon key={i} name="flame" className="flame" />
      ))}
      {level === 0 && (
        <span className="mild" aria-hidden="true">
          Mild
        </span>
      )}
    </span>
  );
}

export function DishCard({ dish, heading = 'h3', eager = false }: { dish: Dish; heading?: 'h3' | 'h4'; eager?: boolean }) {
  const H = heading;
  return (
    <article className="dish-card">
      <div className="dish-media">
        <img src={dish.image} alt={dish.name} width="400" height="300" loading={eager ? undefined : 'lazy'} decoding="async" />
        {dish.popular && <span className="badge">Popular</span>}
      </div>
      <div className="dish-body">
        <div className="dish-title">
          <H>{dish.name}</H>
          <span className="price">{formatPrice(dish.price)}</span>
        </div>
        <p className="dish-desc">{dish.description}</p>
        <div className="dish-meta">
          <SpiceLevel level={dish.spicy} />
          <span>
            <Icon name="clock" /> {dishDeliveryTime}
          </span>
          <span>
            <Icon name="star" className="star" /> <span className="visually-hidden">Rating </span>
            {dishRating}
          </span>
        </div>
      </div>
    </article>
  );
}
