import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, APPLICATION_STATUSES, restaurants } from '../../db/schema';
import { badRequest, conflict, notFound, ok, page } from '../envelope';
import { descending, digitsOf, idParams, isBlank, likePattern, listQuery, str, type ListQuery } from '../lib/schemas';
import { serializeApplication } from '../lib/serializers';

const FIELDS = ['name', 'owner', 'phone', 'address', 'cuisine'] as const;
const createBody = {
  type: 'object',
  properties: { name: str(120), owner: str(100), phone: str(20), address: str(300), cuisine: str(60) },
} as const;
const SORT_COLUMNS = { createdAt: applications.createdAt, name: applications.name, status: applications.status };

export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const { db, sqlite } = app.database;

  app.get(
    '/onboarding',
    { schema: { querystring: listQuery(['createdAt', 'name', 'status'], { status: { type: 'string', enum: [...APPLICATION_STATUSES] } }) } },
    async (request, reply) => {
      const query = request.query as ListQuery & { status?: (typeof APPLICATION_STATUSES)[number] };
      const parts: SQL[] = [];
      if (query.q && query.q.trim()) {
        const p = likePattern(query.q);
        parts.push(
          sql`(${applications.name} like ${p} escape '\\' or ${applications.owner} like ${p} escape '\\' or ${applications.phone} like ${p} escape '\\' or ${applications.cuisine} like ${p} escape '\\')`,
        );
      }
      if (query.status) parts.push(eq(applications.status, query.status));
      const where = parts.length ? and(...parts) : undefined;
      const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? desc : asc;
      const offset = (query.page - 1) * query.limit;
      const rows = db
        .select()
        .from(applications)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[(query.sort ?? 'createdAt') as keyof typeof SORT_COLUMNS]), direction(applications.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(applications).where(where).all();
      return page(reply, rows.map(serializeApplication), n, offset);
    },
  );

  app.get('/onboarding/:id', { schema: { params: idParams } }, async (request) => {
    const [row] = db.select().from(applications).where(eq(applications.id, (request.params as { id: number }).id)).all();
    if (!row) throw notFound('Application not found');
    return ok(serializeApplication(row));
  });

  app.post('/onboarding', { schema: { body: createBody } }, async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Record<(typeof FIELDS)[number], string>>;
    const errors: Record<string, string> = {};
    for (const f of FIELDS) if (isBlank(body[f])) errors[f] = 'All fields are required.';
    if (Object.keys(errors).length > 0) throw badRequest('All fields are required.', errors);
    if (digitsOf(body.phone!).length !== 10) throw badRequest('Phone must be 10 digits', { phone: 'Phone must be 10 digits' });
    const row = db
      .insert(applications)
      .values({ name: body.name!.trim(), owner: body.owner!.trim(), phone: digitsOf(body.phone!), address: body.address!.trim(), cuisine: body.cuisine!.trim() })
      .returning()
      .get();
    reply.status(201);
    return ok(serializeApplication(row), 'Application submitted.');
  });

  /** Only pending applications move; checked and changed in one transaction. */
  function decide(id: number, to: 'approved' | 'rejected') {
    return sqlite.transaction(() => {
      const [row] = db.select().from(applications).where(eq(applications.id, id)).all();
      if (!row) throw notFound('Application not found');
      if (row.status !== 'pending') throw conflict(`Only pending applications can be ${to}; this one is already ${row.status}.`);
      let restaurantId: number | null = null;
      if (to === 'approved') {
        restaurantId = db
          .insert(restaurants)
          .values({ name: row.name, address: row.address, cuisine: row.cuisine, isActive: true })
          .returning({ id: restaurants.id })
          .get().id;
      }
      return db.update(applications).set({ status: to, restaurantId, decidedAt: Date.now() }).where(eq(applications.id, id)).returning().get();
    })();
  }

  app.post('/onboarding/:id/approve', { schema: { params: idParams } }, async (request) =>
    ok(serializeApplication(decide((request.params as { id: number }).id, 'approved')), 'Restaurant approved!'),
  );
  app.post('/onboarding/:id/reject', { schema: { params: idParams } }, async (request) =>
    ok(serializeApplication(decide((request.params as { id: number }).id, 'rejected')), 'Restaurant rejected.'),
  );
}
