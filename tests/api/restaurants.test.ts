import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, bearer, caller, fixtures, loginAsAdmin, makeApp, snapshot, type TestApp } from './helper';

let t: TestApp;
let token: string;
let call: ReturnType<typeof caller>;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
  call = caller(t.app, token);
  f = fixtures(t.database);
});
afterAll(() => t.close());

describe('restaurants CRUD', () => {
  it('creates, reads, lists with search/filter/sort and paging headers', async () => {
    const v = f.vendor('Ramesh Yadav', 'ramesh@example.com');
    const village = f.village('Janghai');
    const created = await call('POST', '/api/admin/restaurants', {
      name: 'Maa Vindhyavasini Bhojnalaya',
      address: 'Station Road, Janghai',
      cuisine: 'Awadhi',
      commissionRate: 12.5,
      ownerId: v.id,
      villageId: village.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Maa Vindhyavasini Bhojnalaya',
      isActive: true,
      commissionRate: 12.5,
      ownerName: 'Ramesh Yadav',
      villageName: 'Janghai',
      menu: [],
      image: null,
    });
    await call('POST', '/api/admin/restaurants', { name: 'Ganga Dhaba', address: 'Jhunsi', cuisine: 'North Indian' });
    await call('POST', '/api/admin/restaurants', {
      name: 'Sangam Rasoi',
      address: 'Naini',
      cuisine: 'Thali',
      isActive: false,
    });

    const list = await call('GET', '/api/admin/restaurants?limit=2&sort=name&order=desc');
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Sangam Rasoi',
      'Maa Vindhyavasini Bhojnalaya',
    ]);
    expect(list.json().total).toBe(3);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.headers['content-range']).toBe('items 0-1/3');
    const search = await call('GET', '/api/admin/restaurants?q=jhunsi');
    expect(search.json().data.map((r: { name: string }) => r.name)).toEqual(['Ganga Dhaba']);
    const offline = await call('GET', '/api/admin/restaurants?isActive=false');
    expect(offline.json().data.map((r: { name: string }) => r.name)).toEqual(['Sangam Rasoi']);
    const byVillage = await call('GET', `/api/admin/restaurants?villageId=${village.id}`);
    expect(byVillage.json().total).toBe(1);
    const like = await call('GET', '/api/admin/restaurants?q=%25');
    expect(like.json().total).toBe(0);
  });

  it('"All fields are required." for blank fields; bad links and types are 400; nothing stored', async () => {
    const before = snapshot(t.database);
    const blank = await call('POST', '/api/admin/restaurants', { name: 'X', address: ' ', cuisine: 'Y' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: 'All fields are required.',
      errors: { address: 'All fields are required.' },
    });
    expect(
      (await call('POST', '/api/admin/restaurants', { name: 'X', address: 'A', cuisine: 'Y', commissionRate: 150 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/restaurants', { name: 'X', address: 'A', cuisine: 'Y', ownerId: 9999 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/restaurants', { name: 'X'.repeat(500), address: 'A', cuisine: 'Y' })).statusCode,
    ).toBe(400);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('PUT edits fields, toggles Online/Offline with the spec toasts, replaces the menu', async () => {
    const r = f.restaurant('Toggle Dhaba');
    const off = await call('PUT', `/api/admin/restaurants/${r.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ message: 'Restaurant set to Offline.', data: { isActive: false } });
    const on = await call('PUT', `/api/admin/restaurants/${r.id}`, { isActive: true });
    expect(on.json().message).toBe('Restaurant is now Online.');
    const edit = await call('PUT', `/api/admin/restaurants/${r.id}`, {
      name: 'Toggle Dhaba Naya',
      cuisine: 'Bhojpuri',
      menu: [
        { name: 'Litti Chokha', price: 60 },
        { name: 'Sattu Paratha', price: 45.5 },
      ],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().message).toBe('Restaurant updated successfully.');
    expect(edit.json().data.menu.map((m: { name: string; price: number }) => [m.name, m.price])).toEqual([
      ['Litti Chokha', 60],
      ['Sattu Paratha', 45.5],
    ]);
    const again = await call('PUT', `/api/admin/restaurants/${r.id}`, { menu: [{ name: 'Only Item', price: 10 }] });
    expect(again.json().data.menu).toHaveLength(1);
  });

  it('PUT refuses negative or zero prices, blank names, unknown ids', async () => {
    const r = f.restaurant('Price Check');
    const before = snapshot(t.database);
    expect(
      (await call('PUT', `/api/admin/restaurants/${r.id}`, { menu: [{ name: 'Bad', price: -5 }] })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/admin/restaurants/${r.id}`, { menu: [{ name: 'Bad', price: 'ten' }] })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/api/admin/restaurants/${r.id}`, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/restaurants/424242', { name: 'Z' })).statusCode).toBe(404);
    expect(snapshot(t.database)).toEqual(before);
  });

  it('refuses equal opening and closing times (400 on closesAt), also when only one of them is sent; nothing changes', async () => {
    const r = f.restaurant('Same Hours');
    await call('PUT', `/api/admin/restaurants/${r.id}`, { opensAt: '05:00', closesAt: '14:00' });
    const before = snapshot(t.database);
    for (const body of [{ opensAt: '05:00', closesAt: '05:00' }, { closesAt: '05:00' }, { opensAt: '14:00' }]) {
      const res = await call('PUT', `/api/admin/restaurants/${r.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errors: { closesAt: 'Closing time must differ from opening time' },
      });
    }
    expect(snapshot(t.database)).toEqual(before);
    expect((await call('GET', `/api/admin/restaurants/${r.id}`)).json().data).toMatchObject({
      opensAt: '05:00',
      closesAt: '14:00',
    });
    expect(
      (await call('PUT', `/api/admin/restaurants/${r.id}`, { opensAt: '00:00', closesAt: '24:00' })).statusCode,
    ).toBe(200);
  });

  it('accepts the whole record as read back (react-admin update)', async () => {
    const r = f.restaurant('Record Dhaba');
    const record = (await call('GET', `/api/admin/restaurants/${r.id}`)).json().data;
    expect(record.fullAddress).toBeNull();
    const res = await call('PUT', `/api/admin/restaurants/${r.id}`, { ...record, cuisine: 'Awadhi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cuisine: 'Awadhi', name: 'Record Dhaba', id: r.id });
  });

  it('a rename updates the name shown on its orders', async () => {
    const r = f.restaurant('Old Name');
    const orderId = f.order({ restaurantId: r.id, restaurantName: r.name });
    await call('PUT', `/api/admin/restaurants/${r.id}`, { name: 'New Name' });
    expect((await call('GET', `/api/admin/orders/${orderId}`)).json().data.restaurant.name).toBe('New Name');
  });

  it('DELETE: 409 with orders, 200 without; restaurant_manager may delete', async () => {
    const busy = f.restaurant('Busy Kitchen');
    f.order({ restaurantId: busy.id, restaurantName: busy.name });
    const refused = await call('DELETE', `/api/admin/restaurants/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete a restaurant that has orders; set it Offline instead.');
    const free = f.restaurant('Empty Kitchen');
    const manager = caller(t.app, await adminWithRole(t, 'restaurant_manager'));
    const res = await manager('DELETE', `/api/admin/restaurants/${free.id}`);
    expect(res.json()).toMatchObject({ success: true, message: 'Restaurant deleted successfully.' });
    expect((await call('GET', `/api/admin/restaurants/${free.id}`)).statusCode).toBe(404);
  });
});

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----gaonrasoi' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PNG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c8842a' } })
  .png()
  .toBuffer();

describe('restaurant image upload', () => {
  it('stores a PNG beside the database (as WebP) and serves it at /uploads/', async () => {
    const r = f.restaurant('Photo Dhaba');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/restaurants/${r.id}/image`,
      ...multipart('image', 'thali.png', 'image/png', PNG),
    });
    expect(res.statusCode).toBe(200);
    const image: string = res.json().data.image;
    expect(image).toMatch(/^\/uploads\/restaurant-\d+-[0-9a-f]+\.webp$/);
    expect(fs.existsSync(path.join(t.dir, 'uploads', path.basename(image)))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('accepts a PNG of over 1.5 MB (above the 1 MB JSON body limit)', async () => {
    const r = f.restaurant('Big Photo');
    // Noise does not compress: 700×700 random pixels are some 1.5 MB as PNG.
    const noise = randomBytes(700 * 700 * 3);
    const big = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/restaurants/${r.id}/image`,
      ...multipart('image', 'big.png', 'image/png', big),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses other types, fake PNGs, files over 8 MB and non-multipart bodies', async () => {
    const r = f.restaurant('No Photo');
    const url = `/api/admin/restaurants/${r.id}/image`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          ...multipart('image', 'x.gif', 'image/gif', Buffer.from('GIF89a....')),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          ...multipart('image', 'x.png', 'image/png', Buffer.from('not a png at all')),
        })
      ).statusCode,
    ).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const tooBig = await t.app.inject({ method: 'POST', url, ...multipart('image', 'big.png', 'image/png', big) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().success).toBe(false);
    expect((await call('POST', url, { image: 'data' })).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/restaurants/${r.id}`)).json().data.image).toBeNull();
    // A body whose boundary does not match its header is malformed multipart.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: multipart('image', 'a.png', 'image/png', PNG).headers,
          payload: multipart('image', 'a.png', 'image/png', PNG).payload,
        })
      ).statusCode,
    ).toBe(400);
  });
});
