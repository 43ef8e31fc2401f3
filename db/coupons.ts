/** Coupons: the admin's list, one coupon, and its writes. Codes are unique whatever their case. */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { coupons } from './schema';
import { likePattern } from './search';
import { selectPage, type PageQuery, type SortRule } from './paging';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'used' | 'createdAt'>;

export type CouponSort = 'code' | 'validFrom' | 'validTo' | 'createdAt' | 'discount';
const SORT: SortRule<CouponSort> = {
  columns: {
    code: coupons.code,
    validFrom: coupons.validFrom,
    validTo: coupons.validTo,
    createdAt: coupons.createdAt,
    discount: coupons.discount,
  },
  sort: 'createdAt',
  unsorted: 'desc',
  id: coupons.id,
};

export interface CouponFilters {
  /** A part of the code. */
  q?: string;
  status?: CouponRow['status'];
}

export function listCoupons(database: AppDatabase, query: PageQuery<CouponSort> & CouponFilters) {
  const parts: SQL[] = [];
  if (query.q && query.q.trim()) parts.push(sql`${coupons.code} like ${likePattern(query.q)} escape '\\'`);
  if (query.status) parts.push(eq(coupons.status, query.status));
  return selectPage(database.db, coupons, and(...parts), query, SORT);
}

export function findCoupon(database: AppDatabase, id: number): CouponRow | undefined {
  return database.db.select().from(coupons).where(eq(coupons.id, id)).get();
}

/** Whether another coupon (not `exceptId`) has this code, in any case. */
export function couponCodeTaken(database: AppDatabase, code: string, exceptId?: number): boolean {
  const clash = database.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = upper(${code})`, exceptId ? ne(coupons.id, exceptId) : undefined))
    .all();
  return clash.length > 0;
}

export function insertCoupon(database: AppDatabase, values: CouponValues): CouponRow {
  return database.db.insert(coupons).values(values).returning().get();
}

export function updateCoupon(database: AppDatabase, id: number, values: CouponValues): CouponRow {
  return database.db.update(coupons).set(values).where(eq(coupons.id, id)).returning().get();
}

export function deleteCoupon(database: AppDatabase, id: number): void {
  database.db.delete(coupons).where(eq(coupons.id, id)).run();
}
