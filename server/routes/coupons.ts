import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serializeCoupon } from '../../db/records';
import { couponCodeTaken, deleteCoupon, findCoupon, insertCoupon, listCoupons, updateCoupon } from '../../db/coupons';
import { badRequest, conflict, notFound, ok, page } from '../envelope';
import { isBlank } from '../../shared/contact';
import { toPaise } from '../../shared/money';
import { adminErrors, bearer, Deleted, IdParams, Ok, Page } from '../../shared/api/common';
import { Coupon, CouponBody, CouponListQuery } from '../../shared/api/coupons';
import { checkCouponCreate, checkCouponDates } from '../schemas/rules';
import { COUPON_MESSAGES, isSeveralCodes } from '../../shared/couponRules';

const tags = ['coupons'];

const splitNames = (list: string[] | string | undefined) =>
  (typeof list === 'string' ? [list] : (list ?? []))
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'List coupons',
        security: bearer,
        querystring: CouponListQuery,
        response: { 200: Page(Coupon), ...adminErrors() },
      },
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
      const { rows, total, offset } = listCoupons(database, request.query);
      return page(reply, rows.map(serializeCoupon), total, offset);
    },
  );

  function find(id: number) {
    const row = findCoupon(database, id);
    if (!row) throw notFound('Coupon not found');
    return row;
  }

  app.get(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'One coupon',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Coupon), ...adminErrors(404) },
      },
    },
    async (request) => ok(serializeCoupon(find(request.params.id))),
  );

  /** Rules shared by create and update, applied to the merged record. */
  function check(c: { code: string; validFrom: string; validTo: string }, id?: number) {
    checkCouponDates(c);
    // Checkout reads such a code as several coupons and refuses it: it could never be used.
    if (isSeveralCodes(c.code)) throw badRequest(COUPON_MESSAGES.oneWord, { code: COUPON_MESSAGES.oneWord });
    if (couponCodeTaken(database, c.code, id))
      throw conflict('Coupon code already exists', { code: 'Coupon code already exists' });
  }

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Add a coupon',
        security: bearer,
        body: CouponBody,
        response: { 201: Ok(Coupon), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const b = request.body ?? {};
      checkCouponCreate(b);
      const values = {
        code: b.code.trim().toUpperCase(),
        discount: b.discount ?? 0,
        validFrom: b.validFrom.trim(),
        validTo: b.validTo.trim(),
        usageLimit: b.usageLimit ?? 1,
        applicableVillages: splitNames(b.applicableVillages),
        applicableRestaurants: splitNames(b.applicableRestaurants),
        minimumOrderPaise: toPaise(b.minimumOrder ?? 0),
        perPhoneLimit: b.perPhoneLimit ?? null,
        includesDelivery: b.includesDelivery ?? false,
        status: b.status ?? ('active' as const),
      };
      check(values);
      const row = insertCoupon(database, values);
      reply.status(201);
      return ok(serializeCoupon(row), 'Coupon added successfully.');
    },
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Edit a coupon',
        security: bearer,
        params: IdParams,
        body: CouponBody,
        response: { 200: Ok(Coupon), ...adminErrors(404, 409) },
      },
    },
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
        applicableVillages:
          b.applicableVillages !== undefined ? splitNames(b.applicableVillages) : current.applicableVillages,
        applicableRestaurants:
          b.applicableRestaurants !== undefined ? splitNames(b.applicableRestaurants) : current.applicableRestaurants,
        minimumOrderPaise: b.minimumOrder !== undefined ? toPaise(b.minimumOrder ?? 0) : current.minimumOrderPaise,
        perPhoneLimit: b.perPhoneLimit !== undefined ? b.perPhoneLimit : current.perPhoneLimit,
        includesDelivery: b.includesDelivery ?? current.includesDelivery,
        status: b.status ?? current.status,
      };
      check(merged, id);
      const row = updateCoupon(database, id, merged);
      return ok(serializeCoupon(row), 'Coupon updated successfully.');
    },
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Deleted), ...adminErrors(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      find(id);
      deleteCoupon(database, id);
      return ok({ id, _id: id }, 'Coupon deleted successfully.');
    },
  );
};
