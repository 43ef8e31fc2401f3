/** The owner's limits against prank cash orders (one settings row): GET and PUT /api/admin/settings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getTrustSettings, saveTrustSettings, type StoredTrustSettings } from '../../db/settings';
import { badRequest, forbidden, ok } from '../envelope';
import { canAccess } from '../../shared/permissions';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { Settings, SettingsBody } from '../../shared/api/settings';

const tags = ['settings'];

const answer = (s: StoredTrustSettings) => ({
  id: 1 as const,
  _id: 1 as const,
  holdFirstOrder: s.holdFirstOrder,
  cashLimit: s.cashLimit,
  strikeLimit: s.strikeLimit,
  atStrikeLimit: s.atStrikeLimit,
  updatedAt: s.updatedAt === null ? null : new Date(s.updatedAt).toISOString(),
  updatedByName: s.updatedByName,
});

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: "The owner's limits against prank cash orders (defaults until saved)",
        security: bearer,
        response: { 200: Ok(Settings), ...adminErrors() },
      },
    },
    async () => ok(answer(getTrustSettings(database))),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Change the limits: hold first orders, the cash limit (null: none), the strikes that restrict a number and what then (upi_only or blocked)',
        security: bearer,
        body: SettingsBody,
        response: { 200: Ok(Settings), ...adminErrors() },
      },
    },
    async (request) => {
      const admin = request.admin!;
      if (!canAccess(admin.role, 'edit', 'settings'))
        throw forbidden('Only the owner (super admin or admin) can change these limits.');
      const body = request.body;
      if (Object.values(body).every((v) => v === undefined))
        throw badRequest('Nothing to change', { holdFirstOrder: 'Nothing to change' });
      const current = getTrustSettings(database);
      const next = {
        holdFirstOrder: body.holdFirstOrder ?? current.holdFirstOrder,
        cashLimit: body.cashLimit === undefined ? current.cashLimit : body.cashLimit,
        strikeLimit: body.strikeLimit ?? current.strikeLimit,
        atStrikeLimit: body.atStrikeLimit ?? current.atStrikeLimit,
      };
      return ok(answer(saveTrustSettings(database, next, admin.name, Date.now())), 'Settings saved.');
    },
  );
};
