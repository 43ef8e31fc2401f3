import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserRole } from '../../db/schema';
import { serializeUser, type UserRow } from '../../db/records';
import { hashPassword, verifyPassword } from '../../db/password';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN_TTL, requireAdmin, USER_TOKEN_TTL } from '../plugins/app/auth';
import { requirePartner } from '../plugins/app/partners';
import { badRequest, ok, unauthorized } from '../envelope';
import { errors, bearer, Ok, Nullable } from '../../shared/api/common';
import {
  Admin,
  AdminLogin,
  LoginBody,
  PartnerLoginBody,
  AdminNameBody,
  PasswordChangeBody,
  TokenOnly,
  UserSession,
} from '../../shared/api/auth';
import { partnersWithPhone, revokeUserTokens, userWithEmail } from '../../db/users';
import { adminWithEmail, findAdmin, revokeAdminTokens, setAdminName, setAdminPassword } from '../../db/admins';
import { isBlank, PHONE_LENGTH_MESSAGE, visibleName } from '../../shared/contact';
import { normalisePhone } from '../../shared/ordering';
import { RegisterBody } from '../../shared/api/users';
import { checkPasswordChange } from '../schemas/rules';
import { registerUser } from '../lib/accounts';
import { Type } from '@sinclair/typebox';

export interface AuthRouteOptions {
  /** Login/register attempts per IP per minute. */
  loginRateLimit: number;
  /** The window of that limit in ms (default one minute). */
  loginRateLimitWindowMs?: number;
}

const tags = ['auth'];

// A hash of a random password, compared against when the e-mail is unknown, so that a
// wrong e-mail takes as long as a wrong password (no account probing by timing).
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, options) => {
  const rateLimit = {
    rateLimit: { max: options.loginRateLimit, timeWindow: options.loginRateLimitWindowMs ?? '1 minute' },
  };

  app.post(
    '/auth/admin/login',
    {
      schema: {
        tags,
        summary: 'Admin sign-in: answers a JWT (12 h)',
        body: LoginBody,
        response: { 200: Ok(AdminLogin), ...errors(400, 401, 429) },
      },
      config: rateLimit,
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = adminWithEmail(app.database, email);
      const valid = await verifyPassword(password, admin?.passwordHash ?? (await timingDummy()));
      if (!admin || !valid) throw unauthorized('Invalid email or password');
      const token = app.jwt.sign(
        { sub: String(admin.id), kind: 'admin', tv: admin.tokenVersion, role: admin.role },
        { expiresIn: ADMIN_TOKEN_TTL },
      );
      return ok({ name: admin.name, role: admin.role, email: admin.email, token }, 'Login successful');
    },
  );

  app.post(
    '/auth/admin/logout',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Sign out: every token issued so far stops working',
        security: bearer,
        response: { 200: Ok(Nullable(Type.Null())), ...errors(401, 403) },
      },
    },
    async (request) => {
      // Bumping the version makes every token issued so far stale.
      revokeAdminTokens(app.database, request.admin!.id);
      return ok(null, 'Logged out');
    },
  );

  // The signed-in admin changes their password: every token issued so far stops working and
  // the answer carries a fresh one. Rate limited like the login (it checks a password).
  app.put(
    '/auth/admin/password',
    {
      onRequest: requireAdmin,
      config: rateLimit,
      schema: {
        tags,
        summary: "Change the signed-in admin's password: answers a fresh token",
        security: bearer,
        body: PasswordChangeBody,
        response: { 200: Ok(TokenOnly), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body ?? {};
      checkPasswordChange(request.body ?? {});
      const admin = findAdmin(app.database, request.admin!.id);
      // 400, not 401: a wrong current password must not sign the admin out of the app.
      if (!admin || !(await verifyPassword(currentPassword!, admin.passwordHash))) {
        throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      }
      const passwordHash = await hashPassword(newPassword!);
      const tokenVersion = setAdminPassword(app.database, admin.id, passwordHash);
      const token = app.jwt.sign(
        { sub: String(admin.id), kind: 'admin', tv: tokenVersion, role: admin.role },
        { expiresIn: ADMIN_TOKEN_TTL },
      );
      return ok({ token }, 'Password changed');
    },
  );

  app.get(
    '/auth/admin/me',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The signed-in admin',
        security: bearer,
        response: { 200: Ok(Admin), ...errors(401, 403) },
      },
    },
    async (request) => {
      const { id, name, email, role } = request.admin!;
      return ok({ id, _id: id, name, email, role });
    },
  );

  app.put(
    '/auth/admin/me',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Set my own name (the greeting, and "by …" in order histories): the first admin starts as "Super Admin"',
        security: bearer,
        body: AdminNameBody,
        response: { 200: Ok(Admin), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const name = visibleName(request.body.name);
      if (!name) throw badRequest('Name is required', { name: 'Name is required' });
      const { id, email, role } = request.admin!;
      setAdminName(app.database, id, name);
      return ok({ id, _id: id, name, email, role }, 'Name saved');
    },
  );

  // Customer, vendor and delivery accounts: same bodies, the role comes from the path.
  const kinds: Array<{ prefix: string; role: UserRole }> = [
    { prefix: '/auth', role: 'customer' },
    { prefix: '/auth/vendor', role: 'vendor' },
    { prefix: '/auth/delivery', role: 'delivery' },
  ];
  for (const { prefix, role } of kinds) {
    app.post(
      `${prefix}/register`,
      {
        schema: {
          tags,
          summary: `Register a ${role} account`,
          body: RegisterBody,
          response: { 201: Ok(UserSession), ...errors(400, 409, 429) },
        },
        config: rateLimit,
      },
      async (request, reply) => {
        // Anyone can sign up as a kitchen or a rider: the account waits for an admin before it gets any work.
        // A rider may leave the e-mail out (many have none): they sign in with the mobile number.
        const user = await registerUser(app, request.body, role, undefined, role === 'customer', role === 'delivery');
        reply.status(201);
        return ok({ user: serializeUser(user), token: signUser(app, user) }, 'Registration successful');
      },
    );

    const partner = role === 'vendor' || role === 'delivery';
    app.post(
      `${prefix}/login`,
      {
        schema: {
          tags,
          summary: partner ? `Sign in as a ${role} with a mobile number or e-mail` : `Sign in as a ${role}`,
          body: partner ? PartnerLoginBody : LoginBody,
          response: { 200: Ok(UserSession), ...errors(400, 401, 429) },
        },
        config: rateLimit,
      },
      async (request) => {
        const { email, phone, password } = request.body as PartnerLoginBody;
        let user: UserRow | undefined;
        if (partner && !isBlank(phone)) {
          const digits = normalisePhone(phone!);
          if (!/^\d{10}$/.test(digits)) throw badRequest(PHONE_LENGTH_MESSAGE, { phone: PHONE_LENGTH_MESSAGE });
          const found = partnersWithPhone(app.database, role, digits);
          // Two accounts may share a number only in data from before numbers were unique.
          if (found.length > 1)
            throw unauthorized('Several accounts have this mobile number: sign in with your e-mail');
          user = found[0];
        } else if (!isBlank(email)) {
          user = userWithEmail(app.database, email!);
        } else {
          throw badRequest('Enter your mobile number or e-mail', {
            [partner ? 'phone' : 'email']: 'Enter your mobile number or e-mail',
          });
        }
        const valid = await verifyPassword(password, user?.passwordHash ?? (await timingDummy()));
        // A vendor cannot sign in at the delivery path and so on: same answer as a wrong password.
        if (!user || !valid || user.role !== role) throw unauthorized('Invalid email or password');
        return ok({ user: serializeUser(user), token: signUser(app, user) }, 'Login successful');
      },
    );
  }

  // A kitchen's or rider's phone is often shared: signing out revokes the token on the server
  // (as the admin's logout does), not only in the app's storage.
  for (const kind of ['vendor', 'delivery'] as const) {
    app.post(
      `/auth/${kind}/logout`,
      {
        onRequest: requirePartner(kind),
        schema: {
          tags,
          summary: 'Sign out: every token issued so far stops working',
          security: bearer,
          response: { 200: Ok(Nullable(Type.Null())), ...errors(401, 403) },
        },
      },
      async (request) => {
        revokeUserTokens(app.database, request.partner!.id);
        return ok(null, 'Logged out');
      },
    );
  }
};

function signUser(app: FastifyInstance, user: UserRow): string {
  return app.jwt.sign({ sub: String(user.id), kind: user.role, tv: user.tokenVersion }, { expiresIn: USER_TOKEN_TTL });
}
