import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, restaurants, users, STAFF_STATUSES } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, ok, page } from '../envelope';
import { canAccess } from '../permissions';
import { hashPassword } from '../password';
import { descending, digitsOf, EMAIL_RE, idParams, isBlank, likePattern, MAX_LIMIT, str } from '../lib/schemas';
import { serializeUser } from '../lib/serializers';
import { enableResponseCache } from '../lib/responseCache';
import { registerUser } from './auth';

const MANAGED_ROLES = ['vendor', 'delivery'] as const;
type ManagedRole = (typeof MANAGED_ROLES)[number];

const listQuery = {
  type: 'object',
  properties: {
    // 'all': vendors and delivery staff as one plain list (never customers).
    role: { type: 'string', enum: [...MANAGED_ROLES, 'all'] },
    status: { type: 'string', enum: [...STAFF_STATUSES] },
    q: str(200),
    page: { type: 'integer', minimum: 1, default: 1 },
    // No default here: the grouped answer caps each group at 100, a plain list pages by 25.
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
    sort: { type: 'string', enum: ['name', 'email', 'createdAt'] },
    order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
  },
} as const;

const staffFields = {
  name: str(100),
  email: str(254),
  phone: str(20),
  password: str(200),
  vehicleNumber: str(30),
  vehicleDetails: { type: 'object', properties: { number: str(30) } },
  status: { type: 'string', enum: [...STAFF_STATUSES] },
} as const;

const createBody = {
  type: 'object',
  required: ['role'],
  properties: { ...staffFields, role: { type: 'string', enum: [...MANAGED_ROLES] } },
} as const;

const updateBody = {
  type: 'object',
  properties: { ...staffFields, role: { type: 'string', enum: [...MANAGED_ROLES] } },
} as const;

const deleteBody = {
  type: ['object', 'null'],
  properties: { role: { type: 'string', enum: [...MANAGED_ROLES] }, action: { type: 'string', enum: ['delete'] } },
} as const;

interface ListQuery {
  role?: ManagedRole | 'all';
  status?: string;
  q?: string;
  page: number;
  limit?: number;
  sort?: 'name' | 'email' | 'createdAt';
  order?: string;
}
interface UpdateBody {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  vehicleNumber?: string;
  vehicleDetails?: { number?: string };
  status?: (typeof STAFF_STATUSES)[number];
  role?: ManagedRole;
}

const SORT_COLUMNS = { name: users.name, email: users.email, createdAt: users.createdAt };

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  enableResponseCache(app);

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

  app.get('/users', { schema: { querystring: listQuery }, config: { responseCache: {} } }, async (request, reply) => {
    const query = request.query as ListQuery;
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
      success: true,
      data: { vendors: vendors.rows, deliveryPersons: delivery.rows, totals: { vendors: vendors.total, deliveryPersons: delivery.total, all: total } },
      total,
    };
  });

  function findManaged(id: number) {
    const [user] = db.select().from(users).where(eq(users.id, id)).all();
    // Customers are not managed in the back office.
    if (!user || user.role === 'customer') throw notFound('User not found');
    return user;
  }

  app.get('/users/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    return ok(serializeUser(findManaged(id)));
  });

  app.post('/users', { schema: { body: createBody } }, async (request, reply) => {
    const body = request.body as { role: ManagedRole; status?: string };
    const user = await registerUser(app, request, body.role, body.status);
    reply.status(201);
    return ok(serializeUser(user), 'Staff added successfully');
  });

  app.put('/users/:id', { schema: { params: idParams, body: updateBody } }, async (request) => {
    const { id } = request.params as { id: number };
    const body = (request.body ?? {}) as UpdateBody;
    const user = findManaged(id);

    const errors: Record<string, string> = {};
    if (body.name !== undefined && isBlank(body.name)) errors.name = 'Name is required';
    if (body.email !== undefined) {
      if (isBlank(body.email)) errors.email = 'Email is required';
      else if (!EMAIL_RE.test(body.email.trim())) errors.email = 'Email is invalid';
    }
    if (!isBlank(body.phone) && digitsOf(body.phone!).length !== 10) errors.phone = 'Phone must be 10 digits';
    if (!isBlank(body.password) && body.password!.length < 6) errors.password = 'Password must be at least 6 characters';
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);

    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.email !== undefined) {
      const email = body.email.trim().toLowerCase();
      const taken = db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, id))).all();
      if (taken.length > 0) throw conflict('Email is already in use', { email: 'Email is already in use' });
      changes.email = email;
    }
    if (body.phone !== undefined) changes.phone = isBlank(body.phone) ? null : digitsOf(body.phone);
    const role = body.role ?? user.role;
    if (role !== user.role) assertRoleChangeAllowed(user.id, user.role);
    changes.role = role;
    if (role === 'delivery') {
      const vehicle = body.vehicleNumber ?? body.vehicleDetails?.number;
      if (vehicle !== undefined) changes.vehicleNumber = vehicle.trim();
      if (body.status !== undefined) changes.status = body.status;
      else if (!user.status) changes.status = 'active';
    } else {
      changes.vehicleNumber = null;
      changes.status = null;
    }
    // An empty password means "unchanged" (the staff edit form always sends one).
    if (!isBlank(body.password)) {
      changes.passwordHash = await hashPassword(body.password!);
      changes.tokenVersion = user.tokenVersion + 1;
    }
    const updated = db.update(users).set(changes).where(eq(users.id, id)).returning().get();
    return ok(serializeUser(updated), 'User updated successfully.');
  });

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

  app.delete('/users/:id', { schema: { params: idParams, body: deleteBody } }, async (request) => {
    const { id } = request.params as { id: number };
    const body = request.body as { role?: string } | undefined;
    return remove(id, body?.role, request.admin!.role);
  });

  // Fallback the staff screen uses when DELETE answers 500 (SPEC section 7).
  app.post(
    '/users/:id/delete',
    { schema: { params: idParams, body: { ...deleteBody, type: 'object', required: ['action'] } } },
    async (request) => {
      const { id } = request.params as { id: number };
      const body = request.body as { role?: string };
      return remove(id, body.role, request.admin!.role);
    },
  );
}
