import type { FastifyInstance } from 'fastify';
import type { UserRole, StaffStatus } from '../../db/schema';
import type { UserRow } from '../../db/records';
import { hashPassword } from '../../db/password';
import { digitsOf, isBlank } from '../../shared/contact';
import { conflict } from '../envelope';
import type { RegisterBody } from '../../shared/api/users';
import { checkRegistration, vehicleNumberOf } from '../schemas/rules';
import { emailTaken, insertUser } from '../../db/users';

/** Kitchens and riders sign in with their mobile number, so one number is one partner account. */
export const PHONE_TAKEN = 'This mobile number is already registered to another kitchen or rider';

/**
 * Validates a registration (spec messages), refuses a taken e-mail (or a partner's taken mobile
 * number) with 409, stores the hash. `approved`: false for a kitchen or rider who signs up
 * themselves (an admin approves them).
 */
export async function registerUser(
  app: FastifyInstance,
  body: RegisterBody,
  role: UserRole,
  status?: StaffStatus,
  approved = true,
  emailOptional = false,
): Promise<UserRow> {
  checkRegistration(body, role, emailOptional);
  // No e-mail is kept as '' (the column predates optional e-mails); the unique index skips it.
  const email = (body.email ?? '').trim().toLowerCase();
  if (email && emailTaken(app.database, email))
    throw conflict('Email is already registered', { email: 'Email is already registered' });

  const passwordHash = await hashPassword(body.password);
  const phone = isBlank(body.phone) ? null : digitsOf(body.phone!);
  let added: ReturnType<typeof insertUser>;
  try {
    added = insertUser(app.database, {
      name: body.name.trim(),
      email,
      phone,
      passwordHash,
      role,
      vehicleNumber: role === 'delivery' ? vehicleNumberOf(body) : null,
      status: role === 'delivery' ? (status ?? 'active') : null,
      approved,
      // Only a kitchen's own sign-up names its kitchen (the admin's staff form has no such field).
      kitchenName: role === 'vendor' && !isBlank(body.kitchenName) ? body.kitchenName!.trim() : null,
    });
  } catch (err) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (String((err as Error).message).includes('UNIQUE'))
      throw conflict('Email is already registered', { email: 'Email is already registered' });
    throw err;
  }
  if ('phoneTaken' in added) throw conflict(PHONE_TAKEN, { phone: PHONE_TAKEN });
  return added.user;
}
