import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useMatch, useNavigate, useLocation } from 'react-router-dom';
import { Confirm, DataTable, List, SearchInput, TopToolbar, useCanAccess, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { LIST_SX, ListPagination, LoadError, Screen, rowTestId, StatusBadge, WhileLoading } from '../common';
import { OrderDetails } from './OrderDetails';
import { OrderExportButton } from './OrderExportButton';
import { OrderStatusSelect } from './OrderStatusSelect';
import { deliveryPersonLabel } from './labels';
import { ORDER_STATUS_COLORS, ORDERS_PER_PAGE } from './constants';
import type { Order } from './types';

const OrderBody = rowTestId('order-row');

/**
 * SPEC "Order Management". Page, search and sort live in the URL (react-admin's list state);
 * /orders/:id opens that order's details over the list, so a link to one order can be shared.
 */
export function OrderList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const match = useMatch('/orders/:id');
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('gaon.orders.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('gaon.orders.searchLabel') } }}
      sx={{ minWidth: { sm: 340 } }}
    />,
  ];
  return (
    <Screen title={translate('gaon.orders.title')}>
      <List
        resource="orders"
        title={false}
        filters={filters}
        actions={
          <TopToolbar>
            <OrderExportButton />
          </TopToolbar>
        }
        perPage={ORDERS_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.orders.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.orders.loading">
          <OrderTable />
        </WhileLoading>
      </List>
      {match && (
        <OrderDetails
          id={match.params.id!}
          onClose={() => navigate({ pathname: '/orders', search: location.search })}
        />
      )}
    </Screen>
  );
}

function OrderTable() {
  const translate = useTranslate();
  return (
    <DataTable<Order> bulkActionButtons={false} rowClick={false} body={OrderBody} empty={<Typography sx={{ p: 2 }}>{translate('gaon.orders.empty')}</Typography>} sx={{ minWidth: 800 }}>
      <DataTable.Col<Order> source="customerInfo.name" disableSort render={(order) => <CustomerCell order={order} />} />
      <DataTable.Col<Order> source="restaurant.name" disableSort render={(order) => order.restaurant?.name || translate('gaon.common.notAvailable')} />
      <DataTable.Col<Order>
        source="status"
        render={(order) => (
          <>
            <StatusBadge value={order.status} colors={ORDER_STATUS_COLORS} />
            <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
              {deliveryPersonLabel(order, translate)}
            </Typography>
          </>
        )}
      />
      <DataTable.Col label="resources.orders.fields.actions">
        <OrderActions />
      </DataTable.Col>
    </DataTable>
  );
}

function CustomerCell({ order }: { order: Order }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {order.customerInfo?.name || translate('gaon.common.notAvailable')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {order.orderId}
      </Typography>
    </>
  );
}

/** Details (a link to /orders/:id with the list's state kept), the status dropdown and Delete. */
function OrderActions() {
  const order = useRecordContext<Order>()!;
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'orders' });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => navigate({ pathname: `/orders/${order.id}`, search: location.search })}
        aria-label={translate('gaon.orders.detailsAria', { orderId: order.orderId })}
      >
        {translate('gaon.orders.details')}
      </Button>
      <OrderStatusSelect order={order} />
      {canDelete && (
        <DeleteOrderButton
          order={order}
          // Deleting the order whose details are open closes them.
          onDeleted={() => location.pathname === `/orders/${order.id}` && navigate({ pathname: '/orders', search: location.search })}
        />
      )}
    </Box>
  );
}

/** SPEC: "Confirm Delete", "Are you sure you want to delete order … for …?", Delete shows "Deleting...". */
export function DeleteOrderButton({ order, onDeleted }: { order: Order; onDeleted?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Order>();
  const customer = order.customerInfo?.name || translate('gaon.common.notAvailable');
  const confirm = () =>
    deleteOne(
      'orders',
      { id: order.id, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('gaon.orders.deleted', { type: 'success' });
          setOpen(false);
          onDeleted?.();
        },
        onError: (error) => {
          notify(errorMessage(error, translate('gaon.orders.failedDelete')), { type: 'error' });
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button size="small" color="error" variant="outlined" onClick={() => setOpen(true)} aria-label={translate('gaon.orders.deleteAria', { orderId: order.orderId })}>
        {translate('gaon.common.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="gaon.common.confirmDelete"
        content={translate('gaon.orders.confirmDelete', { orderId: order.orderId, customer })}
        confirm={isPending ? 'gaon.common.deleting' : 'gaon.common.delete'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
