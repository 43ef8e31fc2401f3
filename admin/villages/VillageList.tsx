import { Typography } from '@mui/material';

// Placeholder until this screen is built (see the open admin issues).
export function VillageList() {
  return <Typography sx={{ p: 2 }}>Village/Area Management</Typography>;
}
