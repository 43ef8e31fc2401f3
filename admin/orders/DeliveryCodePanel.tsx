import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import PinIcon from '@mui/icons-material/Pin';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { Order } from './types';
import { useOrderCommand } from './useOrderCommand';

/**
 * Proof of delivery on the order's page: while the rider waits for the customer's delivery code
 * (or the code is locked after wrong tries), the owner can deliver the order without it, giving
 * a reason that is recorded; once delivered, how it was proven. The code itself never reaches
 * the admin (only the customer's tracking page shows it).
 */
export function DeliveryCodePanel({ order }: { order: Order }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.orders.deliveryCode.${key}`);
  const [open, setOpen] = useState(false);
  if (order.deliveryProof === 'code' || order.deliveryProof === 'overridden')
    return (
      <Typography variant="body2" sx={{ mt: 2, fontWeight: 600 }} data-testid="delivery-proof">
        {t(order.deliveryProof)}
      </Typography>
    );
  if (order.deliveryProof !== 'needed' || order.status !== 'out_for_delivery') return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="delivery-proof">
      <Alert
        severity="info"
        icon={<PinIcon />}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => setOpen(true)}>
            {t('override')}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: 'wrap' }}
      >
        {t('needed')}
      </Alert>
      {open && <OverrideDialog order={order} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function OverrideDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.orders.deliveryCode.${key}`);
  const notify = useNotify();
  const { mutateAsync, isPending } = useOrderCommand();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState('');
  const save = async () => {
    setFailure('');
    try {
      await mutateAsync((dataProvider) => dataProvider.deliverOrder(order.id, { overrideCode: reason.trim() }));
      notify(t('done'), { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('failed')));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('override')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('reason')}
          helperText={t('reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={isPending || reason.trim() === ''}>
          {t('deliver')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
