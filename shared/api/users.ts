/** Vendors and delivery staff (admin resource `users`; `delivery-staff` is users?role=delivery). */
import { Type, type Static } from '@sinclair/typebox';
import { APP_LANGUAGES, MANAGED_ROLES, STAFF_STATUSES, USER_ROLES } from '../statuses';
import { defaulted, IsoTime, MAX_LIMIT, Nullable, PageNumber, SortOrder, Str } from './common';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** The partner app's language: Hindi or English. */
export const Language = Type.Union(
  APP_LANGUAGES.map((v) => Type.Literal(v)),
  { description: 'hi (Hindi, the default) or en (English)' },
);

export const User = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: literals(USER_ROLES),
  createdAt: IsoTime,
  /** Delivery staff only. */
  vehicleNumber: Type.Optional(Type.String()),
  vehicleDetails: Type.Optional(Type.Object({ number: Type.String() })),
  status: Type.Optional(literals(STAFF_STATUSES)),
  /** Vendors and delivery staff: the language their app opens in (hi by default). */
  language: Type.Optional(Language),
  /** Vendors and delivery staff: false while a self-registered account waits for an admin's approval. */
  approved: Type.Optional(Type.Boolean()),
  /** Vendors only: the kitchen named at sign-up (null when an admin made the account). */
  kitchenName: Type.Optional(Nullable(Type.String())),
  /** Vendors only (back office): how many restaurants they own; 0 means no order can reach them yet. */
  restaurants: Type.Optional(Type.Integer()),
});
export type User = Static<typeof User>;

export const StaffGroups = Type.Object({
  vendors: Type.Array(User),
  deliveryPersons: Type.Array(User),
  totals: Type.Object({ vendors: Type.Integer(), deliveryPersons: Type.Integer(), all: Type.Integer() }),
});
export type StaffGroups = Static<typeof StaffGroups>;

export const UserListQuery = defaulted(
  Type.Object({
    // 'all': vendors and delivery staff as one plain list (never customers).
    role: Type.Optional(literals([...MANAGED_ROLES, 'all'] as const)),
    status: Type.Optional(literals(STAFF_STATUSES)),
    approved: Type.Optional(
      Type.Boolean({
        description: 'false: only the kitchens and riders waiting for approval; true: only the approved ones',
      }),
    ),
    q: Type.Optional(Str(200)),
    page: PageNumber,
    // No default here: the grouped answer caps each group at 100, a plain list pages by 25.
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
    sort: Type.Optional(literals(['name', 'email', 'createdAt'] as const)),
    order: Type.Optional(SortOrder),
  }),
);
export type UserListQuery = Static<typeof UserListQuery>;

/** The fields of an account a registration or the staff form sends. */
export const accountFields = {
  name: Type.Optional(Str(100)),
  email: Type.Optional(Str(254)),
  phone: Type.Optional(Str(20)),
  password: Type.Optional(Str(200)),
  vehicleNumber: Type.Optional(Str(30)),
  vehicleDetails: Type.Optional(Type.Object({ number: Type.Optional(Str(30)) })),
};

export const RegisterBody = Type.Object({
  ...accountFields,
  name: Str(100),
  /** Required, except for a rider signing up: many riders have none (they sign in with the mobile number). */
  email: Type.Optional(Str(254)),
  password: Str(200),
  kitchenName: Type.Optional(
    Str(120, {
      description:
        'A kitchen signing up: the name of its kitchen, shown to the admin who approves it (vendors only; ignored for others)',
    }),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;

const staffFields = {
  ...accountFields,
  status: Type.Optional(literals(STAFF_STATUSES)),
  language: Type.Optional(Language),
};
export const StaffCreateBody = Type.Object({ ...staffFields, role: literals(MANAGED_ROLES) });
export type StaffCreateBody = Static<typeof StaffCreateBody>;
export const StaffUpdateBody = Type.Object({
  ...staffFields,
  role: Type.Optional(literals(MANAGED_ROLES)),
  approved: Type.Optional(Type.Boolean({ description: 'true approves a self-registered kitchen or rider' })),
});
export type StaffUpdateBody = Static<typeof StaffUpdateBody>;

const deleteFields = { role: Type.Optional(literals(MANAGED_ROLES)), action: Type.Optional(Type.Literal('delete')) };
/** DELETE carries an optional JSON body (react-admin sends `null` or nothing on some calls). */
export const StaffDeleteBody = Type.Unsafe<
  { role?: (typeof MANAGED_ROLES)[number]; action?: 'delete' } | null | undefined
>({
  ...Type.Object(deleteFields),
  nullable: true,
});
export const StaffDeleteFallbackBody = Type.Object({ ...deleteFields, action: Type.Literal('delete') });

export const DeletedUser = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  role: literals(USER_ROLES),
});
export { literals };

/** PUT /api/vendor/me/language and /api/delivery/me/language: the partner's own account, nothing else. */
export const LanguageBody = Type.Object({ language: Language });
export type LanguageBody = Static<typeof LanguageBody>;
