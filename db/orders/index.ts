/**
 * The order: the one module that writes the `orders` table (a test holds every other file to
 * it). Outside db/, import it from here; inside db/, import the file you need, so that a module
 * the order uses (bills, printers, ratings) can call back into it without a circle.
 *
 * - row.ts: the row, its columns, one order by id or by its tracking link
 * - place.ts: the checkout and the phone desk place an order (and quote it)
 * - insert.ts: orders written whole (the demo's and tests', a party's)
 * - read.ts: an order as the apps show it, with its items, names and rider
 * - list.ts: the admin's, kitchen's and rider's lists, the CSV export
 * - commands.ts: every change after placing, one function a command
 * - tracking.ts: the customer's tracking page, their cancel and "I've paid"
 * - stamps.ts: what other modules note on an order (bill number, prints, ring, kitchen name)
 * - portions.ts: today's plates of a dish, taken by each order and given back by a cancel (or a delete before delivery)
 * - deliveryCode.ts: the code the customer gives the rider, checked by the deliver command
 */
export * from './row';
export * from './place';
export * from './insert';
export * from './read';
export * from './list';
export * from './commands';
export * from './tracking';
export * from './stamps';
export * from './portions';
export * from './deliveryCode';
