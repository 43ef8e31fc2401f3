/**
 * The list plumbing every list shares: a 1-based page and a limit, a sort by one
 * named column in either direction, and the count before paging. A resource's module in db/
 * builds its own WHERE; this file turns the rest into SQL the same way for every list.
 */
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

/** The paging and sorting parameters of a list, as the route validated them. */
export interface PageQuery<Sort extends string = string> {
  page: number;
  limit: number;
  sort?: Sort;
  /** asc or desc, in any case. */
  order?: string;
}

/** One page of rows, the count before paging, and the position of the page's first row. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
  offset: number;
}

export const offsetOf = (query: Pick<PageQuery, 'page' | 'limit'>): number => (query.page - 1) * query.limit;

/** The list's `order` parameter (asc|desc, any case), with the list's default direction. */
export const descending = (order: string | undefined, fallback: 'asc' | 'desc' = 'asc'): boolean =>
  (order ?? fallback).toLowerCase() === 'desc';

export interface SortRule<Sort extends string> {
  /** The columns a list sorts by, under the names the API takes in `sort`. */
  columns: Record<Sort, SQLiteColumn>;
  /** The sort without a `sort` parameter. */
  sort: Sort;
  /**
   * The direction without `sort` and `order`: `desc` lists newest first. A named sort without
   * `order` is ascending.
   */
  unsorted: 'asc' | 'desc';
  /** The id column: the tie-break that makes the order total, so pages neither repeat nor skip rows. */
  id: SQLiteColumn;
  /** The tie-break is ascending whatever the direction (instead of following it). */
  idAscending?: boolean;
}

/** Whether the list runs in descending order, by the rule's defaults. */
export function isDescending<Sort extends string>(
  query: PageQuery<Sort>,
  rule: Pick<SortRule<Sort>, 'unsorted'>,
): boolean {
  return descending(query.order, query.sort ? 'asc' : rule.unsorted);
}

/** ORDER BY of a list: the chosen column, then the id. */
export function orderByOf<Sort extends string>(query: PageQuery<Sort>, rule: SortRule<Sort>): SQL[] {
  const direction = isDescending(query, rule) ? desc : asc;
  return [direction(rule.columns[query.sort ?? rule.sort]), (rule.idAscending ? asc : direction)(rule.id)];
}

/** One page of a table's rows matching `where`, sorted by the rule, with the count before paging. */
export function selectPage<Table extends SQLiteTable, Sort extends string>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  query: PageQuery<Sort>,
  rule: SortRule<Sort>,
): PageOf<Table['$inferSelect']> {
  const offset = offsetOf(query);
  const rows = db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...orderByOf(query, rule))
    .limit(query.limit)
    .offset(offset)
    .all() as Table['$inferSelect'][];
  const [{ n }] = db
    .select({ n: count() })
    .from(table as SQLiteTable)
    .where(where)
    .all();
  return { rows, total: n, offset };
}
