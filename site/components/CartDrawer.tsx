import { useEffect, useRef, type ReactNode } from 'react';
import { cartCount, priceCart } from '../cart';
import { useLang } from '../i18n/context';
import { Link, SectionLink, useRouter } from '../router';
import { useBackCloses, useCart, useMenu } from '../store';
import { Icon } from './Icon';
import { ClosedNotice } from './MenuSection';
import { laterWords, orderAheadAt } from '../later';

/** Lines, quantities and totals of the cart, shared by the cart panel and the checkout page (whose totals, `money`, are the server's quote). */
export function CartSummary({ editable = true, money }: { editable?: boolean; money?: ReactNode }) {
  const menu = useMenu();
  const cart = useCart();
  const { t: all, amount } = useLang();
  const t = all.cart;
  const totals = priceCart(cart.state, menu);
  return (
    <div className="cart-summary">
      <ul className="cart-lines">
        {totals.lines.map((l) => (
          <li key={l.dish.id} className={l.dish.available ? 'cart-line' : 'cart-line cart-line-out'}>
            <span className="cart-line-name">
              {l.dish.name}
              <span className="cart-line-unit">
                {amount(l.dish.price)}
                {!l.dish.available && t.soldOutRemove}
              </span>
            </span>
            {editable ? (
              <span className="qty qty-small" role="group" aria-label={all.dish.inCart(l.dish.name)}>
                <button
                  type="button"
                  className="qty-btn"
                  aria-label={all.dish.oneLess(l.dish.name)}
                  onClick={() => cart.remove(l.dish.id)}
                >
                  −
                </button>
                <span className="qty-count">{l.quantity}</span>
                <button
                  type="button"
                  className="qty-btn"
                  aria-label={all.dish.oneMore(l.dish.name)}
                  disabled={l.quantity >= 20 || !l.dish.available}
                  onClick={() => cart.add(l.dish.id)}
                >
                  +
                </button>
              </span>
            ) : (
              <span className="cart-line-qty">× {l.quantity}</span>
            )}
            <span className="cart-line-amount">{amount(l.amount)}</span>
          </li>
        ))}
      </ul>
      {money ?? (
        <dl className="cart-totals">
          <dt>{t.subtotal}</dt>
          <dd>{amount(totals.subtotal)}</dd>
          <dt>
            {cart.state.fulfilment === 'pickup'
              ? t.pickupNoCharge
              : t.deliveryCharge(totals.area ? totals.area.name : null)}
          </dt>
          <dd>{amount(totals.deliveryCharge)}</dd>
          {totals.tax > 0 && (
            <>
              <dt>{t.gst}</dt>
              <dd>{amount(totals.tax)}</dd>
            </>
          )}
          <dt className="cart-total">{t.total}</dt>
          <dd className="cart-total">{amount(totals.total)}</dd>
        </dl>
      )}
      {totals.belowMinimum > 0 && totals.area && (
        <p className="note">
          {t.minimum(totals.area.name, amount(totals.area.minimumOrder), amount(totals.belowMinimum))}
        </p>
      )}
    </div>
  );
}

/** The cart: a modal panel opened from the header's cart button; Back closes it. */
export function CartDrawer() {
  const menu = useMenu();
  const cart = useCart();
  const { t: all, amount, href } = useLang();
  const t = all.cart;
  const ref = useRef<HTMLDialogElement>(null);
  const { path } = useRouter();
  const close = () => cart.setOpen(false);
  const { release } = useBackCloses(cart.isOpen, close);
  const totals = priceCart(cart.state, menu);
  const empty = totals.lines.length === 0;
  // Closed or paused: the checkout takes an order for the kitchen's first free time.
  const now = Date.now();
  const ahead = orderAheadAt(menu.kitchen, now);
  const blocked = empty || (!menu.kitchen.isOpen && ahead === null) || totals.soldOut.length > 0;

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (cart.isOpen && !d.open) {
      d.showModal();
      d.querySelector<HTMLElement>('.drawer-close')?.focus();
    } else if (!cart.isOpen && d.open) d.close();
  }, [cart.isOpen]);

  return (
    <>
      {/* On a phone, while the cart has dishes: its count and total over the Call/WhatsApp bar (not on the checkout itself). */}
      {!empty && path !== '/checkout' && (
        <aside className="cart-bar" aria-label={all.cartBar.label}>
          <button type="button" className="cart-bar-button" aria-haspopup="dialog" onClick={() => cart.setOpen(true)}>
            <span>{all.cartBar.items(cartCount(cart.state))}</span>
            <span aria-hidden="true"> · </span>
            <span>{amount(totals.total)}</span>
            <span aria-hidden="true"> · </span>
            <strong>{all.cartBar.view}</strong>
          </button>
        </aside>
      )}
      <dialog
        ref={ref}
        className="cart-drawer"
        aria-labelledby="cart-title"
        onClose={() => {
          close();
          document.querySelector<HTMLElement>('.cart-button')?.focus();
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        {cart.isOpen && (
          <div className="drawer-inner">
            <div className="drawer-head">
              <h2 id="cart-title">{t.title}</h2>
              <button type="button" className="viewer-btn drawer-close" aria-label={t.close} onClick={close}>
                <Icon name="close" />
              </button>
            </div>
            <ClosedNotice />
            {empty ? (
              <p className="cart-empty">
                {t.empty}{' '}
                <SectionLink id="menu" onClick={close}>
                  {t.chooseDishes}
                </SectionLink>
                {all.lang === 'hi' ? '।' : '.'}
              </p>
            ) : (
              <>
                <CartSummary />
                <p className="note">{t.payment}</p>
                {blocked ? (
                  <button type="button" className="button button-large drawer-checkout" disabled>
                    {t.checkout}
                  </button>
                ) : (
                  <Link
                    to="/checkout"
                    className="button button-large drawer-checkout"
                    onClick={(e) => {
                      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                      // The cart's history entry becomes the checkout page (Back then returns to the menu).
                      release();
                      window.history.replaceState(null, '', href('/checkout'));
                      close();
                    }}
                  >
                    {ahead === null
                      ? t.checkoutTotal(amount(totals.total))
                      : t.orderFor(laterWords(ahead, now, all.lang), amount(totals.total))}
                  </Link>
                )}
              </>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
