import { useEffect, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import InfoIcon from '@mui/icons-material/Info';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import {
  Confirm,
  DataTable,
  ExportButton,
  List,
  RecordContextProvider,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import {
  ConfirmDelete,
  LIST_SX,
  ListPagination,
  LoadError,
  Screen,
  rowTestId,
  useFormRoute,
  useIsPhone,
  WhileLoading,
  visuallyHidden,
} from '../common';
import { RestaurantForm } from './RestaurantForm';
import { RestaurantDetailsRoute } from './RestaurantDetails';
import { addressText, RESTAURANTS_PER_PAGE, type Restaurant } from './types';
import { formatClock, isWithinHours, kitchenPauseAt } from '../../shared/ordering';
import { KitchenPauseChip } from './KitchenPause';
import { useNow } from '../../shared/browser/useNow';
import { useLocalName } from '../../shared/browser/localName';

const RestaurantBody = rowTestId('restaurant-row');

/**
 * "Restaurant Management": the inline add/edit form, search, Online/Offline toggle, delete.
 * Page, search and sort live in the URL; /restaurants/:id opens that restaurant's Details,
 * /restaurants/create the Add dialog and /restaurants/:id/edit the inline edit form.
 */
export function RestaurantList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const details = useMatch('/restaurants/:id');
  const detailsId = details && details.params.id !== 'create' ? details.params.id! : null;
  const { form, open, close } = useFormRoute('restaurants', { editSuffix: '/edit' });
  const [toDelete, setToDelete] = useState<Restaurant | null>(null);
  // Opening another restaurant while the form holds unsaved changes asks first.
  const [formDirty, setFormDirty] = useState(false);
  const [nextEdit, setNextEdit] = useState<Restaurant | null>(null);
  // The owner chose to discard: the form stops warning, then the list moves to the next one.
  const [switchTo, setSwitchTo] = useState<Restaurant | null>(null);
  const isPhone = useIsPhone();
  const editing = form !== null && form !== 'create' ? form : null;
  const startEdit = (restaurant: Restaurant) => {
    setNextEdit(null);
    // From one restaurant's form to another's: one history entry, so Back still returns to the list.
    open('edit', restaurant.id, { replace: editing !== null });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  useEffect(() => {
    if (!switchTo) return;
    startEdit(switchTo);
    setSwitchTo(null);
    // Runs once the form has stopped warning (the render after the choice).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [switchTo]);
  const actions = {
    onDetails: (restaurant: Restaurant) =>
      navigate({ pathname: `/restaurants/${restaurant.id}`, search: location.search }),
    onEdit: (restaurant: Restaurant) =>
      formDirty && String(restaurant.id) !== editing ? setNextEdit(restaurant) : startEdit(restaurant),
    onDelete: setToDelete,
  };
  const search = translate('gaon.restaurants.search');
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { 'aria-label': search } }}
      sx={{ minWidth: { sm: 320 } }}
    />,
  ];
  return (
    <Screen title={translate('gaon.restaurants.title')}>
      <RestaurantForm
        form={form}
        onAdd={() => open('create')}
        onDone={close}
        onDirtyChange={setFormDirty}
        warn={switchTo === null}
      />
      <Confirm
        isOpen={nextEdit !== null}
        title="gaon.common.discardTitle"
        content="gaon.common.discardQuestion"
        confirm="gaon.common.discard"
        cancel="gaon.common.keepEditing"
        onConfirm={() => {
          setSwitchTo(nextEdit);
          setNextEdit(null);
        }}
        onClose={() => setNextEdit(null)}
      />
      <List
        resource="restaurants"
        title={false}
        filters={filters}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        perPage={RESTAURANTS_PER_PAGE}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.restaurants.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.restaurants.loading">
          {isPhone ? (
            <RestaurantCards {...actions} />
          ) : (
            <DataTable<Restaurant>
              bulkActionButtons={false}
              rowClick={false}
              body={RestaurantBody}
              empty={<Typography sx={{ p: 2 }}>{translate('gaon.restaurants.empty')}</Typography>}
              sx={{ minWidth: 860 }}
            >
              <DataTable.Col<Restaurant>
                source="name"
                sx={{ fontWeight: 500 }}
                render={(restaurant) => <RestaurantName restaurant={restaurant} />}
              />
              <DataTable.Col<Restaurant>
                source="address"
                disableSort
                render={(restaurant) => addressText(restaurant.address)}
                sx={{ minWidth: 200, maxWidth: 260 }}
              />
              <DataTable.Col<Restaurant>
                source="cuisine"
                render={(restaurant) => (
                  <Chip
                    size="small"
                    label={restaurant.cuisine}
                    sx={{ bgcolor: '#fef3c7', color: '#92400e', fontWeight: 600 }}
                  />
                )}
              />
              <DataTable.Col source="isActive" disableSort>
                <StatusToggle />
              </DataTable.Col>
              <DataTable.Col source="opensAt" label="resources.restaurants.fields.hours" disableSort>
                <OpeningHours />
              </DataTable.Col>
              <DataTable.Col label="resources.restaurants.fields.actions">
                <RestaurantActions {...actions} />
              </DataTable.Col>
            </DataTable>
          )}
        </WhileLoading>
      </List>
      {detailsId && (
        <RestaurantDetailsRoute
          id={detailsId}
          onClose={() => navigate({ pathname: '/restaurants', search: location.search })}
        />
      )}
      <ConfirmDelete
        resource="restaurants"
        record={toDelete}
        content={
          <>
            <Typography>{translate('gaon.restaurants.confirmDelete')}</Typography>
            {toDelete && <Typography sx={{ mt: 1, fontWeight: 600 }}>{toDelete.name}</Typography>}
          </>
        }
        deleted="gaon.restaurants.deleted"
        // e.g. 409 "Cannot delete a restaurant that has orders; set it Offline instead."
        failed="gaon.restaurants.failedDelete"
        onClose={() => setToDelete(null)}
        onDeleted={(restaurant) => editing === String(restaurant.id) && close()}
      />
    </Screen>
  );
}

/**
 * A kitchen's hours and whether it takes orders at this minute (India time), as the site
 * decides it: Online, not paused and within its hours; paused or busy beside it. Checked again every minute.
 */
function OpeningHours() {
  const restaurant = useRecordContext<Restaurant>()!;
  const translate = useTranslate();
  const now = useNow(60_000);
  const open =
    restaurant.isActive &&
    kitchenPauseAt(restaurant, now).pausedUntil === null &&
    isWithinHours(restaurant.opensAt, restaurant.closesAt, now);
  return (
    <Box data-testid="restaurant-hours" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {restaurant.opensAt === '00:00' && restaurant.closesAt === '24:00'
          ? translate('gaon.restaurants.allDay')
          : `${formatClock(restaurant.opensAt)}–${formatClock(restaurant.closesAt)}`}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={open ? 'success' : 'default'}
        label={translate(open ? 'gaon.restaurants.openNow' : 'gaon.restaurants.closedNow')}
      />
      <KitchenPauseChip restaurant={restaurant} now={now} />
    </Box>
  );
}

/** Online/Offline and, for admins allowed to, the toggle that sends the opposite value. */
function StatusToggle() {
  const restaurant = useRecordContext<Restaurant>()!;
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: canToggle } = useCanAccess({ action: 'toggle', resource: 'restaurants' });
  const [update, { isPending }] = useUpdate<Restaurant>();
  const toggle = () => {
    const isActive = !restaurant.isActive;
    update(
      'restaurants',
      { id: restaurant.id, data: { isActive }, previousData: restaurant },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(isActive ? 'gaon.restaurants.nowOnline' : 'gaon.restaurants.nowOffline', { type: 'success' }),
        onError: (error) => notify(errorMessage(error, translate('gaon.restaurants.failedStatus')), { type: 'error' }),
      },
    );
  };
  return (
    // Wraps (the switch under the chip) so the table leaves room for Details and Edit at 1366 px.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip
        size="small"
        label={translate(restaurant.isActive ? 'gaon.restaurants.online' : 'gaon.restaurants.offline')}
        color={restaurant.isActive ? 'success' : 'default'}
        data-testid="restaurant-status"
      />
      {canToggle && (
        <Button
          size="small"
          variant="text"
          startIcon={<PowerSettingsNewIcon fontSize="small" />}
          disabled={isPending}
          onClick={toggle}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(restaurant.isActive ? 'gaon.restaurants.setOffline' : 'gaon.restaurants.setOnline')}
          {/* Named "Set Offline (<name>)": the visible words first (WCAG 2.5.3), then which restaurant. */}
          <Box component="span" sx={visuallyHidden}>
            {` (${restaurant.name})`}
          </Box>
        </Button>
      )}
    </Box>
  );
}

type Act = (restaurant: Restaurant) => void;

function RestaurantActions({ onDetails, onEdit, onDelete }: { onDetails: Act; onEdit: Act; onDelete: Act }) {
  const restaurant = useRecordContext<Restaurant>()!;
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'restaurants' });
  const aria = (key: string) => translate(`gaon.restaurants.${key}`, { name: restaurant.name });
  return (
    // Wraps rather than being cut off: Details and Edit on one line, Delete below when the table is tight.
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minWidth: { sm: 210 } }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<InfoIcon fontSize="small" />}
        onClick={() => onDetails(restaurant)}
        aria-label={aria('detailsAria')}
      >
        {translate('gaon.restaurants.details')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditIcon fontSize="small" />}
        onClick={() => onEdit(restaurant)}
        aria-label={aria('editAria')}
      >
        {translate('gaon.common.edit')}
      </Button>
      {canDelete && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon fontSize="small" />}
          onClick={() => onDelete(restaurant)}
          aria-label={aria('deleteAria')}
        >
          {translate('gaon.common.delete')}
        </Button>
      )}
    </Box>
  );
}

/** The name, and the website's mark on the storefront kitchen. */
function RestaurantName({ restaurant }: { restaurant: Restaurant }) {
  const translate = useTranslate();
  const nameOf = useLocalName();
  return (
    <>
      {nameOf(restaurant)}
      {restaurant.isStorefront && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<StorefrontIcon />}
          label={translate('gaon.restaurants.storefront')}
          sx={{ ml: 1 }}
          data-testid="storefront-mark"
        />
      )}
    </>
  );
}

/** On a phone: one card per restaurant, its name with the Online/Offline switch beside it. */
function RestaurantCards(actions: { onDetails: Act; onEdit: Act; onDelete: Act }) {
  const translate = useTranslate();
  const { data = [] } = useListContext<Restaurant>();
  if (data.length === 0) return <Typography sx={{ p: 2 }}>{translate('gaon.restaurants.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1 }}>
      {data.map((restaurant) => (
        <RecordContextProvider key={restaurant.id} value={restaurant}>
          <Card variant="outlined" data-testid="restaurant-card">
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
                <Typography component="h2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <RestaurantName restaurant={restaurant} />
                </Typography>
                <StatusToggle />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {addressText(restaurant.address)} · {restaurant.cuisine}
              </Typography>
              <OpeningHours />
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
              <RestaurantActions {...actions} />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
