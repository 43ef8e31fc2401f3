/**
 * A dish's photo uploaded from the phone or the PC: stored beside the database, served at
 * /uploads/, shown on the site's menu; a second photo replaces the first (its file goes); a
 * wrong type, a fake PNG, a missing dish or a JSON body change nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let token: string;
let call: ReturnType<typeof caller>;
let dishId: number;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----gaonrasoi' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await makeApp();
  token = await loginAsAdmin(t.app);
  call = caller(t.app, token);
  dishId = storefront(t.database).thali.id;
});
afterAll(() => t.close());

describe('POST /api/admin/menu-items/:id/image', () => {
  it('stores the photo, serves it at /uploads/ and the site menu shows it; a new photo replaces the old file', async () => {
    const url = `/api/admin/menu-items/${dishId}/image`;
    const first = await t.app.inject({ method: 'POST', url, ...multipart('thali.png', 'image/png', PNG) });
    expect(first.statusCode, first.body).toBe(200);
    const image: string = first.json().data.image;
    expect(image).toMatch(new RegExp(`^/uploads/dish-${dishId}-[0-9a-f]+\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data;
    expect(menu.dishes.find((d: { id: number }) => d.id === dishId).image).toBe(image);

    const second = await t.app.inject({ method: 'POST', url, ...multipart('thali.jpg', 'image/jpeg', JPEG) });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.image).toMatch(/\.jpg$/);
    expect(fs.existsSync(path.join(t.dir, 'uploads', path.basename(image)))).toBe(false);
  });

  it('refuses a GIF, a fake PNG, a JSON body and a missing dish, changing nothing', async () => {
    const url = `/api/admin/menu-items/${dishId}/image`;
    const before = snapshot(t.database);
    const kept = (await call('GET', '/api/menu')).json().data.dishes.find((d: { id: number }) => d.id === dishId).image;
    const gif = await t.app.inject({
      method: 'POST',
      url,
      ...multipart('x.gif', 'image/gif', Buffer.from('GIF89a....')),
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errors.image).toBe('Image must be a PNG, JPEG or WebP file');
    expect(
      (await t.app.inject({ method: 'POST', url, ...multipart('x.png', 'image/png', Buffer.from('not a png at all')) }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', url, { image: 'data' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/menu-items/999999/image',
          ...multipart('x.png', 'image/png', PNG),
        })
      ).statusCode,
    ).toBe(404);
    expect(snapshot(t.database)).toEqual(before);
    expect((await call('GET', '/api/menu')).json().data.dishes.find((d: { id: number }) => d.id === dishId).image).toBe(
      kept,
    );
  });
});
