import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admins, users, type UserRole } from '../../db/schema';
import { ADMIN_TOKEN_TTL, requireAdmin, USER_TOKEN_TTL } from '../auth';
import { badRequest, conflict, ok, unauthorized } from '../envelope';
import { hashPassword, verifyPassword } from '../password';
import { digitsOf, EMAIL_RE, isBlank, str } from '../lib/schemas';
import { serializeUser, type UserRow } from '../lib/serializers';

export interface AuthRouteOptions {
  /** Login/register attempts per IP per minute. */
  loginRateLimit: number;
  /** The window of that limit in ms (default one minute). */
  loginRateLimitWindowMs?: number;
}

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: str(254), password: str(200) },
} as const;

const registerBody = {
  type: 'object',
  required: ['name', 'email', 'password'],
  properties: {
    name: str(100),
    email: str(254),
    phone: str(20),
    password: str(200),
    vehicleNumber: str(30),
    vehicleDetails: { type: 'object', properties: { number: str(30) } },
  },
} as const;

interface RegisterBody {
  name: string;
  email: string;
  phone?: string;
  password: string;
  vehicleNumber?: string;
  vehicleDetails?: { number?: string };
}

// A hash of a random password, compared against when the e-mail is unknown, so that a
// wrong e-mail takes as long as a wrong password (no account probing by timing).
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const rateLimit = { rateLimit: { max: options.loginRateLimit, timeWindow: options.loginRateLimitWindowMs ?? '1 minute' } };

  app.post('/auth/admin/login', { schema: { body: loginBody }, config: rateLimit }, async (request) => {
    const { email, password } = request.body as { email: string; password: string };
    const [admin] = app.database.db
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`)
      .all();
    const valid = await verifyPassword(password, admin?.passwordHash ?? (await timingDummy()));
    if (!admin || !valid) throw unauthorized('Invalid email or password');
    const token = app.jwt.sign({ sub: String(admin.id), kind: 'admin', tv: admin.tokenVersion, role: admin.role }, { expiresIn: ADMIN_TOKEN_TTL });
    return ok({ name: admin.name, role: admin.role, email: admin.email, token }, 'Login successful');
  });

  app.post('/auth/admin/logout', { onRequest: requireAdmin }, async (request) => {
    // Bumping the version makes every token issued so far stale.
    app.database.db
      .update(admins)
      .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
      .where(eq(admins.id, request.admin!.id))
      .run();
    return ok(null, 'Logged out');
  });

  // The signed-in admin changes their password: every token issued so far stops working and
  // the answer carries a fresh one. Rate limited like the login (it checks a password).
  app.put(
    '/auth/admin/password',
    {
      onRequest: requireAdmin,
      config: rateLimit,
      schema: { body: { type: 'object', properties: { currentPassword: str(200), newPassword: str(200) } } },
    },
    async (request) => {
      const { currentPassword, newPassword } = (request.body ?? {}) as { currentPassword?: string; newPassword?: string };
      const errors: Record<string, string> = {};
      if (isBlank(currentPassword)) errors.currentPassword = 'Current password is required';
      if (isBlank(newPassword)) errors.newPassword = 'New password is required';
      else if (newPassword!.length < 8) errors.newPassword = 'New password must be at least 8 characters';
      if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);
      const [admin] = app.database.db.select().from(admins).where(eq(admins.id, request.admin!.id)).all();
      // 400, not 401: a wrong current password must not sign the admin out of the app.
      if (!admin || !(await verifyPassword(currentPassword!, admin.passwordHash))) {
        throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      }
      const passwordHash = await hashPassword(newPassword!);
      const updated = app.database.db
        .update(admins)
        .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1` })
        .where(eq(admins.id, admin.id))
        .returning({ tokenVersion: admins.tokenVersion })
        .get();
      const token = app.jwt.sign({ sub: String(admin.id), kind: 'admin', tv: updated.tokenVersion, role: admin.role }, { expiresIn: ADMIN_TOKEN_TTL });
      return ok({ token }, 'Password changed');
    },
  );

  app.get('/auth/admin/me', { onRequest: requireAdmin }, async (request) => {
    const { id, name, email, role } = request.admin!;
    return ok({ id, _id: id, name, email, role });
  });

  // Customer, vendor and delivery accounts: same bodies, the role comes from the path.
  const kinds: Array<{ prefix: string; role: UserRole }> = [
    { prefix: '/auth', role: 'customer' },
    { prefix: '/auth/vendor', role: 'vendor' },
    { prefix: '/auth/delivery', role: 'delivery' },
  ];
  for (const { prefix, role } of kinds) {
    app.post(`${prefix}/register`, { schema: { body: registerBody }, config: rateLimit }, async (request, reply) => {
      const user = await registerUser(app, request, role);
      reply.status(201);
      return ok({ user: serializeUser(user), token: signUser(app, user) }, 'Registration successful');
    });

    app.post(`${prefix}/login`, { schema: { body: loginBody }, config: rateLimit }, async (request) => {
      const { email, password } = request.body as { email: string; password: string };
      const [user] = app.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .all();
      const valid = await verifyPassword(password, user?.passwordHash ?? (await timingDummy()));
      // A vendor cannot sign in at the delivery path and so on: same answer as a wrong password.
      if (!user || !valid || user.role !== role) throw unauthorized('Invalid email or password');
      return ok({ user: serializeUser(user), token: signUser(app, user) }, 'Login successful');
    });
  }
}

function signUser(app: FastifyInstance, user: UserRow): string {
  return app.jwt.sign({ sub: String(user.id), kind: user.role, tv: user.tokenVersion }, { expiresIn: USER_TOKEN_TTL });
}

/** Validates a registration (spec messages), refuses a taken e-mail with 409, stores the hash. */
export async function registerUser(app: FastifyInstance, request: FastifyRequest, role: UserRole, status?: string): Promise<UserRow> {
  const body = request.body as RegisterBody;
  const errors: Record<string, string> = {};
  if (isBlank(body.name)) errors.name = 'Name is required';
  if (isBlank(body.email)) errors.email = 'Email is required';
  else if (!EMAIL_RE.test(body.email.trim())) errors.email = 'Email is invalid';
  if (role !== 'customer' || !isBlank(body.phone)) {
    if (isBlank(body.phone)) errors.phone = 'Phone is required';
    else if (digitsOf(body.phone!).length !== 10) errors.phone = 'Phone must be 10 digits';
  }
  if (isBlank(body.password)) errors.password = 'Password is required';
  else if (body.password.length < 6) errors.password = 'Password must be at least 6 characters';
  const vehicleNumber = (body.vehicleNumber ?? body.vehicleDetails?.number ?? '').trim();
  if (role === 'delivery' && !vehicleNumber) errors.vehicleNumber = 'Vehicle number is required';
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);

  const email = body.email.trim().toLowerCase();
  const taken = app.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).all();
  if (taken.length > 0) throw conflict('Email is already registered', { email: 'Email is already registered' });

  const passwordHash = await hashPassword(body.password);
  try {
    return app.database.db
      .insert(users)
      .values({
        name: body.name.trim(),
        email,
        phone: isBlank(body.phone) ? null : digitsOf(body.phone!),
        passwordHash,
        role,
        vehicleNumber: role === 'delivery' ? vehicleNumber : null,
        status: role === 'delivery' ? ((status as 'active') ?? 'active') : null,
      })
      .returning()
      .get();
  } catch (err) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (String((err as Error).message).includes('UNIQUE')) throw conflict('Email is already registered', { email: 'Email is already registered' });
    throw err;
  }
}
