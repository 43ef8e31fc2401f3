import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { AdminRole } from '../../../db/schema';
import { forbidden, unauthorized } from '../../envelope';
import { databaseVersion } from '../../../db/version';

export type TokenKind = 'admin' | 'customer' | 'vendor' | 'delivery';
export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  /** token_version of the account when signed; a bump (logout) makes the token stale. */
  tv: number;
  role?: string;
}

export interface CurrentAdmin {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
  tokenVersion: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}
declare module 'fastify' {
  interface FastifyRequest {
    admin?: CurrentAdmin;
  }
}

export const ADMIN_TOKEN_TTL = '12h';
export const USER_TOKEN_TTL = '7d';

/** Synchronous (the verifier is): the guards run it on every request without a promise of their own. */
export function verifiedClaims(request: FastifyRequest): TokenClaims {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentication required');
  try {
    // app.jwt.verify: the cached HS256 verifier itself (request.jwtVerify also decodes the
    // token and runs a callback chain first, a tenth of a cached admin request).
    const [scheme, token, extra] = header.split(' ');
    if (!/^Bearer$/i.test(scheme) || !token || extra !== undefined) throw new Error('Format is Authorization: Bearer [token]');
    return request.server.jwt.verify<TokenClaims>(token);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    throw unauthorized(code.includes('EXPIRED') ? 'Session expired, please log in again' : 'Invalid or missing token');
  }
}

/** Per connection (tests run several apps in one process): admin id → row and the stamp it was read under. */
const knownAdminsOf = new WeakMap<Database.Database, Map<number, { version: string; admin: CurrentAdmin | undefined }>>();

/** Every admin request looks its admin up: one statement per connection, prepared once (not rebuilt by the query builder each time). */
const adminLookups = new WeakMap<Database.Database, Database.Statement>();
function adminLookup(sqlite: Database.Database): Database.Statement {
  let statement = adminLookups.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare('select id, name, email, role, token_version as tokenVersion from admins where id = ?');
    adminLookups.set(sqlite, statement);
  }
  return statement;
}

/**
 * The one guard of /api/admin (and of the admin's own /auth/admin/me and logout):
 * 401 without a valid, current admin token, 403 for customer/vendor/delivery tokens.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const claims = verifiedClaims(request);
  if (claims.kind !== 'admin') throw forbidden('Admin access required');
  const id = Number(claims.sub);
  const { sqlite } = request.server.database;
  // The admin row is read again only when the database changed since it was last read.
  const version = databaseVersion(sqlite);
  request.databaseVersion = version;
  const key = Number.isInteger(id) ? id : -1;
  let knownAdmins = knownAdminsOf.get(sqlite);
  if (!knownAdmins) knownAdminsOf.set(sqlite, (knownAdmins = new Map()));
  let known = knownAdmins.get(key);
  if (!known || known.version !== version) {
    known = { version, admin: adminLookup(sqlite).get(key) as CurrentAdmin | undefined };
    if (knownAdmins.size > 1000) knownAdmins.clear();
    knownAdmins.set(key, known);
  }
  const admin = known.admin;
  // A deleted admin or a token from before the last logout no longer works.
  if (!admin || admin.tokenVersion !== claims.tv) throw unauthorized('Session expired, please log in again');
  request.admin = admin;
}
