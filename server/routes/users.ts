import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orders, restaurants, users } from '../../db/schema';
import { serializeUser } from '../../db/records';
import { likePattern } from '../../db/search';
import { hashPassword } from '../../db/password';
import { canAccess } from '../../shared/permissions';
import { digitsOf, isBlank } from '../../shared/contact';
import type { ManagedRole } from '../../shared/statuses';
import { MANAGED_ROLES } from '../../shared/statuses';
import { badRequest, conflict, descending, forbidden, notFound, ok, page } from '../envelope';
import { PHONE_TAKEN, registerUser } from '../lib/accounts';
import { phoneTakenByPartner } from '../../db/users';
import { orderChange } from '../lib/orderChanges';
import { ON_DELIVERY_BY_HAND, riderStatusFor } from '../../db/liveOrders';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
import { DeletedUser, StaffCreateBody, StaffDeleteBody, StaffDeleteFallbackBody, StaffGroups, StaffUpdateBody, User, UserListQuery } from '../../shared/api/users';
import { checkStaffUpdate } from '../schemas/rules';

type ListQuery = UserListQuery & { page: number };
const tags = ['users'];

const SORT_COLUMNS = { name: users.name, email: users.email, createdAt: users.createdAt };

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sqlite } = app.database;

  function conditions(role: ManagedRole, query: ListQuery): SQL | undefined {
    const parts: SQL[] = [eq(users.role, role)];
    if (query.q && query.q.trim()) {
      const p = likePattern(query.q);
      parts.push(sql`(${users.name} like ${p} escape '\\' or ${users.email} like ${p} escape '\\' or ${users.phone} like ${p} escape '\\')`);
    }
    // A missing staff status counts as active (SPEC section 3).
    if (query.status && role === 'delivery') parts.push(sql`coalesce(${users.status}, 'active') = ${query.status}`);
    return and(...parts);
  }

  const countOf = (where: SQL | undefined) => db.select({ n: count() }).from(users).where(where).all()[0].n;

  function fetchPage(role: ManagedRole, query: ListQuery, limit: number) {
    const where = conditions(role, query);
    const column = SORT_COLUMNS[query.sort ?? 'name'];
    const direction = descending(query.order) ? desc : asc;
    const rows = db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(column), asc(users.id))
      .limit(limit)
      .offset((query.page - 1) * limit)
      .all();
    return { rows: rows.map(serializeUser), total: countOf(where) };
  }

  /**
   * Vendors and delivery staff as one list, paged in SQL. Written as one ordered select per
   * role joined by UNION ALL so SQLite merges the two index-ordered streams (EXPLAIN QUERY
   * PLAN: MERGE (UNION ALL), each side SEARCH users USING INDEX users_role_name_idx or
   * users_role_created_idx (role=?), no temp b-tree for name/createdAt). The id tie-break
   * follows the sort direction so the index order (it ends with the rowid) still serves it;
   * `role in (...) order by name` scans the table and sorts instead. Sorting by email sorts
   * each role's rows, as the one-role lists do (there is no email index per role).
   */
  function fetchAllStaffPage(query: ListQuery, limit: number) {
    const direction = descending(query.order) ? desc : asc;
    const column = SORT_COLUMNS[query.sort ?? 'name'];
    const arm = (role: ManagedRole) => db.select().from(users).where(conditions(role, query));
    const rows = arm('vendor')
      .unionAll(arm('delivery'))
      .orderBy(direction(column), direction(users.id))
      .limit(limit)
      .offset((query.page - 1) * limit)
      .all();
    const total = MANAGED_ROLES.reduce((sum, role) => sum + countOf(conditions(role, query)), 0);
    return { rows: rows.map(serializeUser), total };
  }

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Vendors and delivery staff: grouped, or one plain list with role',
        description: 'Without `role`: `data` is `{ vendors, deliveryPersons, totals }` (100 per group by default). With `role` (vendor, delivery, all): `data` is the page.',
        security: bearer,
        querystring: UserListQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Union([Type.Array(User), StaffGroups]), total: Type.Integer() }),
          ...adminErrors(),
        },
      },
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
    const query = request.query;
    if (query.role === 'all') {
      const limit = query.limit ?? 25;
      const { rows, total } = fetchAllStaffPage(query, limit);
      return page(reply, rows, total, (query.page - 1) * limit);
    }
    if (query.role) {
      const limit = query.limit ?? 25;
      const { rows, total } = fetchPage(query.role, query, limit);
      return page(reply, rows, total, (query.page - 1) * limit);
    }
    // The spec's grouped shape; totals per group are added so count cards need no second call.
    const limit = query.limit ?? 100;
    const vendors = fetchPage('vendor', query, limit);
    const delivery = fetchPage('delivery', query, limit);
    const total = vendors.total + delivery.total;
    reply.header('X-Total-Count', String(total));
    return {
      success: true as const,
      data: { vendors: vendors.rows, deliveryPersons: delivery.rows, totals: { vendors: vendors.total, deliveryPersons: delivery.total, all: total } },
      total,
    };
    },
  );

  function findManaged(id: number) {
    const [user] = db.select().from(users).where(eq(users.id, id)).all();
    // Customers are not managed in the back office.
    if (!user || user.role === 'customer') throw notFound('User not found');
    return user;
  }

  app.get(
    '/users/:id',
    { schema: { tags, summary: 'One vendor or delivery person', security: bearer, params: IdParams, response: { 200: Ok(User), ...adminErrors(404) } } },
    async (request) => ok(serializeUser(findManaged(request.params.id))),
  );

  app.post(
    '/users',
    { schema: { tags, summary: 'Add a vendor or a delivery person', security: bearer, body: StaffCreateBody, response: { 201: Ok(User), ...adminErrors(409) } } },
    async (request, reply) => {
      const body = request.body;
      if (body.status === 'on_delivery') throw conflict(ON_DELIVERY_BY_HAND, { status: ON_DELIVERY_BY_HAND });
      let user = await registerUser(app, { ...body, name: body.name ?? '', email: body.email ?? '', password: body.password ?? '' }, body.role, body.status);
      // The app language, when the form chose one other than the column's default.
      if (body.language && body.language !== user.language) user = db.update(users).set({ language: body.language }).where(eq(users.id, user.id)).returning().get();
      reply.status(201);
      return ok(serializeUser(user), 'Staff added successfully');
    },
  );

  app.put(
    '/users/:id',
    { schema: { tags, summary: 'Edit a vendor or a delivery person (an empty password keeps it)', security: bearer, params: IdParams, body: StaffUpdateBody, response: { 200: Ok(User), ...adminErrors(404, 409) } } },
    async (request) => {
    const { id } = request.params;
    const body = request.body ?? {};
    const user = findManaged(id);
    checkStaffUpdate(body, user);

    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.email !== undefined) {
      const email = body.email.trim().toLowerCase();
      const taken = db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, id))).all();
      if (taken.length > 0) throw conflict('Email is already in use', { email: 'Email is already in use' });
      changes.email = email;
    }
    if (body.phone !== undefined) changes.phone = isBlank(body.phone) ? null : digitsOf(body.phone);
    if (changes.phone && changes.phone !== user.phone && phoneTakenByPartner(app.database, changes.phone, id)) throw conflict(PHONE_TAKEN, { phone: PHONE_TAKEN });
    if (body.language !== undefined) changes.language = body.language;
    if (body.approved !== undefined) changes.approved = body.approved;
    const role = body.role ?? user.role;
    if (role !== user.role) assertRoleChangeAllowed(user.id, user.role);
    changes.role = role;
    if (role === 'delivery') {
      const vehicle = body.vehicleNumber ?? body.vehicleDetails?.number;
      if (vehicle !== undefined) changes.vehicleNumber = vehicle.trim();
      if (body.status === undefined && !user.status) changes.status = 'active';
    } else {
      changes.vehicleNumber = null;
      changes.status = null;
    }
    // An empty password means "unchanged" (the staff edit form always sends one).
    if (!isBlank(body.password)) {
      changes.passwordHash = await hashPassword(body.password!);
      changes.tokenVersion = user.tokenVersion + 1;
    }
    // The rider's status is checked against their orders in the same transaction as the write.
    const updated = orderChange(() =>
      sqlite.transaction(() => {
        if (role === 'delivery' && body.status !== undefined) changes.status = riderStatusFor(sqlite, user, body.status);
        return db.update(users).set(changes).where(eq(users.id, id)).returning().get();
      }).immediate(),
    );
    return ok(serializeUser(updated), 'User updated successfully.');
    },
  );

  function assertRoleChangeAllowed(id: number, from: string) {
    if (from === 'vendor') {
      const [{ n }] = db.select({ n: count() }).from(restaurants).where(eq(restaurants.ownerId, id)).all();
      if (n > 0) throw conflict('This vendor owns restaurants; reassign them before changing the role.');
    } else if (from === 'delivery') assertNoOrdersInProgress(id, 'Cannot change the role of a delivery person with orders in progress; reassign or complete them first.');
  }

  /** A delivery person assigned to an order not yet delivered or cancelled must stay a rider. */
  function assertNoOrdersInProgress(id: number, message: string) {
    const [{ n }] = db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.deliveryPersonId, id), inArray(orders.status, ['placed', 'accepted', 'preparing', 'out_for_delivery'])))
      .all();
    if (n > 0) throw conflict(message);
  }

  const remove = async (id: number, role: string | undefined, adminRole: string) => {
    if (!canAccess(adminRole, 'delete', 'users')) throw forbidden('You do not have permission to delete users.');
    const user = findManaged(id);
    if (role && role !== user.role) throw badRequest(`This user is not a ${role}`, { role: `This user is not a ${role}` });
    if (user.role === 'delivery') assertNoOrdersInProgress(id, 'Cannot delete a delivery person with orders in progress; reassign or complete them first.');
    // Foreign keys do the rest: restaurants lose their owner, past orders keep the person's
    // name as a snapshot with the id cleared (shown as removed).
    db.delete(users).where(eq(users.id, id)).run();
    return ok({ id, _id: id, name: user.name, role: user.role }, 'User deleted successfully.');
  };

  app.delete(
    '/users/:id',
    { schema: { tags, summary: 'Delete a vendor or a delivery person', security: bearer, params: IdParams, body: StaffDeleteBody, response: { 200: Ok(DeletedUser), ...adminErrors(404, 409) } } },
    async (request) => remove(request.params.id, request.body?.role, request.admin!.role),
  );

  // Fallback the staff screen uses when DELETE answers 500 (SPEC section 7).
  app.post(
    '/users/:id/delete',
    {
      schema: { tags, summary: 'Delete fallback of the staff screen (body action: delete)', security: bearer, params: IdParams, body: StaffDeleteFallbackBody, response: { 200: Ok(DeletedUser), ...adminErrors(404, 409) } },
    },
    async (request) => remove(request.params.id, request.body.role, request.admin!.role),
  );
};
