import { useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import GroupsIcon from '@mui/icons-material/Groups';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  DataTable,
  ExportButton,
  ListBase,
  ListToolbar,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import {
  ListPagination,
  LoadError,
  PhoneLink,
  rowTestId,
  Screen,
  StatTiles,
  StatusBadge,
  useFormRoute,
  useIsPhone,
  ViewToggle,
  type ListView,
} from '../common';
import { StaffFormDialog } from './StaffFormDialog';
import { DeveloperTools } from './StaffTestButtons';
import { staffDeleteErrorMessage } from './deleteErrors';
import { useStatusTotals } from './useStatusTotals';
import {
  DELETE_BANNER_MS,
  initials,
  SKELETON_CARDS,
  SKELETON_ROWS,
  STAFF_FETCH_SIZE,
  STAFF_STATUS_COLORS,
  STAFF_STATUSES,
  STAFF_WAITING,
  staffStatus,
  staffTotals,
  vehicleNumber,
  type ShownStaffStatus,
  type Staff,
} from './types';
import { ApproveButton } from '../users/ApproveButton';
import { WaitingForApprovalAlert } from '../users/WaitingForApprovalAlert';

type Act = (staff: Staff) => void;
const StaffBody = rowTestId('staff-row');

/**
 * "Delivery Staff Management": search and status filter (in the URL), tiles over the
 * filtered list, table or card view of the same ListBase, add/edit dialogs (at
 * /delivery-staff/create and /delivery-staff/:id, over the list), delete with the spec's
 * per-status messages and banner, and the developer test buttons.
 */
export function DeliveryStaffList() {
  const translate = useTranslate();
  const { form, open, close } = useFormRoute('delivery-staff');
  return (
    <Screen
      title={translate('gaon.deliveryStaff.title')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
          {translate('gaon.deliveryStaff.addStaff')}
        </Button>
      }
    >
      <ListBase resource="delivery-staff" perPage={STAFF_FETCH_SIZE} sort={{ field: 'name', order: 'ASC' }}>
        <StaffLayout onEdit={(staff) => open('edit', staff.id)} />
      </ListBase>
      {form && <StaffFormDialog key={form} id={form === 'create' ? null : form} onClose={close} />}
    </Screen>
  );
}

function StaffLayout({ onEdit }: { onEdit: Act }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], total, isPending, error, filterValues } = useListContext<Staff>();
  const [chosenView, setView] = useState<ListView>('table');
  // A phone shows cards; the toggle stays for a desktop.
  const isPhone = useIsPhone();
  const view = isPhone ? 'cards' : chosenView;
  const [toDelete, setToDelete] = useState<Staff | null>(null);
  const [banner, setBanner] = useState('');

  // The green banner after a delete goes away after 3 s.
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(''), DELETE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const { mutateAsync, isPending: deleting } = useMutation({
    mutationFn: (staff: Staff) => dataProvider.deleteUser(staff.id, 'delivery'),
  });
  /** Deletes one staff member; answers whether it worked (Test Delete reuses it). */
  const deleteStaff = async (staff: Staff, successText?: string): Promise<boolean> => {
    if (!data.some((s) => s.id === staff.id)) {
      notify('gaon.deliveryStaff.notFound', { type: 'error' });
      return false;
    }
    try {
      await mutateAsync(staff);
      const text = translate('gaon.deliveryStaff.deletedName', { name: staff.name });
      notify(successText ?? text, { type: 'success' });
      setBanner(text);
      await queryClient.invalidateQueries({ queryKey: ['delivery-staff'] });
      return true;
    } catch (err) {
      notify(staffDeleteErrorMessage(err, translate), { type: 'error' });
      return false;
    }
  };

  const statusText = (s: ShownStaffStatus) => translate(`gaon.deliveryStaff.statuses.${s}`);
  const pageTotals = staffTotals(data, total);
  const serverTotals = useStatusTotals(filterValues);
  const tile = (value: number | undefined) => (isPending ? '…' : (value ?? 0));
  const search = translate('gaon.deliveryStaff.search');
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { 'aria-label': search } }}
    />,
    // "Waiting for approval" too: those riders are none of the three statuses until approved.
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      emptyText="gaon.deliveryStaff.allStatuses"
      choices={[...STAFF_STATUSES, STAFF_WAITING].map((s) => ({ id: s, name: `gaon.deliveryStaff.statuses.${s}` }))}
    />,
  ];
  const actions = { onEdit, onDelete: setToDelete };

  return (
    <>
      {banner && (
        <Alert severity="success" variant="filled" sx={{ mb: 2 }} role="status">
          {banner}
        </Alert>
      )}
      <DeveloperTools staff={data} deleting={deleting} onDelete={deleteStaff} />
      <WaitingForApprovalAlert
        resource="delivery-staff"
        filter={{ status: STAFF_WAITING }}
        message="gaon.deliveryStaff.waitingCount"
      />
      <StatTiles
        tiles={[
          { label: translate('gaon.deliveryStaff.totalStaff'), value: tile(pageTotals.total), icon: <GroupsIcon /> },
          {
            label: statusText('active'),
            value: tile(serverTotals.active ?? pageTotals.active),
            icon: <CheckCircleIcon />,
            color: '#15803d',
          },
          {
            label: statusText('on_delivery'),
            value: tile(serverTotals.on_delivery ?? pageTotals.on_delivery),
            icon: <DeliveryDiningIcon />,
            color: '#1d4ed8',
          },
          {
            label: statusText('on_leave'),
            value: tile(serverTotals.on_leave ?? pageTotals.on_leave),
            icon: <BeachAccessIcon />,
            color: '#c2410c',
          },
        ]}
      />
      <ListToolbar
        filters={filters}
        actions={
          <TopToolbar>
            {!isPhone && <ViewToggle value={view} onChange={setView} prefix="gaon.deliveryStaff" />}
            <ExportButton />
          </TopToolbar>
        }
      />
      {error ? (
        <LoadError fallback="gaon.deliveryStaff.failedLoad" />
      ) : view === 'table' ? (
        <StaffTable {...actions} />
      ) : (
        <StaffCards {...actions} />
      )}
      <ListPagination />
      <Confirm
        isOpen={toDelete !== null}
        loading={deleting}
        title="gaon.common.confirmDelete"
        content={toDelete && translate('gaon.deliveryStaff.deleteQuestion', { name: toDelete.name })}
        confirm={deleting ? 'gaon.common.deleting' : 'gaon.common.delete'}
        onConfirm={async () => {
          if (toDelete) await deleteStaff(toDelete);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

function StaffAvatar({ staff }: { staff: Staff }) {
  return (
    <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }} aria-hidden>
      {initials(staff.name)}
    </Avatar>
  );
}

function StaffStatusBadge({ staff }: { staff: Staff }) {
  const translate = useTranslate();
  const status = staffStatus(staff);
  return (
    <StatusBadge
      value={status}
      colors={STAFF_STATUS_COLORS}
      label={translate(`gaon.deliveryStaff.statuses.${status}`)}
    />
  );
}

function StaffActions({ staff, onEdit, onDelete }: { staff?: Staff; onEdit: Act; onDelete: Act }) {
  const translate = useTranslate();
  const record = useRecordContext<Staff>();
  const target = staff ?? record!;
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'users' });
  return (
    <Box sx={{ whiteSpace: 'nowrap', display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <ApproveButton resource="delivery-staff" record={target} />
      <Tooltip title={translate('gaon.common.edit')}>
        <IconButton
          size="small"
          color="primary"
          onClick={() => onEdit(target)}
          aria-label={translate('gaon.deliveryStaff.editAria', { name: target.name })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canDelete && (
        <Tooltip title={translate('gaon.common.delete')}>
          <IconButton
            size="small"
            color="error"
            onClick={() => onDelete(target)}
            aria-label={translate('gaon.deliveryStaff.deleteAria', { name: target.name })}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** Table view; 5 skeleton rows while the first page loads. */
function StaffTable({ onEdit, onDelete }: { onEdit: Act; onDelete: Act }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  if (isPending)
    return (
      <Paper variant="outlined" aria-label={translate('gaon.deliveryStaff.loading')}>
        <Table size="small">
          <TableBody>
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <TableRow key={i} data-testid="staff-skeleton-row">
                {Array.from({ length: 6 }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <DataTable<Staff>
        bulkActionButtons={false}
        rowClick={false}
        body={StaffBody}
        empty={<Typography sx={{ p: 2 }}>{translate('gaon.deliveryStaff.empty')}</Typography>}
        sx={{ minWidth: 820 }}
      >
        <DataTable.Col<Staff>
          source="name"
          render={(staff) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <StaffAvatar staff={staff} />
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {staff.name}
              </Typography>
            </Box>
          )}
        />
        <DataTable.Col<Staff> source="phone" disableSort render={(staff) => <PhoneLink phone={staff.phone} />} />
        <DataTable.Col source="email" />
        <DataTable.Col<Staff> source="vehicleNumber" disableSort render={vehicleNumber} />
        <DataTable.Col<Staff> source="status" disableSort render={(staff) => <StaffStatusBadge staff={staff} />} />
        <DataTable.Col label="resources.delivery-staff.fields.actions">
          <StaffActions onEdit={onEdit} onDelete={onDelete} />
        </DataTable.Col>
      </DataTable>
    </Paper>
  );
}

/** Card view of the same list (as Atomic CRM's companies list); 8 skeleton cards while loading. */
function StaffCards({ onEdit, onDelete }: { onEdit: Act; onDelete: Act }) {
  const translate = useTranslate();
  const { data = [], isPending } = useListContext<Staff>();
  if (!isPending && data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('gaon.deliveryStaff.empty')}
      </Typography>
    );
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 2 }}
    >
      {isPending
        ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={160} data-testid="staff-skeleton-card" />
          ))
        : data.map((staff) => (
            <Card key={staff.id} variant="outlined" data-testid="staff-card">
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                  <StaffAvatar staff={staff} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {staff.name}
                    </Typography>
                    <StaffStatusBadge staff={staff} />
                  </Box>
                </Box>
                <Typography variant="body2">
                  <PhoneLink phone={staff.phone} />
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {staff.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.delivery-staff.fields.vehicleNumber')}: {vehicleNumber(staff)}
                </Typography>
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
                <StaffActions staff={staff} onEdit={onEdit} onDelete={onDelete} />
              </CardActions>
            </Card>
          ))}
    </Box>
  );
}
