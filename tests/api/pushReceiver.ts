/**
 * A local push service for the API tests: an http server on 127.0.0.1 (allowed by the app's
 * PUSH_HOSTS) that receives what the server sends, decrypts each message with the
 * subscription's own private key (aes128gcm, RFC 8291) and checks its VAPID JWT (RFC 8292).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import ece from 'http_ece';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted JSON; null when it could not be decrypted (a bug the tests would see). */
  message: {
    type: string;
    orderId?: string;
    id?: number;
    status?: string;
    title: string;
    body: string;
    url: string;
  } | null;
  /** The VAPID JWT's claims once its signature checked out; null otherwise. */
  vapid: { aud: string; exp: number; sub: string; k: string } | null;
}

function checkVapid(header: string | undefined): Received['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return null;
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return valid ? { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), k } : null;
}

export interface PushReceiver {
  /** http://127.0.0.1:port */
  origin: string;
  /** host:port, for PUSH_HOSTS. */
  host: string;
  received: Received[];
  /** Paths that answer this status instead of 201 (410: the browser unsubscribed). */
  answerFor: Map<string, number>;
  /** A browser's PushSubscription JSON for an endpoint at `path` here, with keys only this receiver holds. */
  subscription(path: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Waits until `count` pushes match, or fails at the deadline. */
  pushes(match: (r: Received) => boolean, count?: number, withinMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function until(condition: () => boolean, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const keysByPath = new Map<string, { ecdh: ECDH; auth: string }>();
  const received: Received[] = [];
  const answerFor = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const keys = keysByPath.get(path);
      let message: Received['message'] = null;
      try {
        if (keys && request.headers['content-encoding'] === 'aes128gcm')
          message = JSON.parse(
            ece
              .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
              .toString('utf8'),
          );
      } catch {
        message = null;
      }
      received.push({ path, headers: request.headers, message, vapid: checkVapid(request.headers.authorization) });
      response.statusCode = answerFor.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    host: new URL(origin).host,
    received,
    answerFor,
    subscription(path) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keysByPath.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    async pushes(match, count = 1, withinMs = 5000) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${found.length} in ${withinMs} ms`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
