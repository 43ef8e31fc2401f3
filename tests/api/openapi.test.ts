import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { makeApp, loginAsAdmin, bearer, type TestApp } from './helper';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /api route with a tag, a summary, and its schemas; admin routes need the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const listed = new Set<string>();
    for (const [path, item] of Object.entries(
      doc.paths as Record<
        string,
        Record<string, { tags?: string[]; summary?: string; security?: unknown; responses: Record<string, unknown> }>
      >,
    )) {
      for (const [method, op] of Object.entries(item)) {
        listed.add(`${method.toUpperCase()} ${path}`);
        expect(op.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect(op.summary, `${method} ${path} summary`).toBeTruthy();
        expect(
          Object.keys(op.responses).some((c) => c.startsWith('2')),
          `${method} ${path} success answer`,
        ).toBe(true);
        if (path.startsWith('/api/admin/'))
          expect(op.security, `${method} ${path} security`).toEqual([{ bearerAuth: [] }]);
      }
    }
    // Every /api route the app serves (besides the document and its reader) is in the document.
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((l) => l.includes('/api/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const expected of [
      'GET /api/health',
      'POST /api/auth/admin/login',
      'GET /api/admin/orders',
      'GET /api/admin/orders/export',
      'PUT /api/admin/orders/{id}',
      'GET /api/admin/users',
      'POST /api/admin/users/{id}/delete',
      'POST /api/admin/restaurants/{id}/image',
      'POST /api/admin/onboarding/{id}/approve',
      'POST /api/admin/support/{id}/reply',
      'DELETE /api/admin/notifications/{id}',
      'POST /api/contact',
      'POST /api/auth/delivery/register',
    ]) {
      expect(listed.has(expected), expected).toBe(true);
    }
    expect(listed.size).toBeGreaterThanOrEqual(50);
  });

  it('the reader at /api/docs is served by the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui-bundle.js');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('answers leave through their schemas', () => {
  it('a login answer carries no password hash, a staff record no token version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?role=all', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('tokenVersion');
  });
});

describe('errors Fastify raises itself are the envelope, with the security headers', () => {
  const secure = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBeTruthy();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBeTruthy();
  };

  it('a path parameter too long: 414 envelope, the URL not echoed', async () => {
    const id = 'x'.repeat(500);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: 'URI too long' });
    expect(res.body).not.toContain(id);
    secure(res.headers);
  });

  it('a broken percent-encoding: 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toContain('FST_ERR');
    secure(res.headers);
  });

  it('malformed JSON, a bad content type and an unknown method are enveloped too', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ success: false, message: 'Malformed JSON body' });
    secure(json.headers);
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json().success).toBe(false);
    const method = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/orders/1',
      headers: bearer(token),
      payload: {},
    });
    expect(method.statusCode).toBe(404);
    expect(method.json().success).toBe(false);
  });

  it('a number that is not finite names the field of the query string, not the body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders?page=1e999', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['page']);
    expect(res.json().errors.page).toContain('querystring');
  });
});
