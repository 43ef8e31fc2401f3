import { Typography } from '@mui/material';

// Placeholder until this screen is built (see the open admin issues).
export function UserList() {
  return <Typography sx={{ p: 2 }}>User Management</Typography>;
}
