/**
 * The API shapes the partner app relies on (DESIGN.md §8), in one place so a change on the
 * server side is one edit here. Amounts are rupees as numbers, as everywhere in the API.
 */
import type { OrderStatusName } from '../../shared/orderStatus';

export type PartnerRole = 'vendor' | 'delivery';

/** An order as GET /api/vendor/orders, GET /api/delivery/orders and the event streams answer it. */
export interface PartnerOrder {
  id: number;
  orderId: string;
  createdAt: string;
  updatedAt?: string;
  status: OrderStatusName;
  /** When the kitchen marked the food ready; null until then. */
  readyAt?: string | null;
  customerInfo?: { name?: string; phone?: string } | null;
  restaurant?: { id?: number | null; name?: string } | null;
  deliveryPerson?: { id?: number | null; name?: string } | null;
  items?: Array<{ name: string; quantity: number; price: number }>;
  subtotal?: number;
  deliveryCharge?: number;
  /** For a rider: the cash to collect (payment is cash on delivery). */
  totalAmount: number;
  source?: 'online' | 'phone' | 'demo' | string;
  fulfilment?: 'delivery' | 'pickup';
  villageId?: number | null;
  villageName?: string | null;
  address?: string | null;
  landmark?: string | null;
  note?: string | null;
  paymentMethod?: string | null;
}

/** A dish as GET /api/menu answers it. */
export interface Dish {
  id: number;
  category?: string;
  name: string;
  description?: string;
  price: number;
  image?: string | null;
  popular?: boolean;
  spicy?: boolean;
  featured?: boolean;
  available: boolean;
}

/** One of the vendor's kitchens (GET /api/vendor/restaurants), `isActive` = Online. */
export interface VendorRestaurant {
  id: number;
  name: string;
  isActive: boolean;
  menu: Dish[];
}

/** GET /api/vendor/summary: today's (India time) orders and takings. */
export interface VendorSummary {
  /** The India day summed up (YYYY-MM-DD). */
  date?: string;
  orders: number;
  takings: number;
}

/** GET /api/delivery/summary: today's deliveries and the cash collected. */
export interface DeliverySummary {
  /** The India day summed up (YYYY-MM-DD). */
  date?: string;
  deliveries: number;
  cashCollected: number;
}

/** The `user` of the /api/auth/{vendor,delivery}/login answer (server/schemas/users.ts). */
export interface PartnerUser {
  id: number;
  name: string;
  email: string;
  phone?: string;
  role: PartnerRole | string;
  /** Delivery accounts only: active | on_delivery | on_leave. */
  status?: string;
  /** The app language an admin or the partner chose for the account ('hi' by default). */
  language?: 'hi' | 'en';
}

/** The answer envelope of every API call (DESIGN.md §3). */
export type { ApiEnvelope } from '../../shared/browser/httpClient';

/** What the kitchen may do to an order (PUT /api/vendor/orders/:id). */
export const VENDOR_STATUSES = ['accepted', 'preparing', 'cancelled', 'delivered'] as const;
/** What a rider may do (PUT /api/delivery/orders/:id). */
export const DELIVERY_STATUSES = ['out_for_delivery', 'delivered'] as const;
