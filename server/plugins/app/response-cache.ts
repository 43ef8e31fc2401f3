/**
 * A cache of whole JSON answers for read-heavy admin routes, exact by construction: an entry
 * is served only while the database is unchanged since it was computed. "Unchanged" is
 * SQLite's own bookkeeping, read in microseconds per request:
 *   total_changes()   rows written by this connection (the server's only one), triggers included
 *   data_version      bumps when another connection (a script, a backup restore) commits
 * (db/version.ts). Answers that depend on the clock carry a validity limit (validUntil, UTC ms) computed by
 * the route, e.g. the end of the current IST day. Auth runs before (onRequest), so a cached
 * answer is never served to a caller the route would refuse. RESPONSE_CACHE=0 (server/config.ts) switches it off.
 *
 * A hit is answered in one of two places, with the same bytes:
 *   - before routing (`cachedAnswerSender`, called by the HTTP server, server/app.ts), for
 *     requests over a socket: Fastify's routing, request and reply objects, validation and
 *     hook chain cost about as much as sending the answer, and none of them can change a hit;
 *   - in the route's scope (the preHandler below), for every request the first one passes on:
 *     injected requests, a stale entry, a token the admin check refuses (which then gets its
 *     401/403 from the guard), or a server that logs every request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseVersion } from '../../../db/version';
import { adminOf } from './auth';
import { requestStamp } from './stamp';

interface Entry {
  version: string;
  validUntil: number;
  /** Encoded once: big answers (earnings of 2,000 restaurants) are not re-encoded per request. */
  body: Buffer;
  headers: Record<string, string>;
  /**
   * Every header of the answer Fastify sent (security headers, content type and length), as
   * Node's writeHead takes them, for the answer before routing. Only answers of the admin's
   * routes have them: that path checks the admin's token as the admin guard does, nothing else.
   */
  rawHeaders: string[] | undefined;
}

export interface CacheRule {
  /** Until when (UTC ms) an answer computed now stays right if no data changes; default forever. */
  validUntil?: (request: FastifyRequest, now: number) => number;
  // Under /api/admin a cached answer is also sent before routing after the admin check alone
  // (cachedAnswerSender): a cached route there takes no guard or hook of its own.
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one cache; undefined when switched off (RESPONSE_CACHE=0). */
    responseCache: ResponseCache | undefined;
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
 * The answers, keyed by the request's URL as sent (path and query): one URL reaches one route,
 * so keys never collide across route plugins. Least recently used goes first when full.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  holds(url: string): boolean {
    return this.entries.has(url);
  }

  /** The entry for `url` if it is current under `version` at `now`, marked as just used. */
  hit(url: string, version: string, now: number): Entry | undefined {
    const entry = this.entries.get(url);
    if (entry === undefined || entry.version !== version || now >= entry.validUntil) return undefined;
    this.entries.delete(url);
    this.entries.set(url, entry);
    return entry;
  }

  store(url: string, entry: Entry): void {
    this.drop(url);
    this.entries.set(url, entry);
    this.totalBytes += entry.body.length;
    while (this.entries.size > MAX_ENTRIES || this.totalBytes > MAX_TOTAL_BYTES) this.drop(this.entries.keys().next().value!);
  }

  private drop(url: string): void {
    const old = this.entries.get(url);
    if (!old) return;
    this.totalBytes -= old.body.length;
    this.entries.delete(url);
  }
}

/**
 * Registers the hooks in the calling plugin's scope; its routes opt in with config.responseCache.
 * `app.responseCache` is made by server/app.ts (RESPONSE_CACHE in server/config.ts).
 */
export function enableResponseCache(app: FastifyInstance): void {
  const cache = app.responseCache;
  if (!cache) return;

  // Callback hooks, not async ones: they run on every request of the scope, where a promise
  // each costs as much as the lookup.
  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const rule = request.routeOptions.config?.responseCache;
    if (!rule || request.method !== 'GET') return done();
    const now = Date.now();
    // The admin guard (onRequest) already took the stamp for this request.
    const current = request.databaseVersion ?? requestStamp(request);
    const hit = cache.hit(request.url, current, now);
    if (hit) {
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
    const body = Buffer.from(payload);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    let rawHeaders: string[] | undefined;
    // The admin scope's guard is the only one of these routes: the answer before routing repeats it.
    if (request.admin !== undefined && request.url.startsWith('/api/admin/')) {
      rawHeaders = [];
      const all = reply.getHeaders();
      for (const name in all) if (name !== 'content-length') rawHeaders.push(name, String(all[name]));
      // Fastify adds the length after the onSend hooks.
      rawHeaders.push('content-length', String(body.length));
    }
    cache.store(request.url, { version: request.cacheVersion, validUntil: request.cacheValidUntil!, body, headers, rawHeaders });
    done(null, payload);
  });
}

/**
 * Answers a GET from the cache before Fastify routes it, when the entry is current and the
 * request's admin token passes the admin guard's own check (server/plugins/app/auth.ts:
 * signature, expiry, kind, token_version under the same stamp). Returns false, having sent
 * nothing, for everything else: Fastify then handles the request as always.
 * Only for requests the server read from a socket (the stamp shares data_version within a
 * turn of the event loop: db/version.ts).
 */
export function cachedAnswerSender(app: FastifyInstance): (req: IncomingMessage, res: ServerResponse) => boolean {
  const cache = app.responseCache;
  const { sqlite } = app.database;
  const verifier = app.jwt;
  return (req, res) => {
    if (cache === undefined || req.method !== 'GET' || req.url === undefined || !cache.holds(req.url)) return false;
    const version = databaseVersion(sqlite, true);
    const hit = cache.hit(req.url, version, Date.now());
    if (hit?.rawHeaders === undefined) return false;
    try {
      adminOf(req.headers.authorization, verifier, sqlite, version);
    } catch {
      return false;
    }
    res.writeHead(200, hit.rawHeaders);
    res.end(hit.body);
    return true;
  };
}
