import { DeliveryStaffList } from './DeliveryStaffList';

export default { name: 'delivery-staff', list: DeliveryStaffList };
