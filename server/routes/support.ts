import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tickets } from '../../db/schema';
import { serializeTicket } from '../../db/records';
import { likePattern } from '../../db/search';
import { isBlank } from '../../shared/contact';
import { badRequest, conflict, descending, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, IdParams, Ok, Page } from '../../shared/api/common';
import { Ticket, TicketListQuery, TicketReplyBody } from '../../shared/api/support';

/** The admin's `support` resource is stored as `tickets` (one record: a Ticket). */
const tags = ['support'];

const SORT_COLUMNS = { createdAt: tickets.createdAt, status: tickets.status, type: tickets.type, customer: tickets.customer };

export const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sqlite } = app.database;

  app.get(
    '/support',
    {
      schema: { tags, summary: 'List support tickets', security: bearer, querystring: TicketListQuery, response: { 200: Page(Ticket), ...adminErrors() } },
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
      const query = request.query;
      const parts: SQL[] = [];
      if (query.q && query.q.trim()) {
        const p = likePattern(query.q);
        parts.push(sql`(${tickets.customer} like ${p} escape '\\' or ${tickets.email} like ${p} escape '\\' or ${tickets.message} like ${p} escape '\\')`);
      }
      if (query.status) parts.push(eq(tickets.status, query.status));
      if (query.type) parts.push(eq(tickets.type, query.type));
      const where = parts.length ? and(...parts) : undefined;
      const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? desc : asc;
      const offset = (query.page - 1) * query.limit;
      const rows = db
        .select()
        .from(tickets)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[query.sort ?? 'createdAt']), direction(tickets.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(tickets).where(where).all();
      return page(reply, rows.map(serializeTicket), n, offset);
    },
  );

  app.get(
    '/support/:id',
    { schema: { tags, summary: 'One ticket', security: bearer, params: IdParams, response: { 200: Ok(Ticket), ...adminErrors(404) } } },
    async (request) => {
    const [row] = db.select().from(tickets).where(eq(tickets.id, request.params.id)).all();
    if (!row) throw notFound('Ticket not found');
    return ok(serializeTicket(row));
    },
  );

  /** Closes an open ticket (with the reply when given); closed tickets answer 409. */
  function close(id: number, response?: string) {
    return sqlite.transaction(() => {
      const [row] = db.select().from(tickets).where(eq(tickets.id, id)).all();
      if (!row) throw notFound('Ticket not found');
      if (row.status !== 'open') throw conflict('Ticket is already closed.');
      return db
        .update(tickets)
        .set({ status: 'closed', closedAt: Date.now(), ...(response !== undefined ? { response } : {}) })
        .where(eq(tickets.id, id))
        .returning()
        .get();
    })();
  }

  app.post(
    '/support/:id/reply',
    { schema: { tags, summary: 'Reply to an open ticket and close it', security: bearer, params: IdParams, body: TicketReplyBody, response: { 200: Ok(Ticket), ...adminErrors(404, 409) } } },
    async (request) => {
      const { response } = request.body ?? {};
      if (isBlank(response)) throw badRequest('Reply cannot be empty.', { response: 'Reply cannot be empty.' });
      return ok(serializeTicket(close(request.params.id, response!.trim())), 'Response sent and ticket closed.');
    },
  );

  app.post(
    '/support/:id/close',
    { schema: { tags, summary: 'Close an open ticket', security: bearer, params: IdParams, response: { 200: Ok(Ticket), ...adminErrors(404, 409) } } },
    async (request) => ok(serializeTicket(close(request.params.id)), 'Ticket closed.'),
  );
};
