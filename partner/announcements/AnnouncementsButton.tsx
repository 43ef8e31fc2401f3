import { useEffect, useState } from 'react';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PartnerDataProvider } from '../providers/dataProvider';
import { accountKey } from '../providers/dataProvider';
import { onAnnouncementPush } from '../pwa/push';
import { lastSeen, SEEN_EVENT } from './seen';
import { BAR_BUTTON_SX } from '../layout/bar';

export const ANNOUNCEMENTS_PATH = '/notifications';

/**
 * The app bar's way to the announcements, with how many came since the list was last opened on
 * this phone (asked at every start, when the app comes back to the screen, and at once when one
 * is pushed while the app is open).
 */
export function AnnouncementsButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const { pathname } = useLocation();
  const [since, setSince] = useState(lastSeen);
  useEffect(() => {
    const follow = () => setSince(lastSeen());
    window.addEventListener(SEEN_EVENT, follow);
    return () => window.removeEventListener(SEEN_EVENT, follow);
  }, []);
  const { data: unread = 0, refetch } = useQuery({
    queryKey: ['announcements', 'unread', accountKey(), since],
    queryFn: () => dataProvider.countAnnouncements(since),
    refetchOnWindowFocus: true,
  });
  useEffect(() => onAnnouncementPush(() => void refetch()), [refetch]);
  // On the list itself every one is in view: nothing is waiting.
  const count = pathname.startsWith(ANNOUNCEMENTS_PATH) ? 0 : unread;
  const label =
    count > 0
      ? translate('partner.announcements.openUnread', { smart_count: count })
      : translate('partner.announcements.open');
  return (
    <IconButton
      component={Link}
      to={ANNOUNCEMENTS_PATH}
      color="inherit"
      aria-label={label}
      title={label}
      sx={BAR_BUTTON_SX}
    >
      {/* The count is in the button's name ("Announcements: 2 new") too. No badge at 0: its kept "0" would be text the name lacks. */}
      {count > 0 ? (
        <Badge badgeContent={count} max={999} color="error">
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
}
