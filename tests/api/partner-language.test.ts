/**
 * The language the kitchen & rider app opens in (users.language): Hindi by default, set by an
 * admin on the staff form or by the partner on their own account, and carried by the partner's
 * login answer and GET /me. Bad values are refused with a 400 and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseHash } from '../reliability/util';
import { bearer, customerToken, loginAsAdmin, makeApp, partnerAccount, type TestApp } from './helper';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await makeApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function expectRefused(
  status: number,
  call: () => Promise<{ statusCode: number; json: () => { success: boolean; message?: string } }>,
) {
  const before = databaseHash(t.database.sqlite);
  const res = await call();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  expect(databaseHash(t.database.sqlite)).toBe(before);
}

describe('partner app language', () => {
  it('is Hindi for a new kitchen or rider, in the registration and login answers and GET /me', async () => {
    for (const kind of ['vendor', 'delivery'] as const) {
      const email = `${kind}-lang-${Date.now()}@example.com`;
      const registered = await inject('POST', `/api/auth/${kind}/register`, undefined, {
        name: 'Asha',
        email,
        phone: kind === 'vendor' ? '9876500011' : '9876500012',
        password: 'partner-pass-1',
        ...(kind === 'delivery' ? { vehicleNumber: 'UP70 1' } : {}),
      });
      expect(registered.statusCode, registered.body).toBe(201);
      expect(registered.json().data.user.language).toBe('hi');
      const login = await inject('POST', `/api/auth/${kind}/login`, undefined, { email, password: 'partner-pass-1' });
      expect(login.json().data.user).toMatchObject({ email, role: kind, language: 'hi' });
      const me = await inject('GET', `/api/${kind}/me`, login.json().data.token);
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ email, role: kind, language: 'hi' });
    }
  });

  it('a customer login answer stays as it was (no language)', async () => {
    const token = await customerToken(t.app);
    expect(token).toBeTruthy();
    const res = await inject('POST', '/api/auth/register', undefined, {
      name: 'Ravi',
      email: `c-${Date.now()}@example.com`,
      password: 'customer-pass-1',
    });
    expect(res.json().data.user.language).toBeUndefined();
  });

  it('an admin sets it on the staff form; the partner reads it at login and on GET /me', async () => {
    const vendor = await partnerAccount(t.app, 'vendor', 'English Kitchen');
    const put = await inject('PUT', `/api/admin/users/${vendor.id}`, admin, { language: 'en' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.language).toBe('en');
    expect((await inject('GET', `/api/admin/users/${vendor.id}`, admin)).json().data.language).toBe('en');
    const listed = (await inject('GET', '/api/admin/users?role=vendor&limit=100', admin)).json().data as Array<{
      id: number;
      language: string;
    }>;
    expect(listed.find((u) => u.id === vendor.id)?.language).toBe('en');
    expect((await inject('GET', '/api/vendor/me', vendor.token)).json().data.language).toBe('en');

    // Other fields of the edit leave it alone.
    await inject('PUT', `/api/admin/users/${vendor.id}`, admin, { name: 'English Kitchen 2' });
    expect((await inject('GET', '/api/vendor/me', vendor.token)).json().data).toMatchObject({
      name: 'English Kitchen 2',
      language: 'en',
    });
  });

  it('an admin can create a rider who reads English', async () => {
    const res = await inject('POST', '/api/admin/users', admin, {
      role: 'delivery',
      name: 'Rider En',
      email: `rider-en-${Date.now()}@example.com`,
      password: 'rider-pass-12',
      phone: '9876512345',
      vehicleNumber: 'UP70 9',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'delivery', language: 'en', status: 'active' });
  });

  it('refuses a language other than hi or en with a 400, changing nothing', async () => {
    const rider = await partnerAccount(t.app, 'delivery');
    for (const language of ['fr', '', 'HI', null, 1]) {
      await expectRefused(400, () => inject('PUT', `/api/admin/users/${rider.id}`, admin, { language }));
      await expectRefused(400, () => inject('PUT', '/api/delivery/me/language', rider.token, { language }));
    }
    await expectRefused(400, () => inject('PUT', '/api/delivery/me/language', rider.token, {}));
  });

  it('the partner changes their own language, and only their own', async () => {
    const mine = await partnerAccount(t.app, 'vendor', 'Mine');
    const other = await partnerAccount(t.app, 'vendor', 'Other');
    const rider = await partnerAccount(t.app, 'delivery', 'Other Rider');
    const res = await inject('PUT', '/api/vendor/me/language', mine.token, { language: 'en', id: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, language: 'en' });
    expect((await inject('GET', '/api/vendor/me', mine.token)).json().data.language).toBe('en');
    expect((await inject('GET', '/api/vendor/me', other.token)).json().data.language).toBe('hi');
    expect((await inject('GET', '/api/delivery/me', rider.token)).json().data.language).toBe('hi');

    // Only the language: nothing else of the account moves.
    const riderRes = await inject('PUT', '/api/delivery/me/language', rider.token, {
      language: 'en',
      status: 'on_leave',
      name: 'Renamed',
    });
    expect(riderRes.json().data).toMatchObject({ name: 'Other Rider', status: 'active', language: 'en' });

    // A partner cannot reach another account through the admin's users API.
    await expectRefused(403, () => inject('PUT', `/api/admin/users/${other.id}`, mine.token, { language: 'en' }));
    await expectRefused(403, () => inject('PUT', `/api/admin/users/${mine.id}`, rider.token, { language: 'hi' }));
    // Nor with the other kind's route.
    await expectRefused(403, () => inject('PUT', '/api/delivery/me/language', mine.token, { language: 'hi' }));
  });

  it('the database itself holds only hi or en, Hindi for accounts written without one', async () => {
    const rider = await partnerAccount(t.app, 'delivery');
    const { sqlite } = t.database;
    expect(() => sqlite.prepare(`update users set language = 'fr' where id = ?`).run(rider.id)).toThrow(
      /CHECK constraint failed/,
    );
    sqlite
      .prepare(
        `insert into users (name, email, password_hash, role) values ('Old Kitchen', 'old-kitchen@example.com', 'x', 'vendor')`,
      )
      .run();
    expect(sqlite.prepare(`select language from users where email = 'old-kitchen@example.com'`).pluck().get()).toBe(
      'hi',
    );
  });
});
