import { dishRating } from '../content';
import { en } from '../i18n/en';
import { useLang, useT } from '../i18n/context';
import { formatAmount, formatNumber } from '../i18n/format';
import type { MenuDish } from '../menu';
import { useRouter } from '../router';
import { useCart, useMenu } from '../store';
import { quantityOf } from '../cart';
import { Icon } from './Icon';
import { orderAheadAt } from '../later';

export const SPICE_MAX = 3;

export function spiceLabel(level: number, t = en): string {
  return t.dish.spice(level);
}

/** Always three flames, `level` of them lit: the same on every card, one label for screen readers. */
export function SpiceLevel({ level }: { level: number }) {
  const lit = Math.max(0, Math.min(SPICE_MAX, Math.round(level)));
  const text = spiceLabel(lit, useT());
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
  const t = useT().dish;
  if (!dish.available) return <span className="dish-status sold-out">{t.soldOut}</span>;
  // Closed or paused: the cart still fills for an order for later, once the page runs its script.
  if (!menu.kitchen.isOpen && !(enhanced && orderAheadAt(menu.kitchen, Date.now()) !== null))
    return <span className="dish-status">{t.closedNow}</span>;
  if (qty === 0)
    return (
      <button
        type="button"
        className="button add-button"
        disabled={!enhanced}
        data-awaits-script={enhanced ? undefined : ''}
        aria-label={t.addLabel(dish.name)}
        onClick={() => cart.add(dish.id)}
      >
        {t.add}
      </button>
    );
  return (
    <div className="qty" role="group" aria-label={t.inCart(dish.name)}>
      <button type="button" className="qty-btn" aria-label={t.oneLess(dish.name)} onClick={() => cart.remove(dish.id)}>
        −
      </button>
      <span className="qty-count" aria-live="polite">
        {qty}
      </span>
      <button
        type="button"
        className="qty-btn"
        aria-label={t.oneMore(dish.name)}
        disabled={qty >= 20}
        onClick={() => cart.add(dish.id)}
      >
        +
      </button>
    </div>
  );
}

export function DishCard({
  dish,
  heading = 'h3',
  eager = false,
}: {
  dish: MenuDish;
  heading?: 'h3' | 'h4';
  eager?: boolean;
}) {
  const H = heading;
  const { t, lang } = useLang();
  const busy = useMenu().kitchen.busyMinutes;
  return (
    <article className={dish.available ? 'dish-card' : 'dish-card dish-sold-out'} data-dish-id={dish.id}>
      <div className="dish-media">
        {dish.image ? (
          <img
            src={dish.image}
            alt={dish.name}
            width="400"
            height="300"
            loading={eager ? undefined : 'lazy'}
            decoding="async"
          />
        ) : (
          // A dish added without a picture keeps the card's shape with a plate drawn in, not a broken image.
          <div className="dish-no-photo">
            <Icon name="thali" />
          </div>
        )}
        {dish.popular && <span className="badge">{t.dish.popular}</span>}
      </div>
      <div className="dish-body">
        <div className="dish-title">
          <H>{dish.name}</H>
          <span className="price">{formatAmount(dish.price, lang)}</span>
        </div>
        <p className="dish-desc">{dish.description}</p>
        <div className="dish-meta">
          <SpiceLevel level={dish.spicy} />
          <span>
            <Icon name="clock" /> {busy ? t.dish.waitTime(busy) : t.dish.deliveryTime}
          </span>
          <span>
            <Icon name="star" className="star" /> <span className="visually-hidden">{t.dish.rating}</span>
            {/* The fixed rating until the dish has enough of its own (GET /api/menu answers them from 10 ratings). */}
            {dish.rating ? (
              <>
                {formatNumber(dish.rating.average, lang)}{' '}
                <span className="rating-count">{t.dish.ratingCount(dish.rating.count)}</span>
              </>
            ) : (
              formatNumber(dishRating, lang)
            )}
          </span>
        </div>
        <div className="dish-actions">
          <DishActions dish={dish} />
        </div>
      </div>
    </article>
  );
}
