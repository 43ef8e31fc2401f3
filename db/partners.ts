/**
 * What a kitchen (vendor) or rider (delivery) may see: their orders, restaurants and dishes.
 * The guard in server/plugins/app/partners.ts answers for these; lists, event streams and the
 * writes' own transactions use the same predicates.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';

export type PartnerKind = 'vendor' | 'delivery';
/** The records a partner route may take as `:id`. */
export type PartnerScope = 'order' | 'restaurant' | 'dish' | 'printer' | 'table';

const OWNED_ORDER = {
  vendor: 'restaurant_id in (select id from restaurants where owner_id = ?)',
  delivery: 'delivery_person_id = ?',
} as const;

/** The WHERE condition (on `orders`) of the orders a partner may see, with its parameter. */
export function ownOrdersSql(partner: { id: number; kind: PartnerKind }): { sql: string; params: unknown[] } {
  return { sql: OWNED_ORDER[partner.kind], params: [partner.id] };
}

const statements = preparedOnce((sqlite) => ({
  account: sqlite.prepare('select id, name, role, token_version as tokenVersion, approved from users where id = ?'),
  owns: {
    vendor: {
      order: sqlite.prepare(`select 1 from orders where id = ? and ${OWNED_ORDER.vendor}`),
      restaurant: sqlite.prepare('select 1 from restaurants where id = ? and owner_id = ?'),
      dish: sqlite.prepare(
        'select 1 from menu_items m join restaurants r on r.id = m.restaurant_id where m.id = ? and r.owner_id = ?',
      ),
      printer: sqlite.prepare(
        'select 1 from printers p join restaurants r on r.id = p.restaurant_id where p.id = ? and r.owner_id = ?',
      ),
      table: sqlite.prepare(
        'select 1 from tables t join restaurants r on r.id = t.restaurant_id where t.id = ? and t.deleted_at is null and r.owner_id = ?',
      ),
    },
    delivery: {
      order: sqlite.prepare(`select 1 from orders where id = ? and ${OWNED_ORDER.delivery}`),
      // A rider may look up a kitchen they collect from: one with an order assigned to them.
      restaurant: sqlite.prepare(`select 1 from orders where restaurant_id = ? and ${OWNED_ORDER.delivery} limit 1`),
    },
  } as Record<PartnerKind, Partial<Record<PartnerScope, import('better-sqlite3').Statement>>>,
}));

/** What a partner's token is checked against: the account's role, token version and approval. */
export function partnerAccount(
  database: AppDatabase,
  id: number,
): { id: number; name: string; role: string; tokenVersion: number; approved: number } | undefined {
  return statements(database).account.get(id) as
    { id: number; name: string; role: string; tokenVersion: number; approved: number } | undefined;
}

/** Whether the record is the partner's. */
export function owns(
  database: AppDatabase,
  partner: { id: number; kind: PartnerKind },
  scope: PartnerScope,
  id: number,
): boolean {
  const check = statements(database).owns[partner.kind][scope];
  return check !== undefined && check.get(id, partner.id) !== undefined;
}
