import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, menuItems, orders, restaurants, users, villages } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound, ok, page } from '../envelope';
import { canAccess } from '../permissions';
import { descending, idParams, isBlank, likePattern, listQuery, str, type ListQuery } from '../lib/schemas';
import { serializeRestaurant, type MenuEntry } from '../lib/serializers';
import { toPaise } from '../lib/money';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

// Nullable: react-admin sends the whole record back on update, with fullAddress null.
const fullAddressSchema = {
  type: ['object', 'null'],
  properties: { fullAddress: str(300), street: str(200), city: str(100), state: str(100), pincode: { type: 'string', pattern: '^$|^[0-9]{6}$' } },
} as const;

const fields = {
  name: str(120),
  address: str(300),
  fullAddress: fullAddressSchema,
  cuisine: str(60),
  isActive: { type: 'boolean' },
  commissionRate: { type: 'number', minimum: 0, maximum: 100 },
  ownerId: { type: ['integer', 'null'], minimum: 1 },
  villageId: { type: ['integer', 'null'], minimum: 1 },
} as const;

const createBody = { type: 'object', properties: fields } as const;
const updateBody = {
  type: 'object',
  properties: {
    ...fields,
    menu: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['name', 'price'],
        properties: { name: { type: 'string', minLength: 1, maxLength: 120 }, price: { type: 'number', exclusiveMinimum: 0, maximum: 100000 } },
      },
    },
  },
} as const;

interface RestaurantBody {
  name?: string;
  address?: string;
  fullAddress?: null | { fullAddress?: string; street?: string; city?: string; state?: string; pincode?: string };
  cuisine?: string;
  isActive?: boolean;
  commissionRate?: number;
  ownerId?: number | null;
  villageId?: number | null;
  menu?: Array<{ name: string; price: number }>;
}

const SORT_COLUMNS = { name: restaurants.name, createdAt: restaurants.createdAt, cuisine: restaurants.cuisine };

// Magic numbers: the declared type alone is not trusted.
const IMAGE_TYPES: Record<string, { ext: string; test: (b: Buffer) => boolean }> = {
  'image/png': { ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': { ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
};

export async function restaurantRoutes(app: FastifyInstance): Promise<void> {
  const { db, sqlite } = app.database;

  const selectWithNames = () =>
    db
      .select({ r: restaurants, ownerName: users.name, villageName: villages.name })
      .from(restaurants)
      .leftJoin(users, eq(users.id, restaurants.ownerId))
      .leftJoin(villages, eq(villages.id, restaurants.villageId));

  function menusOf(ids: number[]): Map<number, MenuEntry[]> {
    const map = new Map<number, MenuEntry[]>();
    if (ids.length === 0) return map;
    const rows = db.select().from(menuItems).where(inArray(menuItems.restaurantId, ids)).orderBy(asc(menuItems.position), asc(menuItems.id)).all();
    for (const m of rows) {
      const list = map.get(m.restaurantId) ?? [];
      list.push(m);
      map.set(m.restaurantId, list);
    }
    return map;
  }

  function loadOne(id: number) {
    const [row] = selectWithNames().where(eq(restaurants.id, id)).all();
    if (!row) throw notFound('Restaurant not found');
    return serializeRestaurant({ ...row.r, ownerName: row.ownerName, villageName: row.villageName }, menusOf([id]).get(id));
  }

  app.get(
    '/restaurants',
    { schema: { querystring: listQuery(['name', 'createdAt', 'cuisine'], { isActive: { type: 'boolean' }, villageId: { type: 'integer', minimum: 1 } }) } },
    async (request, reply) => {
      const query = request.query as ListQuery & { isActive?: boolean; villageId?: number };
      const parts: SQL[] = [];
      if (query.q && query.q.trim()) {
        const p = likePattern(query.q);
        parts.push(sql`(${restaurants.name} like ${p} escape '\\' or ${restaurants.address} like ${p} escape '\\' or ${restaurants.cuisine} like ${p} escape '\\')`);
      }
      if (query.isActive !== undefined) parts.push(eq(restaurants.isActive, query.isActive));
      if (query.villageId !== undefined) parts.push(eq(restaurants.villageId, query.villageId));
      const where = parts.length ? and(...parts) : undefined;
      const direction = descending(query.order) ? desc : asc;
      const offset = (query.page - 1) * query.limit;
      const rows = selectWithNames()
        .where(where)
        .orderBy(direction(SORT_COLUMNS[(query.sort ?? 'name') as keyof typeof SORT_COLUMNS]), asc(restaurants.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(restaurants).where(where).all();
      const menus = menusOf(rows.map((r) => r.r.id));
      const data = rows.map((row) => serializeRestaurant({ ...row.r, ownerName: row.ownerName, villageName: row.villageName }, menus.get(row.r.id)));
      return page(reply, data, n, offset);
    },
  );

  app.get('/restaurants/:id', { schema: { params: idParams } }, async (request) => {
    return ok(loadOne((request.params as { id: number }).id));
  });

  /** Owner must be a vendor and the village must exist; answers 400 with the field otherwise. */
  function checkLinks(body: RestaurantBody) {
    if (body.ownerId != null) {
      const [owner] = db.select({ role: users.role }).from(users).where(eq(users.id, body.ownerId)).all();
      if (!owner || owner.role !== 'vendor') throw badRequest('Owner must be an existing vendor', { ownerId: 'Owner must be an existing vendor' });
    }
    if (body.villageId != null) {
      const [village] = db.select({ id: villages.id }).from(villages).where(eq(villages.id, body.villageId)).all();
      if (!village) throw badRequest('Village not found', { villageId: 'Village not found' });
    }
  }

  function addressColumns(body: RestaurantBody) {
    const f = body.fullAddress;
    if (!f) return {};
    return { street: f.street?.trim() || null, city: f.city?.trim() || null, state: f.state?.trim() || null, pincode: f.pincode?.trim() || null };
  }

  app.post('/restaurants', { schema: { body: createBody } }, async (request, reply) => {
    const body = (request.body ?? {}) as RestaurantBody;
    const address = body.address ?? body.fullAddress?.fullAddress;
    if (isBlank(body.name) || isBlank(address) || isBlank(body.cuisine)) {
      const errors: Record<string, string> = {};
      for (const [k, v] of Object.entries({ name: body.name, address, cuisine: body.cuisine })) if (isBlank(v)) errors[k] = 'All fields are required.';
      throw badRequest('All fields are required.', errors);
    }
    checkLinks(body);
    const created = db
      .insert(restaurants)
      .values({
        name: body.name!.trim(),
        address: address!.trim(),
        cuisine: body.cuisine!.trim(),
        isActive: body.isActive ?? true,
        commissionBp: body.commissionRate === undefined ? undefined : Math.round(body.commissionRate * 100),
        ownerId: body.ownerId ?? null,
        villageId: body.villageId ?? null,
        ...addressColumns(body),
      })
      .returning({ id: restaurants.id })
      .get();
    reply.status(201);
    return ok(loadOne(created.id), 'Restaurant added successfully.');
  });

  app.put('/restaurants/:id', { schema: { params: idParams, body: updateBody } }, async (request) => {
    const { id } = request.params as { id: number };
    const body = (request.body ?? {}) as RestaurantBody;
    const [existing] = db.select().from(restaurants).where(eq(restaurants.id, id)).all();
    if (!existing) throw notFound('Restaurant not found');

    const address = body.address ?? body.fullAddress?.fullAddress;
    const errors: Record<string, string> = {};
    if (body.name !== undefined && isBlank(body.name)) errors.name = 'All fields are required.';
    if (address !== undefined && isBlank(address)) errors.address = 'All fields are required.';
    if (body.cuisine !== undefined && isBlank(body.cuisine)) errors.cuisine = 'All fields are required.';
    if (body.menu) body.menu.forEach((m, i) => isBlank(m.name) && (errors[`menu.${i}.name`] = 'Menu item name is required'));
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);
    if (body.isActive !== undefined && !canAccess(request.admin!.role, 'toggle', 'restaurants')) throw forbidden('You do not have permission to change restaurant status.');
    checkLinks(body);

    const changes: Partial<typeof restaurants.$inferInsert> = { ...addressColumns(body) };
    if (body.name !== undefined) changes.name = body.name.trim();
    if (address !== undefined) changes.address = address.trim();
    if (body.cuisine !== undefined) changes.cuisine = body.cuisine.trim();
    if (body.isActive !== undefined) changes.isActive = body.isActive;
    if (body.commissionRate !== undefined) changes.commissionBp = Math.round(body.commissionRate * 100);
    if (body.ownerId !== undefined) changes.ownerId = body.ownerId;
    if (body.villageId !== undefined) changes.villageId = body.villageId;

    // One transaction: the restaurant, its menu and the name snapshot on its orders move together.
    sqlite.transaction(() => {
      if (Object.keys(changes).length > 0) db.update(restaurants).set(changes).where(eq(restaurants.id, id)).run();
      if (changes.name && changes.name !== existing.name) {
        db.update(orders).set({ restaurantName: changes.name }).where(eq(orders.restaurantId, id)).run();
      }
      if (body.menu) {
        db.delete(menuItems).where(eq(menuItems.restaurantId, id)).run();
        body.menu.forEach((m, position) =>
          db.insert(menuItems).values({ restaurantId: id, name: m.name.trim(), pricePaise: toPaise(m.price), position }).run(),
        );
      }
    })();
    const message = body.isActive !== undefined && Object.keys(body).length === 1
      ? body.isActive ? 'Restaurant is now Online.' : 'Restaurant set to Offline.'
      : 'Restaurant updated successfully.';
    return ok(loadOne(id), message);
  });

  app.delete('/restaurants/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    if (!canAccess(request.admin!.role, 'delete', 'restaurants')) throw forbidden('You do not have permission to delete restaurants.');
    const [existing] = db.select().from(restaurants).where(eq(restaurants.id, id)).all();
    if (!existing) throw notFound('Restaurant not found');
    const [{ n }] = db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, id)).all();
    if (n > 0) throw conflict('Cannot delete a restaurant that has orders; set it Offline instead.');
    sqlite.transaction(() => {
      db.update(applications).set({ restaurantId: null }).where(eq(applications.restaurantId, id)).run();
      db.delete(restaurants).where(eq(restaurants.id, id)).run();
    })();
    if (existing.image) fs.rm(path.join(app.uploadsDir, existing.image), { force: true }, () => undefined);
    return ok({ id, _id: id }, 'Restaurant deleted successfully.');
  });

  app.post('/restaurants/:id/image', { schema: { params: idParams }, config: { multipart: true } }, async (request) => {
    const { id } = request.params as { id: number };
    const [existing] = db.select().from(restaurants).where(eq(restaurants.id, id)).all();
    if (!existing) throw notFound('Restaurant not found');
    if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "image"', { image: 'Image is required' });

    let buffer: Buffer;
    let mimetype: string;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'image') throw badRequest('Image is required', { image: 'Image is required' });
      mimetype = file.mimetype;
      buffer = await file.toBuffer();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'Image must be 2 MB or smaller');
      throw badRequest('Could not read the uploaded image', { image: 'Could not read the uploaded image' });
    }
    const type = IMAGE_TYPES[mimetype];
    if (!type || !type.test(buffer)) throw badRequest('Image must be a PNG, JPEG or WebP file', { image: 'Image must be a PNG, JPEG or WebP file' });

    const fileName = `restaurant-${id}-${randomBytes(6).toString('hex')}.${type.ext}`;
    await fs.promises.writeFile(path.join(app.uploadsDir, fileName), buffer);
    db.update(restaurants).set({ image: fileName }).where(eq(restaurants.id, id)).run();
    if (existing.image) fs.rm(path.join(app.uploadsDir, existing.image), { force: true }, () => undefined);
    return ok(loadOne(id), 'Image uploaded.');
  });
}
