// @vitest-environment jsdom
/**
 * The khata list on a phone (375 px) is one line per khata — name, phone, balance against the
 * limit — not a table of four columns wider than the screen; a wide screen keeps the table.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { KhataList } from '../../admin/khata/KhataList';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

const SLOW = { timeout: 5000 };
const KHATAS = [
  { id: '9876500001', phone: '9876500001', name: 'Ramesh (dairy)', limit: 5000, balance: 1250, lastPaidAt: null },
];

/** A screen `width` px wide, as MUI's useMediaQuery asks it. */
function screenOf(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    };
  }) as never;
}

const renderList = () =>
  renderAdmin(
    <ResourceContextProvider value="khata">
      <KhataList />
    </ResourceContextProvider>,
    fakeDataProvider({ getList: vi.fn(async () => ({ data: KHATAS, total: 1 })) }),
  );

afterEach(cleanup);

describe('the khata list', () => {
  it('on a 375 px phone is one line per khata, no wide table', async () => {
    screenOf(375);
    renderList();
    await screen.findByText('Ramesh (dairy)', {}, SLOW);
    screen.getByText('9876500001');
    screen.getByText('₹1,250.00 / ₹5,000.00');
    expect(screen.queryByRole('table')).toBeNull();
    // Its own heading: the app bar shows no title on a phone.
    screen.getByRole('heading', { level: 1, name: 'Khata (udhaar)' });
  });

  it('on a wide screen keeps its table', async () => {
    screenOf(1280);
    renderList();
    await screen.findByText('Ramesh (dairy)', {}, SLOW);
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
