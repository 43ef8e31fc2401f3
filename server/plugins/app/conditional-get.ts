/**
 * Conditional GETs for reads computed from the database: a weak ETag from the database's
 * change stamp (db/version.ts), the caller and the answer's validity window, and `304 Not
 * Modified` with no body for a request whose If-None-Match still matches. A phone on a village
 * network then gets a repeated list or dashboard for the bytes of the headers, and the server
 * does not compute the answer again.
 *
 * Written here rather than with @fastify/etag: that plugin hashes the body, so the answer is
 * computed on every request before it can say "not modified"; the stamp says it without
 * computing anything.
 *
 * A route opts in with `config: { conditionalGet: { validUntil? } }`. The check runs inside the
 * route's handler (the handler is wrapped when the route is added), so every guard has run
 * before it — the scope's onRequest hooks and the route's own preHandlers alike — and the
 * onSend and onResponse hooks run for a 304 as for a 200. Nothing is kept on the server.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { databaseVersion } from '../../../db/version';

export interface ConditionalGetRule {
  /** Until when (UTC ms) an answer computed at `now` stays right if no data changes (e.g. the end of the IST day for "today" figures); default: as long as the data. */
  validUntil?: (request: FastifyRequest, now: number) => number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer this GET route with an ETag and 304s (server/plugins/app/conditional-get.ts). */
    conditionalGet?: ConditionalGetRule;
  }
}

/**
 * Stamps restart with the process (total_changes counts this connection's writes): a tag from
 * an earlier run must never match, so every tag carries this run's id.
 */
const RUN = randomBytes(6).toString('base64url');

/** Who the answer was computed for: an answer never matches another caller's tag. */
function callerOf(request: FastifyRequest): string {
  const admin = request.admin;
  if (admin) return `a${admin.id}.${admin.tokenVersion}.${admin.role}`;
  const partner = request.partner;
  return partner ? `${partner.kind === 'delivery' ? 'd' : 'v'}${partner.id}` : 'public';
}

/** The tag of the answer the route would compute now for this request. */
export function currentTag(request: FastifyRequest, rule: ConditionalGetRule, now = Date.now()): string {
  const until = rule.validUntil ? rule.validUntil(request, now) : Number.POSITIVE_INFINITY;
  const window = Number.isFinite(until) ? `.${until.toString(36)}` : '';
  return `W/"${RUN}.${databaseVersion(request.server.database).replace(':', '.')}.${callerOf(request)}${window}"`;
}

/** True when If-None-Match names `tag` (or is `*`), compared weakly as RFC 9110 says for GET. */
export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.slice(2);
  for (const candidate of ifNoneMatch.split(',')) {
    const t = candidate.trim();
    if (t === '*' || t === tag || t === opaque || (t.startsWith('W/') && t.slice(2) === opaque)) return true;
  }
  return false;
}

/** The answer to a matching If-None-Match, as the document shows it: no body. */
const NOT_MODIFIED = { type: 'null', description: 'Not Modified: the If-None-Match tag still matches; no body' };

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const rule = route.config?.conditionalGet;
      if (!rule) return;
      // The 304 is part of the route's contract: the OpenAPI document lists it with its answers.
      const schema = route.schema as { response?: Record<string, unknown> } | undefined;
      if (schema?.response && !schema.response[304])
        route.schema = { ...schema, response: { ...schema.response, 304: NOT_MODIFIED } };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.some((m) => m !== 'GET' && m !== 'HEAD'))
        throw new Error(`conditionalGet is for GET routes only: ${route.url}`);
      const handler = route.handler as (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
      const conditional: RouteHandlerMethod = function (this: unknown, request, reply) {
        // The tag is taken before the answer is computed: a write while it is computed gives
        // another stamp, so that answer is never taken as current later on.
        const tag = currentTag(request, rule);
        reply.header('etag', tag);
        if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
        return handler.call(this, request, reply);
      };
      route.handler = conditional as typeof route.handler;
    });
  },
  { name: 'conditional-get' },
);
