import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PartnerDataProvider } from '../providers/dataProvider';
import { readSession, saveWaitingForApproval } from '../providers/session';
import { whatsappLink } from '../../site/lib';
import { OWNER_PHONE } from '../login/owner';

/**
 * What a kitchen or rider who signed up themselves sees until an admin approves the account:
 * the server refuses them every order and menu until then. "Check again" asks the server and
 * opens the app once approved; the owner is one WhatsApp message away (their number is the
 * site's, with a message naming the partner).
 */
export function WaitingForApproval() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PartnerDataProvider>();
  const [checking, setChecking] = useState(false);
  const session = readSession();
  const askOwner = whatsappLink(
    OWNER_PHONE,
    translate('partner.approval.askOwnerText', {
      kind: translate(session?.role === 'delivery' ? 'partner.approval.rider' : 'partner.approval.kitchen'),
      name: session?.name ?? '',
    }),
  );
  const check = () => {
    setChecking(true);
    dataProvider
      .getMe()
      .then((me) => {
        if (me?.approved === false) {
          notify('partner.approval.stillWaiting', { type: 'info' });
          return;
        }
        saveWaitingForApproval(false);
        window.location.reload();
      })
      .catch(() => notify('partner.approval.checkFailed', { type: 'warning' }))
      .finally(() => setChecking(false));
  };
  return (
    <Box sx={{ p: 2, display: 'grid', placeItems: 'center' }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 420, textAlign: 'center', display: 'grid', gap: 2 }}>
        <HourglassTopIcon color="warning" sx={{ fontSize: 48, mx: 'auto' }} aria-hidden />
        <Typography variant="h6" component="h2">
          {translate('partner.approval.title')}
        </Typography>
        <Typography>{translate('partner.approval.body')}</Typography>
        <Button variant="contained" onClick={check} disabled={checking}>
          {translate('partner.approval.checkAgain')}
        </Button>
        <Button
          variant="outlined"
          color="success"
          href={askOwner}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsAppIcon />}
        >
          {translate('partner.approval.askOwner')}
        </Button>
      </Paper>
    </Box>
  );
}
