import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import QRCode from 'qrcode';
import type { UpiPayee } from './upiAtDoor';

/**
 * The order's UPI QR, big enough to scan off a phone held out at the door (about 310 px wide on
 * a 375 px screen), with the amount and the payee written under it so the customer sees whom
 * they pay before they scan. Loaded only when a rider opens it: `qrcode` stays out of the
 * app's first load.
 */
export default function UpiQrDialog({
  link,
  amount,
  payee,
  orderId,
  onClose,
}: {
  link: string;
  amount: string;
  payee: UpiPayee;
  orderId: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [image, setImage] = useState<{ link: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    // Drawn at 640 px and shown smaller: sharp on a high-density screen. Level M survives a scratched screen.
    QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 640 }).then(
      (src) => current && setImage({ link, src }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [link]);
  const titleId = `upi-qr-title-${orderId}`;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ '& .MuiDialog-paper': { m: 1, width: 'calc(100% - 16px)' } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {translate('resources.orders.upiQr.title', { orderId })}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center', px: 2 }}>
        {failed ? (
          <Alert severity="error">{translate('resources.orders.upiQr.failed')}</Alert>
        ) : image?.link === link ? (
          <Box
            component="img"
            src={image.src}
            alt={translate('resources.orders.upiQr.alt', { amount, name: payee.upiName })}
            data-upi-link={link}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 360,
              aspectRatio: '1 / 1',
              mx: 'auto',
              imageRendering: 'pixelated',
            }}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', aspectRatio: '1 / 1', maxWidth: 360, mx: 'auto' }}>
            <CircularProgress aria-label={translate('resources.orders.upiQr.loading')} />
          </Box>
        )}
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, mt: 1 }}>
          {amount}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {translate('resources.orders.upiQr.payee', { name: payee.upiName })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {payee.upiId}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.orders.upiQr.hint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" size="large" fullWidth onClick={onClose} sx={{ minHeight: 48 }}>
          {translate('resources.orders.upiQr.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
