import { useEffect, useState } from 'react';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { Announcement } from '../../shared/api/notifications';
import { CardList } from '../common/CardList';
import { useFormat } from '../common/format';
import { onAnnouncementPush } from '../pwa/push';
import { isNew, lastSeen, markSeen } from './seen';

/** Once the newest announcement is on screen, the app bar stops counting it; a push while here shows the new one at once. */
function SeenMark() {
  const { data, refetch } = useListContext<Announcement>();
  const newest = data?.[0]?.sentAt;
  useEffect(() => {
    if (newest) markSeen(newest);
  }, [newest]);
  useEffect(() => onAnnouncementPush(() => void refetch()), [refetch]);
  return null;
}

function AnnouncementCard({ announcement, fresh }: { announcement: Announcement; fresh: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="announcement"
      sx={fresh ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography component="time" dateTime={announcement.sentAt} variant="body2" color="text.secondary">
            {format.when(announcement.sentAt)}
          </Typography>
          {fresh && <Chip size="small" color="primary" label={translate('partner.announcements.new')} />}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{announcement.message}</Typography>
      </CardContent>
    </Card>
  );
}

/** The admin's announcements to this kitchen or rider, newest first; the ones since the list was last opened here are marked new. */
export function AnnouncementList() {
  const translate = useTranslate();
  // What was new when the screen opened stays marked while it is open.
  const [seenBefore] = useState(lastSeen);
  return (
    <ListBase resource="notifications" sort={{ field: 'sentAt', order: 'DESC' }} perPage={20} disableSyncWithLocation>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1.5 }}>
        {translate('partner.announcements.title')}
      </Typography>
      <SeenMark />
      <CardList<Announcement>
        empty="partner.announcements.empty"
        render={(announcement) => (
          <AnnouncementCard
            key={announcement.id}
            announcement={announcement}
            fresh={isNew(announcement.sentAt, seenBefore)}
          />
        )}
      />
    </ListBase>
  );
}
