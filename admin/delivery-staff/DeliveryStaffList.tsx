import { Typography } from '@mui/material';

// Placeholder until this screen is built (see the open admin issues).
export function DeliveryStaffList() {
  return <Typography sx={{ p: 2 }}>Delivery Staff Management</Typography>;
}
