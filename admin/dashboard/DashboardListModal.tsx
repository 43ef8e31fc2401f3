import { Card, DialogContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListContextProvider, useDataProvider, useList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { addressText, type Restaurant } from '../restaurants/types';
import type { Order } from '../orders/types';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { DialogFrame, formatRupees } from '../common';
import { MODAL_LIST_LIMIT, type CardKey } from './types';

type Row = Record<string, unknown>;
const FIRST_PAGE = (field: string, order: 'ASC' | 'DESC') => ({
  pagination: { page: 1, perPage: MODAL_LIST_LIMIT },
  sort: { field, order },
  filter: {},
});

/** Each card's rows (the "Admin Dashboard" screen), from the data provider's own methods. */
async function loadRows(card: CardKey, dataProvider: AppDataProvider): Promise<Row[]> {
  switch (card) {
    case 'users': {
      const grouped = (await dataProvider.getUsersGrouped(MODAL_LIST_LIMIT)) as {
        vendors?: Row[];
        deliveryPersons?: Row[];
      };
      // The client tags each user with its group's role.
      return [
        ...(grouped.vendors ?? []).map((u) => ({ ...u, role: 'vendor' })),
        ...(grouped.deliveryPersons ?? []).map((u) => ({ ...u, role: 'delivery' })),
      ];
    }
    case 'restaurants':
      return (await dataProvider.getList('restaurants', FIRST_PAGE('name', 'ASC'))).data;
    case 'orders':
      return (await dataProvider.getList('orders', FIRST_PAGE('createdAt', 'DESC'))).data;
    case 'earnings':
      return ((await dataProvider.getEarnings('all')) as { earningsBreakdown?: Row[] }).earningsBreakdown ?? [];
  }
}

/** The card's columns (DataTable reads its Col children directly, so this is a hook, not a component). */
function useColumns(card: CardKey) {
  const translate = useTranslate();
  const na = translate('gaon.common.notAvailable');
  const col = (source: string, label: string, render?: (row: Row) => React.ReactNode) => (
    <DataTable.Col<Row>
      key={label}
      source={source}
      label={`gaon.dashboard.columns.${label}`}
      disableSort
      render={render}
    />
  );
  const rupees = (field: string) => (row: Row) => formatRupees(row[field] as number);
  const columns = {
    users: [
      col('name', 'name'),
      col('email', 'email'),
      col('role', 'role', (r) => translate(`gaon.users.roles.${r.role}`, { _: String(r.role) })),
    ],
    restaurants: [
      col('name', 'name'),
      col('address', 'address', (r) => addressText(r.address as Restaurant['address'])),
      col('cuisine', 'cuisine'),
    ],
    orders: [
      col('customerInfo.name', 'customer', (r) => (r as unknown as Order).customerInfo?.name || na),
      col('restaurant.name', 'restaurant', (r) => (r as unknown as Order).restaurant?.name || na),
      col('status', 'status', (r) => <OrderStatusBadge status={String(r.status ?? '')} />),
    ],
    earnings: [
      col('restaurantName', 'restaurant'),
      col('totalOrders', 'orders', (r) => String(r.totalOrders ?? 0)),
      col('totalRevenue', 'revenue', rupees('totalRevenue')),
      col('totalCommission', 'commission', rupees('totalCommission')),
      col('totalDeliveryCharges', 'delivery', rupees('totalDeliveryCharges')),
      col('totalEarnings', 'totalEarnings', rupees('totalEarnings')),
    ],
  };
  return columns[card];
}

/** A card's modal list: "Loading..." then rows, or "No data available" (a failed fetch empties the list and is only logged). */
export function DashboardListModal({ card, onClose }: { card: CardKey; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['dashboard', card],
    queryFn: () =>
      loadRows(card, dataProvider).catch((error) => {
        console.error('Dashboard list fetch failed', error); // the error is only logged
        return [] as Row[];
      }),
  });
  const list = useList({
    data: (data ?? []).map((row, index) => ({ id: (row.id as number) ?? index, ...row })),
    isPending,
  });
  const columns = useColumns(card);
  const title = translate(`gaon.dashboard.${card}List`);
  return (
    <DialogFrame open title={title} onClose={onClose} maxWidth={card === 'earnings' ? 'md' : 'sm'}>
      {/* The list scrolls: keyboard users reach it with Tab and scroll it with the arrow keys. */}
      <DialogContent dividers tabIndex={0} role="region" aria-label={title}>
        {isPending ? (
          <Typography color="text.secondary">{translate('gaon.common.loading')}</Typography>
        ) : (
          <ListContextProvider value={list}>
            <Card variant="outlined" sx={{ overflowX: 'auto' }}>
              <DataTable
                resource={card}
                bulkActionButtons={false}
                rowClick={false}
                empty={<Typography sx={{ p: 2 }}>{translate('gaon.common.noData')}</Typography>}
                sx={{ minWidth: card === 'earnings' ? 720 : 420 }}
              >
                {columns}
              </DataTable>
            </Card>
          </ListContextProvider>
        )}
      </DialogContent>
    </DialogFrame>
  );
}
