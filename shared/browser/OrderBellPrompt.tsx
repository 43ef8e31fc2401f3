import { Alert, Button } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';

/**
 * Said plainly, under the top bar, while the order bell cannot ring (turned off, or the browser
 * still waits for a tap before it plays sound): what is wrong and the one button that fixes it.
 */
export function OrderBellPrompt({ bellWorks, onTurnOn, offText, turnOnText }: { bellWorks: boolean; onTurnOn: () => void; offText: string; turnOnText: string }) {
  if (bellWorks) return null;
  return (
    <Alert
      data-testid="order-bell-prompt"
      severity="warning"
      icon={<NotificationsOffIcon />}
      action={
        <Button variant="contained" color="warning" size="large" startIcon={<NotificationsActiveIcon />} onClick={onTurnOn} sx={{ minHeight: 48, fontWeight: 700 }}>
          {turnOnText}
        </Button>
      }
      sx={{ borderRadius: 0, alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { ml: 'auto', pl: 1 } }}
    >
      {offText}
    </Alert>
  );
}
