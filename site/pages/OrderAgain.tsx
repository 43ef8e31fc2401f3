/** "Order again": an earlier order's dishes into the cart, checked against today's menu (prices, sold out). */
import { useState } from 'react';
import { getTracking, type Tracking } from '../api';
import type { OrderMessages } from '../i18n/en-order';
import { useLang } from '../i18n/context';
import { orderAgainLines } from '../orderAgain';
import { useCart, useMenu } from '../store';

type Items = Tracking['items'];

/** `items` when the order is on the page; otherwise `orderId` and `token` to read it. */
export function OrderAgain({
  items,
  orderId,
  token,
  t,
  label,
}: {
  items?: Items;
  orderId?: string;
  token?: string;
  t: OrderMessages['track'];
  label?: string;
}) {
  const menu = useMenu();
  const cart = useCart();
  const { lang } = useLang();
  const [note, setNote] = useState<{ added: number; leftOut: string[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setFailed(false);
    let lines = items;
    if (!lines && orderId && token) {
      setBusy(true);
      const answer = await getTracking(orderId, token);
      setBusy(false);
      lines = answer.ok ? answer.data?.items : undefined;
    }
    if (!lines) {
      setFailed(true);
      return;
    }
    const again = orderAgainLines(lines, menu, lang);
    for (const line of again.lines) for (let i = 0; i < line.quantity; i++) cart.add(line.dish.id);
    setNote({ added: again.lines.length, leftOut: again.leftOut });
  };

  return (
    <div className="order-again">
      <button
        type="button"
        className="button button-light"
        disabled={busy}
        aria-label={label}
        onClick={() => void onClick()}
      >
        {t.orderAgain}
      </button>
      {(note || failed) && (
        <p className="order-again-note" role="status">
          {failed ? t.orderAgainFailed : note!.added === 0 ? t.nothingAgain : t.addedAgain(note!.added)}
          {note && note.leftOut.length > 0 && <> {t.leftOut(note.leftOut.join(', '))}</>}
          {note && note.added > 0 && (
            <>
              {' '}
              <button type="button" className="link-button" onClick={() => cart.setOpen(true)}>
                {t.viewCart}
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
