import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { coupons } from '../../db/schema';
import { serializeCoupon } from '../../db/records';
import { likePattern } from '../../db/search';
import { badRequest, conflict, descending, notFound, ok, page } from '../envelope';
import { isBlank } from '../../shared/contact';
import { adminErrors, bearer, Deleted, IdParams, Ok, Page } from '../../shared/api/common';
import { Coupon, CouponBody, CouponListQuery } from '../../shared/api/coupons';
import { checkCouponCreate, checkCouponDates } from '../schemas/rules';

const tags = ['coupons'];

const SORT_COLUMNS = { code: coupons.code, validFrom: coupons.validFrom, validTo: coupons.validTo, createdAt: coupons.createdAt, discount: coupons.discount };
const splitNames = (list: string[] | undefined) => (list ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/coupons',
    { schema: { tags, summary: 'List coupons', security: bearer, querystring: CouponListQuery, response: { 200: Page(Coupon), ...adminErrors() } }, config: { conditionalGet: {} } },
    async (request, reply) => {
      const query = request.query;
      const parts: SQL[] = [];
      if (query.q && query.q.trim()) parts.push(sql`${coupons.code} like ${likePattern(query.q)} escape '\\'`);
      if (query.status) parts.push(eq(coupons.status, query.status));
      const where = parts.length ? and(...parts) : undefined;
      const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? desc : asc;
      const offset = (query.page - 1) * query.limit;
      const rows = db
        .select()
        .from(coupons)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[query.sort ?? 'createdAt']), direction(coupons.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(coupons).where(where).all();
      return page(reply, rows.map(serializeCoupon), n, offset);
    },
  );

  function find(id: number) {
    const [row] = db.select().from(coupons).where(eq(coupons.id, id)).all();
    if (!row) throw notFound('Coupon not found');
    return row;
  }

  app.get(
    '/coupons/:id',
    { schema: { tags, summary: 'One coupon', security: bearer, params: IdParams, response: { 200: Ok(Coupon), ...adminErrors(404) } } },
    async (request) => ok(serializeCoupon(find(request.params.id))),
  );

  /** Rules shared by create and update, applied to the merged record. */
  function check(c: { code: string; validFrom: string; validTo: string }, id?: number) {
    checkCouponDates(c);
    const clash = db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(sql`upper(${coupons.code}) = upper(${c.code})`, id ? ne(coupons.id, id) : undefined))
      .all();
    if (clash.length > 0) throw conflict('Coupon code already exists', { code: 'Coupon code already exists' });
  }

  app.post(
    '/coupons',
    { schema: { tags, summary: 'Add a coupon', security: bearer, body: CouponBody, response: { 201: Ok(Coupon), ...adminErrors(409) } } },
    async (request, reply) => {
    const b = request.body ?? {};
    checkCouponCreate(b);
    const values = {
      code: b.code!.trim().toUpperCase(),
      discount: b.discount ?? 0,
      validFrom: b.validFrom!.trim(),
      validTo: b.validTo!.trim(),
      usageLimit: b.usageLimit ?? 1,
      applicableVillages: splitNames(b.applicableVillages),
      applicableRestaurants: splitNames(b.applicableRestaurants),
      status: b.status ?? ('active' as const),
    };
    check(values);
    const row = db.insert(coupons).values(values).returning().get();
    reply.status(201);
    return ok(serializeCoupon(row), 'Coupon added successfully.');
    },
  );

  app.put(
    '/coupons/:id',
    { schema: { tags, summary: 'Edit a coupon', security: bearer, params: IdParams, body: CouponBody, response: { 200: Ok(Coupon), ...adminErrors(404, 409) } } },
    async (request) => {
    const { id } = request.params;
    const b = request.body ?? {};
    const current = find(id);
    if (b.code !== undefined && isBlank(b.code)) throw badRequest('Code is required', { code: 'Code is required' });
    const merged = {
      code: b.code !== undefined ? b.code.trim().toUpperCase() : current.code,
      discount: b.discount != null ? b.discount : current.discount,
      validFrom: b.validFrom !== undefined ? b.validFrom.trim() : current.validFrom,
      validTo: b.validTo !== undefined ? b.validTo.trim() : current.validTo,
      usageLimit: b.usageLimit ?? current.usageLimit,
      applicableVillages: b.applicableVillages !== undefined ? splitNames(b.applicableVillages) : current.applicableVillages,
      applicableRestaurants: b.applicableRestaurants !== undefined ? splitNames(b.applicableRestaurants) : current.applicableRestaurants,
      status: b.status ?? current.status,
    };
    check(merged, id);
    const row = db.update(coupons).set(merged).where(eq(coupons.id, id)).returning().get();
    return ok(serializeCoupon(row), 'Coupon updated successfully.');
    },
  );

  app.delete(
    '/coupons/:id',
    { schema: { tags, summary: 'Delete a coupon', security: bearer, params: IdParams, response: { 200: Ok(Deleted), ...adminErrors(404) } } },
    async (request) => {
    const { id } = request.params;
    find(id);
    db.delete(coupons).where(eq(coupons.id, id)).run();
    return ok({ id, _id: id }, 'Coupon deleted successfully.');
    },
  );
};
