/**
 * Support tickets (the admin's `support` resource) and the public contact form, whose message
 * opens a Feedback ticket.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { contactMessages, tickets } from './schema';
import { likePattern } from './search';
import { Refusal } from '../shared/refusal';
import { selectPage, type PageQuery, type SortRule } from './paging';
import type { TICKET_SORT_FIELDS } from '../shared/api/support';

export type TicketRow = typeof tickets.$inferSelect;

const SORT: SortRule<(typeof TICKET_SORT_FIELDS)[number]> = {
  columns: { createdAt: tickets.createdAt, status: tickets.status, type: tickets.type, customer: tickets.customer },
  sort: 'createdAt',
  unsorted: 'desc',
  id: tickets.id,
};

export interface TicketFilters {
  /** A part of the customer's name, e-mail or message. */
  q?: string;
  status?: TicketRow['status'];
  type?: TicketRow['type'];
}

export function listTickets(
  database: AppDatabase,
  query: PageQuery<(typeof TICKET_SORT_FIELDS)[number]> & TicketFilters,
) {
  const parts: SQL[] = [];
  if (query.q && query.q.trim()) {
    const p = likePattern(query.q);
    parts.push(
      sql`(${tickets.customer} like ${p} escape '\\' or ${tickets.email} like ${p} escape '\\' or ${tickets.message} like ${p} escape '\\')`,
    );
  }
  if (query.status) parts.push(eq(tickets.status, query.status));
  if (query.type) parts.push(eq(tickets.type, query.type));
  return selectPage(database.db, tickets, and(...parts), query, SORT);
}

export function findTicket(database: AppDatabase, id: number): TicketRow | undefined {
  return database.db.select().from(tickets).where(eq(tickets.id, id)).get();
}

/** Closes an open ticket, with the reply when given, checked and written in one transaction. */
export function closeTicket(database: AppDatabase, id: number, response?: string): TicketRow {
  const { db, sqlite } = database;
  return sqlite.transaction(() => {
    const row = findTicket(database, id);
    if (!row) throw new Refusal('not_found', 'Ticket not found');
    if (row.status !== 'open') throw new Refusal('conflict', 'Ticket is already closed.');
    return db
      .update(tickets)
      .set({ status: 'closed', closedAt: Date.now(), ...(response !== undefined ? { response } : {}) })
      .where(eq(tickets.id, id))
      .returning()
      .get();
  })();
}

/** Stores a contact form message and opens its Feedback ticket (one transaction); the message's id. */
export function saveContactMessage(
  database: AppDatabase,
  message: { name: string; email: string | null; phone: string | null; message: string },
): number {
  const { db, sqlite } = database;
  return sqlite.transaction(() => {
    const saved = db.insert(contactMessages).values(message).returning({ id: contactMessages.id }).get();
    db.insert(tickets)
      .values({
        customer: message.name,
        email: message.email,
        phone: message.phone,
        type: 'Feedback',
        message: message.message,
        contactMessageId: saved.id,
      })
      .run();
    return saved.id;
  })();
}

/** A village the checkout does not list, asked for by a customer: a VillageRequest ticket whose message is the village's name; its id. */
export function saveVillageRequest(
  database: AppDatabase,
  request: { village: string; phone: string; name: string | null },
): number {
  return database.db
    .insert(tickets)
    .values({
      customer: request.name ?? request.phone,
      phone: request.phone,
      type: 'VillageRequest',
      message: request.village,
    })
    .returning({ id: tickets.id })
    .get().id;
}
