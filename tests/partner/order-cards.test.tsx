// @vitest-environment jsdom
/**
 * The kitchen's and the rider's order cards say who and where in the app's language: the village
 * and the kitchen by their Hindi names in Hindi, a party's note in Hindi words; each Call button says whom it rings (a card with a
 * rider has two numbers); a KOT a printer printed shows "KOT printed ✓".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../../partner/i18n';
import { englishTranslations } from '../../partner/i18n/en';
import { hindiTranslations } from '../../partner/i18n/hi';
import { LiveOrdersProvider } from '../../partner/events/LiveOrders';
import { KitchenOrderList } from '../../partner/kitchen/KitchenOrderList';
import { RiderOrderList } from '../../partner/rider/RiderOrderList';
import type { PartnerOrder } from '../../partner/providers/types';
import { partnerOrder } from './fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const order = (extra: Partial<PartnerOrder> = {}): PartnerOrder =>
  partnerOrder({
    id: 1,
    status: 'preparing',
    customerInfo: { name: 'Sunita', phone: '98765 43210' },
    restaurant: { id: 1, _id: 1, name: 'Gaon Rasoi Janghai', nameHi: 'गाँव रसोई' },
    items: [{ name: 'Village Thali', nameHi: 'गाँव की थाली', quantity: 2, price: 180 }],
    subtotal: 360,
    deliveryCharge: 30,
    totalAmount: 390,
    villageName: 'Janghai',
    villageNameHi: 'जंघई',
    address: 'House 12, Station Road',
    deliveryPerson: { id: 5, _id: 5, name: 'Raju', removed: false, acknowledgedAt: null },
    rider: { id: 5, name: 'Raju', phone: '91234 56789' },
    ...extra,
  });

function provider(rows: PartnerOrder[]) {
  return {
    getList: vi.fn(async (resource: string) =>
      resource === 'orders' ? { data: rows, total: rows.length } : { data: [], total: 0 },
    ),
    getOne: vi.fn(async (resource: string, params: { id: number }) => {
      if (resource === 'restaurants')
        return {
          data: {
            id: params.id,
            _id: params.id,
            name: 'Gaon Rasoi Janghai',
            nameHi: 'गाँव रसोई',
            address: 'Station Road, Janghai',
            villageName: 'Janghai',
            villageNameHi: 'जंघई',
            phone: '9123456780',
            upi: null,
          },
        };
      throw new Error(`no ${resource}`);
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    create: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    getVendorSummary: vi.fn(async () => ({ orders: 0, takings: 0 })),
    getDeliverySummary: vi.fn(async () => ({ deliveries: 0, cashCollected: 0 })),
  } as unknown as DataProvider;
}

function renderIn(lang: 'en' | 'hi', ui: ReactNode, rows: PartnerOrder[], role: 'vendor' | 'delivery') {
  const i18nProvider =
    lang === 'hi' ? createI18nProvider('hi', hindiTranslations) : createI18nProvider('en', englishTranslations);
  return render(
    <AdminContext dataProvider={provider(rows)} i18nProvider={i18nProvider} store={memoryStore()}>
      <LiveOrdersProvider role={role} subscribe={() => () => undefined}>
        {ui}
      </LiveOrdersProvider>
    </AdminContext>,
  );
}

describe('the kitchen’s order card', () => {
  it('in Hindi: the village and the kitchen by their Hindi names; Call says customer or rider', async () => {
    const note = 'Party PTY-000007: 120 guests. Each plate: Dal, Puri ×4. Customer: no onion';
    renderIn('hi', <KitchenOrderList />, [order({ partyRequestId: 7, note })], 'vendor');
    const card = await screen.findByRole('article', { name: 'ORD-000001' });
    expect(card.textContent).toContain('पार्टी PTY-000007: 120 मेहमान. हर थाली में: Dal, Puri ×4. ग्राहक की बात: no onion');
    expect(card.textContent).toContain('जंघई');
    expect(card.textContent).not.toContain('Janghai');
    expect(within(card).getByText('गाँव रसोई')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ग्राहक को कॉल करें 98765 43210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    const rider = await within(card).findByRole('link', { name: 'राइडर को कॉल करें 91234 56789' });
    expect(rider.getAttribute('href')).toBe('tel:9123456789');
  });

  it('in English: "Call customer" and "Call rider"; the English names', async () => {
    renderIn('en', <KitchenOrderList />, [order()], 'vendor');
    const card = await screen.findByRole('article', { name: 'ORD-000001' });
    expect(card.textContent).toContain('Janghai');
    expect(within(card).getByRole('link', { name: 'Call customer 98765 43210' })).toBeTruthy();
    expect(await within(card).findByRole('link', { name: 'Call rider 91234 56789' })).toBeTruthy();
  });

  it('calls the rider on the number the order carries, without asking for the rider card by card', async () => {
    const rows = [
      { ...order(), rider: { id: 5, name: 'Raju', phone: '90000 11111' } },
      { ...order({ id: 2, orderId: 'ORD-000002' }), rider: { id: 5, name: 'Raju', phone: '90000 11111' } },
    ] as unknown as PartnerOrder[];
    const dataProvider = provider(rows);
    render(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={createI18nProvider('en', englishTranslations)}
        store={memoryStore()}
      >
        <LiveOrdersProvider role="vendor" subscribe={() => () => undefined}>
          <KitchenOrderList />
        </LiveOrdersProvider>
      </AdminContext>,
    );
    const card = await screen.findByRole('article', { name: 'ORD-000002' });
    expect(within(card).getByRole('link', { name: 'Call rider 90000 11111' }).getAttribute('href')).toBe(
      'tel:9000011111',
    );
    expect(vi.mocked(dataProvider.getOne).mock.calls.filter(([resource]) => resource === 'riders')).toEqual([]);
  });

  it('a round of a table: the table as its name, Dine-in, and once ready "to serve at the table", in Hindi too', async () => {
    const round = order({
      fulfilment: 'dine_in',
      customerInfo: { name: 'Table 4', phone: '' },
      villageName: null,
      villageNameHi: null,
      address: null,
      deliveryPerson: null,
      rider: null,
      readyAt: new Date().toISOString(),
    } as Partial<PartnerOrder>);
    renderIn('en', <KitchenOrderList />, [round], 'vendor');
    const card = await screen.findByRole('article', { name: 'ORD-000001' });
    expect(card.textContent).toContain('Table 4');
    expect(card.textContent).toContain('Dine-in');
    expect(within(card).getByTestId('ready-mark').textContent).toBe('Ready to serve at the table');
    cleanup();
    renderIn('hi', <KitchenOrderList />, [round], 'vendor');
    const hindi = await screen.findByRole('article', { name: 'ORD-000001' });
    expect(hindi.textContent).toContain('यहीं खाना');
    expect(within(hindi).getByTestId('ready-mark').textContent).toBe('टेबल पर परोसने के लिए तैयार');
  });

  it('says "KOT printed ✓" once a printer printed its KOT, not before', async () => {
    renderIn('en', <KitchenOrderList />, [order(), order({ id: 2, orderId: 'ORD-000002', printCount: 1 })], 'vendor');
    const printed = await screen.findByRole('article', { name: 'ORD-000002' });
    expect(within(printed).getByTestId('kot-printed').textContent).toBe('KOT printed ✓');
    expect(within(screen.getByRole('article', { name: 'ORD-000001' })).queryByTestId('kot-printed')).toBeNull();
  });
});

describe('the rider’s order card in Hindi', () => {
  it('names the kitchen, its village and the customer’s village in Hindi; Call says it rings the customer', async () => {
    const note = 'Party PTY-000007: 120 guests. Customer: call at the gate';
    renderIn('hi', <RiderOrderList />, [order({ status: 'out_for_delivery', partyRequestId: 7, note })], 'delivery');
    const card = await screen.findByRole('article', { name: 'ORD-000001' });
    await within(card).findByText(/गाँव रसोई, जंघई/);
    // (the address is as the customer typed it)
    expect(card.textContent).toContain('गाँव: जंघई');
    expect(card.textContent).toContain('पार्टी PTY-000007: 120 मेहमान. ग्राहक की बात: call at the gate');
    expect(within(card).getByRole('link', { name: 'ग्राहक को कॉल करें' }).getAttribute('href')).toBe('tel:9876543210');
  });
});
