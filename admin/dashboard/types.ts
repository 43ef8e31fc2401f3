/** GET /api/admin/dashboard. */
export interface DashboardFigures {
  totalRestaurants: number;
  totalVendors: number;
  totalDeliveryPersons: number;
  totalOrders: number;
  totalRevenue: number;
  todayRevenue: number;
  thisMonthRevenue: number;
  totalAdminEarnings: number;
  todayAdminEarnings: number;
  thisMonthAdminEarnings: number;
  orderStatusCounts: Record<string, number>;
  /** Kitchens and riders who signed up themselves and wait for approval. */
  partnersWaiting?: number;
  /** Today's plates left of every dish whose plates are counted, fewest first. */
  portions?: Array<{
    dishId: number;
    restaurantId: number;
    restaurantName: string;
    name: string;
    nameHi: string | null;
    portionsLeft: number;
    lowAt: number | null;
  }>;
  /** Today (India day) and the work in hand. */
  today?: {
    date: string;
    orders: number;
    delivered: number;
    takings: number;
    /** Of the takings, paid in cash and by UPI (cash + UPI = takings), and the UPI not yet confirmed as received. */
    cashTakings?: number;
    upiTakings?: number;
    upiAwaiting?: number;
    /** Money received today by the day each payment was taken (the day close's basis), whatever day the order is for. */
    received?: { cash: number; upi: number; upiToCheck: number; credit: number; refunded: number };
    /** Party advances received today, whatever day their parties are. */
    advances?: { count: number; amount: number };
    /** Orders paid and then cancelled whose money is still owed back (any day), and its sum. */
    refundsDue?: { count: number; amount: number };
    /** Udhaar owed on every khata with a balance, and by how many people. */
    onKhata?: { amount: number; people: number };
    waiting: number;
    oldestWaitingAt: string | null;
    inPreparation: number;
    outForDelivery: number;
    /** Orders placed today and not cancelled, by how they are eaten. */
    byFulfilment?: Record<'delivery' | 'pickup' | 'dine_in', { orders: number; amount: number }>;
  };
}

export type CardKey = 'users' | 'restaurants' | 'orders' | 'earnings';

/** Rows the modal lists load (first page of 100, fetch size). */
export const MODAL_LIST_LIMIT = 100;
