import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findKeptAnswer, keepAnswer } from '../../../db/partnerRequests';
import { requestHash } from '../../../db/requestHash';
import { badRequest, conflict } from '../../envelope';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;
/** Answers not kept: a retry should be judged again (signed out, not allowed, rate limited, server trouble). */
const NOT_KEPT = new Set([401, 403, 429]);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a request whose answer is to be kept under its Idempotency-Key. */
    idempotency?: { key: string; requestHash: string };
  }
}

/**
 * Idempotency-Key on the kitchen's and the rider's changes (every PUT of the partner scopes):
 * the same key and request answer the first answer again and change nothing; the same key with
 * another request is a 409. A phone on a village network resends a tap it never saw answered,
 * or a whole queue of taps when the network returns; none of them may act twice.
 *
 * Runs as preHandler, after the partner's guard and the ownership check, so a key never
 * reveals or replays an answer to someone the route would refuse. The header is read here, not
 * declared in each route's schema: a header schema would strip every other header (ajv's
 * removeAdditional). Written here because no Fastify plugin keeps idempotent answers in the
 * app's own database.
 */
export default fp(
  async (app) => {
    const database = app.database;
    // Two copies of one key at once (a double tap): the second waits for no one and is told so.
    const inFlight = new Set<string>();

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'PUT' && request.method !== 'POST') return;
      const given = request.headers['idempotency-key'];
      if (given === undefined) return;
      if (typeof given !== 'string' || !KEY.test(given))
        throw badRequest('Idempotency-Key must be 8 to 64 letters, digits, - or _', {
          'idempotency-key': 'Idempotency-Key must be 8 to 64 letters, digits, - or _',
        });
      const partner = request.partner!;
      const key = `${partner.kind}:${partner.id}:${given}`;
      const hash = requestHash({
        method: request.method,
        route: request.routeOptions.url,
        params: request.params,
        body: request.body ?? null,
      });
      const kept = findKeptAnswer(database, key);
      if (kept) {
        if (kept.requestHash !== hash) throw conflict('This Idempotency-Key was already used for a different request');
        return reply
          .code(kept.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(kept.response);
      }
      if (inFlight.has(key))
        throw conflict('A request with this Idempotency-Key is still being answered: try again in a moment');
      inFlight.add(key);
      request.idempotency = { key, requestHash: hash };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const pending = request.idempotency;
      if (!pending || reply.getHeader('idempotent-replayed')) return payload;
      if (reply.statusCode < 500 && !NOT_KEPT.has(reply.statusCode) && typeof payload === 'string') {
        keepAnswer(database, pending.key, {
          requestHash: pending.requestHash,
          statusCode: reply.statusCode,
          response: payload,
        });
      }
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      if (request.idempotency) inFlight.delete(request.idempotency.key);
    });
  },
  { name: 'partner-idempotency', dependencies: ['database'] },
);
