import type { AppDatabase } from '../../../db/client';
import { adminSession } from '../../../db/admins';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminRole } from '../../../db/schema';
import { forbidden, unauthorized } from '../../envelope';

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

type Verifier = FastifyInstance['jwt'];

/**
 * The claims of an Authorization header; throws the 401 otherwise. Synchronous (the verifier
 * is): the guards run it on every request without a promise of their own.
 */
export function claimsOf(header: string | undefined, verifier: Verifier): TokenClaims {
  if (!header) throw unauthorized('Authentication required');
  try {
    const [scheme, token, extra] = header.split(' ');
    if (!/^Bearer$/i.test(scheme) || !token || extra !== undefined)
      throw new Error('Format is Authorization: Bearer [token]');
    // @fastify/jwt keeps verified tokens (plugins/external/jwt.ts); expiry is checked on every hit.
    return verifier.verify<TokenClaims>(token);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    throw unauthorized(code.includes('EXPIRED') ? 'Session expired, please log in again' : 'Invalid or missing token');
  }
}

/**
 * The admin an Authorization header belongs to, if its token is valid and current; throws the
 * 401/403 otherwise. Synchronous: every step (verification, the row by its key) is.
 */
export function adminOf(header: string | undefined, verifier: Verifier, database: AppDatabase): CurrentAdmin {
  const claims = claimsOf(header, verifier);
  if (claims.kind !== 'admin') throw forbidden('Admin access required');
  const id = Number(claims.sub);
  const admin = adminSession(database, Number.isInteger(id) ? id : -1);
  // A deleted admin or a token from before the last logout no longer works.
  if (!admin || admin.tokenVersion !== claims.tv) throw unauthorized('Session expired, please log in again');
  return admin;
}

/** Checks that the request carries a valid, current admin token and sets request.admin; throws the 401/403 otherwise. */
export function checkAdmin(request: FastifyRequest): CurrentAdmin {
  const admin = adminOf(request.headers.authorization, request.server.jwt, request.server.database);
  request.admin = admin;
  return admin;
}

/**
 * The one guard of /api/admin (and of the admin's own /auth/admin/me and logout):
 * 401 without a valid, current admin token, 403 for customer/vendor/delivery tokens.
 * A callback hook, not an async function: it runs on every admin request, and a promise
 * (and its ticks through Fastify's hook runner) per request cost more than the check.
 */
export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  try {
    checkAdmin(request);
  } catch (err) {
    done(err as Error);
    return;
  }
  done();
}
