// @vitest-environment jsdom
/**
 * The owner's quote preview is the sum the customer is asked: GST on top for a kitchen whose
 * prices exclude it, as the server adds it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { PartyRequestEdit } from '../../admin/party-requests/PartyRequestEdit';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

const party = (gstOnTopPercent: number) => ({
  id: 7,
  _id: 7,
  code: 'PTY-000007',
  status: 'requested',
  name: 'Ramesh Yadav',
  phone: '9876543210',
  source: 'site',
  date: '2030-03-21',
  time: null,
  scheduledFor: '2030-03-21T07:30:00.000Z',
  guests: 100,
  villageId: null,
  villageName: null,
  address: null,
  notes: null,
  quote: null,
  perPlate: 200,
  items: [],
  deliveryCharge: 0,
  advancePercent: 30,
  validUntil: null,
  serveAt: null,
  acceptedAt: null,
  customerPaidAt: null,
  customerUtr: null,
  advancePaidAt: null,
  order: null,
  kitchen: { name: 'Gaon Rasoi' },
  createdAt: '2030-03-01T07:30:00.000Z',
  privateUrl: null,
  gstOnTopPercent,
});

function showParty(gstOnTopPercent: number) {
  renderAdmin(
    <Routes>
      <Route path="/party-requests/:id" element={<PartyRequestEdit />} />
    </Routes>,
    fakeDataProvider({ getOne: vi.fn(async () => ({ data: party(gstOnTopPercent) })) }),
    '/party-requests/7',
  );
}

describe("the owner's party quote preview", () => {
  it('adds the GST a kitchen with tax-exclusive prices puts on top: ₹21,000.00 and an advance of ₹6,300.00', async () => {
    showParty(5);
    await waitFor(() => expect(screen.getByTestId('quote-preview').textContent).toContain('GST 5% ₹1,000.00'));
    expect(screen.getByTestId('quote-preview').textContent).toContain('= ₹21,000.00 · advance ₹6,300.00');
  });

  it('adds nothing for a kitchen whose prices include GST', async () => {
    showParty(0);
    await waitFor(() =>
      expect(screen.getByTestId('quote-preview').textContent).toContain('= ₹20,000.00 · advance ₹6,000.00'),
    );
    expect(screen.getByTestId('quote-preview').textContent).not.toContain('GST');
  });
});
