/** The six statuses the admin can pick (SPEC section 4), in policy order. */
export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered', 'cancelled'] as const;

/** Orders per page (SPEC section 9). */
export const ORDERS_PER_PAGE = 5;
