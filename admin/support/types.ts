/** Support ticket rules: a ticket and a reply. */
export type TicketStatus = 'open' | 'closed';
export type TicketType = Ticket['type'];

/** As the API answers it: the type comes from the route's own response schema. */
import type { Ticket } from '../../shared/api/support';
export type { Ticket };

/** All, by status, and the requests for villages the checkout does not list (where demand waits). */
export const TICKET_FILTERS = ['all', 'open', 'closed', 'villageRequests'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];
export const filterOf = (filter: TicketFilter) =>
  filter === 'all' ? {} : filter === 'villageRequests' ? { type: 'VillageRequest' } : { status: filter };
export const filterValueOf = (values: { status?: TicketFilter; type?: string }): TicketFilter =>
  values.type === 'VillageRequest' ? 'villageRequests' : (values.status ?? 'all');

/** The four tiles, each counted by the server with the list API's filters (total of a one-row page). */
export const SUPPORT_TILES = [
  { key: 'openTickets', filter: { status: 'open' } },
  { key: 'closedTickets', filter: { status: 'closed' } },
  { key: 'complaints', filter: { type: 'Complaint' } },
  { key: 'feedback', filter: { type: 'Feedback' } },
] as const;

/** The same counts over tickets already in hand (used where a list is local, and as the reference in tests). */
export function countTickets(
  tickets: Pick<Ticket, 'status' | 'type'>[],
): Record<(typeof SUPPORT_TILES)[number]['key'], number> {
  return {
    openTickets: tickets.filter((t) => t.status === 'open').length,
    closedTickets: tickets.filter((t) => t.status === 'closed').length,
    complaints: tickets.filter((t) => t.type === 'Complaint').length,
    feedback: tickets.filter((t) => t.type === 'Feedback').length,
  };
}

/** Reply is offered only on open tickets without a response. */
export function canReply(ticket: Pick<Ticket, 'status'> & { response?: string | null }): boolean {
  return ticket.status === 'open' && !(ticket.response ?? '').trim();
}

/** Closing is offered on open tickets. */
export function canClose(ticket: Pick<Ticket, 'status'>): boolean {
  return ticket.status === 'open';
}

/** The i18n key of the problem with a reply, or null when it may be sent. */
export function validateReply(text: string | null | undefined): string | null {
  return (text ?? '').trim() ? null : 'gaon.support.replyEmpty';
}
