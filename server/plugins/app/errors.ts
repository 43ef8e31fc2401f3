import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type Failure } from '../../envelope';
import { Refusal, type RefusalKind } from '../../../shared/refusal';
import { SECURITY_HEADERS } from '../external/helmet';
import { preferredLanguage, translateMessage, type MessageLanguage } from '../../../shared/serverMessages';
import { DISK_FULL_RETRY_AFTER_S, DiskFullWatch, isDiskFull } from '../../lib/diskFull';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the messages answered to this request (Accept-Language: hi → Hindi). */
    messageLanguage: MessageLanguage;
  }
  interface FastifyInstance {
    /** Whether writes are being refused for a full disk (read by /api/health). */
    diskFull: DiskFullWatch;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const DISK_FULL_MESSAGE = 'We cannot take orders right now';

/** The HTTP status of each kind of refusal the data layer throws: the one place the two meet. */
const REFUSAL_STATUS: Record<RefusalKind, number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

/** A refusal in the reader's language: the message and every field's text; the field names stay. */
function inLanguage(body: Failure, lang: MessageLanguage): Failure {
  if (lang === 'en') return body;
  const translated: Failure = { success: false, message: translateMessage(body.message, lang) };
  if (body.data) translated.data = body.data;
  if (body.errors)
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [field, translateMessage(text, lang)]),
    );
  return translated;
}

/**
 * Field name of an ajv error: "/email" → "email", a missing property → its name, and the part
 * of the request (body, querystring, params) when the whole part is wrong.
 */
function fieldOf(
  err: { instancePath?: string; params?: Record<string, unknown> },
  context: string | undefined,
): string {
  const missing = err.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const path = (err.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/** Path of the first number that is not finite ("1e999" coerces to Infinity), or undefined. */
export function nonFinitePath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null || depth > 8) return undefined;
  // Runs on every request: the path of a key is built only when it is the one looked into.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
    const v = record[key];
    if (typeof v === 'number' ? Number.isFinite(v) : typeof v !== 'object' || v === null) continue;
    const found = nonFinitePath(v, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Errors Fastify raises before any hook runs (a broken percent-encoding, a path parameter over
 * the length limit): the same envelope and the same security headers as every other answer,
 * and never the URL echoed back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : (error.statusCode ?? 400);
  const message = tooLong
    ? 'URI too long'
    : error.code === 'FST_ERR_BAD_URL'
      ? 'Malformed URL: invalid percent-encoding'
      : 'Bad request';
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, message } satisfies Failure));
}

/** What a request Node's HTTP parser refused was, in words a client's developer can act on. */
function parserRefusal(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request headers are too large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request timed out'];
  // Node's parser takes only ASCII in the request line, so a raw UTF-8 query cannot be read at all.
  if (code === 'HPE_INVALID_URL')
    return [400, 'Malformed URL: percent-encode characters outside ASCII (e.g. with encodeURIComponent)'];
  return [400, 'Malformed HTTP request'];
}

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses (a raw UTF-8 query, headers
 * over 16 KB) never becomes a Fastify request, so no hook or reply exists; the answer is written
 * to the socket, as Fastify's own handler does, but as the envelope with the security headers.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = parserRefusal(error.code);
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message } satisfies Failure);
    const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`];
    for (const [name, value] of SECURITY_HEADERS) head.push(`${name}: ${value}`);
    head.push(
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
    );
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  } else {
    socket.destroy(error);
  }
}

/**
 * One error handler for the whole app: every failure leaves as the JSON envelope, 4xx with
 * a message a person can act on, 5xx with a generic message (details go to the log only).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('messageLanguage', 'en');
  app.decorate('diskFull', new DiskFullWatch());
  // A write that went through: the disk has room again.
  app.addHook('onResponse', (request, reply, done) => {
    if (app.diskFull.isFull() && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) app.diskFull.wrote();
    done();
  });
  // Read before validation: a route's header schema strips the headers it does not name.
  app.addHook('onRequest', async (request) => {
    const header = request.headers['accept-language'];
    if (header) request.messageLanguage = preferredLanguage(header);
  });
  app.setErrorHandler((error: FastifyError | HttpError | Refusal, request, reply) => {
    // A tag names a 200 answer (conditional-get.ts): a refusal or failure carries none.
    reply.removeHeader('etag');
    if (error instanceof HttpError || error instanceof Refusal) {
      const body: Failure = { success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.data) body.data = error.data;
      const status = error instanceof Refusal ? REFUSAL_STATUS[error.kind] : error.statusCode;
      return reply.status(status).send(inLanguage(body, request.messageLanguage));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors: Record<string, string> = {};
      for (const v of fastifyError.validation) {
        const field = fieldOf(v as never, fastifyError.validationContext);
        if (!errors[field])
          errors[field] =
            v.keyword === 'multipleOf'
              ? `${field} must be in rupees with at most two decimals (whole paise)`
              : `${field} ${v.message ?? 'is invalid'}`;
      }
      const first = Object.values(errors)[0] ?? 'Invalid input';
      return reply.status(400).send({ success: false, message: `Invalid input: ${first}`, errors } satisfies Failure);
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = fastifyError.message;
      if (
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
      ) {
        message = 'Malformed JSON body';
      } else if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        message = 'Request body is too large';
      } else if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        message = 'Unsupported content type: send application/json';
      }
      return reply.status(status).send(inLanguage({ success: false, message }, request.messageLanguage));
    }
    // Nothing was written (SQLite rolled it back): the client may try again once there is room.
    if (isDiskFull(error)) {
      app.diskFull.refused();
      request.log.error({ err: error }, 'a write was refused: the disk is full');
      return reply
        .status(503)
        .header('retry-after', String(DISK_FULL_RETRY_AFTER_S))
        .send(inLanguage({ success: false, message: DISK_FULL_MESSAGE }, request.messageLanguage));
    }
    // A constraint of the schema caught what validation missed: the request was wrong, not the server.
    const sqliteCode = String((error as { code?: unknown }).code ?? '');
    if (sqliteCode.startsWith('SQLITE_CONSTRAINT')) {
      request.log.warn({ err: error }, 'constraint refused a write');
      if (sqliteCode === 'SQLITE_CONSTRAINT_UNIQUE' || sqliteCode === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        return reply
          .status(409)
          .send({ success: false, message: 'This record conflicts with an existing one' } satisfies Failure);
      }
      if (sqliteCode === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        return reply
          .status(409)
          .send({ success: false, message: 'This record is linked to other records' } satisfies Failure);
      }
      return reply
        .status(400)
        .send({ success: false, message: 'Invalid input: a value is out of range' } satisfies Failure);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, message: 'Internal server error' } satisfies Failure);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A person who mistypes a page address gets a page, not JSON; /api always answers JSON.
    if (!path.startsWith('/api') && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body></html>',
        );
    }
    return reply
      .status(404)
      .send({ success: false, message: `Not found: ${request.method} ${path}` } satisfies Failure);
  });
}
