/**
 * A dish's photo uploaded from the phone or the PC: stored beside the database, upright, within
 * 800×800 and as WebP, served at /uploads/, shown on the site's menu; a second photo replaces the
 * first (its file goes); a wrong type, a fake PNG, a missing dish or a JSON body change nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, loginAsAdmin, makeApp, snapshot, storefront, type TestApp } from './helper';

let t: TestApp;
let token: string;
let call: ReturnType<typeof caller>;
let dishId: number;

const swatch = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } });
const PNG = await swatch('#d9a441').png().toBuffer();
const JPEG = await swatch('#7a3b12').jpeg().toBuffer();
const FAKE_PNG = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]);

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
    expect(image).toMatch(new RegExp(`^/uploads/dish-${dishId}-[0-9a-f]+\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // A small picture is never enlarged.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json().data;
    expect(menu.dishes.find((d: { id: number }) => d.id === dishId).image).toBe(image);

    const second = await t.app.inject({ method: 'POST', url, ...multipart('thali.jpg', 'image/jpeg', JPEG) });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.image).toMatch(/\.webp$/);
    expect(second.json().data.image).not.toBe(image);
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
    // A real picture in another format (a GIF, an SVG), even declared as a PNG: its bytes say what it is.
    const realGif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
    );
    for (const [name, bytes] of [
      ['x.gif', realGif],
      ['x.svg', svg],
    ] as const) {
      const other = await t.app.inject({ method: 'POST', url, ...multipart(name, 'image/png', bytes) });
      expect(other.statusCode, name).toBe(400);
      expect(other.json().errors.image).toBe('Image must be a PNG, JPEG or WebP file');
    }
    // The right first bytes with no picture behind them: the decoder refuses it.
    const fake = await t.app.inject({ method: 'POST', url, ...multipart('x.png', 'image/png', FAKE_PNG) });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors.image).toBe('Image must be a PNG, JPEG or WebP file');
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

describe("a phone's photo", () => {
  it('takes a 4 MB JPEG taken sideways and stores it upright, within 800×800, as a small WebP', async () => {
    // 2400×1800 of noise (which hardly compresses) at JPEG quality 95, marked "rotate 90°" as
    // a phone held upright marks it: over 4 MB as sent.
    const photo = await sharp(randomBytes(2400 * 1800 * 3), { raw: { width: 2400, height: 1800, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/menu-items/${dishId}/image`,
      ...multipart('IMG_2041.jpg', 'image/jpeg', photo),
    });
    expect(res.statusCode, res.body).toBe(200);
    const image: string = res.json().data.image;
    expect(image).toMatch(new RegExp(`^/uploads/dish-${dishId}-[0-9a-f]+\\.webp$`));

    const stored = fs.readFileSync(path.join(t.dir, 'uploads', path.basename(image)));
    expect(stored.length).toBeLessThan(photo.length / 10);
    const meta = await sharp(stored).metadata();
    // Upright: the sideways 2400×1800 becomes portrait, its long side 800.
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(meta.orientation ?? 1).toBe(1);

    const dish = (await call('GET', '/api/menu')).json().data.dishes.find((d: { id: number }) => d.id === dishId);
    expect(dish.image).toBe(image);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('refuses a file over 8 MB with a 413', async () => {
    const huge = Buffer.concat([JPEG, Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/menu-items/${dishId}/image`,
      ...multipart('huge.jpg', 'image/jpeg', huge),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image must be 8 MB or smaller');
  });
});
