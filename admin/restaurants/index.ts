import StorefrontIcon from '@mui/icons-material/Storefront';
import { RestaurantList } from './RestaurantList';
import type { Restaurant } from './types';

// No edit or create route: every path falls to the list route, which opens /restaurants/:id's Details,
// /restaurants/create's Add dialog and /restaurants/:id/edit's inline form over the list.
export default {
  name: 'restaurants',
  list: RestaurantList,
  icon: StorefrontIcon,
  recordRepresentation: (restaurant: Restaurant) => restaurant.name,
};
