import { useState } from 'react';
import { IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { useCreate, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { ConfirmDialog, ErrorText, Page, PageHeader, ScrollTable, StatTiles, useToast } from '../common';
import { VillageForm, type VillageFields } from './VillageForm';
import { VILLAGE_FETCH_SIZE, villageTotals, type Village } from './types';

/** SPEC "Village/Area Management": tiles, add/edit form with restaurant checkboxes, table, delete. */
export function VillageList() {
  const translate = useTranslate();
  const toast = useToast();
  const [editing, setEditing] = useState<Village | null>(null);
  const [toDelete, setToDelete] = useState<Village | null>(null);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [deleteOne, { isPending: deleting }] = useDelete<Village>();

  const villages = useGetList<Village>('villages', { pagination: { page: 1, perPage: VILLAGE_FETCH_SIZE }, sort: { field: 'name', order: 'ASC' } });
  const restaurants = useGetList<{ id: number; name: string }>('restaurants', { pagination: { page: 1, perPage: VILLAGE_FETCH_SIZE }, sort: { field: 'name', order: 'ASC' } });
  const rows = villages.data ?? [];
  const totals = villageTotals(rows, villages.total);
  const loadError = villages.error ?? restaurants.error;

  const submit = async (fields: VillageFields): Promise<boolean> => {
    try {
      if (editing) {
        await update('villages', { id: editing.id, data: fields, previousData: editing }, { mutationMode: 'pessimistic', returnPromise: true });
        toast.success(translate('gaon.villages.updated'));
        setEditing(null);
      } else {
        await create('villages', { data: fields }, { returnPromise: true });
        toast.success(translate('gaon.villages.added'));
      }
      villages.refetch();
      restaurants.refetch();
      return true;
    } catch (err) {
      toast.error(errorMessage(err, translate(editing ? 'gaon.villages.failedUpdate' : 'gaon.villages.failedAdd')));
      return false;
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const village = toDelete;
    deleteOne(
      'villages',
      { id: village.id, previousData: village },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(translate('gaon.villages.deleted'));
          setToDelete(null);
          if (editing?.id === village.id) setEditing(null);
          villages.refetch();
        },
        onError: (err) => {
          toast.error(errorMessage(err, translate('gaon.villages.failedDelete')));
          setToDelete(null);
        },
      },
    );
  };

  const pending = villages.isPending;
  return (
    <Page>
      <PageHeader title={translate('gaon.villages.title')} />
      <StatTiles
        tiles={[
          { label: translate('gaon.villages.totalVillages'), value: pending ? '…' : totals.villages, icon: <HolidayVillageIcon /> },
          { label: translate('gaon.villages.totalOrders'), value: pending ? '…' : totals.orders, icon: <ReceiptLongIcon />, color: '#7c3aed' },
          { label: translate('gaon.villages.avgRestaurants'), value: pending ? '…' : totals.avgRestaurants, icon: <RestaurantIcon />, color: '#15803d' },
        ]}
      />
      {loadError ? (
        <ErrorText>{errorMessage(loadError, translate('gaon.villages.failedLoad'))}</ErrorText>
      ) : (
        <>
          <VillageForm editing={editing} restaurants={restaurants.data ?? []} saving={creating || updating} onSubmit={submit} onCancel={() => setEditing(null)} />
          <ScrollTable
            label={translate('gaon.villages.title')}
            minWidth={640}
            columns={['name', 'deliveryZone', 'assignedRestaurants', 'orderVolume', 'actions'].map((c) => translate(`gaon.villages.${c}`))}
            state={pending ? translate('gaon.villages.loading') : rows.length === 0 ? translate('gaon.villages.empty') : undefined}
          >
            {rows.map((village) => (
              <TableRow key={village.id} hover data-testid="village-row" selected={editing?.id === village.id}>
                <TableCell sx={{ fontWeight: 500 }}>{village.name}</TableCell>
                <TableCell>{village.deliveryZone}</TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  {village.assignedRestaurants.length ? (
                    village.assignedRestaurants.join(', ')
                  ) : (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {translate('gaon.villages.none')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{village.orderVolume}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={translate('gaon.common.edit')}>
                    <IconButton
                      size="small"
                      color="primary"
                      onClick={() => {
                        setEditing(village);
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                      aria-label={translate('gaon.villages.editAria', { name: village.name })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('gaon.common.delete')}>
                    <IconButton size="small" color="error" onClick={() => setToDelete(village)} aria-label={translate('gaon.villages.deleteAria', { name: village.name })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </ScrollTable>
        </>
      )}
      <ConfirmDialog open={toDelete !== null} pending={deleting} onConfirm={confirmDelete} onClose={() => setToDelete(null)}>
        <Typography>{translate('gaon.villages.confirmDelete')}</Typography>
        {toDelete && <Typography sx={{ mt: 1, fontWeight: 600 }}>{toDelete.name}</Typography>}
      </ConfirmDialog>
    </Page>
  );
}
