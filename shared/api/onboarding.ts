/** Restaurant applications: the admin resource `onboarding` (table `applications`). */
import { Type, type Static } from '@sinclair/typebox';
import { APPLICATION_STATUSES } from '../statuses';
import { IsoTime, ListQuery, Nullable, NullableIsoTime, Str } from './common';
import { literals } from './users';

export const Application = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  owner: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  cuisine: Type.String(),
  status: literals(APPLICATION_STATUSES),
  /** The restaurant an approval created. */
  restaurantId: Nullable(Type.Integer()),
  decidedAt: NullableIsoTime,
  createdAt: IsoTime,
});
export type Application = Static<typeof Application>;

export const ApplicationListQuery = ListQuery(['createdAt', 'name', 'status'], {
  status: Type.Optional(literals(APPLICATION_STATUSES)),
});
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;

export const ApplicationBody = Type.Object({
  name: Type.Optional(Str(120)),
  owner: Type.Optional(Str(100)),
  phone: Type.Optional(Str(20)),
  address: Type.Optional(Str(300)),
  cuisine: Type.Optional(Str(60)),
});
export type ApplicationBody = Static<typeof ApplicationBody>;
