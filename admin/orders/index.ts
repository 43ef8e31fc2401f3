import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';
import { OrderCreate } from './OrderCreate';
import type { Order } from './types';

// No edit route: /orders/:id falls to the list route, which opens that order's details;
// /orders/create takes a phone order; /orders/:id/ticket (App.tsx) is the kitchen ticket.
export default {
  name: 'orders',
  list: OrderList,
  create: OrderCreate,
  icon: ReceiptLongIcon,
  recordRepresentation: (order: Order) => order.orderId,
};
