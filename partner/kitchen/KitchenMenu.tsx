import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ListBase, useListContext, useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import { CardList } from '../common/CardList';
import { TwoWayToggle } from '../common/TwoWayToggle';
import { useFormat } from '../common/format';
import { errorMessage } from '../providers/httpClient';
import type { Dish, VendorRestaurant } from '../providers/types';
import { useLocalName } from '../../shared/browser/localName';
import { SEED_CATEGORIES } from '../../shared/menuSeed';

/** A category as words ("Thali Special", "थाली स्पेशल"), not its id; an id the app does not know stays as it is. */
export const categoryName = (id: string, language: string): string => {
  const category = SEED_CATEGORIES.find((c) => c.id === id);
  return category ? (language === 'hi' ? category.nameHi : category.name) : id;
};

function DishRow({ dish }: { dish: Dish }) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const name = useLocalName()(dish);
  const [locale] = useLocaleState();
  const { refetch } = useListContext();
  const [update, { isPending }] = useUpdate<Dish>();
  const [counting, setCounting] = useState(false);
  // Today's plates: a count sells the dish out by itself at 0; null is no limit.
  const setPortions = (portionsLeft: number | null) =>
    update(
      'menu-items',
      { id: dish.id, data: { portionsLeft }, previousData: dish },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setCounting(false);
          notify(
            portionsLeft === null
              ? translate('resources.restaurants.notifications.portionsCleared', { name })
              : translate('resources.restaurants.notifications.portionsSet', { name, count: portionsLeft }),
            { type: 'success' },
          );
          void refetch();
        },
        onError: (error) =>
          notify(errorMessage(error, translate('resources.restaurants.notifications.failed')), { type: 'error' }),
      },
    );
  const setAvailable = (available: boolean) =>
    update(
      'menu-items',
      { id: dish.id, data: { available }, previousData: dish },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(translate(`resources.restaurants.notifications.${available ? 'available' : 'soldOut'}`, { name }), {
            type: 'success',
          });
          // The dish lives inside its restaurant's `menu`: fetch the restaurants again.
          void refetch();
        },
        onError: (error) =>
          notify(errorMessage(error, translate('resources.restaurants.notifications.failed')), { type: 'error' }),
      },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.75 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', textDecoration: dish.available ? 'none' : 'line-through' }}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {format.rupees(dish.price)}
          {dish.category ? ` · ${categoryName(dish.category, locale)}` : ''}
        </Typography>
        {dish.portionsLeft != null && (
          <Typography
            variant="body2"
            data-testid="portions-left"
            sx={{ fontWeight: 700, color: dish.portionsLeft === 0 ? 'error.main' : 'text.primary' }}
          >
            {dish.portionsLeft === 0
              ? translate('resources.restaurants.portionsSoldOut')
              : translate('resources.restaurants.portionsLeft', { count: dish.portionsLeft })}
          </Typography>
        )}
        {/* Under the name, not beside it: a phone's row keeps its width for the name and the switch. */}
        <Button
          variant="outlined"
          size="small"
          disabled={isPending}
          onClick={() => setCounting(true)}
          aria-label={translate('resources.restaurants.portionsTitle', { name })}
          sx={{ mt: 0.5, minHeight: 48, textTransform: 'none' }}
        >
          {translate('resources.restaurants.portions')}
        </Button>
      </Box>
      {counting && (
        <PortionsDialog
          name={name}
          current={dish.portionsLeft ?? null}
          busy={isPending}
          onSave={setPortions}
          onClose={() => setCounting(false)}
        />
      )}
      <TwoWayToggle
        label={name}
        value={dish.available}
        disabled={isPending}
        on={translate('resources.restaurants.available')}
        off={translate('resources.restaurants.soldOut')}
        onChange={setAvailable}
      />
    </Stack>
  );
}

/** "Plates left today": a whole number (0 is sold out), or No limit. */
function PortionsDialog({
  name,
  current,
  busy,
  onSave,
  onClose,
}: {
  name: string;
  current: number | null;
  busy: boolean;
  onSave: (portionsLeft: number | null) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [invalid, setInvalid] = useState(false);
  const save = () => {
    const count = Number(value);
    if (value.trim() === '' || !Number.isInteger(count) || count < 0 || count > 10_000) {
      setInvalid(true);
      return;
    }
    onSave(count);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('resources.restaurants.portionsTitle', { name })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('resources.restaurants.portionsLabel')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value.replace(/\D/g, ''));
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
          error={invalid}
          helperText={translate(
            invalid ? 'resources.restaurants.portionsInvalid' : 'resources.restaurants.portionsHint',
          )}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'portions-input' } }}
        />
      </DialogContent>
      <DialogActions sx={{ '& .MuiButton-root': { minHeight: 48, textTransform: 'none' } }}>
        <Button onClick={() => onSave(null)} disabled={busy || current === null}>
          {translate('resources.restaurants.portionsClear')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RestaurantMenuCard({ restaurant }: { restaurant: VendorRestaurant }) {
  const name = useLocalName()(restaurant);
  return (
    <Card variant="outlined" component="section" aria-label={name}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {name}
        </Typography>
        {(restaurant.menu ?? []).map((dish, i) => (
          <Box key={dish.id}>
            {i > 0 && <Divider />}
            <DishRow dish={dish} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

/** Each kitchen's dishes with a Sold out / Available switch and today's plates left (PUT /vendor/menu-items/:id). */
export function KitchenMenu() {
  return (
    <ListBase resource="restaurants" perPage={100} disableSyncWithLocation>
      <CardList<VendorRestaurant>
        empty="resources.restaurants.empty"
        render={(r) => <RestaurantMenuCard key={r.id} restaurant={r} />}
      />
    </ListBase>
  );
}
