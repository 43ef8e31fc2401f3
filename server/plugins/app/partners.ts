/**
 * Who a kitchen (vendor) or rider (delivery) is, and what they may see: the guard of /api/vendor
 * and /api/delivery, and object-level authorization in this one place. A route names the kind
 * of record its `:id` is (`config.scope`); the preHandler here answers 404 for a record that is
 * not the caller's, exactly as for one that does not exist, before the handler runs. Lists, the
 * event streams and the writes' own transactions use the same predicates.
 */
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../../envelope';
import { claimsOf } from './auth';

export type PartnerKind = 'vendor' | 'delivery';
export interface Partner {
  id: number;
  name: string;
  kind: PartnerKind;
  /** false while a self-registered account waits for an admin: it may read its own account only. */
  approved: boolean;
}
/** The records a partner route may take as `:id`. */
export type PartnerScope = 'order' | 'restaurant' | 'dish';

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

const accountLookups = new WeakMap<Database.Database, Database.Statement>();

/**
 * The partner an Authorization header belongs to, if its token is valid and still current;
 * throws the 401/403 otherwise. Synchronous: the guard runs it once per request, an open event
 * stream again every second for as long as it stays open.
 */
export function partnerOf(header: string | undefined, verifier: FastifyInstance['jwt'], sqlite: Database.Database, kind: PartnerKind): Partner {
  const claims = claimsOf(header, verifier);
  if (claims.kind !== kind) throw forbidden(kind === 'vendor' ? 'Kitchen (vendor) access required' : 'Rider (delivery) access required');
  let lookup = accountLookups.get(sqlite);
  if (!lookup) accountLookups.set(sqlite, (lookup = sqlite.prepare('select id, name, role, token_version as tokenVersion, approved from users where id = ?')));
  const user = lookup.get(Number(claims.sub)) as { id: number; name: string; role: string; tokenVersion: number; approved: number } | undefined;
  // A removed account, a role changed since, or a token from before the last logout no longer works.
  if (!user || user.role !== kind || user.tokenVersion !== claims.tv) throw unauthorized('Session expired, please log in again');
  return { id: user.id, name: user.name, kind, approved: user.approved === 1 };
}

const WAITING_FOR_APPROVAL = 'Your account is waiting for approval by the Gaon Rasoi team';

/** The guard of /api/vendor or /api/delivery: 401 without a current token, 403 for any other kind of account. */
export function requirePartner(kind: PartnerKind) {
  return async function partnerGuard(request: FastifyRequest): Promise<void> {
    const partner = partnerOf(request.headers.authorization, request.server.jwt, request.server.database.sqlite, kind);
    if (!partner.approved && !request.routeOptions.config.beforeApproval) throw forbidden(WAITING_FOR_APPROVAL);
    request.partner = partner;
  };
}

const OWNED_ORDER = {
  vendor: 'restaurant_id in (select id from restaurants where owner_id = ?)',
  delivery: 'delivery_person_id = ?',
} as const;

/** The WHERE condition (on `orders`) of the orders a partner may see, with its parameter. */
export function ownOrdersSql(partner: Partner): { sql: string; params: unknown[] } {
  return { sql: OWNED_ORDER[partner.kind], params: [partner.id] };
}

const SCOPE_CHECKS: Record<PartnerKind, Partial<Record<PartnerScope, string>>> = {
  vendor: {
    order: `select 1 from orders where id = ? and ${OWNED_ORDER.vendor}`,
    restaurant: 'select 1 from restaurants where id = ? and owner_id = ?',
    dish: 'select 1 from menu_items m join restaurants r on r.id = m.restaurant_id where m.id = ? and r.owner_id = ?',
  },
  delivery: { order: `select 1 from orders where id = ? and ${OWNED_ORDER.delivery}` },
};
const NOT_FOUND: Record<PartnerScope, string> = { order: 'Order not found', restaurant: 'Restaurant not found', dish: 'Dish not found' };

/** Whether the record is the partner's; the writes call it again inside their transaction. */
export function owns(sqlite: Database.Database, partner: Partner, scope: PartnerScope, id: number): boolean {
  const check = SCOPE_CHECKS[partner.kind][scope];
  return check !== undefined && sqlite.prepare(check).get(id, partner.id) !== undefined;
}

/** Throws the same 404 a missing record gets unless the record is the partner's. */
export function assertOwns(sqlite: Database.Database, partner: Partner, scope: PartnerScope, id: number): void {
  if (!owns(sqlite, partner, scope, id)) throw notFound(NOT_FOUND[scope]);
}

/** preHandler of the partner scopes: routes with `config.scope` only reach their handler for the caller's own record. */
export async function scopedRecord(request: FastifyRequest<{ Params: { id: number } }>): Promise<void> {
  const scope = request.routeOptions.config.scope;
  if (!scope) return;
  assertOwns(request.server.database.sqlite, request.partner!, scope, request.params.id);
}

/** Whether an order event reaches a partner's stream: a kitchen sees its restaurants' orders, a rider the orders assigned to them. */
export function eventVisibleTo(partner: Partner, event: { restaurantOwnerId: number | null; deliveryPersonId: number | null }): boolean {
  return partner.kind === 'vendor' ? event.restaurantOwnerId === partner.id : event.deliveryPersonId === partner.id;
}
