import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  DialogActions,
  DialogContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import StorefrontIcon from '@mui/icons-material/Storefront';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { DialogFrame, formatRupees, useDiscardGuard } from '../common';
import { DishCreateDialog, DishEditDialog } from './DishEditDialog';
import { KitchenPause } from './KitchenPause';
import { CATEGORY_CHOICES, menuItemToAdd, type MenuItem, type MenuLine, type Restaurant } from './types';
import { useLocalName } from '../../shared/browser/localName';

/** /restaurants/:id: that restaurant's Details modal over the list (a link to it can be shared). */
export function RestaurantDetailsRoute({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const { data, error } = useGetOne<Restaurant>('restaurants', { id: Number(id) });
  if (error)
    return (
      <DialogFrame open title={translate('gaon.restaurants.details')} onClose={onClose}>
        <DialogContent dividers>
          <Typography color="error">{errorMessage(error, translate('gaon.restaurants.failedLoad'))}</Typography>
        </DialogContent>
      </DialogFrame>
    );
  return <RestaurantDetails restaurant={data ?? null} onClose={onClose} />;
}

/**
 * "Details modal": image picker, menu items (name and price, removable, an add row)
 * and Save. Save uploads a newly picked image, then replaces the menu (PUT), then toasts
 * "Details updated." (persisted on the server).
 */
export function RestaurantDetails({ restaurant, onClose }: { restaurant: Restaurant | null; onClose: () => void }) {
  const translate = useTranslate();
  const nameOf = useLocalName();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [menu, setMenu] = useState<MenuLine[]>([]);
  // The menu as saved: what `menu` is compared with to know whether anything is unsaved.
  const [baseline, setBaseline] = useState<MenuLine[]>([]);
  const [dish, setDish] = useState<MenuItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [dishSaved, setDishSaved] = useState(false);
  const [itemName, setItemName] = useState('');
  const [itemPrice, setItemPrice] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setMenu(restaurant?.menu ?? []);
    setBaseline(restaurant?.menu ?? []);
    setItemName('');
    setItemPrice('');
    setFile(null);
  }, [restaurant]);

  // A local preview of the picked file, released when replaced.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const finish = () => {
    if (dishSaved) void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
    onClose();
  };
  // A picked image or an added or removed dish not yet saved: closing asks first.
  const { close, setDirty, guard } = useDiscardGuard(finish);
  const signature = (list: MenuLine[]) => JSON.stringify(list.map(({ id, name, price }) => [id, name, price]));
  const dirty = file !== null || itemName !== '' || itemPrice !== '' || signature(menu) !== signature(baseline);
  useEffect(() => setDirty(dirty), [dirty, setDirty]);

  if (!restaurant) return null;

  const addItem = (event: FormEvent) => {
    event.preventDefault();
    const item = menuItemToAdd(itemName, itemPrice);
    if (!item) return; // ignored, as the spec says
    setMenu((m) => [...m, item]);
    setItemName('');
    setItemPrice('');
  };

  const save = async () => {
    setSaving(true);
    try {
      if (file) await dataProvider.uploadRestaurantImage(restaurant.id, file);
      // Saved dishes go back with their id (so they keep their other fields and the carts that hold them).
      const lines = menu.map(({ id, name, price }) => (id ? { id, name, price } : { name, price }));
      await dataProvider.update('restaurants', { id: restaurant.id, data: { menu: lines }, previousData: restaurant });
      notify('gaon.restaurants.detailsSaved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['restaurants'] });
      onClose();
    } catch (err) {
      notify(errorMessage(err, translate('gaon.restaurants.failedDetails')), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const image = preview ?? restaurant.image ?? null;
  return (
    <DialogFrame open title={translate('gaon.restaurants.detailsTitle', { name: restaurant.name })} onClose={close}>
      <DialogContent dividers>
        <StorefrontAction restaurant={restaurant} />
        <KitchenPause restaurant={restaurant} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            alignItems: { sm: 'center' },
            mb: 2,
          }}
        >
          <Box
            sx={{
              width: 160,
              height: 110,
              borderRadius: 1,
              bgcolor: 'grey.100',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
              flexShrink: 0,
            }}
          >
            {image ? (
              <img src={image} alt={restaurant.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {translate('gaon.restaurants.noImage')}
              </Typography>
            )}
          </Box>
          <Box>
            <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
              {translate('gaon.restaurants.chooseImage')}
              <input
                hidden
                type="file"
                name="image"
                accept="image/png,image/jpeg,image/webp"
                aria-label={translate('gaon.restaurants.image')}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
              {file?.name ?? translate('gaon.restaurants.imageHint')}
            </Typography>
          </Box>
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('gaon.restaurants.menu')}
        </Typography>
        {menu.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {translate('gaon.restaurants.noMenu')}
          </Typography>
        ) : (
          <List dense>
            {menu.map((item, index) => (
              <ListItem
                key={index}
                divider
                sx={{ pr: 11 }}
                data-testid="menu-line"
                secondaryAction={
                  <>
                    {item.id !== undefined && (
                      <IconButton
                        aria-label={translate('gaon.restaurants.editDish', { name: item.name })}
                        onClick={() => setDish(item as MenuItem)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                    <IconButton
                      edge="end"
                      color="error"
                      aria-label={translate('gaon.restaurants.removeItem', { name: item.name })}
                      onClick={() => setMenu((m) => m.filter((_, i) => i !== index))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {nameOf(item)}
                      {item.available === false && (
                        <Chip
                          size="small"
                          color="error"
                          variant="outlined"
                          label={translate('gaon.restaurants.soldOut')}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </>
                  }
                  secondary={[
                    formatRupees(item.price),
                    CATEGORY_CHOICES.find((c) => c.id === item.category)?.name ?? item.category,
                    item.customerRating
                      ? translate('gaon.restaurants.dishRating', {
                          average: item.customerRating.average,
                          smart_count: item.customerRating.count,
                        })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={addItem} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <TextField
            size="small"
            label={translate('gaon.restaurants.itemName')}
            name="itemName"
            value={itemName}
            onChange={(e) => setItemName(e.target.value)}
            sx={{ flex: '2 1 160px' }}
          />
          <TextField
            size="small"
            type="number"
            label={translate('gaon.restaurants.itemPrice')}
            name="itemPrice"
            value={itemPrice}
            onChange={(e) => setItemPrice(e.target.value)}
            sx={{ flex: '1 1 100px' }}
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          />
          <Button type="submit" variant="outlined" startIcon={<AddIcon />}>
            {translate('gaon.restaurants.addItem')}
          </Button>
        </Box>
        <Button sx={{ mt: 1 }} variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('gaon.restaurants.addDish')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {translate('gaon.common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('gaon.common.save')}
        </Button>
      </DialogActions>
      {guard}
      {adding && (
        <DishCreateDialog
          restaurant={restaurant}
          savedMenu={baseline}
          onClose={() => setAdding(false)}
          onCreated={(created) => {
            setDishSaved(true);
            setMenu((list) => [...list, created]);
            setBaseline((list) => [...list, created]);
          }}
        />
      )}
      {dish && (
        <DishEditDialog
          dish={dish}
          categories={baseline.map((line) => line.category).filter((c): c is string => !!c)}
          onClose={() => setDish(null)}
          onSaved={(saved) => {
            setDishSaved(true);
            const replace = (list: MenuLine[]) => list.map((line) => (line.id === saved.id ? saved : line));
            setMenu(replace);
            setBaseline(replace);
          }}
        />
      )}
    </DialogFrame>
  );
}

/** The storefront (the restaurant the site sells from) is marked; any other can take it over (PUT {isStorefront: true}). */
function StorefrontAction({ restaurant }: { restaurant: Restaurant }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<Restaurant>();
  const hours = translate('gaon.restaurants.hours', { opens: restaurant.opensAt, closes: restaurant.closesAt });
  const move = () =>
    update(
      'restaurants',
      { id: restaurant.id, data: { isStorefront: true }, previousData: restaurant },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('gaon.restaurants.storefrontSet', { type: 'success', messageArgs: { name: restaurant.name } });
          // The previous storefront is no longer one.
          void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
        },
        onError: (error) =>
          notify(errorMessage(error, translate('gaon.restaurants.failedStorefront')), { type: 'error' }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      {restaurant.isStorefront ? (
        <Chip
          color="success"
          icon={<StorefrontIcon />}
          label={translate('gaon.restaurants.storefront')}
          data-testid="storefront-mark"
        />
      ) : (
        <Button size="small" variant="outlined" startIcon={<StorefrontIcon />} onClick={() => setAsking(true)}>
          {translate('gaon.restaurants.makeStorefront')}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary">
        {hours}
      </Typography>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="gaon.restaurants.makeStorefront"
        content={translate('gaon.restaurants.storefrontQuestion', { name: restaurant.name })}
        onConfirm={move}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
