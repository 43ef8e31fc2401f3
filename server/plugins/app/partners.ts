/**
 * Who a kitchen (vendor) or rider (delivery) is, and what they may see: the guard of /api/vendor
 * and /api/delivery, and object-level authorization in this one place. A route names the kind
 * of record its `:id` is (`config.scope`); the preHandler here answers 404 for a record that is
 * not the caller's, exactly as for one that does not exist, before the handler runs. Lists, the
 * event streams and the writes' own transactions use the same predicates.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../../db/client';
import { owns, partnerAccount, type PartnerKind, type PartnerScope } from '../../../db/partners';
import { forbidden, notFound, unauthorized } from '../../envelope';
import { claimsOf } from './auth';

export type { PartnerKind, PartnerScope };
export interface Partner {
  id: number;
  name: string;
  kind: PartnerKind;
  /** false while a self-registered account waits for an admin: it may read its own account only. */
  approved: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    partner?: Partner;
  }
  interface FastifyContextConfig {
    scope?: PartnerScope;
    /** The route is open to an account still waiting for approval (its own account, its language). */
    beforeApproval?: boolean;
  }
}

/**
 * The partner an Authorization header belongs to, if its token is valid and still current;
 * throws the 401/403 otherwise. Synchronous: the guard runs it once per request, an open event
 * stream again every second for as long as it stays open.
 */
export function partnerOf(
  header: string | undefined,
  verifier: FastifyInstance['jwt'],
  database: AppDatabase,
  kind: PartnerKind,
): Partner {
  const claims = claimsOf(header, verifier);
  if (claims.kind !== kind)
    throw forbidden(kind === 'vendor' ? 'Kitchen (vendor) access required' : 'Rider (delivery) access required');
  const user = partnerAccount(database, Number(claims.sub));
  // A removed account, a role changed since, or a token from before the last logout no longer works.
  if (!user || user.role !== kind || user.tokenVersion !== claims.tv)
    throw unauthorized('Session expired, please log in again');
  return { id: user.id, name: user.name, kind, approved: user.approved === 1 };
}

const WAITING_FOR_APPROVAL = 'Your account is waiting for approval by the Gaon Rasoi team';

/** The guard of /api/vendor or /api/delivery: 401 without a current token, 403 for any other kind of account. */
export function requirePartner(kind: PartnerKind) {
  return async function partnerGuard(request: FastifyRequest): Promise<void> {
    const partner = partnerOf(request.headers.authorization, request.server.jwt, request.server.database, kind);
    if (!partner.approved && !request.routeOptions.config.beforeApproval) throw forbidden(WAITING_FOR_APPROVAL);
    request.partner = partner;
  };
}

const NOT_FOUND: Record<PartnerScope, string> = {
  order: 'Order not found',
  restaurant: 'Restaurant not found',
  dish: 'Dish not found',
  printer: 'Printer not found',
  table: 'Table not found',
};

/** Throws the same 404 a missing record gets unless the record is the partner's. */
export function assertOwns(database: AppDatabase, partner: Partner, scope: PartnerScope, id: number): void {
  if (!owns(database, partner, scope, id)) throw notFound(NOT_FOUND[scope]);
}

/** preHandler of the partner scopes: routes with `config.scope` only reach their handler for the caller's own record. */
export async function scopedRecord(request: FastifyRequest<{ Params: { id: number } }>): Promise<void> {
  const scope = request.routeOptions.config.scope;
  if (!scope) return;
  assertOwns(request.server.database, request.partner!, scope, request.params.id);
}

/** Whether an order event reaches a partner's stream: a kitchen sees its restaurants' orders, a rider the orders assigned to them. */
export function eventVisibleTo(
  partner: Partner,
  event: { restaurantOwnerId: number | null; deliveryPersonId: number | null },
): boolean {
  return partner.kind === 'vendor' ? event.restaurantOwnerId === partner.id : event.deliveryPersonId === partner.id;
}
