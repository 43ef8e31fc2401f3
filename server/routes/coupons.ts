import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coupons } from '../../db/schema';
import { badRequest, conflict, notFound, ok, page } from '../envelope';
import { descending, idParams, isBlank, likePattern, listQuery, str, type ListQuery } from '../lib/schemas';
import { serializeCoupon } from '../lib/serializers';

const DATE = { type: 'string', maxLength: 10 } as const;
// A string is coerced to a one-element array and split on commas below, so both
// ["Janghai", "Saidabad"] and "Janghai, Saidabad" work.
const nameList = { type: 'array', maxItems: 200, items: str(120) } as const;
const body = {
  type: 'object',
  properties: {
    code: str(40),
    // Whole percent (the column is an integer): 7.5 is refused rather than silently rounded.
    discount: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
    validFrom: DATE,
    validTo: DATE,
    usageLimit: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    applicableVillages: nameList,
    applicableRestaurants: nameList,
    status: { type: 'string', enum: ['active', 'inactive'] },
  },
} as const;

interface CouponBody {
  code?: string;
  discount?: number | null;
  validFrom?: string;
  validTo?: string;
  usageLimit?: number | null;
  applicableVillages?: string[];
  applicableRestaurants?: string[];
  status?: 'active' | 'inactive';
}

const SORT_COLUMNS = { code: coupons.code, validFrom: coupons.validFrom, validTo: coupons.validTo, createdAt: coupons.createdAt, discount: coupons.discount };
const splitNames = (list: string[] | undefined) => (list ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
const isRealDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get(
    '/coupons',
    { schema: { querystring: listQuery(Object.keys(SORT_COLUMNS), { status: { type: 'string', enum: ['active', 'inactive'] } }) } },
    async (request, reply) => {
      const query = request.query as ListQuery & { status?: 'active' | 'inactive' };
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
        .orderBy(direction(SORT_COLUMNS[(query.sort ?? 'createdAt') as keyof typeof SORT_COLUMNS]), direction(coupons.id))
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

  app.get('/coupons/:id', { schema: { params: idParams } }, async (request) => ok(serializeCoupon(find((request.params as { id: number }).id))));

  /** Rules shared by create and update, applied to the merged record. */
  function check(c: { code: string; validFrom: string; validTo: string }, id?: number) {
    const errors: Record<string, string> = {};
    if (!isRealDate(c.validFrom)) errors.validFrom = 'Valid from must be a date (YYYY-MM-DD)';
    if (!isRealDate(c.validTo)) errors.validTo = 'Valid to must be a date (YYYY-MM-DD)';
    else if (!errors.validFrom && c.validTo < c.validFrom) errors.validTo = 'Valid to cannot be before valid from';
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);
    const clash = db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(sql`upper(${coupons.code}) = upper(${c.code})`, id ? ne(coupons.id, id) : undefined))
      .all();
    if (clash.length > 0) throw conflict('Coupon code already exists', { code: 'Coupon code already exists' });
  }

  app.post('/coupons', { schema: { body } }, async (request, reply) => {
    const b = (request.body ?? {}) as CouponBody;
    if (isBlank(b.code) || b.discount === undefined || isBlank(b.validFrom) || isBlank(b.validTo)) {
      const errors: Record<string, string> = {};
      for (const f of ['code', 'discount', 'validFrom', 'validTo'] as const) if (b[f] === undefined || isBlank(b[f])) errors[f] = 'All fields are required.';
      // discount null (a cleared number box) falls back to 0 as the spec says, so it is not an error.
      if (b.discount === null) delete errors.discount;
      if (Object.keys(errors).length > 0) throw badRequest('All fields are required.', errors);
    }
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
  });

  app.put('/coupons/:id', { schema: { params: idParams, body } }, async (request) => {
    const { id } = request.params as { id: number };
    const b = (request.body ?? {}) as CouponBody;
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
  });

  app.delete('/coupons/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    find(id);
    db.delete(coupons).where(eq(coupons.id, id)).run();
    return ok({ id, _id: id }, 'Coupon deleted successfully.');
  });
}
