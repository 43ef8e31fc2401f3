import { Alert, Button } from '@mui/material';
import AlarmIcon from '@mui/icons-material/Alarm';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { lateMinutes } from '../../shared/lateOrders';
import { useNow } from '../../shared/browser/useNow';
import type { Order } from '../orders/types';

/** How many waiting orders the dashboard looks at (oldest first): more than a village kitchen ever has waiting. */
const WAITING_LOOKED_AT = 50;

/**
 * Red on the dashboard while orders wait unaccepted past the limit (shared/lateOrders.ts), with
 * a link to them. The live desk refetches the order lists on every order event.
 */
export function LateOrdersAlert() {
  const translate = useTranslate();
  const now = useNow();
  const { data = [] } = useGetList<Order>('orders', {
    filter: { status: 'placed' },
    pagination: { page: 1, perPage: WAITING_LOOKED_AT },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const late = data.filter((order) => lateMinutes(order, now) !== null).length;
  if (late === 0) return null;
  return (
    <Alert
      role="alert"
      data-testid="late-orders-alert"
      severity="error"
      variant="filled"
      icon={<AlarmIcon />}
      action={
        <Button
          component={Link}
          to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'placed' }))}`}
          color="inherit"
          variant="outlined"
          size="small"
        >
          {translate('gaon.orders.lateSee')}
        </Button>
      }
      sx={{ mb: 2, fontWeight: 700, alignItems: 'center' }}
    >
      {translate('gaon.orders.lateAlert', { smart_count: late })}
    </Alert>
  );
}
