/**
 * A ticket from the records: the order (as the kitchen's answers give it) or its bill, in the
 * kitchen's language, drawn for a paper width. The print queue's worker and the ticket endpoint
 * (bytes for a printer the browser drives, or a preview) both make tickets here.
 */
import type { AppDatabase } from '../../db/client';
import { readLiveOrder } from '../../db/orders';
import { getBill } from '../../db/bills';
import { kitchenLanguage } from '../../db/printers';
import { billAnswer } from '../lib/bill';
import { Refusal } from '../../shared/refusal';
import {
  billLines,
  kotLines,
  renderTicket,
  testLines,
  type KotMark,
  type PaperWidth,
  type TicketImage,
} from './ticket';

/** Why a ticket cannot be made (the order or its bill is gone). */
export class NoTicket extends Error {}

export function ticketLinesFor(
  database: AppDatabase,
  kind: 'kot' | 'bill',
  orderId: number,
  now: number,
  mark: KotMark = null,
) {
  const order = readLiveOrder(database, orderId);
  if (!order) throw new NoTicket('Order not found');
  const lang = kitchenLanguage(database, order.restaurant.id);
  if (kind === 'kot') return kotLines(order, lang, now, mark);
  let bill;
  try {
    bill = getBill(database, orderId);
  } catch (error) {
    // A round of a table still eating (or cancelled) has no bill of its own: nothing to print.
    if (error instanceof Refusal) throw new NoTicket(error.message);
    throw error;
  }
  if (!bill) throw new NoTicket('This order has no bill');
  return billLines(billAnswer(bill), lang);
}

export function orderTicket(
  database: AppDatabase,
  kind: 'kot' | 'bill',
  orderId: number,
  paper: PaperWidth,
  now: number,
  mark: KotMark = null,
): Promise<TicketImage> {
  return renderTicket(ticketLinesFor(database, kind, orderId, now, mark), paper);
}

export function testTicket(
  database: AppDatabase,
  printer: { name: string; restaurantId: number; paperWidth: PaperWidth },
  now: number,
): Promise<TicketImage> {
  return renderTicket(
    testLines(printer.name, printer.paperWidth, kitchenLanguage(database, printer.restaurantId), now),
    printer.paperWidth,
  );
}
