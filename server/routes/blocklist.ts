/**
 * The block list (/api/admin/blocklist): numbers with strikes, their standing under the owner's
 * limits, blocking a number by hand (a known prankster) and clearing a number (who and when are
 * kept on its strikes).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { blockByHand, blocklistEntry, clearStrikes, listBlocklist, type BlocklistRow } from '../../db/blocklist';
import { badRequest, conflict, forbidden, notFound, ok, page } from '../envelope';
import { digitsOf, phoneError, visibleName } from '../../shared/contact';
import { canAccess } from '../../shared/permissions';
import { adminErrors, bearer, Ok, Page } from '../../shared/api/common';
import {
  BlocklistCreateBody,
  BlocklistEntry,
  BlocklistQuery,
  BlocklistUpdateBody,
  PhoneParams,
} from '../../shared/api/blocklist';

const tags = ['blocklist'];
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const serialize = (r: BlocklistRow) => ({
  ...r,
  id: r.phone,
  lastStrikeAt: new Date(r.lastStrikeAt).toISOString(),
  lastOrderAt: iso(r.lastOrderAt),
  clearedAt: iso(r.clearedAt),
});

export const blocklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/blocklist',
    {
      schema: {
        tags,
        summary: 'Phone numbers with strikes: strikes, last order, standing (ok, upi_only, blocked)',
        security: bearer,
        querystring: BlocklistQuery,
        response: { 200: Page(BlocklistEntry), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const { rows, total, offset } = listBlocklist(database, request.query);
      return page(reply, rows.map(serialize), total, offset);
    },
  );

  app.get(
    '/blocklist/:phone',
    {
      schema: {
        tags,
        summary: 'One number of the block list',
        security: bearer,
        params: PhoneParams,
        response: { 200: Ok(BlocklistEntry), ...adminErrors(404) },
      },
    },
    async (request) => {
      const entry = blocklistEntry(database, request.params.phone);
      if (!entry) throw notFound('This number has no strikes');
      return ok(serialize(entry));
    },
  );

  app.put(
    '/blocklist/:phone',
    {
      schema: {
        tags,
        summary: "Clear a number's strikes ({cleared: true}): it orders as anyone again; the clearing is recorded",
        security: bearer,
        params: PhoneParams,
        body: BlocklistUpdateBody,
        response: { 200: Ok(BlocklistEntry), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const admin = request.admin!;
      if (!canAccess(admin.role, 'edit', 'blocklist'))
        throw forbidden('Only the owner (super admin or admin) can clear a number.');
      const { phone } = request.params;
      if (!blocklistEntry(database, phone)) throw notFound('This number has no strikes');
      if (!clearStrikes(database, phone, admin.name, Date.now())) throw conflict('This number has no strikes to clear');
      return ok(serialize(blocklistEntry(database, phone)!), 'Strikes cleared: the number can order again.');
    },
  );

  app.post(
    '/blocklist',
    {
      schema: {
        tags,
        summary: 'Block a number by hand ({phone, reason}): no orders from it until cleared, whatever the limits',
        security: bearer,
        body: BlocklistCreateBody,
        response: { 201: Ok(BlocklistEntry), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      if (!canAccess(admin.role, 'create', 'blocklist'))
        throw forbidden('Only the owner (super admin or admin) can block a number.');
      const phoneProblem = phoneError(request.body.phone);
      if (phoneProblem) throw badRequest(phoneProblem, { phone: phoneProblem });
      const reason = visibleName(request.body.reason);
      if (!reason) throw badRequest('Reason is required', { reason: 'Reason is required' });
      const phone = digitsOf(request.body.phone);
      if (!blockByHand(database, { phone, reason, byName: admin.name, at: Date.now() }))
        throw conflict('This number is already blocked', { phone: 'This number is already blocked' });
      reply.status(201);
      return ok(serialize(blocklistEntry(database, phone)!), 'Number blocked: it cannot order until you clear it.');
    },
  );
};
