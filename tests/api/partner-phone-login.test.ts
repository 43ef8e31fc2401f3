/**
 * Cooks and riders know their mobile number, not an e-mail: they sign in with it (typed with
 * spaces, +91, or Devanagari digits) or with the e-mail; among partners a number is one account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginAsAdmin, makeApp, type TestApp } from './helper';

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

const login = (kind: 'vendor' | 'delivery', payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${kind}/login`, payload });

describe('partner sign-in with a mobile number', () => {
  it('a rider created by an admin signs in with the number however it is typed, or the e-mail', async () => {
    const created = await call('POST', '/api/admin/users', {
      role: 'delivery',
      name: 'Ramesh Yadav',
      email: 'ramesh.rider@example.com',
      phone: '98765 43210',
      password: 'rider-pass-1',
      vehicleNumber: 'UP70 AB 4321',
    });
    expect(created.statusCode).toBe(201);
    for (const phone of ['9876543210', '98765-43210', '+91 98765 43210', '09876543210', '९८७६५४३२१०', '९८७६५ ४३२१०']) {
      const res = await login('delivery', { phone, password: 'rider-pass-1' });
      expect(res.statusCode, phone).toBe(200);
      expect(res.json().data.user).toMatchObject({ name: 'Ramesh Yadav', role: 'delivery' });
    }
    expect((await login('delivery', { email: 'ramesh.rider@example.com', password: 'rider-pass-1' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong password, a number of another kind of account, a short number and an empty login', async () => {
    await call('POST', '/api/admin/users', {
      role: 'vendor',
      name: 'Kitchen Phone',
      email: 'kitchen.phone@example.com',
      phone: '9876511111',
      password: 'vendor-pass-1',
    });
    expect((await login('vendor', { phone: '9876511111', password: 'wrong-pass-1' })).statusCode).toBe(401);
    expect((await login('delivery', { phone: '9876511111', password: 'vendor-pass-1' })).statusCode).toBe(401);
    const short = await login('vendor', { phone: '98765', password: 'vendor-pass-1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.phone).toBe('Phone must be 10 digits');
    const empty = await login('vendor', { password: 'vendor-pass-1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: 'Enter your mobile number or e-mail' });
  });
});

describe('one mobile number, one partner account', () => {
  it('409 for a number another kitchen or rider has: at sign-up, when an admin creates or edits an account; nothing is written', async () => {
    await call('POST', '/api/admin/users', {
      role: 'vendor',
      name: 'First Owner',
      email: 'first.owner@example.com',
      phone: '9876522222',
      password: 'vendor-pass-1',
    });
    const users = () => (t.database.sqlite.prepare('select count(*) as n from users').get() as { n: number }).n;
    const before = users();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delivery/register',
      payload: {
        name: 'Copy',
        email: 'copy@example.com',
        phone: '९८७६५२२२२२',
        password: 'rider-pass-1',
        vehicleNumber: 'UP70 X 1',
      },
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().errors.phone).toBe('This mobile number is already registered to another kitchen or rider');
    expect(
      (
        await call('POST', '/api/admin/users', {
          role: 'delivery',
          name: 'Copy',
          email: 'copy2@example.com',
          phone: '9876522222',
          password: 'rider-pass-1',
          vehicleNumber: 'UP70 X 1',
        })
      ).statusCode,
    ).toBe(409);
    expect(users()).toBe(before);

    const other = (
      await call('POST', '/api/admin/users', {
        role: 'vendor',
        name: 'Second Owner',
        email: 'second.owner@example.com',
        phone: '9876533333',
        password: 'vendor-pass-1',
      })
    ).json().data;
    expect((await call('PUT', `/api/admin/users/${other.id}`, { phone: '9876522222' })).statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/admin/users/${other.id}`, { phone: '9876533333', name: 'Second Owner' })).statusCode,
    ).toBe(200);
    // A customer may share a number with a partner: customers do not sign in with it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Family', email: 'family@example.com', phone: '9876522222', password: 'customer-1' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('accounts that shared a number before it had to be unique sign in with their e-mail', async () => {
    for (const [email, phone] of [
      ['old.one@example.com', '9876544441'],
      ['old.two@example.com', '9876544442'],
    ]) {
      expect(
        (
          await call('POST', '/api/admin/users', {
            role: 'delivery',
            name: email,
            email,
            phone,
            password: 'rider-pass-1',
            vehicleNumber: 'UP70 Z 1',
          })
        ).statusCode,
      ).toBe(201);
    }
    t.database.sqlite
      .prepare(`update users set phone = '9876544444' where email in ('old.one@example.com', 'old.two@example.com')`)
      .run();
    const res = await login('delivery', { phone: '9876544444', password: 'rider-pass-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Several accounts have this mobile number: sign in with your e-mail');
    expect((await login('delivery', { email: 'old.two@example.com', password: 'rider-pass-1' })).statusCode).toBe(200);
  });
});
