import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orders, restaurants, villageDeliveryRestaurants, villages } from '../../db/schema';
import { serializeVillage } from '../../db/records';
import { likePattern } from '../../db/search';
import { badRequest, conflict, descending, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, Deleted, IdParams, Ok, Page } from '../../shared/api/common';
import { Village, VillageBody, VillageListQuery } from '../../shared/api/villages';
import { checkVillage } from '../schemas/rules';
import { toPaise } from '../../shared/money';

const tags = ['villages'];

const SORT_COLUMNS = { name: villages.name, createdAt: villages.createdAt, deliveryZone: villages.deliveryZone };

export const villageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sqlite } = app.database;

  /** Assigned restaurants, order volume (orders of those restaurants) and the restaurants delivering here, for a page of villages. */
  function decorate(rows: Array<typeof villages.$inferSelect>) {
    const ids = rows.map((v) => v.id);
    const assigned = new Map<number, Array<{ id: number; name: string }>>();
    const volume = new Map<number, number>();
    const delivering = new Map<number, number[]>();
    if (ids.length > 0) {
      for (const r of db.select({ id: restaurants.id, name: restaurants.name, villageId: restaurants.villageId }).from(restaurants).where(inArray(restaurants.villageId, ids)).orderBy(asc(restaurants.name)).all()) {
        const list = assigned.get(r.villageId!) ?? [];
        list.push({ id: r.id, name: r.name });
        assigned.set(r.villageId!, list);
      }
      const counts = db
        .select({ villageId: restaurants.villageId, n: count(orders.id) })
        .from(restaurants)
        .innerJoin(orders, eq(orders.restaurantId, restaurants.id))
        .where(inArray(restaurants.villageId, ids))
        .groupBy(restaurants.villageId)
        .all();
      for (const c of counts) volume.set(c.villageId!, c.n);
      for (const r of db
        .select({ villageId: villageDeliveryRestaurants.villageId, restaurantId: villageDeliveryRestaurants.restaurantId })
        .from(villageDeliveryRestaurants)
        .where(inArray(villageDeliveryRestaurants.villageId, ids))
        .orderBy(asc(villageDeliveryRestaurants.restaurantId))
        .all()) {
        const list = delivering.get(r.villageId) ?? [];
        list.push(r.restaurantId);
        delivering.set(r.villageId, list);
      }
    }
    return rows.map((v) => ({ ...serializeVillage(v, assigned.get(v.id) ?? [], volume.get(v.id) ?? 0), restaurantIds: delivering.get(v.id) ?? [] }));
  }

  function loadOne(id: number) {
    const [village] = db.select().from(villages).where(eq(villages.id, id)).all();
    if (!village) throw notFound('Village not found');
    return decorate([village])[0];
  }

  app.get(
    '/villages',
    { schema: { tags, summary: 'List villages with their restaurants and order volume', security: bearer, querystring: VillageListQuery, response: { 200: Page(Village), ...adminErrors() } }, config: { conditionalGet: {} } },
    async (request, reply) => {
    const query = request.query;
    const parts: SQL[] = [];
    if (query.q && query.q.trim()) {
      const p = likePattern(query.q);
      parts.push(sql`(${villages.name} like ${p} escape '\\' or ${villages.deliveryZone} like ${p} escape '\\')`);
    }
    const where = parts.length ? and(...parts) : undefined;
    const offset = (query.page - 1) * query.limit;
    const rows = db
      .select()
      .from(villages)
      .where(where)
      .orderBy((descending(query.order) ? desc : asc)(SORT_COLUMNS[query.sort ?? 'name']), asc(villages.id))
      .limit(query.limit)
      .offset(offset)
      .all();
    const [{ n }] = db.select({ n: count() }).from(villages).where(where).all();
    return page(reply, decorate(rows), n, offset);
    },
  );

  app.get(
    '/villages/:id',
    { schema: { tags, summary: 'One village', security: bearer, params: IdParams, response: { 200: Ok(Village), ...adminErrors(404) } } },
    async (request) => ok(loadOne(request.params.id)),
  );

  function validate(b: VillageBody, id?: number) {
    checkVillage(b);
    const name = b.name!.trim();
    const clash = db
      .select({ id: villages.id })
      .from(villages)
      .where(and(sql`lower(${villages.name}) = lower(${name})`, id ? ne(villages.id, id) : undefined))
      .all();
    if (clash.length > 0) throw conflict('A village with this name already exists', { name: 'A village with this name already exists' });
    return { name, deliveryZone: b.deliveryZone!.trim(), wanted: resolveRestaurants(b), delivering: resolveDelivering(b), charges: chargesOf(b) };
  }

  /** Delivery charge and minimum order in paise; what the body leaves out stays (or takes the column default). */
  function chargesOf(b: VillageBody): Partial<Pick<typeof villages.$inferInsert, 'deliveryChargePaise' | 'minimumOrderPaise'>> {
    return {
      ...(b.deliveryCharge !== undefined && { deliveryChargePaise: toPaise(b.deliveryCharge) }),
      ...(b.minimumOrder !== undefined && { minimumOrderPaise: toPaise(b.minimumOrder) }),
    };
  }

  /** The restaurant ids to assign: ids (or digit strings) as given, names looked up; unknown ones are a 400. */
  function resolveRestaurants(b: VillageBody): number[] {
    const given = b.assignedRestaurantIds ?? b.assignedRestaurants ?? [];
    const unknown = () => badRequest('Unknown restaurant in assignedRestaurants', { assignedRestaurants: 'Unknown restaurant in assignedRestaurants' });
    const ids = new Set<number>();
    for (const entry of given) {
      if (typeof entry === 'number' || /^\d+$/.test(entry)) {
        ids.add(Number(entry));
        continue;
      }
      const [found] = db.select({ id: restaurants.id }).from(restaurants).where(sql`lower(${restaurants.name}) = lower(${entry.trim()})`).limit(1).all();
      if (!found) throw unknown();
      ids.add(found.id);
    }
    const wanted = [...ids];
    if (wanted.length > 0) {
      const found = db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, wanted)).all();
      if (found.length !== wanted.length) throw unknown();
    }
    return wanted;
  }

  /** The restaurants to list as delivering here, or undefined to keep the list; unknown ones are a 400. */
  function resolveDelivering(b: VillageBody): number[] | undefined {
    if (b.restaurantIds === undefined) return undefined;
    const wanted = [...new Set(b.restaurantIds)];
    if (wanted.length > 0) {
      const found = db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, wanted)).all();
      if (found.length !== wanted.length) throw badRequest('Unknown restaurant in restaurantIds', { restaurantIds: 'Unknown restaurant in restaurantIds' });
    }
    return wanted;
  }

  /** Makes the village's delivering restaurants exactly `wanted` (a restaurant may deliver to many villages). */
  function listDelivering(villageId: number, wanted: number[]) {
    db.delete(villageDeliveryRestaurants)
      .where(and(eq(villageDeliveryRestaurants.villageId, villageId), wanted.length ? notInArray(villageDeliveryRestaurants.restaurantId, wanted) : undefined))
      .run();
    if (wanted.length) db.insert(villageDeliveryRestaurants).values(wanted.map((restaurantId) => ({ villageId, restaurantId }))).onConflictDoNothing().run();
  }

  /** A restaurant belongs to one village: assigning it here moves it from any other. */
  function assign(villageId: number, wanted: number[]) {
    db.update(restaurants)
      .set({ villageId: null })
      .where(and(eq(restaurants.villageId, villageId), wanted.length ? notInArray(restaurants.id, wanted) : undefined))
      .run();
    if (wanted.length) db.update(restaurants).set({ villageId }).where(inArray(restaurants.id, wanted)).run();
  }

  app.post(
    '/villages',
    { schema: { tags, summary: 'Add a village', security: bearer, body: VillageBody, response: { 201: Ok(Village), ...adminErrors(409) } } },
    async (request, reply) => {
    const b = request.body ?? {};
    const { name, deliveryZone, wanted, delivering, charges } = validate(b);
    const id = sqlite.transaction(() => {
      const created = db.insert(villages).values({ name, deliveryZone, ...charges }).returning({ id: villages.id }).get();
      assign(created.id, wanted);
      if (delivering) listDelivering(created.id, delivering);
      return created.id;
    })();
    reply.status(201);
    return ok(loadOne(id), 'Village added successfully.');
    },
  );

  app.put(
    '/villages/:id',
    { schema: { tags, summary: 'Edit a village and its restaurants', security: bearer, params: IdParams, body: VillageBody, response: { 200: Ok(Village), ...adminErrors(404, 409) } } },
    async (request) => {
    const { id } = request.params;
    const b = request.body ?? {};
    loadOne(id);
    const { name, deliveryZone, wanted, delivering, charges } = validate(b, id);
    sqlite.transaction(() => {
      db.update(villages).set({ name, deliveryZone, ...charges }).where(eq(villages.id, id)).run();
      // Without a list the assignment (or the delivering restaurants) stays as it is.
      if (b.assignedRestaurants || b.assignedRestaurantIds) assign(id, wanted);
      if (delivering) listDelivering(id, delivering);
    })();
    return ok(loadOne(id), 'Village updated successfully.');
    },
  );

  app.delete(
    '/villages/:id',
    { schema: { tags, summary: 'Delete a village (its restaurants are freed)', security: bearer, params: IdParams, response: { 200: Ok(Deleted), ...adminErrors(404) } } },
    async (request) => {
    const { id } = request.params;
    loadOne(id);
    // Its restaurants are freed (village_id ON DELETE SET NULL) and keep their orders.
    db.delete(villages).where(eq(villages.id, id)).run();
    return ok({ id, _id: id }, 'Village deleted successfully.');
    },
  );
};
