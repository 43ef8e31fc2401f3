/**
 * An order's bill: what the restaurant must print for the customer (FSSAI, GSTIN, the bill
 * number of its gap-free series, GST as CGST + SGST, or a bill of supply), read from the
 * order's own snapshot (prices, discount, tax, GST mode at placing) and the restaurant's
 * details. The amounts come out in paise; the route turns them into rupees.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { orderItems, orders, restaurants } from './schema';
import { billKindOf, COMPOSITION_LINE, COMPOSITION_LINE_HI, GST_RATE_BP, gstWithin, splitGst, type BillKind } from '../shared/tax';
import { formatOrderCode } from '../shared/ordering';

type OrderRow = typeof orders.$inferSelect;

export interface BillRow {
  orderId: string;
  billNumber: string;
  kind: BillKind;
  status: OrderRow['status'];
  cancelled: boolean;
  createdAt: number;
  restaurant: { name: string; nameHi: string | null; address: string; fssai: string | null; gstin: string | null };
  customer: { name: string; phone: string | null };
  fulfilment: OrderRow['fulfilment'];
  villageName: string | null;
  address: string | null;
  lines: Array<{ name: string; nameHi: string | null; quantity: number; pricePaise: number; amountPaise: number }>;
  subtotalPaise: number;
  deliveryChargePaise: number;
  discountPaise: number;
  couponCode: string | null;
  gstMode: OrderRow['gstMode'];
  pricesIncludeTax: boolean;
  gstRateBp: number;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  paymentMethod: OrderRow['paymentMethod'];
  paymentStatus: OrderRow['paymentStatus'];
  gstByOperator: boolean;
  compositionLine: { en: string; hi: string } | null;
}

/** The bill of an order, or undefined when there is no such order. */
export function getBill(database: AppDatabase, id: number): BillRow | undefined {
  const { db } = database;
  const order = db.select().from(orders).where(eq(orders.id, id)).get();
  if (!order) return undefined;
  const restaurant = db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId)).get();
  const items = db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)).all();
  const regular = order.gstMode === 'regular';
  // Tax added at placing is stored; a tax-inclusive price contains it (total unchanged).
  const taxPaise = !regular ? 0 : order.pricesIncludeTax ? gstWithin(order.totalPaise) : order.taxPaise;
  const { cgstPaise, sgstPaise } = splitGst(taxPaise);
  return {
    orderId: formatOrderCode(order.id),
    // Every order has one (migration 0019 numbered the older ones); the fallback never shows in practice.
    billNumber: order.billNumber ?? formatOrderCode(order.id),
    kind: billKindOf(order.gstMode),
    status: order.status,
    cancelled: order.status === 'cancelled',
    createdAt: order.createdAt,
    restaurant: {
      name: order.restaurantName,
      nameHi: restaurant?.nameHi ?? null,
      address: restaurant?.address ?? '',
      fssai: restaurant?.fssaiNumber ?? null,
      gstin: restaurant?.gstin ?? null,
    },
    customer: { name: order.customerName, phone: order.customerPhone },
    fulfilment: order.fulfilment,
    villageName: order.villageName,
    address: order.address,
    lines: items.map((i) => ({ name: i.name, nameHi: i.nameHi, quantity: i.quantity, pricePaise: i.pricePaise, amountPaise: i.pricePaise * i.quantity })),
    subtotalPaise: order.subtotalPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    gstMode: order.gstMode,
    pricesIncludeTax: order.pricesIncludeTax,
    gstRateBp: regular ? GST_RATE_BP : 0,
    taxablePaise: order.totalPaise - taxPaise,
    taxPaise,
    cgstPaise,
    sgstPaise,
    totalPaise: order.totalPaise,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    gstByOperator: restaurant?.gstByOperator ?? false,
    compositionLine: order.gstMode === 'composition' ? { en: COMPOSITION_LINE, hi: COMPOSITION_LINE_HI } : null,
  };
}
