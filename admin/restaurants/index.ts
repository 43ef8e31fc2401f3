import StorefrontIcon from '@mui/icons-material/Storefront';
import { RestaurantList } from './RestaurantList';
import type { Restaurant } from './types';

// No edit route: /restaurants/:id falls to the list route, which opens that restaurant's Details.
export default {
  name: 'restaurants',
  list: RestaurantList,
  icon: StorefrontIcon,
  recordRepresentation: (restaurant: Restaurant) => restaurant.name,
};
