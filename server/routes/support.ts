import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serializeTicket } from '../../db/records';
import { closeTicket, findTicket, listTickets } from '../../db/support';
import { looksBlank } from '../../shared/contact';
import { badRequest, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, IdParams, Ok, Page } from '../../shared/api/common';
import { Ticket, TicketListQuery, TicketReplyBody } from '../../shared/api/support';

/** The admin's `support` resource is stored as `tickets` (one record: a Ticket). */
const tags = ['support'];

export const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/support',
    {
      schema: {
        tags,
        summary: 'List support tickets',
        security: bearer,
        querystring: TicketListQuery,
        response: { 200: Page(Ticket), ...adminErrors() },
      },
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
      const { rows, total, offset } = listTickets(database, request.query);
      return page(reply, rows.map(serializeTicket), total, offset);
    },
  );

  app.get(
    '/support/:id',
    {
      schema: {
        tags,
        summary: 'One ticket',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Ticket), ...adminErrors(404) },
      },
    },
    async (request) => {
      const row = findTicket(database, request.params.id);
      if (!row) throw notFound('Ticket not found');
      return ok(serializeTicket(row));
    },
  );

  app.post(
    '/support/:id/reply',
    {
      schema: {
        tags,
        summary: 'Reply to an open ticket and close it',
        security: bearer,
        params: IdParams,
        body: TicketReplyBody,
        response: { 200: Ok(Ticket), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { response } = request.body ?? {};
      if (looksBlank(response)) throw badRequest('Reply cannot be empty.', { response: 'Reply cannot be empty.' });
      return ok(
        serializeTicket(closeTicket(database, request.params.id, response!.trim())),
        'Response sent and ticket closed.',
      );
    },
  );

  app.post(
    '/support/:id/close',
    {
      schema: {
        tags,
        summary: 'Close an open ticket',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Ticket), ...adminErrors(404, 409) },
      },
    },
    async (request) => ok(serializeTicket(closeTicket(database, request.params.id)), 'Ticket closed.'),
  );
};
