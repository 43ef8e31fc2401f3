import { textOrNull } from '../../shared/contact';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  deleteVillage,
  insertVillage,
  listVillages,
  readVillage,
  restaurantIdNamed,
  restaurantsExist,
  updateVillage,
  villageNameTaken,
  type VillageChanges,
} from '../../db/villages';
import { badRequest, conflict, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, Deleted, IdParams, Ok, Page } from '../../shared/api/common';
import { Village, VillageBody, VillageListQuery } from '../../shared/api/villages';
import { checkVillage } from '../schemas/rules';
import { toPaise } from '../../shared/money';

const tags = ['villages'];

export const villageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  function loadOne(id: number) {
    const village = readVillage(database, id);
    if (!village) throw notFound('Village not found');
    return village;
  }

  app.get(
    '/villages',
    {
      schema: {
        tags,
        summary: 'List villages with their restaurants and order volume',
        security: bearer,
        querystring: VillageListQuery,
        response: { 200: Page(Village), ...adminErrors() },
      },
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
      const { rows, total, offset } = listVillages(database, request.query);
      return page(reply, rows, total, offset);
    },
  );

  app.get(
    '/villages/:id',
    {
      schema: {
        tags,
        summary: 'One village',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Village), ...adminErrors(404) },
      },
    },
    async (request) => ok(loadOne(request.params.id)),
  );

  function validate(b: VillageBody, id?: number): VillageChanges & { assigned: number[] } {
    checkVillage(b);
    const name = b.name!.trim();
    if (villageNameTaken(database, name, id))
      throw conflict('A village with this name already exists', { name: 'A village with this name already exists' });
    return {
      name,
      ...(b.nameHi !== undefined && { nameHi: textOrNull(b.nameHi) }),
      deliveryZone: b.deliveryZone!.trim(),
      assigned: resolveRestaurants(b),
      delivering: resolveDelivering(b),
      ...chargesOf(b),
    };
  }

  /** Delivery charge and minimum order in paise; what the body leaves out stays (or takes the column default). */
  function chargesOf(b: VillageBody): Pick<VillageChanges, 'deliveryChargePaise' | 'minimumOrderPaise'> {
    return {
      ...(b.deliveryCharge !== undefined && { deliveryChargePaise: toPaise(b.deliveryCharge) }),
      ...(b.minimumOrder !== undefined && { minimumOrderPaise: toPaise(b.minimumOrder) }),
    };
  }

  /** The restaurant ids to assign: ids (or digit strings) as given, names looked up; unknown ones are a 400. */
  function resolveRestaurants(b: VillageBody): number[] {
    const given = b.assignedRestaurantIds ?? b.assignedRestaurants ?? [];
    const unknown = () =>
      badRequest('Unknown restaurant in assignedRestaurants', {
        assignedRestaurants: 'Unknown restaurant in assignedRestaurants',
      });
    const ids = new Set<number>();
    for (const entry of given) {
      if (typeof entry === 'number' || /^\d+$/.test(entry)) {
        ids.add(Number(entry));
        continue;
      }
      const found = restaurantIdNamed(database, entry.trim());
      if (found === undefined) throw unknown();
      ids.add(found);
    }
    const wanted = [...ids];
    if (!restaurantsExist(database, wanted)) throw unknown();
    return wanted;
  }

  /** The restaurants to list as delivering here, or undefined to keep the list; unknown ones are a 400. */
  function resolveDelivering(b: VillageBody): number[] | undefined {
    if (b.restaurantIds === undefined) return undefined;
    const wanted = [...new Set(b.restaurantIds)];
    if (!restaurantsExist(database, wanted))
      throw badRequest('Unknown restaurant in restaurantIds', { restaurantIds: 'Unknown restaurant in restaurantIds' });
    return wanted;
  }

  app.post(
    '/villages',
    {
      schema: {
        tags,
        summary: 'Add a village',
        security: bearer,
        body: VillageBody,
        response: { 201: Ok(Village), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const b = request.body ?? {};
      const id = insertVillage(database, validate(b));
      reply.status(201);
      return ok(loadOne(id), 'Village added successfully.');
    },
  );

  app.put(
    '/villages/:id',
    {
      schema: {
        tags,
        summary: 'Edit a village and its restaurants',
        security: bearer,
        params: IdParams,
        body: VillageBody,
        response: { 200: Ok(Village), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const b = request.body ?? {};
      loadOne(id);
      const changes = validate(b, id);
      // Without a list the assignment (or the delivering restaurants) stays as it is.
      updateVillage(database, id, {
        ...changes,
        assigned: b.assignedRestaurants || b.assignedRestaurantIds ? changes.assigned : undefined,
      });
      return ok(loadOne(id), 'Village updated successfully.');
    },
  );

  app.delete(
    '/villages/:id',
    {
      schema: {
        tags,
        summary: 'Delete a village (its restaurants are freed)',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Deleted), ...adminErrors(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      loadOne(id);
      deleteVillage(database, id);
      return ok({ id, _id: id }, 'Village deleted successfully.');
    },
  );
};
