import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tickets } from '../../db/schema';
import { badRequest, conflict, notFound, ok, page } from '../envelope';
import { descending, idParams, isBlank, likePattern, listQuery, str, type ListQuery } from '../lib/schemas';
import { serializeTicket } from '../lib/serializers';

const SORT_COLUMNS = { createdAt: tickets.createdAt, status: tickets.status, type: tickets.type, customer: tickets.customer };

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { db, sqlite } = app.database;

  app.get(
    '/support',
    {
      schema: {
        querystring: listQuery(Object.keys(SORT_COLUMNS), {
          status: { type: 'string', enum: ['open', 'closed'] },
          type: { type: 'string', enum: ['Complaint', 'Feedback'] },
        }),
      },
    },
    async (request, reply) => {
      const query = request.query as ListQuery & { status?: 'open' | 'closed'; type?: 'Complaint' | 'Feedback' };
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
        .orderBy(direction(SORT_COLUMNS[(query.sort ?? 'createdAt') as keyof typeof SORT_COLUMNS]), direction(tickets.id))
        .limit(query.limit)
        .offset(offset)
        .all();
      const [{ n }] = db.select({ n: count() }).from(tickets).where(where).all();
      return page(reply, rows.map(serializeTicket), n, offset);
    },
  );

  app.get('/support/:id', { schema: { params: idParams } }, async (request) => {
    const [row] = db.select().from(tickets).where(eq(tickets.id, (request.params as { id: number }).id)).all();
    if (!row) throw notFound('Ticket not found');
    return ok(serializeTicket(row));
  });

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
    { schema: { params: idParams, body: { type: 'object', properties: { response: str(5000) } } } },
    async (request) => {
      const { response } = (request.body ?? {}) as { response?: string };
      if (isBlank(response)) throw badRequest('Reply cannot be empty.', { response: 'Reply cannot be empty.' });
      return ok(serializeTicket(close((request.params as { id: number }).id, response!.trim())), 'Response sent and ticket closed.');
    },
  );

  app.post('/support/:id/close', { schema: { params: idParams } }, async (request) =>
    ok(serializeTicket(close((request.params as { id: number }).id)), 'Ticket closed.'),
  );
}
