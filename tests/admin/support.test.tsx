// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SupportList } from '../../admin/support/SupportList';
import { SUPPORT_TILES, canClose, canReply, countTickets, validateReply } from '../../admin/support/types';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

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

  it('refuses a blank reply', () => {
    expect(validateReply('')).toBe('gaon.support.replyEmpty');
    expect(validateReply('   \n ')).toBe('gaon.support.replyEmpty');
    expect(validateReply(undefined)).toBe('gaon.support.replyEmpty');
    expect(validateReply('We are on it')).toBeNull();
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
      const matching = tickets.filter((t) =>
        Object.entries(tile.filter).every(([k, v]) => (t as Record<string, string>)[k] === v),
      );
      expect(matching.length).toBe(counts[tile.key]);
    }
  });
});

describe('support screen', () => {
  const tickets = [
    {
      id: 1,
      customer: 'Sunita Verma',
      type: 'Complaint',
      message: 'Cold thali',
      status: 'open',
      response: null,
      createdAt: '2026-03-01T10:00:00Z',
    },
    {
      id: 2,
      customer: 'Rakesh Tiwari',
      type: 'Feedback',
      message: 'Lovely',
      status: 'closed',
      response: 'Thanks!',
      createdAt: '2026-03-02T10:00:00Z',
    },
  ];

  it('offers reply and close only on open tickets; a blank reply is refused', async () => {
    const replyToTicket = vi.fn(async () => ({ success: true }));
    const dataProvider = fakeDataProvider({ getList: vi.fn(async () => ({ data: tickets, total: 2 })), replyToTicket });
    renderAdmin(<SupportList />, dataProvider);
    await screen.findByText('Cold thali');
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Close ticket of/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    await within(dialog).findByText('Reply cannot be empty.');
    expect(replyToTicket).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Response'), { target: { value: '  On its way  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    await waitFor(() => expect(replyToTicket).toHaveBeenCalledWith(1, 'On its way'));
  });

  it('filters Open tickets through the list filter', async () => {
    const getList = vi.fn(async () => ({ data: tickets, total: 2 }));
    renderAdmin(<SupportList />, fakeDataProvider({ getList }));
    await screen.findByText('Cold thali');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('support', expect.objectContaining({ filter: { status: 'open' } })),
    );
  });
});
