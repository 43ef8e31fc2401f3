import { RestaurantList } from './RestaurantList';

export default { name: 'restaurants', list: RestaurantList };
