import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  AppBar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Chip,
  IconButton,
  Paper,
  Toolbar,
  Typography,
} from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import TodayIcon from '@mui/icons-material/Today';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Loading, useDataProvider, useLogout, useNotify, usePermissions, useTranslate } from 'react-admin';
import { LiveOrdersProvider, useLiveOrders } from '../events/LiveOrders';
import { useSoundSetting } from '../../shared/browser/useSound';
import { readSession } from '../providers/session';
import type { PartnerDataProvider } from '../providers/dataProvider';
import { isPartnerLanguage, saveAccountLanguage, type PartnerLanguage } from '../i18n/language';
import { LanguageSwitch } from '../common/LanguageSwitch';
import type { PartnerRole } from '../providers/types';
import { NewOrdersBanner } from './NewOrdersBanner';
import { OrderBellPrompt } from '../../shared/browser/OrderBellPrompt';
import { OfflineStatus, useOnline } from '../offline/OfflineStatus';
import { onNotificationOpen, pushBlocked, reportOpened, resumePush, turnOnPush } from '../pwa/push';
import { PARTNER_BASENAME } from '../paths';
import { AnnouncementsButton } from '../announcements/AnnouncementsButton';
import { APP_BAR_HEIGHT, BAR_BUTTON_SX } from './bar';

/** Height of the bottom navigation; the page leaves this much room below its content. */
export const BOTTOM_NAV_HEIGHT = 64;

const NAV: Record<PartnerRole, Array<{ to: string; label: string; icon: ReactNode }>> = {
  vendor: [
    { to: '/orders', label: 'partner.shell.nav.orders', icon: <ReceiptLongIcon /> },
    { to: '/restaurants', label: 'partner.shell.nav.menu', icon: <RestaurantMenuIcon /> },
    { to: '/tables', label: 'partner.shell.nav.tables', icon: <TableRestaurantIcon /> },
    { to: '/kitchen', label: 'partner.shell.nav.kitchen', icon: <StorefrontIcon /> },
  ],
  delivery: [
    { to: '/orders', label: 'partner.shell.nav.myOrders', icon: <ReceiptLongIcon /> },
    { to: '/today', label: 'partner.shell.nav.today', icon: <TodayIcon /> },
  ],
};

function LiveIndicator() {
  const translate = useTranslate();
  const { status } = useLiveOrders();
  // With no network at all the stream's own state ("reconnecting…") would promise too much.
  const online = useOnline();
  const live = status === 'live' && online;
  const label = live
    ? 'partner.shell.live'
    : !online
      ? 'partner.shell.noNetwork'
      : status === 'connecting'
        ? 'partner.shell.connecting'
        : status === 'reconnecting'
          ? 'partner.shell.reconnecting'
          : 'partner.shell.offline';
  // A dot plus the word: the state is readable without colour.
  return (
    <Chip
      size="small"
      label={`${live ? '● ' : '○ '}${translate(label)}`}
      color={live ? 'success' : 'default'}
      sx={{ color: live ? undefined : 'inherit', borderColor: 'currentcolor' }}
      variant={live ? 'filled' : 'outlined'}
    />
  );
}

function Shell({ role, children }: { role: PartnerRole; children: ReactNode }) {
  const translate = useTranslate();
  const logout = useLogout();
  const location = useLocation();
  const { soundOn, toggle: toggleSound, turnOn: turnOnSound, bellWorks, audioBlocked } = useSoundSetting();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(pushBlocked);
  // Turning the bell on also lets a locked phone ring: notification permission (asked on this
  // tap, as browsers require) and the push subscription. Turning the sound off leaves the
  // pushes on: a silent screen must not mean a missed order.
  const turnOn = useCallback(() => {
    turnOnSound();
    void turnOnPush(role).then((result) => setBlocked(result === 'blocked'));
  }, [turnOnSound, role]);
  const toggle = () => (soundOn ? toggleSound() : turnOn());

  // Every start sends this device's subscription again with the current session's token.
  useEffect(() => resumePush(role), [role]);

  // Opened from a notification: show the order, and a kitchen's phone stops ringing for it.
  useEffect(() => {
    const opened = new URLSearchParams(location.search).get('open');
    if (opened && role === 'vendor') reportOpened(opened);
  }, [location.search, role]);
  useEffect(
    () =>
      onNotificationOpen((path, orderCode) => {
        navigate(path.startsWith(PARTNER_BASENAME) ? path.slice(PARTNER_BASENAME.length) || '/' : path);
        if (role === 'vendor' && orderCode) reportOpened(orderCode);
      }),
    [navigate, role],
  );
  const items = NAV[role];
  const current = items.findIndex((item) => location.pathname.startsWith(item.to));
  const name = readSession()?.name;
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const notify = useNotify();

  // The account's language may have been changed by an admin since the login.
  useEffect(() => {
    let mounted = true;
    dataProvider
      .getMe()
      .then((me) => mounted && isPartnerLanguage(me?.language) && saveAccountLanguage(me.language))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [dataProvider]);

  // The switch saves the choice on this device at once, and on the account for the next phone.
  const saveLanguage = (language: PartnerLanguage) =>
    dataProvider
      .setLanguage(language)
      .then((me) => saveAccountLanguage(isPartnerLanguage(me?.language) ? me.language : language))
      .catch(() => notify('partner.language.failed', { type: 'warning' }));

  return (
    // clip, not hidden: hidden would make this box the app bar's scroll container and the bar would scroll away.
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'clip' }}>
      <AppBar position="sticky" color="primary" elevation={1}>
        {/* Tighter on a phone: the title keeps some room beside five controls. */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 1.5 }, minHeight: APP_BAR_HEIGHT }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h1" noWrap sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {translate('partner.shell.title')}
            </Typography>
            {name && (
              <Typography variant="caption" noWrap component="div">
                {name}
              </Typography>
            )}
          </Box>
          <LiveIndicator />
          {/* Words only in the bar: the title keeps room on a 375 px phone. */}
          <LanguageSwitch onChange={saveLanguage} icon={false} />
          <AnnouncementsButton />
          {/* The browser's own tooltip (title): MUI's Tooltip would bring Popper.js to every start for this one hint. */}
          <IconButton
            color="inherit"
            onClick={toggle}
            aria-pressed={soundOn}
            aria-label={translate(soundOn ? 'partner.shell.soundOn' : 'partner.shell.soundOff')}
            title={translate(soundOn ? 'partner.shell.soundOn' : 'partner.shell.soundOff')}
            sx={BAR_BUTTON_SX}
          >
            {soundOn ? <VolumeUpIcon /> : <VolumeOffIcon />}
          </IconButton>
          <IconButton
            color="inherit"
            onClick={() => logout()}
            aria-label={translate('partner.shell.logout')}
            sx={BAR_BUTTON_SX}
          >
            <LogoutIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {role === 'vendor' && <NewOrdersBanner soundOn={soundOn} />}
      <OrderBellPrompt
        bellWorks={bellWorks}
        onTurnOn={turnOn}
        offText={translate('partner.shell.bellOff')}
        turnOnText={translate('partner.shell.turnOnBell')}
        blocked={audioBlocked}
        tapText={translate('partner.shell.tapForBell')}
      />
      {blocked && (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          {translate('partner.shell.pushBlocked')}
        </Alert>
      )}
      <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 1.5, pt: 1.5, pb: `${BOTTOM_NAV_HEIGHT + 24}px` }}>
        <OfflineStatus />
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
      {/* The main navigation sits at the bottom, where a thumb reaches on a phone. */}
      <Paper
        component="nav"
        elevation={8}
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100, pb: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation showLabels value={current} sx={{ height: BOTTOM_NAV_HEIGHT }}>
          {items.map((item) => (
            <BottomNavigationAction
              key={item.to}
              component={Link}
              to={item.to}
              label={translate(item.label)}
              icon={item.icon}
              sx={{ minWidth: 0 }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}

/** The phone layout: a top bar, the live stream for the partner's orders, and a bottom navigation. */
export function PartnerLayout({ children }: { children: ReactNode }) {
  const { permissions } = usePermissions<PartnerRole | null>();
  const role = permissions ?? readSession()?.role;
  if (!role) return <Loading />;
  return (
    <LiveOrdersProvider role={role}>
      <Shell role={role}>{children}</Shell>
    </LiveOrdersProvider>
  );
}
