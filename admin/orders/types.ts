/** As the API answers it: the type comes from the route's own response schema. */
export type { Order } from '../../shared/api/orders';
