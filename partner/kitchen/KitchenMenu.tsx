import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
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
      </Box>
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

/** Each kitchen's dishes with a Sold out / Available switch (PUT /vendor/menu-items/:id). */
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
