import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserRow } from '../../db/records';
import { serializeUser } from '../../db/records';
import { hashPassword } from '../../db/password';
import { canAccess } from '../../shared/permissions';
import { digitsOf, isBlank } from '../../shared/contact';
import { badRequest, conflict, forbidden, notFound, ok, page } from '../envelope';
import { PHONE_TAKEN, registerUser } from '../lib/accounts';
import {
  deleteUser,
  emailTaken,
  findUser,
  hasOrdersInProgress,
  listAllStaff,
  listStaff,
  ownsRestaurants,
  restaurantsOwned,
  phoneTakenByPartner,
  setUserLanguage,
  updateStaff,
} from '../../db/users';
import { ON_DELIVERY_BY_HAND } from '../../db/orders';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
import {
  DeletedUser,
  StaffCreateBody,
  StaffDeleteBody,
  StaffDeleteFallbackBody,
  StaffGroups,
  StaffUpdateBody,
  User,
  UserListQuery,
} from '../../shared/api/users';
import { checkStaffUpdate } from '../schemas/rules';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Vendors and delivery staff: grouped, or one plain list with role',
        description:
          'Without `role`: `data` is `{ vendors, deliveryPersons, totals }` (100 per group by default). With `role` (vendor, delivery, all): `data` is the page.',
        security: bearer,
        querystring: UserListQuery,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Union([Type.Array(User), StaffGroups]),
            total: Type.Integer(),
          }),
          ...adminErrors(),
        },
      },
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.role) {
        const paging = { ...query, limit: query.limit ?? 25 };
        const { rows, total, offset } =
          query.role === 'all' ? listAllStaff(database, paging) : listStaff(database, query.role, paging);
        return page(reply, answerOf(rows), total, offset);
      }
      // The spec's grouped shape; totals per group are added so count cards need no second call.
      const paging = { ...query, limit: query.limit ?? 100 };
      const vendors = listStaff(database, 'vendor', paging);
      const delivery = listStaff(database, 'delivery', paging);
      const total = vendors.total + delivery.total;
      reply.header('X-Total-Count', String(total));
      return {
        success: true as const,
        data: {
          vendors: answerOf(vendors.rows),
          deliveryPersons: answerOf(delivery.rows),
          totals: { vendors: vendors.total, deliveryPersons: delivery.total, all: total },
        },
        total,
      };
    },
  );

  /** The accounts as answered, each kitchen with how many restaurants it owns (none: no orders reach it yet). */
  function answerOf(rows: UserRow[]) {
    const owned = restaurantsOwned(
      database,
      rows.filter((u) => u.role === 'vendor').map((u) => u.id),
    );
    return rows.map((u) => ({
      ...serializeUser(u),
      ...(u.role === 'vendor' ? { restaurants: owned.get(u.id) ?? 0 } : {}),
    }));
  }

  function findManaged(id: number) {
    const user = findUser(database, id);
    // Customers are not managed in the back office.
    if (!user || user.role === 'customer') throw notFound('User not found');
    return user;
  }

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One vendor or delivery person',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(User), ...adminErrors(404) },
      },
    },
    async (request) => ok(answerOf([findManaged(request.params.id)])[0]!),
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Add a vendor or a delivery person',
        security: bearer,
        body: StaffCreateBody,
        response: { 201: Ok(User), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.status === 'on_delivery') throw conflict(ON_DELIVERY_BY_HAND, { status: ON_DELIVERY_BY_HAND });
      let user = await registerUser(
        app,
        { ...body, name: body.name ?? '', email: body.email ?? '', password: body.password ?? '' },
        body.role,
        body.status,
      );
      // The app language, when the form chose one other than the column's default.
      if (body.language && body.language !== user.language) user = setUserLanguage(database, user.id, body.language);
      reply.status(201);
      return ok(serializeUser(user), 'Staff added successfully');
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Edit a vendor or a delivery person (an empty password keeps it)',
        security: bearer,
        params: IdParams,
        body: StaffUpdateBody,
        response: { 200: Ok(User), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body ?? {};
      const user = findManaged(id);
      checkStaffUpdate(body, user);

      const changes: Partial<UserRow> = {};
      if (body.name !== undefined) changes.name = body.name.trim();
      if (body.email !== undefined) {
        const email = body.email.trim().toLowerCase();
        if (emailTaken(database, email, id))
          throw conflict('Email is already in use', { email: 'Email is already in use' });
        changes.email = email;
      }
      if (body.phone !== undefined) changes.phone = isBlank(body.phone) ? null : digitsOf(body.phone);
      if (changes.phone && changes.phone !== user.phone && phoneTakenByPartner(database, changes.phone, id))
        throw conflict(PHONE_TAKEN, { phone: PHONE_TAKEN });
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
      const updated = updateStaff(database, user, changes, role === 'delivery' ? body.status : undefined);
      return ok(answerOf([updated])[0]!, 'User updated successfully.');
    },
  );

  function assertRoleChangeAllowed(id: number, from: string) {
    if (from === 'vendor') {
      if (ownsRestaurants(database, id))
        throw conflict('This vendor owns restaurants; reassign them before changing the role.');
    } else if (from === 'delivery')
      assertNoOrdersInProgress(
        id,
        'Cannot change the role of a delivery person with orders in progress; reassign or complete them first.',
      );
  }

  /** A delivery person assigned to an order not yet delivered or cancelled must stay a rider. */
  function assertNoOrdersInProgress(id: number, message: string) {
    if (hasOrdersInProgress(database, id)) throw conflict(message);
  }

  const remove = async (id: number, role: string | undefined, adminRole: string) => {
    if (!canAccess(adminRole, 'delete', 'users')) throw forbidden('You do not have permission to delete users.');
    const user = findManaged(id);
    if (role && role !== user.role)
      throw badRequest(`This user is not a ${role}`, { role: `This user is not a ${role}` });
    if (user.role === 'delivery')
      assertNoOrdersInProgress(
        id,
        'Cannot delete a delivery person with orders in progress; reassign or complete them first.',
      );
    deleteUser(database, id);
    return ok({ id, _id: id, name: user.name, role: user.role }, 'User deleted successfully.');
  };

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a vendor or a delivery person',
        security: bearer,
        params: IdParams,
        body: StaffDeleteBody,
        response: { 200: Ok(DeletedUser), ...adminErrors(404, 409) },
      },
    },
    async (request) => remove(request.params.id, request.body?.role, request.admin!.role),
  );

  // Fallback the staff screen uses when DELETE answers 500.
  app.post(
    '/users/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete fallback of the staff screen (body action: delete)',
        security: bearer,
        params: IdParams,
        body: StaffDeleteFallbackBody,
        response: { 200: Ok(DeletedUser), ...adminErrors(404, 409) },
      },
    },
    async (request) => remove(request.params.id, request.body.role, request.admin!.role),
  );
};
