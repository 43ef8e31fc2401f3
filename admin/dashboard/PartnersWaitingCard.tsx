import { Card, CardActionArea, CardContent, Box, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** User Management listing only the accounts waiting for approval (its "approved" filter). */
export const WAITING_PARTNERS_LINK = `/users?filter=${encodeURIComponent(JSON.stringify({ approved: 'false' }))}`;

/**
 * "2 partners waiting": kitchens and riders who signed up on the partner app get no work until
 * the owner approves them, so the dashboard says so and opens the list of them (where each is
 * approved with one tap). Nothing shows when nobody waits.
 */
export function PartnersWaitingCard({ count }: { count: number }) {
  const translate = useTranslate();
  if (count <= 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2, borderLeft: 4, borderLeftColor: 'warning.main' }}>
      <CardActionArea component={Link} to={WAITING_PARTNERS_LINK} data-testid="partners-waiting">
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
          <Box sx={{ color: 'warning.dark', display: 'flex' }}>
            <HourglassTopIcon />
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>
              {translate('gaon.dashboard.partnersWaiting', { smart_count: count })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('gaon.dashboard.partnersWaitingNote')}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
