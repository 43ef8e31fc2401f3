import { useState } from 'react';
import { Box, Button as MuiButton, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import PeopleIcon from '@mui/icons-material/People';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import StorefrontIcon from '@mui/icons-material/Storefront';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  Count,
  DataTable,
  ExportButton,
  List,
  RecordContextProvider,
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
import { errorMessage } from '../providers/httpClient';
import {
  LIST_SX,
  ListPagination,
  LoadError,
  PhoneLink,
  Screen,
  rowTestId,
  StatTiles,
  StatusBadge,
  useFormRoute,
  useIsPhone,
  WhileLoading,
} from '../common';
import { UserEditDialog } from './UserEditDialog';
import { ApproveButton, needsRestaurant } from './ApproveButton';
import { WaitingForApprovalAlert } from './WaitingForApprovalAlert';
import type { User } from './types';

/** Users per page. */
const USERS_PER_PAGE = 10;

/** Role badge colours; any other role (admin roles included) is grey. */
export const ROLE_COLORS = {
  vendor: { bg: '#ffedd5', fg: '#9a3412' },
  delivery: { bg: '#dbeafe', fg: '#1e40af' },
  admin: { bg: '#ede9fe', fg: '#5b21b6' },
  super_admin: { bg: '#ede9fe', fg: '#5b21b6' },
};

const UserBody = rowTestId('user-row');

/** "User Management": search, role filter, count cards, table, edit (at /users/:id, over the list) and delete. */
export function UserList() {
  const translate = useTranslate();
  const { form, open, close } = useFormRoute('users');
  const setEditing = (user: User) => open('edit', user.id);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const isPhone = useIsPhone();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('gaon.users.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('gaon.users.search') } }}
    />,
    <SelectInput
      key="role"
      source="role"
      alwaysOn
      emptyText="gaon.users.allRoles"
      choices={[
        { id: 'vendor', name: 'gaon.users.vendors' },
        { id: 'delivery', name: 'gaon.users.deliveryStaff' },
      ]}
    />,
    // Who signed up and waits, without paging through everyone (the dashboard's card opens this).
    <SelectInput
      key="approved"
      source="approved"
      alwaysOn
      emptyText="gaon.users.allAccounts"
      choices={[
        { id: WAITING.approved, name: 'gaon.users.waitingForApproval' },
        { id: 'true', name: 'gaon.users.approvedOnly' },
      ]}
    />,
  ];
  const count = (filter: object) => <Count resource="users" filter={filter} variant="inherit" />;
  return (
    <Screen title={translate('gaon.users.title')}>
      <StatTiles
        tiles={[
          { label: translate('gaon.users.totalUsers'), value: count({}), icon: <PeopleIcon /> },
          {
            label: translate('gaon.users.vendors'),
            value: count({ role: 'vendor' }),
            icon: <StorefrontIcon />,
            color: '#c2410c',
          },
          {
            label: translate('gaon.users.deliveryStaff'),
            value: count({ role: 'delivery' }),
            icon: <DeliveryDiningIcon />,
            color: '#1d4ed8',
          },
          {
            label: translate('gaon.users.waitingForApproval'),
            value: count(WAITING),
            icon: <HourglassTopIcon />,
            color: '#b45309',
          },
        ]}
      />
      <List
        resource="users"
        title={false}
        filters={filters}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        perPage={USERS_PER_PAGE}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.users.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WaitingForApprovalAlert resource="users" filter={WAITING} message="gaon.users.waitingCount" />
        <WhileLoading text="gaon.users.loading">
          {isPhone ? (
            <UserCards onEdit={setEditing} onDelete={setToDelete} />
          ) : (
            <DataTable<User>
              bulkActionButtons={false}
              rowClick={false}
              body={UserBody}
              empty={<Typography sx={{ p: 2 }}>{translate('gaon.users.empty')}</Typography>}
              sx={{ minWidth: 620 }}
            >
              <DataTable.Col<User>
                source="name"
                sx={{ fontWeight: 500 }}
                render={(user) => <NameAndKitchen user={user} />}
              />
              {/* The mobile under the e-mail: the owner calls a kitchen or rider before approving them. */}
              <DataTable.Col<User>
                source="email"
                render={(user) => (
                  <>
                    {user.email}
                    <Box component="span" sx={{ display: 'block' }}>
                      <PhoneLink phone={user.phone} />
                    </Box>
                  </>
                )}
              />
              <DataTable.Col<User> source="role" disableSort render={(user) => <RoleBadge user={user} />} />
              <DataTable.Col label="resources.users.fields.actions">
                <UserActions onEdit={setEditing} onDelete={setToDelete} />
              </DataTable.Col>
            </DataTable>
          )}
        </WhileLoading>
      </List>
      {/* No Add User here: accounts come from sign-ups and onboarding. */}
      {form && form !== 'create' && <UserEditDialog key={form} id={form} onClose={close} />}
      <DeleteUserConfirm user={toDelete} onClose={() => setToDelete(null)} />
    </Screen>
  );
}

/** The filter of the accounts waiting for approval (a select's value, so a string). */
const WAITING = { approved: 'false' };

/** A kitchen that signed up itself says which kitchen it is, so the owner knows whom they approve. */
function NameAndKitchen({ user }: { user: User }) {
  const translate = useTranslate();
  if (!user.kitchenName) return <>{user.name}</>;
  return (
    <>
      {user.name}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
        {translate('gaon.users.kitchenOf', { kitchen: user.kitchenName })}
      </Typography>
    </>
  );
}

function RoleBadge({ user }: { user: User }) {
  const translate = useTranslate();
  const role = (
    <StatusBadge
      value={user.role}
      colors={ROLE_COLORS}
      label={translate(`gaon.users.roles.${user.role}`, { _: user.role })}
    />
  );
  if (user.approved !== false) return role;
  // Signed up by themselves: no work until an admin approves them in the edit dialog.
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {role}
      <StatusBadge
        value="waiting"
        colors={{ waiting: { bg: '#fef3c7', fg: '#92400e' } }}
        label={translate('gaon.users.waitingForApproval')}
      />
    </Box>
  );
}

/** On a phone: a card per user (name, role, email, a tap-to-call phone, actions) instead of the table. */
function UserCards({ onEdit, onDelete }: { onEdit: (user: User) => void; onDelete: (user: User) => void }) {
  const translate = useTranslate();
  const { data = [] } = useListContext<User>();
  if (data.length === 0) return <Typography sx={{ p: 2 }}>{translate('gaon.users.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1 }}>
      {data.map((user) => (
        <RecordContextProvider key={user.id} value={user}>
          <Card variant="outlined" data-testid="user-card">
            <CardContent sx={{ pb: 0.5 }}>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <NameAndKitchen user={user} />
                </Typography>
                <RoleBadge user={user} />
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
              <PhoneLink phone={user.phone} />
            </CardContent>
            <CardActions>
              <UserActions onEdit={onEdit} onDelete={onDelete} />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

/**
 * A kitchen with no restaurant gets no orders: one tap opens Add Restaurant with the name it
 * registered and itself as the owner (react-admin fills a create form from the link's state).
 */
function CreateRestaurantButton({ user }: { user: User }) {
  const translate = useTranslate();
  if (!needsRestaurant(user) || !user.kitchenName) return null;
  const kitchen = user.kitchenName;
  return (
    <MuiButton
      component={Link}
      to="/restaurants/create"
      state={{ record: { name: kitchen, ownerId: user.id } }}
      size="small"
      variant="outlined"
      startIcon={<AddBusinessIcon />}
      title={translate('gaon.users.noRestaurant')}
    >
      {translate('gaon.users.createRestaurant', { kitchen })}
    </MuiButton>
  );
}

function UserActions({ onEdit, onDelete }: { onEdit: (user: User) => void; onDelete: (user: User) => void }) {
  const user = useRecordContext<User>()!;
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'users' });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <ApproveButton />
      <CreateRestaurantButton user={user} />
      <Button
        label="gaon.common.edit"
        onClick={() => onEdit(user)}
        aria-label={translate('gaon.users.editAria', { name: user.name })}
      >
        <EditIcon />
      </Button>
      {canDelete && (
        <Button
          label="gaon.common.delete"
          color="error"
          onClick={() => onDelete(user)}
          aria-label={translate('gaon.users.deleteAria', { name: user.name })}
        >
          <DeleteIcon />
        </Button>
      )}
    </Box>
  );
}

/** "Delete User confirmation modal": "This action cannot be undone", with name, email and role. */
function DeleteUserConfirm({ user, onClose }: { user: User | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mutate, isPending } = useMutation({
    // DELETE with the role in the body, which react-admin's delete cannot send.
    mutationFn: (target: User) => dataProvider.deleteUser(target.id, target.role),
    onSuccess: (envelope) => {
      notify(envelope?.message || translate('gaon.users.deleted'), { type: 'success' });
      onClose();
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error) => notify(errorMessage(error, translate('gaon.users.failedDelete')), { type: 'error' }),
  });
  const role = user ? translate(`gaon.users.roles.${user.role}`, { _: user.role }) : '';
  return (
    <Confirm
      isOpen={user !== null}
      loading={isPending}
      title="gaon.users.deleteUser"
      confirm={isPending ? 'gaon.common.deleting' : 'gaon.common.delete'}
      onConfirm={() => user && mutate(user)}
      onClose={onClose}
      content={
        user && (
          <>
            <Typography gutterBottom>{translate('gaon.users.deleteQuestion')}</Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}
            >
              {(
                [
                  ['name', user.name],
                  ['email', user.email],
                  ['role', role],
                ] as const
              ).map(([field, value]) => (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {translate(`resources.users.fields.${field}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography color="error" sx={{ fontWeight: 600 }}>
              {translate('gaon.users.cannotUndo')}
            </Typography>
          </>
        )
      }
    />
  );
}
