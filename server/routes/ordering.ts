/**
 * The public ordering calls: the storefront menu, placing an order, and the
 * customer's tracking link (follow, cancel). No token; every call is rate limited per IP
 * (request.ip, which honours X-Forwarded-For only with TRUST_PROXY=1).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import { getStorefrontMenu, getStorefrontStock } from '../../db/storefront';
import {
  cancelByCustomer,
  findTracked,
  getTracking,
  markPaidByCustomer,
  resendCodeByCustomer,
  placeOrder,
  quoteOrderTotals,
} from '../../db/orders';
import { getTrackedBill } from '../../db/bills';
import { billAnswer } from '../lib/bill';
import { checkedUtr } from '../lib/paymentFields';
import { billPage, BILL_PRINT_SCRIPT } from '../lib/billPage';
import { Bill } from '../../shared/api/bills';
import { parseOrderCode } from '../../shared/ordering';
import { badRequest, conflict, HttpError, notFound, ok } from '../envelope';
import { errors, Nullable, Ok } from '../../shared/api/common';
import { translateMessage } from '../../shared/serverMessages';
import {
  CustomerPaidBody,
  IdempotencyHeaders,
  Menu,
  MenuStock,
  MenuStockStreamAnswer,
  OrderQuote,
  OrderRating,
  PlacedOrder,
  PlaceOrderBody,
  RatingBody,
  TrackParams,
  TrackQuery,
  Tracking,
} from '../../shared/api/ordering';
import { rateOrder } from '../../db/ratings';
import { CustomerPushSubscriptionBody, PushUnsubscribeBody } from '../../shared/api/push';
import {
  inTransaction,
  removeAnnouncementSubscriber,
  removeCustomerSubscription,
  saveAnnouncementSubscriber,
  saveCustomerSubscription,
} from '../../db/push';
import { endpointRefusal, keyRefusal } from '../lib/pushEndpoints';
import { CUSTOMER_PUSH_STATUSES } from '../lib/pushMessages';

const tags = ['ordering'];

export interface OrderingOptions {
  /** Orders one IP may place per minute; 0 switches the limit off (load tests). */
  orderRateLimit: number;
}

/** Reads of the menu and of tracking links per IP per minute: plenty for a person, too few to guess a token. */
const READ_RATE_LIMIT = 120;
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const NOT_FOUND = 'Order not found';

/** What the customer does next, by how they chose to pay. */
function placedMessage(order: { paymentMethod: string; paymentStatus: string }, fulfilment: string): string {
  if (order.paymentStatus === 'paid') return 'Order placed. Nothing to pay.';
  if (order.paymentMethod === 'upi') return 'Order placed. Pay by UPI now.';
  return fulfilment === 'pickup' ? 'Order placed. Pay in cash at pickup.' : 'Order placed. Pay in cash on delivery.';
}

export const orderingRoutes: FastifyPluginAsyncTypebox<OrderingOptions> = async (app, options) => {
  const database = app.database;

  app.get(
    '/menu',
    {
      schema: {
        tags,
        summary: 'The storefront kitchen: whether it is open, its dishes and delivery areas',
        response: { 200: Ok(Menu), ...errors(404, 429) },
      },
      config: perMinute(READ_RATE_LIMIT * 5),
    },
    async (_request, reply) => {
      const menu = getStorefrontMenu(database, Date.now());
      if (!menu) throw notFound('No kitchen sells on the site yet');
      // isOpen follows the clock, so no cache may keep it.
      reply.header('Cache-Control', 'no-cache');
      return ok(menu);
    },
  );

  app.get(
    '/menu/stock',
    {
      schema: {
        tags,
        summary:
          "Each storefront dish's availability and plates left, nothing else (an open page follows it live on /api/menu/events)",
        response: { 200: Ok(MenuStock), ...errors(429) },
      },
      config: perMinute(READ_RATE_LIMIT * 5),
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok({ dishes: getStorefrontStock(database) });
    },
  );

  app.get(
    '/menu/events',
    {
      // 'manual': no Accept negotiation, so a plain fetch() or curl gets the stream too.
      sse: 'manual',
      schema: {
        tags,
        summary:
          "The storefront stock, live: the current stock on connect, then again each time a dish's availability or plates left change",
        response: { 200: MenuStockStreamAnswer, ...errors(429, 503) },
      },
      config: perMinute(READ_RATE_LIMIT * 5),
      // Before the stream starts, so the refusal is a plain JSON answer.
      preHandler: async () => {
        if (app.stockEvents.full) throw new HttpError(503, 'Too many pages follow the stock: try again in a minute');
      },
    },
    async (_request, reply) => {
      app.stockEvents.subscribe(reply);
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Place an order (cash on delivery or at pickup); prices come from the menu, never from the body',
        headers: IdempotencyHeaders,
        body: PlaceOrderBody,
        response: { 201: Ok(PlacedOrder), ...errors(400, 409, 429) },
      },
      config: {
        rateLimit: options.orderRateLimit > 0 ? { max: options.orderRateLimit, timeWindow: '1 minute' } : false,
      },
    },
    async (request, reply) => {
      const result = placeOrder(database, {
        request: request.body,
        source: 'online',
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.status(201);
      return ok(
        result.answer,
        translateMessage(placedMessage(result.answer, request.body.fulfilment), request.messageLanguage),
      );
    },
  );

  app.post(
    '/orders/quote',
    {
      schema: {
        tags,
        summary:
          'What an order would cost now (subtotal, delivery, discount, GST on top, total) without placing it; the same refusals as placing it',
        body: PlaceOrderBody,
        response: { 200: Ok(OrderQuote), ...errors(400, 409, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request) => {
      return ok(quoteOrderTotals(database, request.body));
    },
  );

  /** The order id of a tracking address, or the same 404 as a wrong token. */
  const idOf = (code: string): number => {
    const id = parseOrderCode(code);
    if (id === null) throw notFound(NOT_FOUND);
    return id;
  };

  app.get(
    '/track/:orderId',
    {
      schema: {
        tags,
        summary: 'Follow an order with the secret of its tracking link (404 without the right one)',
        params: TrackParams,
        querystring: TrackQuery,
        response: { 200: Ok(Tracking), ...errors(400, 404, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request, reply) => {
      const answer = getTracking(database, idOf(request.params.orderId), request.query.t ?? '');
      if (!answer) throw notFound(NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return ok(answer);
    },
  );

  app.get(
    '/track/:orderId/bill',
    {
      schema: {
        tags,
        summary:
          "The order's bill (as /api/admin/orders/:id/bill) with the secret of its tracking link (404 without the right one)",
        params: TrackParams,
        querystring: TrackQuery,
        response: { 200: Ok(Bill), ...errors(400, 404, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request, reply) => {
      const id = idOf(request.params.orderId);
      const bill = getTrackedBill(database, id, request.query.t ?? '');
      if (!bill) throw notFound(NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return ok(billAnswer(bill));
    },
  );

  app.get(
    '/track/:orderId/bill.html',
    {
      schema: {
        tags,
        summary:
          "The order's bill as a printable page (80 mm or A4, English or Hindi), with the secret of its tracking link",
        params: TrackParams,
        querystring: Type.Object({
          t: Type.Optional(Type.String({ maxLength: 100 })),
          paper: Type.Optional(Type.Union([Type.Literal('80'), Type.Literal('a4')])),
          lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
        }),
        response: {
          200: { description: 'The bill page', content: { 'text/html': { schema: Type.String() } } },
          ...errors(400, 404, 429),
        },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request, reply) => {
      const id = idOf(request.params.orderId);
      const token = request.query.t ?? '';
      const bill = getTrackedBill(database, id, token);
      if (!bill) throw notFound(NOT_FOUND);
      const lang = request.query.lang ?? 'en';
      const paper = request.query.paper ?? '80';
      const link = (change: { paper?: string; lang?: string }) =>
        `/api/track/${request.params.orderId}/bill.html?${new URLSearchParams({ t: token, paper: change.paper ?? paper, lang: change.lang ?? lang })}`;
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(billPage(billAnswer(bill), { lang, paper, link }));
    },
  );

  app.get('/bill-print.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('text/javascript; charset=utf-8')
      .send(BILL_PRINT_SCRIPT),
  );

  app.get(
    '/track/:orderId/upi-qr.png',
    {
      schema: {
        tags,
        summary: "The QR code of a UPI order's payment link (PNG), while it awaits payment; same secret as tracking",
        params: TrackParams,
        querystring: TrackQuery,
        response: {
          200: { description: 'The QR code', content: { 'image/png': { schema: Type.String({ format: 'binary' }) } } },
          ...errors(400, 404, 429),
        },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request, reply) => {
      const answer = getTracking(database, idOf(request.params.orderId), request.query.t ?? '');
      if (!answer?.upiLink) throw notFound(NOT_FOUND);
      // Made here rather than in the browser: the QR library stays out of the site's bundle.
      const png = await QRCode.toBuffer(answer.upiLink, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        scale: 6,
      });
      // A Buffer goes out as it is (no serializer runs); the 200 schema documents it in OpenAPI.
      return reply
        .header('Cache-Control', 'no-store')
        .type('image/png')
        .send(png as never);
    },
  );

  app.post(
    '/track/:orderId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order before preparation begins (409 later, with the reason)',
        params: TrackParams,
        querystring: TrackQuery,
        response: { 200: Ok(Tracking), ...errors(400, 404, 409, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request) => {
      return ok(cancelByCustomer(database, idOf(request.params.orderId), request.query.t ?? ''), 'Order cancelled.');
    },
  );

  app.post(
    '/track/:orderId/delivery-code',
    {
      schema: {
        tags,
        summary:
          'A new delivery code for an order out for delivery (the old one stops working), with the secret of its tracking link; 409 when it has none',
        params: TrackParams,
        querystring: TrackQuery,
        response: { 200: Ok(Tracking), ...errors(400, 404, 409, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request) => {
      const answer = resendCodeByCustomer(database, idOf(request.params.orderId), request.query.t ?? '');
      return ok(answer, 'A new delivery code: tell the rider this one.');
    },
  );

  app.post(
    '/track/:orderId/paid',
    {
      schema: {
        tags,
        summary:
          '"I\'ve paid" on a UPI order awaiting payment, with the UTR the customer sees (optional): shown to the kitchen, which confirms it; 409 when the order awaits no UPI payment',
        params: TrackParams,
        querystring: TrackQuery,
        body: CustomerPaidBody,
        response: { 200: Ok(Tracking), ...errors(400, 404, 409, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request) => {
      const utr = checkedUtr(request.body.utr);
      const answer = markPaidByCustomer(database, idOf(request.params.orderId), request.query.t ?? '', utr);
      return ok(answer, 'Thank you: the kitchen will check the payment and confirm it.');
    },
  );

  app.post(
    '/track/:orderId/rating',
    {
      schema: {
        tags,
        summary:
          'Rate a delivered order (1–5 stars, an optional line of feedback) once, with the secret of its tracking link; 409 before delivery or when already rated',
        params: TrackParams,
        querystring: TrackQuery,
        body: RatingBody,
        response: { 201: Ok(OrderRating), ...errors(400, 404, 409, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request, reply) => {
      const feedback = request.body.feedback?.trim() || null;
      const rating = rateOrder(database, idOf(request.params.orderId), request.query.t ?? '', {
        stars: request.body.stars,
        feedback,
      });
      return reply.code(201).send(ok(rating, 'Thank you for rating your order.'));
    },
  );

  /** The order of a tracking address with its secret, or the same 404 as tracking. */
  const trackedOrder = (code: string, token: string | undefined) => {
    const order = findTracked(database, idOf(code), token ?? '');
    if (!order) throw notFound(NOT_FOUND);
    return order;
  };

  app.post(
    '/track/:orderId/push-subscription',
    {
      schema: {
        tags,
        summary:
          'Tell this browser when the order is accepted, out for delivery, delivered or cancelled (Web Push), with the secret of its tracking link; 409 once the order is finished',
        params: TrackParams,
        querystring: TrackQuery,
        body: CustomerPushSubscriptionBody,
        response: { 201: Ok(Nullable(Type.Null())), ...errors(400, 404, 409, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request, reply) => {
      const order = trackedOrder(request.params.orderId, request.query.t);
      const { endpoint, keys } = request.body;
      // The same rules as the apps' subscriptions: the server only ever calls a browser's push service.
      const refusal = endpointRefusal(endpoint, app.push.hosts);
      if (refusal) throw badRequest(refusal, { endpoint: refusal });
      const p256dh = keyRefusal(keys.p256dh, 65, true);
      if (p256dh) throw badRequest(`keys.p256dh ${p256dh}`, { 'keys.p256dh': `keys.p256dh ${p256dh}` });
      const auth = keyRefusal(keys.auth, 16);
      if (auth) throw badRequest(`keys.auth ${auth}`, { 'keys.auth': `keys.auth ${auth}` });
      if (order.status === 'delivered' || order.status === 'cancelled')
        throw conflict('This order is finished: there is nothing more to tell.');
      const language = request.body.language ?? 'en';
      inTransaction(database, () => {
        saveCustomerSubscription(database, {
          orderId: order.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          language,
          // What the page already shows is not pushed again.
          alreadyTold: (CUSTOMER_PUSH_STATUSES as readonly string[]).includes(order.status) ? order.status : '',
        });
        if (request.body.announcements)
          saveAnnouncementSubscriber(database, { endpoint, p256dh: keys.p256dh, auth: keys.auth, language });
      });
      return reply.code(201).send(ok(null, "We'll tell you when your order moves."));
    },
  );

  app.delete(
    '/track/:orderId/push-subscription',
    {
      schema: {
        tags,
        summary:
          "Stop telling this browser about the order and Gaon Rasoi's announcements, with the secret of its tracking link",
        params: TrackParams,
        querystring: TrackQuery,
        body: PushUnsubscribeBody,
        response: { 200: Ok(Nullable(Type.Null())), ...errors(400, 404, 429) },
      },
      config: perMinute(READ_RATE_LIMIT),
    },
    async (request) => {
      const order = trackedOrder(request.params.orderId, request.query.t);
      if (!request.body.endpoint.trim()) throw badRequest('endpoint is required', { endpoint: 'endpoint is required' });
      // Nothing to remove is the same end state: the browser is not told, of the order or of news.
      inTransaction(database, () => {
        removeCustomerSubscription(database, order.id, request.body.endpoint);
        removeAnnouncementSubscriber(database, request.body.endpoint);
      });
      return ok(null, 'Notifications off');
    },
  );
};
