import type { AppDatabase } from './client';
import { orderItems, orders, orderStatusHistory, type OrderStatus } from './schema';
import { ORDER_FLOW } from '../shared/orderStatus';

export interface NewOrder {
  customerId?: number | null;
  customerName: string;
  customerPhone?: string | null;
  restaurantId: number;
  restaurantName: string;
  deliveryPersonId?: number | null;
  deliveryPersonName?: string | null;
  status: OrderStatus;
  deliveryChargePaise: number;
  items: Array<{ name: string; quantity: number; pricePaise: number }>;
  createdAt: number;
}

/**
 * Inserts an order with its items and a believable status history (each step a few
 * minutes after the last). Totals are derived here so they always add up.
 * Call inside a transaction when inserting many.
 */
export function insertOrder(database: AppDatabase, o: NewOrder): number {
  const { db } = database;
  const subtotal = o.items.reduce((sum, i) => sum + i.quantity * i.pricePaise, 0);
  const steps: OrderStatus[] =
    o.status === 'cancelled' ? ['placed', 'cancelled'] : (ORDER_FLOW.slice(0, ORDER_FLOW.indexOf(o.status) + 1) as OrderStatus[]);
  const stepAt = (i: number) => o.createdAt + i * 9 * 60_000;
  const { id } = db
    .insert(orders)
    .values({
      customerId: o.customerId ?? null,
      customerName: o.customerName,
      customerPhone: o.customerPhone ?? null,
      restaurantId: o.restaurantId,
      restaurantName: o.restaurantName,
      deliveryPersonId: o.deliveryPersonId ?? null,
      deliveryPersonName: o.deliveryPersonName ?? null,
      status: o.status,
      subtotalPaise: subtotal,
      deliveryChargePaise: o.deliveryChargePaise,
      totalPaise: subtotal + o.deliveryChargePaise,
      createdAt: o.createdAt,
      updatedAt: stepAt(steps.length - 1),
    })
    .returning({ id: orders.id })
    .get();
  for (const item of o.items) db.insert(orderItems).values({ orderId: id, ...item }).run();
  steps.forEach((status, i) => db.insert(orderStatusHistory).values({ orderId: id, status, at: stepAt(i) }).run());
  return id;
}
