import { TableCell, TableRow } from '@mui/material';
import { useDataProvider, useTranslate, type TranslateFunction } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { addressText, type Restaurant } from '../restaurants/types';
import type { Order } from '../orders/types';
import { formatRupees, Modal, ScrollTable, StatusBadge, useAsyncData } from '../common';
import { MODAL_LIST_LIMIT, type CardKey } from './types';

interface Column {
  label: string;
  cell: (row: Record<string, unknown>) => React.ReactNode;
}

interface EarningsRow {
  restaurantName: string;
  totalOrders: number;
  totalRevenue: number;
  totalCommission: number;
  totalDeliveryCharges: number;
  totalEarnings: number;
}

/** The list behind each card: its loader (rows) and columns (SPEC "Admin Dashboard"). */
function listFor(key: CardKey, dataProvider: AppDataProvider, translate: TranslateFunction): { title: string; load: () => Promise<Record<string, unknown>[]>; columns: Column[] } {
  const c = (k: string) => translate(`gaon.dashboard.columns.${k}`);
  const na = translate('gaon.common.notAvailable');
  switch (key) {
    case 'users':
      return {
        title: translate('gaon.dashboard.usersList'),
        load: async () => {
          const grouped = (await dataProvider.getUsersGrouped(MODAL_LIST_LIMIT)) as { vendors?: object[]; deliveryPersons?: object[] };
          // The client tags each user with its group's role (SPEC section 3).
          return [...(grouped.vendors ?? []).map((u) => ({ ...u, role: 'vendor' })), ...(grouped.deliveryPersons ?? []).map((u) => ({ ...u, role: 'delivery' }))];
        },
        columns: [
          { label: c('name'), cell: (r) => String(r.name ?? '') },
          { label: c('email'), cell: (r) => String(r.email ?? '') },
          { label: c('role'), cell: (r) => translate(`gaon.users.roles.${r.role}`, { _: String(r.role) }) },
        ],
      };
    case 'restaurants':
      return {
        title: translate('gaon.dashboard.restaurantsList'),
        load: async () => (await dataProvider.getList('restaurants', { pagination: { page: 1, perPage: MODAL_LIST_LIMIT }, sort: { field: 'name', order: 'ASC' }, filter: {} })).data,
        columns: [
          { label: c('name'), cell: (r) => String(r.name ?? '') },
          { label: c('address'), cell: (r) => addressText(r.address as Restaurant['address']) },
          { label: c('cuisine'), cell: (r) => String(r.cuisine ?? '') },
        ],
      };
    case 'orders':
      return {
        title: translate('gaon.dashboard.ordersList'),
        load: async () => (await dataProvider.getList('orders', { pagination: { page: 1, perPage: MODAL_LIST_LIMIT }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).data,
        columns: [
          { label: c('customer'), cell: (r) => (r as unknown as Order).customerInfo?.name || na },
          { label: c('restaurant'), cell: (r) => (r as unknown as Order).restaurant?.name || na },
          { label: c('status'), cell: (r) => <StatusBadge value={String(r.status ?? '')} /> },
        ],
      };
    case 'earnings':
      return {
        title: translate('gaon.dashboard.earningsList'),
        load: async () => {
          const earnings = (await dataProvider.getEarnings('all')) as { earningsBreakdown?: EarningsRow[] };
          return (earnings.earningsBreakdown ?? []) as unknown as Record<string, unknown>[];
        },
        columns: [
          { label: c('restaurant'), cell: (r) => String(r.restaurantName ?? '') },
          { label: c('orders'), cell: (r) => String(r.totalOrders ?? 0) },
          { label: c('revenue'), cell: (r) => formatRupees(r.totalRevenue as number) },
          { label: c('commission'), cell: (r) => formatRupees(r.totalCommission as number) },
          { label: c('delivery'), cell: (r) => formatRupees(r.totalDeliveryCharges as number) },
          { label: c('totalEarnings'), cell: (r) => formatRupees(r.totalEarnings as number) },
        ],
      };
  }
}

/** A card's modal list: "Loading..." then rows, or "No data available" (a failed fetch empties the list and is only logged). */
export function DashboardListModal({ card, onClose }: { card: CardKey | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const list = card ? listFor(card, dataProvider, translate) : null;
  const { data, loading, error } = useAsyncData(
    async () => {
      if (!list) return [];
      try {
        return await list.load();
      } catch (err) {
        console.error('Dashboard list fetch failed', err); // SPEC section 8: the error is only logged
        return [];
      }
    },
    [card, dataProvider],
    card !== null,
  );
  if (!card || !list) return null;
  const rows = error ? [] : (data ?? []);
  return (
    <Modal open title={list.title} onClose={onClose} maxWidth={card === 'earnings' ? 'md' : 'sm'}>
      <ScrollTable
        label={list.title}
        minWidth={card === 'earnings' ? 720 : 420}
        columns={list.columns.map((column) => column.label)}
        state={loading ? translate('gaon.common.loading') : rows.length === 0 ? translate('gaon.common.noData') : undefined}
      >
        {rows.map((row, index) => (
          <TableRow key={index}>
            {list.columns.map((column) => (
              <TableCell key={column.label}>{column.cell(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </ScrollTable>
    </Modal>
  );
}
