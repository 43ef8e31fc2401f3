/** As the API answers it: the type comes from the route's own response schema. */
export type { User } from '../../shared/api/users';
