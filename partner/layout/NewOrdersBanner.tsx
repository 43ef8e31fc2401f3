import { Alert, Button, keyframes } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { useRing } from '../../shared/browser/useSound';

const pulse = keyframes`0%, 100% { opacity: 1 } 50% { opacity: .55 }`;

/** The orders waiting for the kitchen now: placed, and not orders for later still before their time. */
const NEW_ORDERS = { status: 'placed', upcoming: false } as const;

/**
 * The kitchen's new-order alert, on every screen: a banner with words and an icon (not
 * colour or sound alone) while any order waits to be accepted, and the ring if sound is on.
 * It asks the server how many orders are "placed"; the event stream refetches it.
 */
export function NewOrdersBanner({ soundOn }: { soundOn: boolean }) {
  const translate = useTranslate();
  // Orders for later ring when their time less the kitchen's notice comes, not before (upcoming: false).
  const { total = 0 } = useGetList('orders', {
    filter: NEW_ORDERS,
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  // Held orders ring too, marked: the kitchen is the one who calls the customer to confirm them.
  const { total: toConfirm = 0 } = useGetList('orders', {
    filter: { ...NEW_ORDERS, toConfirm: true },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  useRing(total > 0, soundOn, undefined, translate('partner.shell.newOrdersAlert', { smart_count: total }));
  if (total <= 0) return null;
  return (
    <Alert
      role="alert"
      severity="warning"
      variant="filled"
      icon={<NotificationsActiveIcon sx={{ animation: `${pulse} 1s ease-in-out infinite` }} />}
      action={
        <Button
          component={Link}
          to={`/orders?filter=${encodeURIComponent(JSON.stringify(NEW_ORDERS))}`}
          color="inherit"
          size="large"
          sx={{ minHeight: 48, whiteSpace: 'nowrap' }}
        >
          {translate('partner.shell.seeOrders')}
        </Button>
      }
      sx={{ borderRadius: 0, alignItems: 'center', fontWeight: 700 }}
    >
      {translate('partner.shell.newOrdersAlert', { smart_count: total })}
      {toConfirm > 0 && ` · ${translate('partner.shell.toConfirmAlert', { smart_count: toConfirm })}`}
    </Alert>
  );
}
