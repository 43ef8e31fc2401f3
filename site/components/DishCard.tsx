import { dishDeliveryTime, dishRating } from '../content';
import { formatPrice } from '../lib';
import type { MenuDish } from '../menu';
import { useRouter } from '../router';
import { useCart, useMenu } from '../store';
import { quantityOf } from '../cart';
import { Icon } from './Icon';

export const SPICE_MAX = 3;

export function spiceLabel(level: number): string {
  return level <= 0 ? 'Not spicy (0 of 3)' : `Spice level ${level} of 3`;
}

/** Always three flames, `level` of them lit: the same on every card, one label for screen readers. */
export function SpiceLevel({ level }: { level: number }) {
  const lit = Math.max(0, Math.min(SPICE_MAX, Math.round(level)));
  const text = spiceLabel(lit);
  return (
    <span className="spice" role="img" aria-label={text} title={text}>
      {Array.from({ length: SPICE_MAX }, (_, i) => (
        <Icon key={i} name="flame" className={i < lit ? 'flame flame-on' : 'flame flame-off'} />
      ))}
    </span>
  );
}

/** Add, then − count +, while the kitchen is open and the dish available; "Sold out" otherwise. */
function DishActions({ dish }: { dish: MenuDish }) {
  const { enhanced } = useRouter();
  const menu = useMenu();
  const cart = useCart();
  const qty = quantityOf(cart.state, dish.id);
  if (!dish.available) return <span className="dish-status sold-out">Sold out</span>;
  if (!menu.kitchen.isOpen) return <span className="dish-status">Closed now</span>;
  if (qty === 0)
    return (
      <button type="button" className="button add-button" disabled={!enhanced} aria-label={`Add ${dish.name} to cart`} onClick={() => cart.add(dish.id)}>
        Add
      </button>
    );
  return (
    <div className="qty" role="group" aria-label={`${dish.name} in cart`}>
      <button type="button" className="qty-btn" aria-label={`One less ${dish.name}`} onClick={() => cart.remove(dish.id)}>
        −
      </button>
      <span className="qty-count" aria-live="polite">
        {qty}
      </span>
      <button type="button" className="qty-btn" aria-label={`One more ${dish.name}`} disabled={qty >= 20} onClick={() => cart.add(dish.id)}>
        +
      </button>
    </div>
  );
}

export function DishCard({ dish, heading = 'h3', eager = false }: { dish: MenuDish; heading?: 'h3' | 'h4'; eager?: boolean }) {
  const H = heading;
  return (
    <article className={dish.available ? 'dish-card' : 'dish-card dish-sold-out'} data-dish-id={dish.id}>
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
        <div className="dish-actions">
          <DishActions dish={dish} />
        </div>
      </div>
    </article>
  );
}
