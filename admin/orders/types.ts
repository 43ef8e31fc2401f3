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
