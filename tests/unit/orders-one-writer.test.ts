/**
 * The order has one writer: db/orders/. Every change to an order runs its rules there (the
 * status policy, the history, the kitchen's tickets), so a write to the `orders` table from any
 * other file is a change that skips them. This reads every source file of the app (not the
 * tests, which set up orders as they need, nor the migrations, which are the schema's history)
 * for an insert, update or delete on `orders`, in SQL or through Drizzle's builder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['db', 'server', 'scripts', 'shared', 'site', 'admin', 'partner'];
const SKIPPED = new Set(['node_modules', 'dist', 'migrations']);
const OWNER = `db${path.sep}orders${path.sep}`;

/** SQL that writes the table itself (not orders_fts or order_items: `orders` as a whole word). */
const SQL_WRITE =
  /\b(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+["'`]?orders\b(?![_\w])/i;
/** Drizzle's builder on the table: db.insert(orders), db.update(orders), db.delete(orders). */
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(?:\w+\.)?orders\s*\)/;

export function ordersWriters(files: Array<{ file: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (file.startsWith(OWNER)) continue;
    text.split('\n').forEach((line, i) => {
      if (SQL_WRITE.test(line) || DRIZZLE_WRITE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(?:ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [relative] : [];
  });
}

describe('the orders table', () => {
  it('is written by db/orders/ alone: no other file inserts, updates or deletes orders', () => {
    const files = SOURCES.flatMap(sourceFiles).map((file) => ({
      file,
      text: readFileSync(path.join(ROOT, file), 'utf8'),
    }));
    expect(files.filter((f) => f.file.startsWith(OWNER)).length).toBeGreaterThan(0);
    expect(ordersWriters(files)).toEqual([]);
  });

  it('is found written in raw SQL and through Drizzle, and its neighbours are not mistaken for it', () => {
    const file = path.join('db', 'bills.ts');
    const writes = [
      "sqlite.prepare('update orders set bill_number = ? where id = ?')",
      '`insert into orders (customer_name) values (?)`',
      '\'DELETE FROM "orders" WHERE id = ?\'',
      'db.update(orders).set({ restaurantName }).where(eq(orders.restaurantId, id)).run();',
      'db.insert(schema.orders).values(row)',
    ];
    const neighbours = [
      "`INSERT INTO orders_fts (orders_fts) VALUES ('rebuild')`",
      "'insert into order_items (order_id, name) values (?, ?)'",
      "'select id from orders where utr = ?'",
      'db.update(orderItems).set({ name })',
    ];
    expect(ordersWriters(writes.map((text) => ({ file, text })))).toHaveLength(writes.length);
    expect(ordersWriters(neighbours.map((text) => ({ file, text })))).toEqual([]);
    expect(ordersWriters([{ file: path.join('db', 'orders', 'commands.ts'), text: writes[0] }])).toEqual([]);
  });
});
