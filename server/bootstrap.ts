import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../db/client';
import { hasAdmin, insertAdmin } from '../db/admins';
import { generatePassword, hashPassword } from '../db/password';
import type { Config } from './config';

/**
 * The JWT secret: JWT_SECRET when set, else one generated on first start and kept in a
 * file beside the database (mode 0600) so tokens survive restarts. Never a constant in code.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(path.dirname(path.resolve(config.databasePath)), 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export interface CreatedAdmin {
  email: string;
  /** Set when ADMIN_PASSWORD was not given: printed once at start. */
  generatedPassword?: string;
}

/** Creates the first super_admin when no admin exists (its row marks the first start done). Later starts change nothing. */
export async function ensureFirstAdmin(database: AppDatabase, config: Config): Promise<CreatedAdmin | undefined> {
  if (hasAdmin(database)) return undefined;
  const password = config.adminPassword ?? generatePassword();
  insertAdmin(database, {
    name: 'Super Admin',
    email: config.adminEmail.toLowerCase(),
    passwordHash: await hashPassword(password),
    role: 'super_admin',
  });
  return { email: config.adminEmail, generatedPassword: config.adminPassword ? undefined : password };
}
