import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type UserRole, type StaffStatus } from '../../db/schema';
import type { UserRow } from '../../db/records';
import { hashPassword } from '../../db/password';
import { digitsOf, isBlank } from '../../shared/contact';
import { conflict } from '../envelope';
import type { RegisterBody } from '../../shared/api/users';
import { checkRegistration, vehicleNumberOf } from '../schemas/rules';

/** Validates a registration (spec messages), refuses a taken e-mail with 409, stores the hash. */
export async function registerUser(app: FastifyInstance, body: RegisterBody, role: UserRole, status?: StaffStatus): Promise<UserRow> {
  checkRegistration(body, role);
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
        vehicleNumber: role === 'delivery' ? vehicleNumberOf(body) : null,
        status: role === 'delivery' ? (status ?? 'active') : null,
      })
      .returning()
      .get();
  } catch (err) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (String((err as Error).message).includes('UNIQUE')) throw conflict('Email is already registered', { email: 'Email is already registered' });
    throw err;
  }
}
