// @vitest-environment jsdom
/**
 * An order a cook accepted on the light first card, before the app's code had arrived, still
 * gets its KOT on the kitchen's USB printer: the app's card prints it once when it shows the
 * order (the server prints on the network printers by itself), and no other order's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import type { Printer } from '../../shared/api/printers';
import { createI18nProvider } from '../../partner/i18n';
import { englishTranslations } from '../../partner/i18n/en';
import { dataProvider as appDataProvider } from '../../partner/providers/dataProvider';
import { useTicketPrinting } from '../../partner/kitchen/useTicketPrinting';
import { oweDeviceKot, takeOwedKot } from '../../partner/first/owedKots';
import { printOnDevice } from '../../partner/kitchen/devicePrinter';
import type { PartnerOrder } from '../../partner/providers/types';
import { partnerOrder } from './fixtures';

// A USB printer is connected in this tab; printing on it is the browser's part, faked here.
vi.mock('../../partner/kitchen/devicePrinter', () => ({
  connectedDevice: () => 'POS-58',
  printOnDevice: vi.fn(async () => true),
  reconnectDevice: vi.fn(async () => undefined),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const usb: Printer = {
  id: 2,
  _id: 2,
  restaurantId: 1,
  name: 'Counter USB',
  connection: 'browser',
  host: null,
  port: 9100,
  paperWidth: 58,
  copies: 1,
  printsKot: true,
  printsBill: false,
  state: 'online',
  waiting: 0,
  lastError: null,
  lastPrintedAt: null,
};

function Card({ order }: { order: PartnerOrder }) {
  useTicketPrinting(order);
  return null;
}

describe('a KOT owed by the USB printer for an Accept on the light first card', () => {
  it('is printed once by the app when it shows the order, and no other order is', async () => {
    vi.spyOn(appDataProvider, 'printedOnDevice').mockResolvedValue(usb);
    const provider = {
      getList: vi.fn(async (resource: string) =>
        resource === 'printers'
          ? { data: [usb], total: 1 }
          : { data: [{ id: 1, _id: 1, name: 'Gaon Rasoi', autoPrintKot: true }], total: 1 },
      ),
    } as unknown as DataProvider;
    oweDeviceKot(5);
    render(
      <AdminContext
        dataProvider={provider}
        i18nProvider={createI18nProvider('en', englishTranslations)}
        store={memoryStore()}
      >
        <Card order={partnerOrder({ id: 5, status: 'accepted' })} />
        <Card order={partnerOrder({ id: 6, status: 'accepted' })} />
      </AdminContext>,
    );
    await waitFor(() => expect(printOnDevice).toHaveBeenCalledWith(5, 'kot', 58));
    await waitFor(() => expect(appDataProvider.printedOnDevice).toHaveBeenCalledWith(2));
    expect(vi.mocked(printOnDevice).mock.calls).toEqual([[5, 'kot', 58]]);
    expect(takeOwedKot(5)).toBe(false);
  });
});
