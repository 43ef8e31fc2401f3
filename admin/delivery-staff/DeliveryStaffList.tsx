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
  Skeleton,
  TableCell,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import TableRowsIcon from '@mui/icons-material/TableRows';
import GridViewIcon from '@mui/icons-material/GridView';
import GroupsIcon from '@mui/icons-material/Groups';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import { useCanAccess, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useStatusTotals } from './useStatusTotals';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { ConfirmDialog, ErrorText, initials, Page, pageCount, PageHeader, PageNav, ScrollTable, SearchField, SelectField, StatTiles, StatusBadge, useDebouncedValue, useToast } from '../common';
import { StaffFormDialog } from './StaffFormDialog';
import { StaffTestButtons } from './StaffTestButtons';
import { staffDeleteErrorMessage } from './deleteErrors';
import {
  DELETE_BANNER_MS,
  SKELETON_CARDS,
  SKELETON_ROWS,
  STAFF_FETCH_SIZE,
  STAFF_STATUS_COLORS,
  STAFF_STATUSES,
  staffStatus,
  staffTotals,
  vehicleNumber,
  type Staff,
  type StaffStatus,
} from './types';

type View = 'table' | 'cards';

/** SPEC "Delivery Staff Management": search, status filter, table/card views, tiles, add/edit/delete, test buttons. */
export function DeliveryStaffList() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<'' | StaffStatus>('');
  const [view, setView] = useState<View>('table');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; staff?: Staff } | null>(null);
  const [toDelete, setToDelete] = useState<Staff | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [banner, setBanner] = useState('');
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'users' });

  const filter: Record<string, string> = {};
  if (q) filter.q = q;
  if (status) filter.status = status;
  const { data, total, isPending, error } = useGetList<Staff>('delivery-staff', {
    pagination: { page, perPage: STAFF_FETCH_SIZE },
    sort: { field: 'name', order: 'ASC' },
    filter,
  });
  const queryClient = useQueryClient();
  // After an add, edit or delete: the list and the status counts are all read again.
  const refetch = () => queryClient.invalidateQueries({ queryKey: ['delivery-staff'] });
  const rows = data ?? [];
  const pageTotals = staffTotals(rows, total);
  const serverTotals = useStatusTotals(filter);
  // The server's counts when they have arrived; the page's own until then.
  const totals = {
    total: pageTotals.total,
    active: serverTotals.active ?? pageTotals.active,
    on_delivery: serverTotals.on_delivery ?? pageTotals.on_delivery,
    on_leave: serverTotals.on_leave ?? pageTotals.on_leave,
  };
  const pages = pageCount(total ?? 0, STAFF_FETCH_SIZE);

  // The green banner after a delete goes away after 3 s.
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(''), DELETE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  /** Deletes one staff member; answers whether it worked (the test button reuses it). */
  const deleteStaff = async (staff: Staff, successText?: string): Promise<boolean> => {
    if (!rows.some((s) => s.id === staff.id)) {
      toast.error(translate('gaon.deliveryStaff.notFound'));
      return false;
    }
    setDeleting(true);
    try {
      await dataProvider.deleteUser(staff.id, 'delivery');
      const text = translate('gaon.deliveryStaff.deletedName', { name: staff.name });
      toast.success(successText ?? text);
      setBanner(text);
      await refetch();
      return true;
    } catch (err) {
      toast.error(staffDeleteErrorMessage(err, translate));
      return false;
    } finally {
      setDeleting(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteStaff(toDelete);
    setToDelete(null);
  };

  const statusText = (s: StaffStatus) => translate(`gaon.deliveryStaff.statuses.${s}`);
  const actions = (staff: Staff) => (
    <>
      <Tooltip title={translate('gaon.common.edit')}>
        <IconButton size="small" color="primary" onClick={() => setForm({ mode: 'edit', staff })} aria-label={translate('gaon.deliveryStaff.editAria', { name: staff.name })}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canDelete && (
        <Tooltip title={translate('gaon.common.delete')}>
          <IconButton size="small" color="error" onClick={() => setToDelete(staff)} aria-label={translate('gaon.deliveryStaff.deleteAria', { name: staff.name })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
  const avatar = (staff: Staff) => (
    <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }} aria-hidden>
      {initials(staff.name)}
    </Avatar>
  );

  let content: React.ReactNode;
  if (error) {
    content = <ErrorText>{errorMessage(error, translate('gaon.deliveryStaff.failedLoad'))}</ErrorText>;
  } else if (view === 'table') {
    content = (
      <ScrollTable
        label={translate('gaon.deliveryStaff.title')}
        minWidth={820}
        columns={['name', 'phone', 'email', 'vehicleNumber', 'status', 'actions'].map((c) => translate(`gaon.deliveryStaff.${c}`))}
        state={!isPending && rows.length === 0 ? translate('gaon.deliveryStaff.empty') : undefined}
      >
        {isPending
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <TableRow key={i} data-testid="staff-skeleton-row">
                {Array.from({ length: 6 }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows.map((staff) => (
              <TableRow key={staff.id} hover data-testid="staff-row">
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    {avatar(staff)}
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {staff.name}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell>{staff.phone}</TableCell>
                <TableCell>{staff.email}</TableCell>
                <TableCell>{vehicleNumber(staff)}</TableCell>
                <TableCell>
                  <StatusBadge value={staffStatus(staff)} colors={STAFF_STATUS_COLORS} label={statusText(staffStatus(staff))} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(staff)}</TableCell>
              </TableRow>
            ))}
      </ScrollTable>
    );
  } else {
    content =
      !isPending && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('gaon.deliveryStaff.empty')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
          {isPending
            ? Array.from({ length: SKELETON_CARDS }, (_, i) => <Skeleton key={i} variant="rounded" height={160} data-testid="staff-skeleton-card" />)
            : rows.map((staff) => (
                <Card key={staff.id} variant="outlined" data-testid="staff-card">
                  <CardContent sx={{ pb: 1 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                      {avatar(staff)}
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }} noWrap>
                          {staff.name}
                        </Typography>
                        <StatusBadge value={staffStatus(staff)} colors={STAFF_STATUS_COLORS} label={statusText(staffStatus(staff))} />
                      </Box>
                    </Box>
                    <Typography variant="body2">{staff.phone}</Typography>
                    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                      {staff.email}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('gaon.deliveryStaff.vehicleNumber')}: {vehicleNumber(staff)}
                    </Typography>
                  </CardContent>
                  <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{actions(staff)}</CardActions>
                </Card>
              ))}
        </Box>
      );
  }

  return (
    <Page>
      <PageHeader
        title={translate('gaon.deliveryStaff.title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'add' })}>
            {translate('gaon.deliveryStaff.addStaff')}
          </Button>
        }
      />
      {banner && (
        <Alert severity="success" variant="filled" sx={{ mb: 2 }} role="status">
          {banner}
        </Alert>
      )}
      <StaffTestButtons staff={rows} deleting={deleting} onDelete={deleteStaff} />
      <StatTiles
        tiles={[
          { label: translate('gaon.deliveryStaff.totalStaff'), value: isPending ? '…' : totals.total, icon: <GroupsIcon /> },
          { label: statusText('active'), value: isPending ? '…' : totals.active, icon: <CheckCircleIcon />, color: '#15803d' },
          { label: statusText('on_delivery'), value: isPending ? '…' : totals.on_delivery, icon: <DeliveryDiningIcon />, color: '#1d4ed8' },
          { label: statusText('on_leave'), value: isPending ? '…' : totals.on_leave, icon: <BeachAccessIcon />, color: '#c2410c' },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <SearchField
          label={translate('gaon.deliveryStaff.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectField
          label={translate('gaon.deliveryStaff.statusFilter')}
          name="status"
          value={status}
          onChange={(value) => {
            setStatus(value as '' | StaffStatus);
            setPage(1);
          }}
        >
          <option value="">{translate('gaon.deliveryStaff.allStatuses')}</option>
          {STAFF_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusText(s)}
            </option>
          ))}
        </SelectField>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, value: View | null) => value && setView(value)} aria-label={translate('gaon.deliveryStaff.view')}>
          <ToggleButton value="table" aria-label={translate('gaon.deliveryStaff.tableView')}>
            <TableRowsIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="cards" aria-label={translate('gaon.deliveryStaff.cardView')}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {content}
      <PageNav page={page} pages={pages} onChange={setPage} />
      <StaffFormDialog mode={form?.mode ?? null} staff={form?.staff} onClose={() => setForm(null)} onSaved={() => refetch()} />
      <ConfirmDialog open={toDelete !== null} pending={deleting} onConfirm={confirmDelete} onClose={() => setToDelete(null)}>
        <Typography>{toDelete && translate('gaon.deliveryStaff.deleteQuestion', { name: toDelete.name })}</Typography>
      </ConfirmDialog>
    </Page>
  );
}
