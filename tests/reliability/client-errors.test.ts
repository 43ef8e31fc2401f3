/**
 * Requests Node's HTTP parser refuses never reach Fastify's routing (a raw UTF-8 query, a
 * header block over 16 KB, bytes that are not HTTP): they still get the JSON envelope and
 * the security headers (Fastify's clientErrorHandler, server/plugins/app/errors.ts). Sent
 * byte for byte over a socket to a listening server, since inject() cannot send them.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../api/helper';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await makeApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as it is and reads the whole answer until the server closes the connection. */
function raw(request: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head!.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const request = (line: Buffer | string, headers = 'Host: localhost\r\n') =>
  Buffer.concat([
    Buffer.from('GET '),
    Buffer.from(line),
    Buffer.from(` HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`),
  ]);

function expectEnvelope(answer: RawAnswer, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = JSON.parse(answer.body) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  expect(body.message).toMatch(message);
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('requests the HTTP parser refuses', () => {
  it('a raw UTF-8 query: 400, the envelope saying how to send it, the security headers', async () => {
    const answer = await raw(request(Buffer.concat([Buffer.from('/api/admin/orders?q='), Buffer.from('रमेश', 'utf8')])));
    expectEnvelope(answer, 400, /percent-encode/);
  });

  it('a header over 16 KB: 431 in the envelope with the security headers', async () => {
    const answer = await raw(request('/api/health', `Host: localhost\r\nX-Padding: ${'a'.repeat(17 * 1024)}\r\n`));
    expectEnvelope(answer, 431, /headers are too large/);
  });

  it('bytes that are not HTTP: 400 in the envelope', async () => {
    const answer = await raw(Buffer.from('HELLO THERE\r\n\r\n'));
    expectEnvelope(answer, 400, /Malformed HTTP request/);
  });

  it('the same query percent-encoded just works', async () => {
    const answer = await raw(request(`/api/health?q=${encodeURIComponent('रमेश')}`));
    expect(answer.status).toBe(200);
  });

  it('a broken percent-encoding (refused by Fastify before its hooks): the envelope and the security headers', async () => {
    const answer = await raw(request('/api/admin/orders%zz'));
    expectEnvelope(answer, 400, /percent-encoding/);
  });
});
