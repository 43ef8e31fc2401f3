import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import { DeliveryStaffList } from './DeliveryStaffList';
import type { Staff } from './types';

export default {
  name: 'delivery-staff',
  list: DeliveryStaffList,
  icon: DeliveryDiningIcon,
  recordRepresentation: (staff: Staff) => staff.name,
};
