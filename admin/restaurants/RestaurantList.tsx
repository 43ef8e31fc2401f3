import { useEffect, useState } from 'react';
import { Box, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import InfoIcon from '@mui/icons-material/Info';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { useCanAccess, useCreate, useGetList, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { ConfirmDialog, DeleteButton, EditButton, ErrorText, Page, pageCount, PageHeader, PageNav, RowActions, ScrollTable, SearchField, useConfirmDelete, useDebouncedValue, useToast } from '../common';
import { RestaurantForm, type RestaurantFields } from './RestaurantForm';
import { RestaurantDetails } from './RestaurantDetails';
import { addressText, RESTAURANTS_PER_PAGE, type Restaurant } from './types';

/** SPEC "Restaurant Management": search, inline add/edit form, Online/Offline toggle, details, delete. */
export function RestaurantList() {
  const translate = useTranslate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Restaurant | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'restaurants' });
  const { canAccess: canToggle } = useCanAccess({ action: 'toggle', resource: 'restaurants' });
  const [create, { isPending: creating }] = useCreate<Restaurant>();
  const [update, { isPending: updating }] = useUpdate<Restaurant>();

  const { data, total = 0, isPending, error, refetch } = useGetList<Restaurant>('restaurants', {
    pagination: { page, perPage: RESTAURANTS_PER_PAGE },
    sort: { field: 'name', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const { toDelete, setToDelete, confirmDelete, deleting } = useConfirmDelete<Restaurant>('restaurants', {
    deleted: 'gaon.restaurants.deleted',
    // e.g. 409 "Cannot delete a restaurant that has orders; set it Offline instead."
    failed: 'gaon.restaurants.failedDelete',
    onDeleted: (restaurant) => {
      if (editing?.id === restaurant.id) setEditing(null);
      refetch();
    },
  });
  const pages = pageCount(total, RESTAURANTS_PER_PAGE);
  useEffect(() => {
    if (!isPending && page > pages) setPage(pages);
  }, [isPending, page, pages]);

  const submitForm = async (fields: RestaurantFields): Promise<boolean> => {
    try {
      if (editing) {
        await update('restaurants', { id: editing.id, data: fields, previousData: editing }, { mutationMode: 'pessimistic', returnPromise: true });
        toast.success(translate('gaon.restaurants.updated'));
        setEditing(null);
      } else {
        await create('restaurants', { data: fields }, { returnPromise: true });
        toast.success(translate('gaon.restaurants.added'));
      }
      refetch();
      return true;
    } catch (err) {
      toast.error(errorMessage(err, translate(editing ? 'gaon.restaurants.failedUpdate' : 'gaon.restaurants.failedAdd')));
      return false;
    }
  };

  const toggle = async (restaurant: Restaurant) => {
    const isActive = !restaurant.isActive; // SPEC: the toggle sends the opposite value
    setToggling(restaurant.id);
    try {
      await update('restaurants', { id: restaurant.id, data: { isActive }, previousData: restaurant }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(translate(isActive ? 'gaon.restaurants.nowOnline' : 'gaon.restaurants.nowOffline'));
    } catch (err) {
      toast.error(errorMessage(err, translate('gaon.restaurants.failedStatus')));
    } finally {
      setToggling(null);
    }
  };

  const details = data?.find((r) => r.id === detailsId) ?? null;

  return (
    <Page>
      <PageHeader title={translate('gaon.restaurants.title')} />
      <RestaurantForm editing={editing} saving={creating || (updating && toggling === null)} onSubmit={submitForm} onCancel={() => setEditing(null)} />
      <Box sx={{ display: 'flex', mb: 2 }}>
        <SearchField
          label={translate('gaon.restaurants.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Box>
      {error ? (
        <ErrorText>{errorMessage(error, translate('gaon.restaurants.failedLoad'))}</ErrorText>
      ) : (
        <>
          <ScrollTable
            label={translate('gaon.restaurants.title')}
            minWidth={860}
            columns={[
              translate('gaon.restaurants.name'),
              translate('gaon.restaurants.address'),
              translate('gaon.restaurants.cuisine'),
              translate('gaon.restaurants.status'),
              translate('gaon.restaurants.actions'),
            ]}
            state={isPending ? translate('gaon.restaurants.loading') : data?.length === 0 ? translate('gaon.restaurants.empty') : undefined}
          >
            {data?.map((restaurant) => (
              <TableRow key={restaurant.id} hover data-testid="restaurant-row" selected={editing?.id === restaurant.id}>
                <TableCell sx={{ fontWeight: 500 }}>{restaurant.name}</TableCell>
                <TableCell sx={{ maxWidth: 260 }}>{addressText(restaurant.address)}</TableCell>
                <TableCell>
                  <Chip size="small" label={restaurant.cuisine} sx={{ bgcolor: '#fef3c7', color: '#92400e', fontWeight: 600 }} />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
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
                        disabled={toggling === restaurant.id}
                        onClick={() => toggle(restaurant)}
                        aria-label={translate('gaon.restaurants.toggleAria', {
                          name: restaurant.name,
                          state: translate(restaurant.isActive ? 'gaon.restaurants.offline' : 'gaon.restaurants.online'),
                        })}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {translate(restaurant.isActive ? 'gaon.restaurants.setOffline' : 'gaon.restaurants.setOnline')}
                      </Button>
                    )}
                  </Box>
                </TableCell>
                <TableCell>
                  <RowActions>
                    <Button size="small" variant="outlined" startIcon={<InfoIcon fontSize="small" />} onClick={() => setDetailsId(restaurant.id)} aria-label={translate('gaon.restaurants.detailsAria', { name: restaurant.name })}>
                      {translate('gaon.restaurants.details')}
                    </Button>
                    <EditButton
                      onClick={() => {
                        setEditing(restaurant);
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                      ariaLabel={translate('gaon.restaurants.editAria', { name: restaurant.name })}
                    />
                    {canDelete && <DeleteButton onClick={() => setToDelete(restaurant)} ariaLabel={translate('gaon.restaurants.deleteAria', { name: restaurant.name })} />}
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </ScrollTable>
          <PageNav page={page} pages={pages} onChange={setPage} />
        </>
      )}
      <RestaurantDetails restaurant={details} onClose={() => setDetailsId(null)} onSaved={() => refetch()} />
      <ConfirmDialog open={toDelete !== null} pending={deleting} onConfirm={confirmDelete} onClose={() => setToDelete(null)}>
        <Typography>{translate('gaon.restaurants.confirmDelete')}</Typography>
        {toDelete && (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{toDelete.name}</Typography>
        )}
      </ConfirmDialog>
    </Page>
  );
}
