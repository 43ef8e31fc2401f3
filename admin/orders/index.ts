import { OrderList } from './OrderList';

export default { name: 'orders', list: OrderList };
