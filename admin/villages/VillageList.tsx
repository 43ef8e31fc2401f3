import { useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import {
  DataTable,
  ExportButton,
  List,
  RecordContextProvider,
  TopToolbar,
  useGetList,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  ConfirmDelete,
  formatRupees,
  LIST_SX,
  ListPagination,
  LoadError,
  rowTestId,
  Screen,
  StatTiles,
  useFormRoute,
  useIsPhone,
  WhileLoading,
} from '../common';
import { VillageForm } from './VillageForm';
import { VILLAGE_FETCH_SIZE, villageTotals, type Village } from './types';
import { useLocalName } from '../../shared/browser/localName';

const VillageBody = rowTestId('village-row');
type Act = (village: Village) => void;

/**
 * "Village/Area Management": tiles, the list with edit and delete, and the add/edit form
 * with restaurant checkboxes in a dialog behind the Add button (a phone shows the list first).
 * The dialog has its URL (/villages/create, /villages/:id) over the list.
 */
export function VillageList() {
  const translate = useTranslate();
  const nameOf = useLocalName();
  const { form, open, close } = useFormRoute('villages');
  const [toDelete, setToDelete] = useState<Village | null>(null);
  const isPhone = useIsPhone();
  const onEdit = (village: Village) => open('edit', village.id);
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
      {translate('gaon.villages.add')}
    </Button>
  );
  return (
    <Screen title={translate('gaon.villages.title')} actions={addButton}>
      <VillageTiles />
      {form && <VillageForm key={form} editing={form === 'create' ? null : form} onDone={close} />}
      <List
        resource="villages"
        title={false}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        perPage={VILLAGE_FETCH_SIZE}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.villages.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.villages.loading">
          {isPhone ? (
            <VillageCards onEdit={onEdit} onDelete={setToDelete} />
          ) : (
            <DataTable<Village>
              bulkActionButtons={false}
              rowClick={false}
              body={VillageBody}
              empty={<Typography sx={{ p: 2 }}>{translate('gaon.villages.empty')}</Typography>}
              sx={{ minWidth: 820 }}
            >
              <DataTable.Col source="name" sx={{ fontWeight: 500 }} render={(village: Village) => nameOf(village)} />
              <DataTable.Col source="deliveryZone" />
              <DataTable.Col<Village>
                source="assignedRestaurants"
                disableSort
                sx={{ maxWidth: 280 }}
                render={(village) =>
                  village.assignedRestaurants.length ? (
                    village.assignedRestaurants.join(', ')
                  ) : (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {translate('gaon.villages.none')}
                    </Typography>
                  )
                }
              />
              <DataTable.Col<Village>
                source="deliveryCharge"
                disableSort
                align="right"
                sx={{ whiteSpace: 'nowrap' }}
                render={(village) => formatRupees(village.deliveryCharge)}
              />
              <DataTable.Col<Village>
                source="minimumOrder"
                disableSort
                align="right"
                sx={{ whiteSpace: 'nowrap' }}
                render={(village) => formatRupees(village.minimumOrder)}
              />
              <DataTable.NumberCol source="orderVolume" disableSort />
              <DataTable.Col label="resources.villages.fields.actions">
                <VillageActions onEdit={onEdit} onDelete={setToDelete} />
              </DataTable.Col>
            </DataTable>
          )}
        </WhileLoading>
      </List>
      <ConfirmDelete
        resource="villages"
        record={toDelete}
        content={
          <>
            <Typography>{translate('gaon.villages.confirmDelete')}</Typography>
            {toDelete && <Typography sx={{ mt: 1, fontWeight: 600 }}>{toDelete.name}</Typography>}
          </>
        }
        deleted="gaon.villages.deleted"
        failed="gaon.villages.failedDelete"
        onClose={() => setToDelete(null)}
        onDeleted={(village) => form === String(village.id) && close()}
      />
    </Screen>
  );
}

/** Total Villages, Total Orders, Avg. Restaurants/Village over every village (not the page or its sort). */
function VillageTiles() {
  const translate = useTranslate();
  const {
    data = [],
    total,
    isPending,
  } = useGetList<Village>('villages', {
    pagination: { page: 1, perPage: VILLAGE_FETCH_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  const totals = villageTotals(data, total);
  const value = (v: number | string) => (isPending ? '…' : v);
  return (
    <StatTiles
      tiles={[
        {
          label: translate('gaon.villages.totalVillages'),
          value: value(totals.villages),
          icon: <HolidayVillageIcon />,
        },
        {
          label: translate('gaon.villages.totalOrders'),
          value: value(totals.orders),
          icon: <ReceiptLongIcon />,
          color: '#7c3aed',
        },
        {
          label: translate('gaon.villages.avgRestaurants'),
          value: value(totals.avgRestaurants),
          icon: <RestaurantIcon />,
          color: '#15803d',
        },
      ]}
    />
  );
}

function VillageActions({ onEdit, onDelete }: { onEdit: Act; onDelete: Act }) {
  const village = useRecordContext<Village>()!;
  const translate = useTranslate();
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={translate('gaon.common.edit')}>
        <IconButton
          size="small"
          color="primary"
          onClick={() => onEdit(village)}
          aria-label={translate('gaon.villages.editAria', { name: village.name })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('gaon.common.delete')}>
        <IconButton
          size="small"
          color="error"
          onClick={() => onDelete(village)}
          aria-label={translate('gaon.villages.deleteAria', { name: village.name })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** On a phone: a card per village with its charges, restaurants and actions (no sideways scrolling). */
function VillageCards({ onEdit, onDelete }: { onEdit: Act; onDelete: Act }) {
  const translate = useTranslate();
  const nameOf = useLocalName();
  const { data = [] } = useListContext<Village>();
  if (data.length === 0) return <Typography sx={{ p: 2 }}>{translate('gaon.villages.empty')}</Typography>;
  const field = (name: string) => translate(`resources.villages.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1 }}>
      {data.map((village) => (
        <RecordContextProvider key={village.id} value={village}>
          <Card variant="outlined" data-testid="village-card">
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography component="h2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {nameOf(village)}
                </Typography>
                <VillageActions onEdit={onEdit} onDelete={onDelete} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {village.deliveryZone}
              </Typography>
              <Typography variant="body2">
                {field('deliveryCharge')}: {formatRupees(village.deliveryCharge)} · {field('minimumOrder')}:{' '}
                {formatRupees(village.minimumOrder)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {field('assignedRestaurants')}:{' '}
                {village.assignedRestaurants.join(', ') || translate('gaon.villages.none')} · {field('orderVolume')}:{' '}
                {village.orderVolume}
              </Typography>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
