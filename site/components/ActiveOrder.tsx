import { useEffect, useState } from 'react';
import { getTracking } from '../callApi';
import type { OrderStatus } from '../api';
import { useLang } from '../i18n/context';
import { recentOrders } from '../lastOrder';

/**
 * The home page, for a phone that placed an order not yet delivered or cancelled: "Your order
 * ORD-… is on its way · Being prepared", linking to its tracking page. Read after hydration
 * (the server knows nothing of this phone), from the orders the site remembers here.
 */
export function ActiveOrder() {
  const { t, href } = useLang();
  const [active, setActive] = useState<{ orderId: string; trackingUrl: string; status: OrderStatus } | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      for (const o of recentOrders(Date.now())) {
        const token = new URLSearchParams(o.trackingUrl.split('?')[1] ?? '').get('t') ?? '';
        const answer = await getTracking(o.orderId, token);
        if (!live) return;
        const status = answer.data?.status;
        if (answer.ok && status && status !== 'delivered' && status !== 'cancelled') {
          setActive({ ...o, status });
          return;
        }
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!active) return null;
  return (
    <p className="active-order" role="status">
      <a href={href(active.trackingUrl)}>
        {t.activeOrder.onItsWay(active.orderId)} · {t.activeOrder.statuses[active.status] ?? active.status}
      </a>
    </p>
  );
}
