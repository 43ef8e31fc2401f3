/**
 * The kitchen's app (/api/vendor, vendor token): its restaurants' orders, live; accept, start
 * preparing or cancel before preparation; Online/Offline; busy or paused for a while; sold out/back; today's takings. Which
 * records are the kitchen's is decided in one place, server/plugins/app/partners.ts.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dishImageUrl, findDish, getKitchenDishes, toMenuDish } from '../../db/storefront';
import {
  kitchenDaySummary,
  kitchenRestaurant,
  kitchenRestaurants,
  setDishAvailable,
  setDishPortions,
  setAutoPrintKot,
  setKitchenOnline,
  type KitchenRestaurantRow,
} from '../../db/kitchens';
import { istDate } from '../../shared/indiaTime';
import { formatClock, indiaClockOf, pausedMessage, stillAhead } from '../../shared/ordering';
import { setKitchenTimes } from '../../db/restaurants';
import { kitchenRider } from '../../db/riders';
import { badRequest, notFound, ok } from '../envelope';
import { bearer, errors, IdParams, Ok } from '../../shared/api/common';
import {
  Dish,
  DishAvailableBody,
  KitchenPauseBody,
  KitchenRider,
  LiveOrder,
  LiveOrderPage,
  RestaurantActiveBody,
  SummaryQuery,
  VendorOrderListQuery,
  VendorRestaurant,
  VendorStatusBody,
  VendorSummary,
} from '../../shared/api/live';
import { registerEventStream } from '../plugins/app/events';
import { partnerAccountRoutes } from './partnerAccount';
import { dayStart, partnerOrderPage } from '../lib/partnerOrderList';
import { orderCommandRoutes, partnerCaller, runCommands } from '../lib/orderCommands';
import { vendorPutCommands } from '../lib/orderPutCommands';
import { readLiveOrder } from '../../db/orders';
import { getBill } from '../../db/bills';
import { billAnswer } from '../lib/bill';
import { Bill } from '../../shared/api/bills';

const tags = ['kitchen'];
const partnerErrors = (...more: Array<404 | 409>) => errors(400, 401, 403, ...more);

export const vendorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEventStream(
    app,
    '/events',
    { tags, summary: 'Live events of the orders of my restaurants (as /api/admin/events)' },
    (request) => request.partner!,
  );
  // GET /me and PUT /me/language: the account itself and the language its app opens in.
  await app.register(partnerAccountRoutes(tags));

  app.get(
    '/orders',
    {
      // An unchanged list costs a phone the headers only (the browser revalidates it with If-None-Match by itself).
      config: { conditionalGet: {} },
      schema: {
        tags,
        summary: 'Orders of my restaurants (page, sort, q, status, date = India day due: placed, or for later)',
        security: bearer,
        querystring: VendorOrderListQuery,
        response: { 200: LiveOrderPage, ...partnerErrors() },
      },
    },
    async (request, reply) => partnerOrderPage(app.database, reply, request.partner!, request.query),
  );

  app.get(
    '/riders/:id',
    {
      schema: {
        tags,
        summary:
          'The rider of one of my orders: name and phone, to call about it (404 for a rider who has none of my orders)',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(KitchenRider), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const rider = kitchenRider(app.database, request.partner!.id, request.params.id);
      if (!rider) throw notFound('Rider not found');
      return ok(rider);
    },
  );

  app.get(
    '/orders/:id/bill',
    {
      config: { scope: 'order' },
      schema: {
        tags,
        summary: "The bill of one of my restaurants' orders (as /api/admin/orders/:id/bill)",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Bill), ...partnerErrors(404, 409) },
      },
    },
    async (request) => {
      const bill = getBill(app.database, request.params.id);
      if (!bill) throw notFound('Order not found');
      return ok(billAnswer(bill));
    },
  );

  app.put(
    '/orders/:id',
    {
      config: { scope: 'order' },
      schema: {
        tags,
        summary:
          'Accept, start preparing, mark ready ({ready: true}), hand over a pickup order (delivered), cancel before preparation (the status policy applies), confirm a held order ({confirm: true}) or mark it fake ({fake: true, reason?})',
        security: bearer,
        params: IdParams,
        body: VendorStatusBody,
        response: { 200: Ok(LiveOrder), ...partnerErrors(404, 409) },
      },
    },
    async (request) => {
      const { steps, message } = vendorPutCommands(request.body);
      runCommands(app.database, request.params.id, steps, partnerCaller(request));
      return ok(readLiveOrder(app.database, request.params.id)!, message);
    },
  );

  // The same commands, one route each: POST /orders/:id/accept, …/ready, …/hand-over.
  await app.register(orderCommandRoutes('vendor', partnerCaller, (db, id) => readLiveOrder(db, id)!, tags));

  const isoAhead = (ms: number | null) => {
    const until = stillAhead(ms, Date.now());
    return until === null ? null : new Date(until).toISOString();
  };
  const withMenu = (r: KitchenRestaurantRow) => ({
    id: r.id,
    _id: r.id,
    name: r.name,
    nameHi: r.nameHi,
    address: r.address,
    cuisine: r.cuisine,
    image: r.image ? dishImageUrl(r.image) : null,
    isActive: Boolean(r.isActive),
    isStorefront: Boolean(r.isStorefront),
    opensAt: r.opensAt,
    closesAt: r.closesAt,
    busyUntil: isoAhead(r.busyUntil),
    pausedUntil: isoAhead(r.pausedUntil),
    maxOrdersPerSlot: r.maxOrdersPerSlot,
    slotMinutes: r.slotMinutes,
    leadMinutes: r.leadMinutes,
    autoAccept: Boolean(r.autoAccept),
    autoPrintKot: Boolean(r.autoPrintKot),
    autoPausedMissed: isoAhead(r.pausedUntil) === null ? null : r.autoPausedMissed,
    menu: getKitchenDishes(app.database, r.id).map((d) => ({ ...toMenuDish(d), restaurantId: d.restaurantId })),
  });

  app.get(
    '/restaurants',
    {
      schema: {
        tags,
        summary: 'My restaurants, each with its menu (dish fields as in /api/menu)',
        security: bearer,
        response: { 200: Ok(Type.Array(VendorRestaurant)), ...partnerErrors() },
      },
    },
    async (request) => ok(kitchenRestaurants(app.database, request.partner!.id).map(withMenu)),
  );

  app.put(
    '/restaurants/:id',
    {
      config: { scope: 'restaurant' },
      schema: {
        tags,
        summary:
          'Set my kitchen Online or Offline (isActive) and whether its KOT prints by itself at Accept (autoPrintKot)',
        security: bearer,
        params: IdParams,
        body: RestaurantActiveBody,
        response: { 200: Ok(VendorRestaurant), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const { isActive, autoPrintKot } = request.body;
      if (isActive === undefined && autoPrintKot === undefined)
        throw badRequest('Send isActive or autoPrintKot', { isActive: 'Send isActive or autoPrintKot' });
      if (isActive !== undefined) setKitchenOnline(app.database, request.params.id, isActive);
      if (autoPrintKot !== undefined) setAutoPrintKot(app.database, request.params.id, autoPrintKot);
      return ok(
        withMenu(kitchenRestaurant(app.database, request.params.id)!),
        isActive === undefined
          ? autoPrintKot
            ? 'The KOT prints by itself at Accept'
            : 'The KOT prints only when asked'
          : isActive
            ? 'Kitchen is Online'
            : 'Kitchen is Offline',
      );
    },
  );

  app.put(
    '/restaurants/:id/pause',
    {
      config: { scope: 'restaurant' },
      // The schema would coerce "" or null to 0, which ends a pause: only numbers are minutes.
      preValidation: async (request) => {
        for (const field of ['busyMinutes', 'pauseMinutes']) {
          const value = (request.body as Record<string, unknown> | null)?.[field];
          if (value !== undefined && typeof value !== 'number')
            throw badRequest(`${field} must be a whole number of minutes (0 ends it)`, {
              [field]: `${field} must be a whole number of minutes (0 ends it)`,
            });
        }
      },
      schema: {
        tags,
        summary:
          'Say my kitchen is busy (orders take busyMinutes longer, for that long) or pause new orders for pauseMinutes; 0 ends either now',
        security: bearer,
        params: IdParams,
        body: KitchenPauseBody,
        response: { 200: Ok(VendorRestaurant), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const { busyMinutes, pauseMinutes } = request.body;
      if (busyMinutes === undefined && pauseMinutes === undefined)
        throw badRequest('Send busyMinutes or pauseMinutes', { pauseMinutes: 'Send busyMinutes or pauseMinutes' });
      const now = Date.now();
      const until = (minutes: number | undefined) =>
        minutes === undefined ? undefined : minutes === 0 ? null : now + minutes * 60_000;
      setKitchenTimes(app.database, request.params.id, {
        busyUntil: until(busyMinutes),
        pausedUntil: until(pauseMinutes),
      });
      const restaurant = withMenu(kitchenRestaurant(app.database, request.params.id)!);
      const message = restaurant.pausedUntil
        ? pausedMessage(Date.parse(restaurant.pausedUntil))
        : restaurant.busyUntil
          ? `Busy until ${formatClock(indiaClockOf(Date.parse(restaurant.busyUntil)))}`
          : 'Taking orders as usual';
      return ok(restaurant, message);
    },
  );
  app.put(
    '/menu-items/:id',
    {
      config: { scope: 'dish' },
      schema: {
        tags,
        summary: "Mark a dish of my kitchen sold out or available again, or set today's plates left",
        security: bearer,
        params: IdParams,
        body: DishAvailableBody,
        response: { 200: Ok(Dish), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const { available, portionsLeft, lowAt, usualBatch, portionsReset } = request.body;
      if (available !== undefined) setDishAvailable(app.database, request.params.id, available);
      const portionsSent = [portionsLeft, lowAt, usualBatch, portionsReset].some((value) => value !== undefined);
      if (portionsSent)
        setDishPortions(
          app.database,
          request.params.id,
          { portionsLeft, lowAt, usualBatch, portionsReset },
          Date.now(),
        );
      const updated = findDish(app.database, request.params.id)!;
      const dish = toMenuDish(updated);
      const message =
        available === false
          ? 'Dish is sold out'
          : dish.portionsLeft === null || dish.portionsLeft === undefined
            ? 'Dish is available'
            : `${dish.portionsLeft} left`;
      return ok({ ...dish, restaurantId: updated.restaurantId }, message);
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary: "A day's orders and takings of my restaurants (India day; today by default)",
        security: bearer,
        querystring: SummaryQuery,
        response: { 200: Ok(VendorSummary), ...partnerErrors() },
      },
    },
    async (request) => {
      const date = request.query.date ?? istDate(Date.now());
      const start = dayStart(date);
      const { takingsPaise, ...counts } = kitchenDaySummary(
        app.database,
        request.partner!.id,
        start,
        start + 86_400_000,
      );
      return ok({ date, ...counts, takings: takingsPaise / 100 });
    },
  );
};
