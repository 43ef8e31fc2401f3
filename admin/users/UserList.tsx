import { useEffect, useState } from 'react';
import { Box, TableCell, TableRow, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import { useCanAccess, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { ConfirmDialog, DeleteButton, EditButton, ErrorText, Page, pageCount, PageHeader, PageNav, RowActions, ScrollTable, SearchField, SelectField, StatTiles, StatusBadge, useAsyncData, useDebouncedValue, useToast } from '../common';
import { fetchUsersPage } from './fetchUsersPage';
import { UserEditDialog } from './UserEditDialog';
import { ROLE_COLORS, USERS_PER_PAGE, type RoleFilter, type User } from './types';

/** SPEC "User Management": search, role filter, count cards, table, edit and delete. */
export function UserList() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [role, setRole] = useState<RoleFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<User | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'users' });

  const list = useAsyncData(() => fetchUsersPage(dataProvider, { role, q, page, perPage: USERS_PER_PAGE }), [dataProvider, role, q, page]);
  // Count cards: totals of each role, from the server (one row each).
  const vendors = useGetList<User>('users', { pagination: { page: 1, perPage: 1 }, filter: { role: 'vendor' } });
  const delivery = useGetList<User>('users', { pagination: { page: 1, perPage: 1 }, filter: { role: 'delivery' } });

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, USERS_PER_PAGE);
  useEffect(() => {
    if (!list.loading && page > pages) setPage(pages);
  }, [list.loading, page, pages]);

  const reloadAll = () => {
    list.reload();
    vendors.refetch();
    delivery.refetch();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const envelope = await dataProvider.deleteUser(toDelete.id, toDelete.role);
      toast.success(envelope?.message || translate('gaon.users.deleted'));
      setToDelete(null);
      reloadAll();
    } catch (err) {
      toast.error(errorMessage(err, translate('gaon.users.failedDelete')));
    } finally {
      setDeleting(false);
    }
  };

  const count = (value: number | undefined) => (value === undefined ? '…' : value);
  const roleLabel = (value: string) => translate(`gaon.users.roles.${value}`, { _: value });

  return (
    <Page>
      <PageHeader title={translate('gaon.users.title')} />
      <StatTiles
        tiles={[
          {
            label: translate('gaon.users.totalUsers'),
            value: vendors.total === undefined || delivery.total === undefined ? '…' : vendors.total + delivery.total,
            icon: <PeopleIcon />,
          },
          { label: translate('gaon.users.vendors'), value: count(vendors.total), icon: <StorefrontIcon />, color: '#c2410c' },
          { label: translate('gaon.users.deliveryStaff'), value: count(delivery.total), icon: <DeliveryDiningIcon />, color: '#1d4ed8' },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField
          label={translate('gaon.users.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectField
          label={translate('gaon.users.roleFilter')}
          name="role"
          value={role}
          onChange={(value) => {
            setRole(value as RoleFilter);
            setPage(1);
          }}
        >
          <option value="all">{translate('gaon.users.allRoles')}</option>
          <option value="vendor">{translate('gaon.users.vendors')}</option>
          <option value="delivery">{translate('gaon.users.deliveryStaff')}</option>
        </SelectField>
      </Box>
      {list.error ? (
        <ErrorText>{errorMessage(list.error, translate('gaon.users.failedLoad'))}</ErrorText>
      ) : (
        <>
          <ScrollTable
            label={translate('gaon.users.title')}
            minWidth={620}
            columns={[translate('gaon.users.name'), translate('gaon.users.email'), translate('gaon.users.role'), translate('gaon.users.actions')]}
            state={list.loading && !list.data ? translate('gaon.users.loading') : list.data?.data.length === 0 ? translate('gaon.users.empty') : undefined}
          >
            {list.data?.data.map((user) => (
              <TableRow key={`${user.role}-${user.id}`} hover data-testid="user-row">
                <TableCell sx={{ fontWeight: 500 }}>{user.name}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <StatusBadge value={user.role} colors={ROLE_COLORS} label={roleLabel(user.role)} />
                </TableCell>
                <TableCell>
                  <RowActions>
                    <EditButton onClick={() => setEditing(user)} ariaLabel={translate('gaon.users.editAria', { name: user.name })} />
                    {canDelete && <DeleteButton onClick={() => setToDelete(user)} ariaLabel={translate('gaon.users.deleteAria', { name: user.name })} />}
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </ScrollTable>
          <PageNav page={page} pages={pages} onChange={setPage} />
        </>
      )}
      <UserEditDialog user={editing} onClose={() => setEditing(null)} onSaved={reloadAll} />
      <ConfirmDialog open={toDelete !== null} title={translate('gaon.users.deleteUser')} pending={deleting} onConfirm={confirmDelete} onClose={() => setToDelete(null)}>
        {toDelete && (
          <>
            <Typography gutterBottom>{translate('gaon.users.deleteQuestion')}</Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
              <Typography component="dt" color="text.secondary">{translate('gaon.users.name')}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{toDelete.name}</Typography>
              <Typography component="dt" color="text.secondary">{translate('gaon.users.email')}</Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>{toDelete.email}</Typography>
              <Typography component="dt" color="text.secondary">{translate('gaon.users.role')}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{roleLabel(toDelete.role)}</Typography>
            </Box>
            <Typography color="error" sx={{ fontWeight: 600 }}>{translate('gaon.users.cannotUndo')}</Typography>
          </>
        )}
      </ConfirmDialog>
    </Page>
  );
}
