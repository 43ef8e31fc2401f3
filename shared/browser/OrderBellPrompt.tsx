import { Alert, Button } from '@mui/material';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';

/**
 * Said plainly, under the top bar, while the order bell cannot ring (turned off, or the browser
 * still waits for a tap before it plays sound): what is wrong and the one button that fixes it.
 * When the bell is on (remembered on the device) and only the browser's tap is missing, as after
 * a reload, it is one big button across the screen: `tapText`.
 */
export function OrderBellPrompt({
  bellWorks,
  onTurnOn,
  offText,
  turnOnText,
  blocked = false,
  tapText,
}: {
  bellWorks: boolean;
  onTurnOn: () => void;
  offText: string;
  turnOnText: string;
  /** The bell is on, the browser waits for a tap before it plays sound. */
  blocked?: boolean;
  tapText?: string;
}) {
  if (bellWorks) return null;
  if (blocked && tapText) {
    return (
      <Button
        data-testid="order-bell-tap"
        fullWidth
        variant="contained"
        color="warning"
        size="large"
        startIcon={<NotificationsActiveIcon />}
        onClick={onTurnOn}
        sx={{ borderRadius: 0, minHeight: 64, fontSize: '1.15rem', fontWeight: 800, textTransform: 'none' }}
      >
        {tapText}
      </Button>
    );
  }
  return (
    <Alert
      data-testid="order-bell-prompt"
      severity="warning"
      icon={<NotificationsOffIcon />}
      action={
        <Button
          variant="contained"
          color="warning"
          size="large"
          startIcon={<NotificationsActiveIcon />}
          onClick={onTurnOn}
          sx={{ minHeight: 48, fontWeight: 700 }}
        >
          {turnOnText}
        </Button>
      }
      sx={{ borderRadius: 0, alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { ml: 'auto', pl: 1 } }}
    >
      {offText}
    </Alert>
  );
}
