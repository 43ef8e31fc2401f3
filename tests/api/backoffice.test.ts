import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, customerToken, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';
import { parseIndiaDateTime as parseScheduledAt } from '../../shared/indiaTime';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

const application = {
  name: 'Bhola Ki Rasoi',
  owner: 'Bhola Nath',
  phone: '94150 12345',
  address: 'Saidabad, Prayagraj',
  cuisine: 'Village Thali',
};

describe('onboarding', () => {
  it('creates, lists with search/filter, approves (creating the restaurant) and rejects', async () => {
    const a = (await call('POST', '/api/admin/onboarding', application)).json().data;
    expect(a).toMatchObject({ status: 'pending', phone: '9415012345', restaurantId: null });
    const b = (
      await call('POST', '/api/admin/onboarding', { ...application, name: 'Amma Ka Chulha', owner: 'Shanti Devi' })
    ).json().data;
    const list = await call('GET', '/api/admin/onboarding?q=shanti');
    expect(list.json().data.map((x: { name: string }) => x.name)).toEqual(['Amma Ka Chulha']);
    expect(list.headers['x-total-count']).toBe('1');

    const approved = await call('POST', `/api/admin/onboarding/${a.id}/approve`);
    expect(approved.json()).toMatchObject({
      success: true,
      message: 'Restaurant approved!',
      data: { status: 'approved' },
    });
    const restaurant = (await call('GET', `/api/admin/restaurants/${approved.json().data.restaurantId}`)).json().data;
    expect(restaurant).toMatchObject({
      name: 'Bhola Ki Rasoi',
      address: 'Saidabad, Prayagraj',
      cuisine: 'Village Thali',
    });
    const rejected = await call('POST', `/api/admin/onboarding/${b.id}/reject`);
    expect(rejected.json()).toMatchObject({ message: 'Restaurant rejected.', data: { status: 'rejected' } });
    expect((await call('GET', '/api/admin/onboarding?status=pending')).json().total).toBe(0);
  });

  it('only pending applications move (409), and nothing changes', async () => {
    const a = (await call('POST', '/api/admin/onboarding', { ...application, name: 'Once Only' })).json().data;
    await call('POST', `/api/admin/onboarding/${a.id}/reject`);
    const before = snapshot(t.database);
    expect((await call('POST', `/api/admin/onboarding/${a.id}/approve`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/onboarding/${a.id}/reject`)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/onboarding/9999/approve')).statusCode).toBe(404);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('all fields required, phone 10 digits', async () => {
    const before = snapshot(t.database);
    const blank = await call('POST', '/api/admin/onboarding', { ...application, owner: '' });
    expect(blank.json()).toMatchObject({
      message: 'All fields are required.',
      errors: { owner: 'All fields are required.' },
    });
    expect((await call('POST', '/api/admin/onboarding', { ...application, phone: '12345' })).json().message).toBe(
      'Phone must be 10 digits',
    );
    expect(snapshot(t.database)).toEqual(before);
  });
});

describe('coupons', () => {
  const coupon = {
    code: 'gaon10',
    discount: 10,
    validFrom: '2025-01-01',
    validTo: '2025-03-31',
    applicableVillages: 'Janghai, Saidabad ,',
    applicableRestaurants: ['Gaon Rasoi'],
  };

  it('CRUD with defaults and comma lists', async () => {
    const created = await call('POST', '/api/admin/coupons', coupon);
    expect(created.statusCode).toBe(201);
    const c = created.json().data;
    expect(c).toMatchObject({
      code: 'GAON10',
      discount: 10,
      usageLimit: 1,
      used: 0,
      status: 'active',
      applicableVillages: ['Janghai', 'Saidabad'],
      applicableRestaurants: ['Gaon Rasoi'],
    });
    const updated = await call('PUT', `/api/admin/coupons/${c.id}`, {
      discount: 15,
      status: 'inactive',
      usageLimit: 50,
    });
    expect(updated.json().data).toMatchObject({ discount: 15, status: 'inactive', usageLimit: 50, code: 'GAON10' });
    const record = (await call('GET', `/api/admin/coupons/${c.id}`)).json().data;
    expect((await call('PUT', `/api/admin/coupons/${c.id}`, { ...record, discount: 12 })).json().data).toMatchObject({
      discount: 12,
      used: 0,
    });
    const list = await call('GET', '/api/admin/coupons?q=gaon');
    expect(list.json().total).toBe(1);
    expect((await call('DELETE', `/api/admin/coupons/${c.id}`)).json().message).toBe('Coupon deleted successfully.');
    expect((await call('GET', `/api/admin/coupons/${c.id}`)).statusCode).toBe(404);
  });

  it('refuses missing fields, bad ranges and duplicate codes; nothing stored', async () => {
    await call('POST', '/api/admin/coupons', { ...coupon, code: 'TAKEN' });
    const before = snapshot(t.database);
    const missing = await call('POST', '/api/admin/coupons', { code: 'X1', discount: 5 });
    expect(missing.json()).toMatchObject({ message: 'All fields are required.' });
    expect((await call('POST', '/api/admin/coupons', { ...coupon, code: 'X2', discount: 120 })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/coupons', { ...coupon, code: 'X3', discount: -1 })).statusCode).toBe(400);
    const fractional = await call('POST', '/api/admin/coupons', { ...coupon, code: 'X7', discount: 7.5 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().errors).toHaveProperty('discount');
    expect(
      (await call('POST', '/api/admin/coupons', { ...coupon, code: 'X4', validTo: '2024-12-31' })).json().errors,
    ).toHaveProperty('validTo');
    expect(
      (await call('POST', '/api/admin/coupons', { ...coupon, code: 'X5', validFrom: '2025-02-30' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/admin/coupons', { ...coupon, code: 'X6', usageLimit: 0 })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/coupons', { ...coupon, code: 'taken' })).statusCode).toBe(409);
    expect(snapshot(t.database)).toEqual(before);
  });
});

describe('support tickets and the contact form', () => {
  it('POST /api/contact (public) opens a Feedback ticket', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Neha Gupta',
        email: 'neha@example.in',
        phone: '9936012345',
        message: 'Do you cater for weddings?',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Message sent! We will contact you soon.' });
    const list = await call('GET', '/api/admin/support?type=Feedback&status=open');
    expect(list.json().data[0]).toMatchObject({
      customer: 'Neha Gupta',
      email: 'neha@example.in',
      type: 'Feedback',
      status: 'open',
      response: '',
    });
  });

  it('contact form validation: name, email and message required, email checked', async () => {
    const before = snapshot(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'bad', message: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      message: 'Message is required',
    });
    expect(snapshot(t.database)).toEqual(before);
  });

  it('reply closes with the response; close closes; closed tickets answer 409; blank reply 400', async () => {
    const mk = async (message: string) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ravi', email: 'ravi@example.in', message },
      });
      return (await call('GET', `/api/admin/support?q=${encodeURIComponent(message)}`)).json().data[0].id as number;
    };
    const a = await mk('first question');
    const b = await mk('second question');
    const blank = await call('POST', `/api/admin/support/${a}/reply`, { response: '   ' });
    expect(blank.json()).toMatchObject({ success: false, message: 'Reply cannot be empty.' });
    const reply = await call('POST', `/api/admin/support/${a}/reply`, { response: 'Yes, we do!' });
    expect(reply.json()).toMatchObject({
      message: 'Response sent and ticket closed.',
      data: { status: 'closed', response: 'Yes, we do!' },
    });
    expect((await call('POST', `/api/admin/support/${a}/reply`, { response: 'again' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/support/${b}/close`)).json()).toMatchObject({
      message: 'Ticket closed.',
      data: { status: 'closed' },
    });
    expect((await call('POST', `/api/admin/support/${b}/close`)).statusCode).toBe(409);
    expect((await call('GET', '/api/admin/support?status=closed')).json().total).toBe(2);
  });

  it('the contact form is rate limited', async () => {
    const limited = await makeApp({ contactRateLimit: 2 });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'A', email: 'a@example.in', message: 'hi' },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('notifications', () => {
  it('future → scheduled, past → sent; targetValue cleared for all', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const a = await call('POST', '/api/admin/notifications', {
      message: 'Navratri thali next week',
      target: 'all',
      targetValue: 'ignored',
      scheduledAt: future,
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({ status: 'scheduled', target: 'all', targetValue: '' });
    const b = await call('POST', '/api/admin/notifications', {
      message: 'Slow delivery in Jhunsi',
      target: 'village',
      targetValue: 'Jhunsi',
      scheduledAt: '2024-01-01T10:00',
    });
    expect(b.json().data).toMatchObject({
      status: 'sent',
      targetValue: 'Jhunsi',
      scheduledAt: '2024-01-01T04:30:00.000Z',
    });
    expect((await call('GET', '/api/admin/notifications?status=scheduled')).json().total).toBe(1);
    expect((await call('GET', '/api/admin/notifications')).json().total).toBe(2);
  });

  it('no schedule time (left out or empty) sends it now', async () => {
    for (const scheduledAt of [undefined, '']) {
      const before = Date.now();
      const res = await call('POST', '/api/admin/notifications', { message: 'Closed today for Holi', scheduledAt });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Notification sent.', data: { status: 'sent' } });
      expect(Date.parse(res.json().data.scheduledAt)).toBeGreaterThanOrEqual(before - 1000);
      const id = res.json().data.id;
      expect((await call('DELETE', `/api/admin/notifications/${id}`)).statusCode).toBe(200);
    }
  });

  it('message and schedule time required; bad dates and missing target value are 400', async () => {
    const before = snapshot(t.database);
    const res = await call('POST', '/api/admin/notifications', { message: '', target: 'all' });
    expect(res.json()).toMatchObject({
      message: 'Message and schedule time are required.',
      errors: { message: 'Message and schedule time are required.' },
    });
    expect((await call('POST', '/api/admin/notifications', { message: 'x', scheduledAt: 'tomorrow' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('POST', '/api/admin/notifications', {
          message: 'x',
          target: 'village',
          scheduledAt: '2030-01-01T10:00',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/admin/notifications', {
          message: 'x',
          target: 'planet',
          scheduledAt: '2030-01-01T10:00',
        })
      ).statusCode,
    ).toBe(400);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('reads a zone-less time as India time', () => {
    expect(new Date(parseScheduledAt('2025-05-01T09:00')).toISOString()).toBe('2025-05-01T03:30:00.000Z');
    expect(new Date(parseScheduledAt('2025-05-01T09:00:00Z')).toISOString()).toBe('2025-05-01T09:00:00.000Z');
  });
});

describe('the admin guard on the back-office resources', () => {
  it('401 without a token and 403 with a customer token on every resource', async () => {
    const customer = caller(t.app, await customerToken(t.app));
    for (const url of [
      '/api/admin/onboarding',
      '/api/admin/coupons',
      '/api/admin/support',
      '/api/admin/notifications',
      '/api/admin/analytics',
      '/api/admin/earnings',
      '/api/admin/villages',
      '/api/admin/restaurants',
      '/api/admin/orders',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await customer('GET', url)).statusCode, url).toBe(403);
    }
  });
});
