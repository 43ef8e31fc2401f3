/**
 * The clock of orders for later: once a second it marks rung the orders whose time less the
 * kitchen's lead time has come (db/orders/stamps.ts `ringDueOrders`), and hands the change on at once to the
 * event streams and the push loop, so the kitchen hears of the order then, not when it was placed.
 */
import fp from 'fastify-plugin';
import { ringDueOrders } from '../../../db/orders';

export interface ScheduledOrderOptions {
  /** How often due orders are looked for (ms); default 1 s. */
  tickMs?: number;
}

export default fp<ScheduledOrderOptions>(
  async (app, options) => {
    const tick = () => {
      try {
        if (ringDueOrders(app.database, Date.now()) === 0) return;
        app.orderEvents.poll();
        app.push.tick();
      } catch (err) {
        app.log.error({ err }, 'orders for later');
      }
    };
    const timer = setInterval(tick, options.tickMs ?? 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'scheduled-orders', dependencies: ['database', 'order-events', 'push'] },
);
