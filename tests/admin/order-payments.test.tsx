// @vitest-environment jsdom
/**
 * The order page shows the order's money as its ledger rows: a split is each of its parts, a
 * voided row stays struck through, UPI nobody has seen says "to check".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { OrderPayments } from '../../admin/orders/OrderPayments';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const row = (id: number, method: string, amount: number, extra: object = {}) => ({
  id,
  kind: 'payment',
  method,
  amount,
  utr: null,
  receivedBy: { kind: 'rider', id: 4, name: 'Ravi' },
  at: '2026-12-01T07:30:00.000Z',
  checkedAt: '2026-12-01T07:30:00.000Z',
  checkedByName: null,
  voidedAt: null,
  voidedByName: null,
  khataPhone: null,
  ...extra,
});

describe('the order page’s payments', () => {
  it('a split shows each line of money with who took it; UPI to check and a voided line say so', async () => {
    const getOrderPayments = vi.fn(async () => [
      row(1, 'cash', 450),
      row(2, 'upi', 250, { utr: '810000000008', checkedAt: null }),
      row(3, 'cash', 100, { voidedAt: '2026-12-01T08:00:00.000Z', voidedByName: 'Owner' }),
    ]);
    renderAdmin(<OrderPayments orderId={21} />, fakeDataProvider({ getOrderPayments }));
    const table = await screen.findByRole('table', { name: 'Payments' }, { timeout: 5000 });
    const lines = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(lines[0]).toMatch(/^Cash₹450\.00Ravi, /);
    expect(lines[1]).toMatch(/^UPI \(UTR 810000000008\)₹250\.00Ravi, .* · to check$/);
    expect(lines[2]).toMatch(/voided by Owner$/);
    expect(getOrderPayments).toHaveBeenCalledWith(21);
  });
});
