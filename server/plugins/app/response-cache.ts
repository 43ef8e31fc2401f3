/**
 * A cache of whole JSON answers for read-heavy admin routes, exact by construction: an entry
 * is served only while the database is unchanged since it was computed. "Unchanged" is
 * SQLite's own bookkeeping, read in microseconds per request:
 *   total_changes()   rows written by this connection (the server's only one), triggers included
 *   data_version      bumps when another connection (a script, a backup restore) commits
 * (db/version.ts). Answers that depend on the clock carry a validity limit (validUntil, UTC ms) computed by
 * the route, e.g. the end of the current IST day. Auth runs before (onRequest), so a cached
 * answer is never served to a caller the route would refuse. RESPONSE_CACHE=0 (server/config.ts) switches it off.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestStamp } from './stamp';

interface Entry {
  version: string;
  validUntil: number;
  /** Encoded once: big answers (earnings of 2,000 restaurants) are not re-encoded per request. */
  body: Buffer;
  headers: Record<string, string>;
}

export interface CacheRule {
  /** Until when (UTC ms) an answer computed now stays right if no data changes; default forever. */
  validUntil?: (request: FastifyRequest, now: number) => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCacheEnabled: boolean;
  }
  interface FastifyContextConfig {
    /** Opt-in: cache this GET route's 200 answers (server/plugins/app/response-cache.ts). */
    responseCache?: CacheRule;
  }
  interface FastifyRequest {
    /** databaseVersion() when the admin guard ran (server/plugins/app/auth.ts). */
    databaseVersion?: string;
    cacheVersion?: string;
    cacheValidUntil?: number;
  }
}

const MAX_ENTRIES = 200;
const MAX_BODY = 2 * 1024 * 1024;
/** All the bodies together stay under this, whatever the routes answer. */
const MAX_TOTAL_BYTES = 24 * 1024 * 1024;
const KEPT_HEADERS = ['x-total-count', 'content-range'];

/**
 * Registers the hooks in the calling plugin's scope (one cache per route plugin, so keys never
 * collide across plugins); its routes opt in with config.responseCache. `app.responseCacheEnabled`
 * comes from the app options (RESPONSE_CACHE in server/config.ts).
 */
export function enableResponseCache(app: FastifyInstance): void {
  if (!app.responseCacheEnabled) return;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    totalBytes -= old.body.length;
    entries.delete(key);
  };

  // Callback hooks, not async ones: they run on every request of the scope, where a promise
  // each costs as much as the lookup.
  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const rule = request.routeOptions.config?.responseCache;
    if (!rule || request.method !== 'GET') return done();
    const now = Date.now();
    // The admin guard (onRequest) already took the stamp for this request.
    const current = request.databaseVersion ?? requestStamp(request);
    const hit = entries.get(request.url);
    if (hit && hit.version === current && now < hit.validUntil) {
      // Most recently used last, so the oldest goes first when the cache is full.
      entries.delete(request.url);
      entries.set(request.url, hit);
      for (const name in hit.headers) reply.header(name, hit.headers[name]);
      reply.header('content-type', 'application/json; charset=utf-8');
      // Sending from a hook ends the request here: done() is not called.
      reply.send(hit.body);
      return;
    }
    request.cacheVersion = current;
    request.cacheValidUntil = rule.validUntil ? rule.validUntil(request, now) : Number.POSITIVE_INFINITY;
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.cacheVersion === undefined || reply.statusCode !== 200 || typeof payload !== 'string' || payload.length > MAX_BODY) return done(null, payload);
    // A write during the handler (none of the cached routes writes) would make the entry stale.
    if (requestStamp(request) !== request.cacheVersion) return done(null, payload);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body = Buffer.from(payload);
    drop(request.url);
    entries.set(request.url, { version: request.cacheVersion, validUntil: request.cacheValidUntil!, body, headers });
    totalBytes += body.length;
    while (entries.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) drop(entries.keys().next().value!);
    done(null, payload);
  });
}
