// @vitest-environment jsdom
/**
 * The kitchen's printer cards after a Test print: the card says the printer printed (and when)
 * as soon as it did, for a network printer the server prints on and for a USB printer this
 * browser drives.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import type { Printer } from '../../shared/api/printers';
import { createI18nProvider } from '../../partner/i18n';
import { englishTranslations } from '../../partner/i18n/en';
import { dataProvider as appDataProvider } from '../../partner/providers/dataProvider';
import { KitchenPrinters } from '../../partner/kitchen/KitchenPrinters';

// A USB printer is connected in this tab; printing on it is the browser's part, faked here.
vi.mock('../../partner/kitchen/devicePrinter', () => ({
  connectDevice: vi.fn(),
  connectedDevice: () => 'POS-58',
  deviceKinds: () => ['usb'],
  onDeviceChange: () => () => undefined,
  printTestOnDevice: vi.fn(async () => undefined),
  reconnectDevice: vi.fn(async () => undefined),
}));

const i18nProvider = createI18nProvider('en', englishTranslations);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const printer = (extra: Partial<Printer>): Printer => ({
  id: 1,
  _id: 1,
  restaurantId: 1,
  name: 'Counter',
  connection: 'network',
  host: '192.168.1.50',
  port: 9100,
  paperWidth: 80,
  copies: 1,
  printsKot: true,
  printsBill: false,
  state: 'unknown',
  waiting: 0,
  lastError: null,
  lastPrintedAt: null,
  ...extra,
});

/** The server's printers, as the test sets them between reads. */
function renderPrinters(initial: Printer[]) {
  let rows = initial;
  const provider = {
    getList: vi.fn(async (resource: string) =>
      resource === 'printers' ? { data: rows, total: rows.length } : { data: [], total: 0 },
    ),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    create: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider} store={memoryStore()}>
      <KitchenPrinters />
    </AdminContext>,
  );
  return { setRows: (next: Printer[]) => (rows = next) };
}

const card = (name: string) => screen.findByRole('region', { name });
const LAST_PRINTED = /^Last printed at \d{1,2}:\d{2}\s?[ap]m$/i;

describe('printer card after a Test print', () => {
  it('a network printer the test printed on says Online and when, without waiting for the next re-read', async () => {
    const server = renderPrinters([printer({})]);
    expect(within(await card('Counter')).getByText('Not tried yet')).toBeTruthy();
    const printedAt = new Date().toISOString();
    vi.spyOn(appDataProvider, 'testPrint').mockImplementation(async () => {
      // The server took the ticket and printed it on the printer.
      server.setRows([printer({ state: 'online', lastPrintedAt: printedAt })]);
      return printer({ waiting: 1 });
    });
    fireEvent.click(within(await card('Counter')).getByRole('button', { name: 'Test print' }));
    // The list re-reads every 15 s by itself; the card must not need that long (10 s: a loaded machine).
    const counter = await card('Counter');
    await waitFor(() => expect(within(counter).getByText('Online')).toBeTruthy(), { timeout: 10_000 });
    expect(within(counter).getByText(LAST_PRINTED)).toBeTruthy();
    expect(within(counter).queryByText('Not tried yet')).toBeNull();
  });

  it('a network printer with the test ticket on its way says Printing…, not "Not tried yet"', async () => {
    renderPrinters([printer({ waiting: 1 })]);
    const counter = await card('Counter');
    expect(within(counter).getByText('Printing…')).toBeTruthy();
    expect(within(counter).queryByText('Not tried yet')).toBeNull();
  });

  it('a USB printer the browser printed the test on is recorded on the server, and its card says when it printed', async () => {
    const usb = printer({ id: 2, _id: 2, name: 'Counter USB', connection: 'browser', host: null });
    const server = renderPrinters([usb]);
    const printed = vi.spyOn(appDataProvider, 'printedOnDevice').mockImplementation(async () => {
      const row = { ...usb, state: 'online' as const, lastPrintedAt: new Date().toISOString() };
      server.setRows([row]);
      return row;
    });
    const counter = await card('Counter USB');
    expect(within(counter).getByText('Connected: POS-58')).toBeTruthy();
    expect(within(counter).queryByText(LAST_PRINTED)).toBeNull();
    fireEvent.click(within(counter).getByRole('button', { name: 'Test print' }));
    await waitFor(() => expect(printed).toHaveBeenCalledWith(2));
    await waitFor(() => expect(within(counter).getByText(LAST_PRINTED)).toBeTruthy(), { timeout: 10_000 });
  });
});
