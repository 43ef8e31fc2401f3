import { useEffect, useState } from 'react';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { ConfirmDialog, DeleteButton, ErrorText, Page, pageCount, PageHeader, PageNav, RowActions, ScrollTable, SearchField, SelectField, StatusBadge, useConfirmDelete, useDebouncedValue, useToast } from '../common';
import { OrderDetails } from './OrderDetails';
import { deliveryPersonLabel } from './labels';
import { ORDER_STATUSES, ORDERS_PER_PAGE, type Order } from './types';

/** SPEC "Order Management": server-side search and paging, status changes, details, delete for permitted roles. */
export function OrderList() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'orders' });

  const { data, total = 0, isPending, error, refetch } = useGetList<Order>('orders', {
    pagination: { page, perPage: ORDERS_PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: q ? { q } : {},
  });
  const { toDelete, setToDelete, confirmDelete, deleting } = useConfirmDelete<Order>('orders', {
    deleted: 'gaon.orders.deleted',
    failed: 'gaon.orders.failedDelete',
    onDeleted: (order) => {
      if (detailsId === order.id) setDetailsId(null);
      refetch();
    },
  });
  const pages = pageCount(total, ORDERS_PER_PAGE);
  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (!isPending && page > pages) setPage(pages);
  }, [isPending, page, pages]);

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1); // SPEC: changing the search resets to page 1
  };

  const changeStatus = async (order: Order, status: string) => {
    if (status === order.status) return;
    setChanging(order.id);
    try {
      const envelope = await dataProvider.setOrderStatus(order.id, status);
      toast.success(envelope.message || translate('gaon.orders.statusUpdated'));
      await refetch(); // the list shows the order as the server now has it
    } catch (err) {
      toast.error(errorMessage(err, translate('gaon.orders.failedStatus')));
    } finally {
      setChanging(null);
    }
  };

  const details = data?.find((order) => order.id === detailsId) ?? null;
  const na = translate('gaon.common.notAvailable');

  return (
    <Page>
      <PageHeader title={translate('gaon.orders.title')} />
      <Box sx={{ display: 'flex', mb: 2 }}>
        <SearchField label={translate('gaon.orders.searchLabel')} placeholder={translate('gaon.orders.search')} value={search} onChange={onSearch} />
      </Box>
      {error ? (
        <ErrorText>{errorMessage(error, translate('gaon.orders.failedLoad'))}</ErrorText>
      ) : (
        <>
          <ScrollTable
            label={translate('gaon.orders.title')}
            minWidth={760}
            columns={[translate('gaon.orders.customer'), translate('gaon.orders.restaurant'), translate('gaon.orders.status'), translate('gaon.orders.actions')]}
            state={isPending ? translate('gaon.orders.loading') : data?.length === 0 ? translate('gaon.orders.empty') : undefined}
          >
            {data?.map((order) => (
              <TableRow key={order.id} hover data-testid="order-row">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {order.customerInfo?.name || na}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {order.orderId}
                  </Typography>
                </TableCell>
                <TableCell>{order.restaurant?.name || na}</TableCell>
                <TableCell>
                  <StatusBadge value={order.status} />
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                    {deliveryPersonLabel(order, translate)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <RowActions>
                    <Button size="small" variant="outlined" onClick={() => setDetailsId(order.id)} aria-label={translate('gaon.orders.detailsAria', { orderId: order.orderId })}>
                      {translate('gaon.orders.details')}
                    </Button>
                    <SelectField
                      variant="outlined"
                      minWidth={160}
                      value={order.status}
                      disabled={changing === order.id}
                      onChange={(status) => changeStatus(order, status)}
                      ariaLabel={translate('gaon.orders.changeStatus', { orderId: order.orderId })}
                    >
                      {!(ORDER_STATUSES as readonly string[]).includes(order.status) && <option value={order.status}>{order.status}</option>}
                      {ORDER_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {translate(`gaon.orders.statuses.${status}`)}
                        </option>
                      ))}
                    </SelectField>
                    {canDelete && <DeleteButton onClick={() => setToDelete(order)} ariaLabel={translate('gaon.orders.deleteAria', { orderId: order.orderId })} />}
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </ScrollTable>
          <PageNav page={page} pages={pages} onChange={setPage} />
        </>
      )}
      <OrderDetails order={details} onClose={() => setDetailsId(null)} />
      <ConfirmDialog open={toDelete !== null} pending={deleting} onConfirm={confirmDelete} onClose={() => setToDelete(null)}>
        <Typography>
          {toDelete && translate('gaon.orders.confirmDelete', { orderId: toDelete.orderId, customer: toDelete.customerInfo?.name || na })}
        </Typography>
      </ConfirmDialog>
    </Page>
  );
}
