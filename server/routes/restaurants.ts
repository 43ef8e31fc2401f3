import { textOrNull } from '../../shared/contact';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  countOrdersOf,
  createRestaurant,
  deleteRestaurant,
  findRestaurantRow,
  getRestaurant,
  listRestaurants,
  setRestaurantImage,
  updateRestaurant,
  userRole,
  villageExists,
  type KitchenTimes,
  type RestaurantChanges,
} from '../../db/restaurants';
import { isOpeningTime, pauseTimeError, SAME_HOURS_MESSAGE, sameHours } from '../../shared/ordering';
import { canAccess } from '../../shared/permissions';
import { percentToBasisPoints } from '../../shared/money';
import {
  FSSAI_MESSAGE,
  GSTIN_MESSAGE,
  GSTIN_REQUIRED_MESSAGE,
  isFssaiNumber,
  isGstin,
  type GstMode,
} from '../../shared/tax';
import { badRequest, conflict, descending, forbidden, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, Deleted, IdParams, Ok, Page } from '../../shared/api/common';
import {
  Restaurant,
  RestaurantCreateBody,
  RestaurantListQuery,
  RestaurantUpdateBody,
} from '../../shared/api/restaurants';
import { checkRestaurantCreate, checkRestaurantUpdate, restaurantAddressOf } from '../schemas/rules';
import multipart from '../plugins/external/multipart';
import { readUploadedImage } from '../lib/uploadedImage';
import { portionsValidUntil } from '../../db/kitchens';

type RestaurantBody = RestaurantUpdateBody;
const tags = ['restaurants'];

export const restaurantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  function loadOne(id: number) {
    const restaurant = getRestaurant(database, id);
    if (!restaurant) throw notFound('Restaurant not found');
    return restaurant;
  }

  function existingRow(id: number) {
    const row = findRestaurantRow(database, id);
    if (!row) throw notFound('Restaurant not found');
    return row;
  }

  app.get(
    '/restaurants',
    {
      schema: {
        tags,
        summary: 'List restaurants with their menus',
        security: bearer,
        querystring: RestaurantListQuery,
        response: { 200: Page(Restaurant), ...adminErrors() },
      },
      // The menus' plates left start afresh at a kitchen's opening, with no write.
      config: { conditionalGet: { validUntil: (_request, now) => portionsValidUntil(database, now) } },
    },
    async (request, reply) => {
      const query = request.query;
      const offset = (query.page - 1) * query.limit;
      const { data, total } = listRestaurants(database, {
        q: query.q,
        isActive: query.isActive,
        villageId: query.villageId,
        sort: query.sort,
        descending: descending(query.order),
        limit: query.limit,
        offset,
      });
      return page(reply, data, total, offset);
    },
  );

  app.get(
    '/restaurants/:id',
    {
      schema: {
        tags,
        summary: 'One restaurant',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Restaurant), ...adminErrors(404) },
      },
    },
    async (request) => ok(loadOne(request.params.id)),
  );

  /** Owner must be a vendor and the village must exist; answers 400 with the field otherwise. */
  function checkLinks(body: RestaurantBody) {
    if (body.ownerId != null && userRole(database, body.ownerId) !== 'vendor')
      throw badRequest('Owner must be an existing vendor', { ownerId: 'Owner must be an existing vendor' });
    if (body.villageId != null && !villageExists(database, body.villageId))
      throw badRequest('Village not found', { villageId: 'Village not found' });
  }

  /** "24:00" is midnight as a close only; an open equal to the close would never be open. */
  /** `current`: the hours the restaurant has now, for a change that names only one of them. */
  function checkHours(
    body: RestaurantBody,
    current: { opensAt: string; closesAt: string } = { opensAt: '11:00', closesAt: '23:00' },
  ) {
    if (body.opensAt !== undefined && !isOpeningTime(body.opensAt))
      throw badRequest('Opening time must be between 00:00 and 23:59', {
        opensAt: 'Opening time must be between 00:00 and 23:59',
      });
    if (sameHours(body.opensAt ?? current.opensAt, body.closesAt ?? current.closesAt))
      throw badRequest(SAME_HOURS_MESSAGE, { closesAt: SAME_HOURS_MESSAGE });
  }

  /**
   * busyUntil / pausedUntil of an edit, as UTC ms (null ends it), after the checks: ahead of now
   * and at most 12 hours ahead. react-admin sends the whole record back, so the time the
   * restaurant already has is no change, even once it has passed.
   */
  function kitchenTimes(
    body: RestaurantBody,
    existing: { busyUntil: number | null; pausedUntil: number | null },
    now: number,
  ): KitchenTimes {
    const times: KitchenTimes = {};
    for (const [field, label] of [
      ['busyUntil', 'Busy until'],
      ['pausedUntil', 'Paused until'],
    ] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (value === null) {
        times[field] = null;
        continue;
      }
      if (existing[field] !== null && Date.parse(value) === existing[field]) continue;
      const error = pauseTimeError(value, now, label);
      if (error) throw badRequest(error, { [field]: error });
      times[field] = Date.parse(value);
    }
    return times;
  }

  /** The bill settings of a create or an edit (what is left out stays), refused with the field's message when wrong. */
  function taxColumns(
    body: RestaurantBody,
    current: { gstin: string | null; gstMode: GstMode } = { gstin: null, gstMode: 'none' },
  ): RestaurantChanges {
    const changes: RestaurantChanges = {};
    if (body.fssaiNumber !== undefined) {
      const fssai = (body.fssaiNumber ?? '').replace(/\s/g, '');
      if (fssai && !isFssaiNumber(fssai)) throw badRequest(FSSAI_MESSAGE, { fssaiNumber: FSSAI_MESSAGE });
      changes.fssaiNumber = fssai || null;
    }
    if (body.gstin !== undefined) {
      const gstin = (body.gstin ?? '').trim().toUpperCase();
      if (gstin && !isGstin(gstin)) throw badRequest(GSTIN_MESSAGE, { gstin: GSTIN_MESSAGE });
      changes.gstin = gstin || null;
    }
    if (body.gstMode !== undefined) changes.gstMode = body.gstMode;
    const gstin = changes.gstin !== undefined ? changes.gstin : current.gstin;
    if ((changes.gstMode ?? current.gstMode) !== 'none' && !gstin)
      throw badRequest(GSTIN_REQUIRED_MESSAGE, { gstin: GSTIN_REQUIRED_MESSAGE });
    if (body.pricesIncludeTax !== undefined) changes.pricesIncludeTax = body.pricesIncludeTax;
    if (body.gstByOperator !== undefined) changes.gstByOperator = body.gstByOperator;
    return changes;
  }

  /** The cap per time slot, the slot's length and the lead time of orders for later (what is left out stays). */
  function slotColumns(body: RestaurantBody): RestaurantChanges {
    const changes: RestaurantChanges = {};
    if (body.maxOrdersPerSlot !== undefined) changes.maxOrdersPerSlot = body.maxOrdersPerSlot;
    if (body.slotMinutes !== undefined) changes.slotMinutes = body.slotMinutes;
    if (body.leadMinutes !== undefined) changes.leadMinutes = body.leadMinutes;
    if (body.pauseAfterMissed !== undefined) changes.pauseAfterMissed = body.pauseAfterMissed;
    if (body.autoAccept !== undefined) changes.autoAccept = body.autoAccept;
    if (body.autoPrintKot !== undefined) changes.autoPrintKot = body.autoPrintKot;
    if (body.deliveryCode !== undefined) changes.deliveryCode = body.deliveryCode;
    return changes;
  }

  function addressColumns(body: RestaurantBody) {
    const f = body.fullAddress;
    if (!f) return {};
    return {
      street: f.street?.trim() || null,
      city: f.city?.trim() || null,
      state: f.state?.trim() || null,
      pincode: f.pincode?.trim() || null,
    };
  }

  app.post(
    '/restaurants',
    {
      schema: {
        tags,
        summary: 'Add a restaurant',
        security: bearer,
        body: RestaurantCreateBody,
        response: { 201: Ok(Restaurant), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const address = restaurantAddressOf(body);
      checkRestaurantCreate(body);
      checkLinks(body);
      const tax = taxColumns(body);
      const id = createRestaurant(database, {
        ...tax,
        name: body.name.trim(),
        nameHi: textOrNull(body.nameHi),
        address: address!.trim(),
        cuisine: body.cuisine.trim(),
        isActive: body.isActive ?? true,
        commissionBp: body.commissionRate === undefined ? undefined : percentToBasisPoints(body.commissionRate),
        ownerId: body.ownerId ?? null,
        villageId: body.villageId ?? null,
        upiId: body.upiId?.trim() || null,
        upiName: body.upiName?.trim() || null,
        ...addressColumns(body),
        ...slotColumns(body),
      });
      reply.status(201);
      return ok(loadOne(id), 'Restaurant added successfully.');
    },
  );

  app.put(
    '/restaurants/:id',
    {
      schema: {
        tags,
        summary: 'Edit a restaurant, its menu, or toggle it Online/Offline',
        security: bearer,
        params: IdParams,
        body: RestaurantUpdateBody,
        response: { 200: Ok(Restaurant), ...adminErrors(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body ?? {};
      const existing = existingRow(id);

      const address = restaurantAddressOf(body);
      checkRestaurantUpdate(body);
      checkHours(body, existing);
      if (body.isActive !== undefined && !canAccess(request.admin!.role, 'toggle', 'restaurants'))
        throw forbidden('You do not have permission to change restaurant status.');
      checkLinks(body);
      const times = kitchenTimes(body, existing, Date.now());

      const changes: RestaurantChanges = { ...addressColumns(body), ...taxColumns(body, existing) };
      if (body.name !== undefined) changes.name = body.name.trim();
      if (body.nameHi !== undefined) changes.nameHi = textOrNull(body.nameHi);
      if (address !== undefined) changes.address = address.trim();
      if (body.cuisine !== undefined) changes.cuisine = body.cuisine.trim();
      if (body.isActive !== undefined) changes.isActive = body.isActive;
      if (body.commissionRate !== undefined) changes.commissionBp = percentToBasisPoints(body.commissionRate);
      if (body.ownerId !== undefined) changes.ownerId = body.ownerId;
      if (body.villageId !== undefined) changes.villageId = body.villageId;
      if (body.opensAt !== undefined) changes.opensAt = body.opensAt;
      if (body.closesAt !== undefined) changes.closesAt = body.closesAt;
      if (body.upiId !== undefined) changes.upiId = body.upiId?.trim() || null;
      if (body.upiName !== undefined) changes.upiName = body.upiName?.trim() || null;
      Object.assign(changes, slotColumns(body));

      // One transaction: the restaurant, its menu and the name snapshot on its orders move together.
      updateRestaurant(database, existing, { changes, menu: body.menu, isStorefront: body.isStorefront, times });
      const message =
        body.isActive !== undefined && Object.keys(body).length === 1
          ? body.isActive
            ? 'Restaurant is now Online.'
            : 'Restaurant set to Offline.'
          : 'Restaurant updated successfully.';
      return ok(loadOne(id), message);
    },
  );

  app.delete(
    '/restaurants/:id',
    {
      schema: {
        tags,
        summary: 'Delete a restaurant without orders',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Deleted), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!canAccess(request.admin!.role, 'delete', 'restaurants'))
        throw forbidden('You do not have permission to delete restaurants.');
      const existing = existingRow(id);
      if (countOrdersOf(database, id) > 0)
        throw conflict('Cannot delete a restaurant that has orders; set it Offline instead.');
      deleteRestaurant(database, id);
      if (existing.image) fs.rm(path.join(app.uploadsDir, existing.image), { force: true }, () => undefined);
      return ok({ id, _id: id }, 'Restaurant deleted successfully.');
    },
  );

  // The only route that takes multipart/form-data: its parser and hooks live in this scope alone.
  await app.register(async (upload: typeof app) => {
    await upload.register(multipart);
    upload.post(
      '/restaurants/:id/image',
      {
        schema: {
          tags,
          summary:
            'Upload the restaurant image (multipart/form-data, field "image": PNG, JPEG or WebP, 8 MB at most; stored as WebP within 800×800)',
          security: bearer,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: Ok(Restaurant), ...adminErrors(404, 413, 415) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const existing = existingRow(id);
        const { buffer, ext } = await readUploadedImage(request);

        const fileName = `restaurant-${id}-${randomBytes(6).toString('hex')}.${ext}`;
        await fs.promises.writeFile(path.join(app.uploadsDir, fileName), buffer);
        setRestaurantImage(database, id, fileName);
        if (existing.image) fs.rm(path.join(app.uploadsDir, existing.image), { force: true }, () => undefined);
        return ok(loadOne(id), 'Image uploaded.');
      },
    );
  });
};
