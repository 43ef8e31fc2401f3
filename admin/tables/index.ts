import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import { TableList } from './TableList';
import { TableCreate, TableEdit } from './TableForm';
import type { DiningTable } from '../../shared/api/tables';

/** The dining hall's tables: each restaurant's, with the QR code a guest scans to order from the table. */
export default {
  name: 'tables',
  list: TableList,
  create: TableCreate,
  edit: TableEdit,
  icon: TableRestaurantIcon,
  recordRepresentation: (table: DiningTable) => table.name,
};
