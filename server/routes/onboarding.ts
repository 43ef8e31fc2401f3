import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applications, restaurants } from '../../db/schema';
import { serializeApplication } from '../../db/records';
import { likePattern } from '../../db/search';
import { digitsOf } from '../../shared/contact';
import { conflict, descending, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, IdParams, Ok, Page } from '../../shared/api/common';
import { Application, ApplicationBody, ApplicationListQuery } from '../../shared/api/onboarding';
import { checkApplication } from '../schemas/rules';

/** The admin's `onboarding` resource is stored as `applications` (one record: an Application). */
const tags = ['onboarding'];

const SORT_COLUMNS = { createdAt: applications.createdAt, name: applications.name, status: applications.status };

export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sqlite } = app.database;

  app.get(
    '/onboarding',
    { schema: { tags, summary: 'List restaurant applications', security: bearer, querystring: ApplicationListQuery, response: { 200: Page(Application), ...adminErrors() } }, config: { conditionalGet: {} } },
    async (request, reply) => {
      const query = request.query;
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
        .orderBy(direction(SORT_COLUMNS[query.sort ?? 'createdAt']), direction(applications.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(applications).where(where).all();
      return page(reply, rows.map(serializeApplication), n, offset);
    },
  );

  app.get(
    '/onboarding/:id',
    { schema: { tags, summary: 'One application', security: bearer, params: IdParams, response: { 200: Ok(Application), ...adminErrors(404) } } },
    async (request) => {
    const [row] = db.select().from(applications).where(eq(applications.id, request.params.id)).all();
    if (!row) throw notFound('Application not found');
    return ok(serializeApplication(row));
    },
  );

  app.post(
    '/onboarding',
    { schema: { tags, summary: 'Submit a restaurant application', security: bearer, body: ApplicationBody, response: { 201: Ok(Application), ...adminErrors() } } },
    async (request, reply) => {
    const body = request.body ?? {};
    checkApplication(body);
    const row = db
      .insert(applications)
      .values({ name: body.name!.trim(), owner: body.owner!.trim(), phone: digitsOf(body.phone!), address: body.address!.trim(), cuisine: body.cuisine!.trim() })
      .returning()
      .get();
    reply.status(201);
    return ok(serializeApplication(row), 'Application submitted.');
    },
  );

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

  app.post(
    '/onboarding/:id/approve',
    { schema: { tags, summary: 'Approve a pending application (creates the restaurant)', security: bearer, params: IdParams, response: { 200: Ok(Application), ...adminErrors(404, 409) } } },
    async (request) => ok(serializeApplication(decide(request.params.id, 'approved')), 'Restaurant approved!'),
  );
  app.post(
    '/onboarding/:id/reject',
    { schema: { tags, summary: 'Reject a pending application', security: bearer, params: IdParams, response: { 200: Ok(Application), ...adminErrors(404, 409) } } },
    async (request) => ok(serializeApplication(decide(request.params.id, 'rejected')), 'Restaurant rejected.'),
  );
};
