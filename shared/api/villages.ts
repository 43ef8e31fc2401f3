import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, ListQuery, Nullable, Rupees, Str } from './common';

export const Village = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  /** The name in Hindi; null when none is set. */
  nameHi: Nullable(Type.String()),
  deliveryZone: Type.String(),
  assignedRestaurants: Type.Array(Type.String()),
  assignedRestaurantIds: Type.Array(Type.Integer()),
  orderVolume: Type.Integer(),
  /** rupees: what delivery here costs, and the smallest subtotal delivered here (0 for none) */
  deliveryCharge: Type.Number(),
  minimumOrder: Type.Number(),
  /** The restaurants listed as delivering here (besides standing here), by id. */
  restaurantIds: Type.Array(Type.Integer()),
  createdAt: IsoTime,
});
export type Village = Static<typeof Village>;

export const VillageListQuery = ListQuery(['name', 'createdAt', 'deliveryZone'], {}, 100);
export type VillageListQuery = Static<typeof VillageListQuery>;

export const VillageBody = Type.Object({
  name: Type.Optional(Str(100)),
  nameHi: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  deliveryZone: Type.Optional(Str(100)),
  // Restaurant ids; names are accepted too, because react-admin sends the record back as read.
  assignedRestaurants: Type.Optional(Type.Array(Type.Union([Type.Integer(), Str(120)]), { maxItems: 500 })),
  assignedRestaurantIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
  deliveryCharge: Type.Optional(Rupees({ minimum: 0, maximum: 10000 })),
  minimumOrder: Type.Optional(Rupees({ minimum: 0, maximum: 100000 })),
  /** The restaurants that deliver here; without it the list stays as it is. */
  restaurantIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
});
export type VillageBody = Static<typeof VillageBody>;
