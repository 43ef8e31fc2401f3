import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, IconButton, keyframes, Tooltip } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import WifiIcon from '@mui/icons-material/Wifi';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import {
  subscribeEvents,
  type ServerEvent,
  type StreamStatus,
  type SubscribeOptions,
} from '../../shared/browser/eventStream';
import { applyOrderEvent, ORDER_EVENTS, type OrderEventType } from '../../shared/browser/orderEvents';
import { useRing, useSoundSetting } from '../../shared/browser/useSound';
import { OrderBellPrompt } from '../../shared/browser/OrderBellPrompt';
import { API_URL } from '../providers/httpClient';
import { getToken } from '../providers/session';
import { wasPlacedHere } from './placedHere';
import { resumeAdminPush, turnOnAdminPush } from '../pwa/push';
import type { Order } from './types';

/** An order for later rung this recently is announced as new (a page opened later finds it in the lists). */
const RUNG_RECENTLY_MS = 10 * 60_000;

/** The admin's own sound choice (the partner app keeps its own). */
export const ADMIN_SOUND_KEY = 'admin.desk.sound';
export const ADMIN_EVENTS_URL = `${API_URL}/admin/events`;

interface LiveState {
  status: StreamStatus;
  /** Orders that came in (order.created) during this visit and still wait to be accepted. */
  newOrders: ReadonlyMap<number, string>;
  /** Of those, the ones an admin silenced: the NEW mark stays, the ring stops. */
  silenced: ReadonlySet<number>;
  silence: () => void;
  /** Someone opened this order: it stops ringing (the NEW mark stays until it is accepted). */
  silenceOrder: (id: number) => void;
}

const LiveContext = createContext<LiveState>({
  status: 'stopped',
  newOrders: new Map(),
  silenced: new Set(),
  silence: () => undefined,
  silenceOrder: () => undefined,
});
export const useAdminLive = () => useContext(LiveContext);

/**
 * Keeps GET /api/admin/events open while an admin is signed in (the bearer header, never a
 * token in the URL; Last-Event-ID on reconnect — shared/browser/eventStream.ts). Each order
 * event is applied to the cached order lists without fetching them again, and the dashboard's
 * figures are fetched again; a `resync` (too far behind) refetches everything order-related.
 */
export function AdminLiveProvider({
  children,
  subscribe = subscribeEvents,
}: {
  children: ReactNode;
  subscribe?: (options: SubscribeOptions) => () => void;
}) {
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [newOrders, setNewOrders] = useState<ReadonlyMap<number, string>>(new Map());
  const [silenced, setSilenced] = useState<ReadonlySet<number>>(new Set());
  // Orders for later already announced when their kitchen was rung (once each).
  const rungSeen = useRef(new Set<number>());

  useEffect(() => {
    const onEvent = (event: ServerEvent) => {
      if (event.event === 'resync') {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        return;
      }
      if (!(ORDER_EVENTS as readonly string[]).includes(event.event)) return;
      let order: Order;
      try {
        order = JSON.parse(event.data) as Order;
      } catch {
        return; // a malformed event must not break the stream
      }
      const type = event.event as OrderEventType;
      applyOrderEvent(queryClient, type, order, { audience: 'admin', alsoInvalidate: [['dashboard']] });
      // An order for later comes in when its kitchen is rung for it (an order.updated a few
      // moments after its ringAt), not when it is placed.
      const rungNow =
        type === 'order.updated' &&
        order.status === 'placed' &&
        !order.upcoming &&
        order.ringAt !== null &&
        Date.now() - Date.parse(order.ringAt) < RUNG_RECENTLY_MS &&
        !rungSeen.current.has(order.id);
      if (rungNow) rungSeen.current.add(order.id);
      setNewOrders((previous) => {
        const waiting =
          type === 'order.created'
            ? order.status === 'placed' && !order.upcoming && !wasPlacedHere(order.id)
            : type === 'order.updated'
              ? order.status === 'placed' && !order.upcoming && (previous.has(order.id) || rungNow)
              : false;
        if (waiting === previous.has(order.id)) return previous;
        const next = new Map(previous);
        if (waiting) next.set(order.id, order.orderId);
        else next.delete(order.id);
        return next;
      });
    };
    return subscribe({
      url: ADMIN_EVENTS_URL,
      getToken,
      onEvent,
      onStatus: setStatus,
      onUnauthorized: (httpStatus) => void logoutIfAccessDenied({ status: httpStatus }),
    });
  }, [queryClient, subscribe, logoutIfAccessDenied]);

  const silence = useCallback(() => setSilenced(new Set(newOrders.keys())), [newOrders]);
  const silenceOrder = useCallback(
    (id: number) => setSilenced((previous) => (previous.has(id) ? previous : new Set([...previous, id]))),
    [],
  );
  const value = useMemo(
    () => ({ status, newOrders, silenced, silence, silenceOrder }),
    [status, newOrders, silenced, silence, silenceOrder],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** Live or reconnecting: an icon and a word, not colour alone. */
export function LiveIndicator() {
  const translate = useTranslate();
  const { status } = useAdminLive();
  const live = status === 'live';
  return (
    <Chip
      size="small"
      data-testid="live-indicator"
      data-status={status}
      icon={live ? <WifiIcon /> : <SyncProblemIcon />}
      label={translate(`gaon.orders.live.${status}`)}
      color={live ? 'success' : 'default'}
      variant={live ? 'filled' : 'outlined'}
      sx={{ color: live ? undefined : 'inherit', borderColor: 'currentcolor', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}

/** The sound switch, remembered in localStorage (react-admin's store). Turning it on is the click browsers need. */
export function SoundSwitch() {
  const translate = useTranslate();
  const { soundOn, toggle } = useSoundSetting(ADMIN_SOUND_KEY);
  const label = translate(soundOn ? 'gaon.orders.soundOn' : 'gaon.orders.soundOff');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-pressed={soundOn} aria-label={label}>
        {soundOn ? <VolumeUpIcon /> : <VolumeOffIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** Asks for the order bell until it can ring (see OrderBellPrompt). */
export function OrderBell() {
  const translate = useTranslate();
  const { bellWorks, turnOn, audioBlocked } = useSoundSetting(ADMIN_SOUND_KEY);
  // The same tap also lets this browser be told, even with the tab closed, of an order no kitchen accepted.
  const turnOnBell = () => {
    turnOn();
    void turnOnAdminPush();
  };
  useEffect(() => resumeAdminPush(), []);
  return (
    <OrderBellPrompt
      bellWorks={bellWorks}
      onTurnOn={turnOnBell}
      offText={translate('gaon.orders.bell.off')}
      turnOnText={translate('gaon.orders.bell.turnOn')}
      blocked={audioBlocked}
      tapText={translate('gaon.orders.bell.tap')}
    />
  );
}

const pulse = keyframes`0%, 100% { opacity: 1 } 50% { opacity: .55 }`;

/**
 * The new-order alert on every admin screen: words and a pulsing icon while an order that came
 * in stays unaccepted and not silenced, and the ring every few seconds if sound is on.
 */
export function NewOrderAlert() {
  const translate = useTranslate();
  const { newOrders, silenced, silence } = useAdminLive();
  const { soundOn } = useSoundSetting(ADMIN_SOUND_KEY);
  const ringing = [...newOrders.keys()].filter((id) => !silenced.has(id));
  useRing(
    ringing.length > 0,
    soundOn,
    undefined,
    translate('gaon.orders.alert.text', {
      smart_count: ringing.length,
      codes: ringing.map((id) => newOrders.get(id)).join(', '),
    }),
  );
  if (ringing.length === 0) return null;
  const codes = ringing.map((id) => newOrders.get(id)).join(', ');
  return (
    <Alert
      role="alert"
      data-testid="new-order-alert"
      severity="warning"
      variant="filled"
      icon={<NotificationsActiveIcon sx={{ animation: `${pulse} 1s ease-in-out infinite` }} />}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'placed' }))}`}
            color="inherit"
            size="small"
            variant="outlined"
          >
            {translate('gaon.orders.alert.see')}
          </Button>
          <Button color="inherit" size="small" onClick={silence} startIcon={<VolumeOffIcon />}>
            {translate('gaon.orders.alert.silence')}
          </Button>
        </Box>
      }
      sx={{ borderRadius: 0, alignItems: 'center', fontWeight: 700, flexWrap: 'wrap' }}
    >
      {translate('gaon.orders.alert.text', { smart_count: ringing.length, codes })}
    </Alert>
  );
}
