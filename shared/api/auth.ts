import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_ROLE_NAMES } from '../permissions';
import { Str } from './common';
import { literals, User } from './users';

export const LoginBody = Type.Object({ email: Str(254), password: Str(200) });
export type LoginBody = Static<typeof LoginBody>;
/** Kitchens and riders sign in with their mobile number (digits of any script, +91 or 0 allowed) or their e-mail. */
export const PartnerLoginBody = Type.Object({
  email: Type.Optional(Str(254)),
  phone: Type.Optional(Str(40, { description: 'The mobile number, 10 digits once spaces, dashes and a +91 are gone' })),
  password: Str(200),
});
export type PartnerLoginBody = Static<typeof PartnerLoginBody>;

export const AdminRole = literals(ADMIN_ROLE_NAMES);
export const AdminLogin = Type.Object({
  name: Type.String(),
  role: AdminRole,
  email: Type.String(),
  token: Type.String(),
});
export type AdminLogin = Static<typeof AdminLogin>;

export const Admin = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: AdminRole,
});
export type Admin = Static<typeof Admin>;

/** PUT /api/auth/admin/me: the signed-in admin's own name. */
export const AdminNameBody = Type.Object({ name: Str(60) });
export type AdminNameBody = Static<typeof AdminNameBody>;

export const PasswordChangeBody = Type.Object({
  currentPassword: Type.Optional(Str(200)),
  newPassword: Type.Optional(Str(200)),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const TokenOnly = Type.Object({ token: Type.String() });
export const UserSession = Type.Object({ user: User, token: Type.String() });
export type UserSession = Static<typeof UserSession>;
