/** An order as GET /api/admin/orders answers it (docs/api.md). */
export interface Order {
  id: number;
  _id?: number;
  orderId: string;
  createdAt: string;
  customerInfo?: { name?: string; phone?: string } | null;
  restaurant?: { id?: number | null; name?: string } | null;
  status: string;
  deliveryPerson?: { id?: number | null; name?: string; removed?: boolean } | null;
  items?: Array<{ name: string; quantity: number; price: number }>;
  subtotal?: number;
  deliveryCharge?: number;
  totalAmount: number;
}

/** The six statuses the admin can pick (SPEC section 4), in policy order. */
export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered', 'cancelled'] as const;

/** Orders per page (SPEC section 9). */
export const ORDERS_PER_PAGE = 5;
