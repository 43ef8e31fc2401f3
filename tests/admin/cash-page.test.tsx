// @vitest-environment jsdom
/**
 * The day close shows per rider the UPI still to check beside their cash, the day's party
 * advances, and its hand-overs: a voided one kept struck through with who and when, Void (after a
 * confirmation) on the others.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CashPage } from '../../admin/cash/CashPage';
import type { CashDay } from '../../shared/api/cash';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const SLOW = { timeout: 5000 };
const handover = (id: number, amount: number, extra: object = {}) => ({
  id,
  _id: id,
  riderId: 4,
  riderName: 'Ravi',
  amount,
  date: '2026-12-01',
  recordedAt: '2026-12-01T14:00:00.000Z',
  recordedByName: 'Owner',
  voidedAt: null,
  voidedByName: null,
  ...extra,
});
const day = (handovers: CashDay['handovers']): CashDay => ({
  date: '2026-12-01',
  riders: [{ riderId: 4, name: 'Ravi', cashCollected: 700, handedOver: 500, difference: 200, upiToCheck: 250 }],
  counterCash: 0,
  total: 700,
  handovers,
  advances: { count: 2, amount: 6300 },
  received: { cash: 900, upi: 6550, upiToCheck: 250, credit: 0, refunded: 0 },
});

describe('the day close', () => {
  it('shows the rider’s UPI to check, the party advances and the hand-overs; Void asks, then voids one', async () => {
    const voided = handover(2, 500, { voidedAt: '2026-12-01T14:05:00.000Z', voidedByName: 'Meena' });
    const getCash = vi
      .fn()
      .mockResolvedValueOnce(day([handover(1, 500), voided]))
      .mockResolvedValue(
        day([{ ...handover(1, 500), voidedAt: '2026-12-01T15:00:00.000Z', voidedByName: 'Owner' }, voided]),
      );
    const voidHandover = vi.fn(async () => ({ success: true, message: 'Hand-over voided' }));
    renderAdmin(<CashPage />, fakeDataProvider({ getCash, voidHandover }), '/cash?date=2026-12-01');

    expect((await screen.findByTestId('cash-upi-to-check', {}, SLOW)).textContent).toBe('₹250.00');
    expect(screen.getByTestId('cash-received').textContent).toBe(
      'All money received this day: cash ₹900.00, UPI ₹6,550.00',
    );
    expect(screen.getByTestId('cash-advances').textContent).toBe(
      'Party advances received this day: 2 (₹6,300.00, UPI)',
    );
    const list = screen.getByRole('list', { name: 'Hand-overs' });
    const [live, struck] = within(list).getAllByTestId('cash-handover');
    expect(struck!.dataset.voided).toBe('true');
    expect(struck!.textContent).toMatch(/Voided by Meena, /);
    expect(within(struck!).queryByRole('button', { name: /Void/ })).toBeNull();

    fireEvent.click(within(live!).getByRole('button', { name: 'Void the hand-over of ₹500.00 by Ravi' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Void this hand-over?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(voidHandover).toHaveBeenCalledWith(1), SLOW);
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByTestId('cash-handover')
            .map((h) => h.dataset.voided),
        ).toEqual(['true', 'true']),
      SLOW,
    );
  });
});
