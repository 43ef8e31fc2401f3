import { Typography } from '@mui/material';

// Placeholder until this screen is built (see the open admin issues).
export function OrderList() {
  return <Typography sx={{ p: 2 }}>Order Management</Typography>;
}
