/**
 * Web Push routes: the public VAPID key, and each signed-in app's subscribe / unsubscribe (under
 * /api/admin, /api/vendor, /api/delivery, behind that scope's guard). A subscription is tied to
 * the token that made it (its account's token version and its expiry): a logout ends it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { badRequest, notFound, ok } from '../envelope';
import { bearer, errors, IdParams, Nullable, Ok } from '../../shared/api/common';
import { PushKey, PushSubscriptionBody, PushUnsubscribeBody } from '../../shared/api/push';
import { recordOpened, removeSubscription, saveSubscription, type PushRole } from '../../db/push';
import { endpointRefusal, keyRefusal } from '../lib/pushEndpoints';
import { claimsOf } from '../plugins/app/auth';

/** GET /api/push/key: what the browser subscribes with. Public: the key is public by design. */
export const pushKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key to subscribe to order pushes with',
        response: { 200: Ok(PushKey) },
      },
    },
    async () => ok({ publicKey: app.push.publicKey }),
  );
};

function accountOf(request: FastifyRequest, role: PushRole): number {
  return role === 'admin' ? request.admin!.id : request.partner!.id;
}

/** POST and DELETE /push-subscriptions inside one guarded scope. */
export function pushSubscriptionRoutes(role: PushRole): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['push'];
    app.post(
      '/push-subscriptions',
      {
        schema: {
          tags,
          summary: 'Wake this browser for orders (Web Push): the PushSubscription as the browser gives it',
          security: bearer,
          body: PushSubscriptionBody,
          response: { 201: Ok(Nullable(Type.Null())), ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { endpoint, keys } = request.body;
        const refusal = endpointRefusal(endpoint, app.push.hosts);
        if (refusal) throw badRequest(refusal, { endpoint: refusal });
        const p256dh = keyRefusal(keys.p256dh, 65, true);
        if (p256dh) throw badRequest(`keys.p256dh ${p256dh}`, { 'keys.p256dh': `keys.p256dh ${p256dh}` });
        const auth = keyRefusal(keys.auth, 16);
        if (auth) throw badRequest(`keys.auth ${auth}`, { 'keys.auth': `keys.auth ${auth}` });
        // The guard has verified this very header; its claims say which token the subscription belongs to.
        const claims = claimsOf(request.headers.authorization, app.jwt) as { tv: number; exp?: number };
        saveSubscription(app.database, {
          role,
          accountId: accountOf(request, role),
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          tokenVersion: claims.tv,
          expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
        });
        reply.status(201);
        return ok(null, 'Notifications on');
      },
    );
    app.delete(
      '/push-subscriptions',
      {
        schema: {
          tags,
          summary: 'Stop waking this browser',
          security: bearer,
          body: PushUnsubscribeBody,
          response: { 200: Ok(Nullable(Type.Null())), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        if (!request.body.endpoint.trim())
          throw badRequest('endpoint is required', { endpoint: 'endpoint is required' });
        // Nothing to remove is the same end state: the browser is not woken.
        removeSubscription(app.database, role, accountOf(request, role), request.body.endpoint);
        return ok(null, 'Notifications off');
      },
    );
  };
}

/** POST /api/vendor/orders/:id/opened: the kitchen opened the order (from its notification), so it stops ringing. */
export const kitchenOpenedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:id/opened',
    {
      config: { scope: 'order' },
      schema: {
        tags: ['kitchen'],
        summary: 'I opened this order: stop ringing my phone for it',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Nullable(Type.Null())), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!request.partner) throw notFound('Order not found');
      recordOpened(app.database, request.params.id, Date.now());
      return ok(null);
    },
  );
};
