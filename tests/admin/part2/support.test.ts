import { describe, expect, it } from 'vitest';
import { SUPPORT_TILES, canClose, canReply, countTickets, ticketListFilter, validateReply } from '../../../admin/support/tickets';
import { gaonMessages } from '../../../admin/i18n/en';

describe('support tickets', () => {
  it('offers reply only on open tickets without a response', () => {
    expect(canReply({ status: 'open', response: null })).toBe(true);
    expect(canReply({ status: 'open', response: '  ' })).toBe(true);
    expect(canReply({ status: 'open', response: 'Sorry about that' })).toBe(false);
    expect(canReply({ status: 'closed', response: null })).toBe(false);
  });

  it('offers close only on open tickets', () => {
    expect(canClose({ status: 'open' })).toBe(true);
    expect(canClose({ status: 'closed' })).toBe(false);
  });

  it('refuses a blank reply with "Reply cannot be empty."', () => {
    expect(validateReply('')).toBe('gaon.support.replyEmpty');
    expect(validateReply('   \n ')).toBe('gaon.support.replyEmpty');
    expect(validateReply(undefined)).toBe('gaon.support.replyEmpty');
    expect(validateReply('We are on it')).toBeNull();
    expect(gaonMessages.support.replyEmpty).toBe('Reply cannot be empty.');
  });

  it('keeps the toasts of the spec', () => {
    expect(gaonMessages.support.replied).toBe('Response sent and ticket closed.');
    expect(gaonMessages.support.closed).toBe('Ticket closed.');
  });

  it('maps All/Open/Closed to the list filter', () => {
    expect(ticketListFilter('all')).toEqual({});
    expect(ticketListFilter('open')).toEqual({ status: 'open' });
    expect(ticketListFilter('closed')).toEqual({ status: 'closed' });
  });

  it('counts the four tiles, and the server-side tile filters select the same tickets', () => {
    const tickets = [
      { status: 'open', type: 'Complaint' },
      { status: 'open', type: 'Feedback' },
      { status: 'closed', type: 'Feedback' },
      { status: 'closed', type: 'Feedback' },
    ] as const;
    const counts = countTickets([...tickets]);
    expect(counts).toEqual({ openTickets: 2, closedTickets: 2, complaints: 1, feedback: 3 });
    for (const tile of SUPPORT_TILES) {
      const matching = tickets.filter((t) => Object.entries(tile.filter).every(([k, v]) => (t as Record<string, string>)[k] === v));
      expect(matching.length).toBe(counts[tile.key]);
    }
    expect(SUPPORT_TILES.map((t) => gaonMessages.support[t.key])).toEqual(['Open Tickets', 'Closed Tickets', 'Complaints', 'Feedback']);
  });
});
