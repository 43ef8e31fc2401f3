import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';
import type { Order } from './types';

// No edit route: /orders/:id falls to the list route, which opens that order's details.
export default {
  name: 'orders',
  list: OrderList,
  icon: ReceiptLongIcon,
  recordRepresentation: (order: Order) => order.orderId,
};
