import { Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { UtrField, useUtr } from '../common/UtrField';
import type { PartnerOrder } from '../providers/types';

/**
 * "Payment received" on a UPI order: the kitchen saw the money arrive, with the UPI reference
 * (UTR, 12 digits) when it has it. The dialog stays open on a refusal and shows the server's
 * reason under the field (a UTR that already paid another order names that order).
 * A chunk of its own (KitchenOrderCard.tsx loads it on the first tap).
 */
export default function PaymentReceivedDialog({
  order,
  amount,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  order: PartnerOrder;
  amount: string;
  open: boolean;
  pending: boolean;
  /** Sends it; calls back with the server's reason when refused. */
  onConfirm: (utr: string | undefined, refused: (message: string) => void) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  // The UTR the customer typed on their tracking page, to check against the UPI app.
  const utr = useUtr(order.customerUtr ?? '');

  const confirm = () => {
    const digits = utr.read();
    if (digits === null) return;
    onConfirm(digits, utr.refuse);
  };

  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title={translate('resources.orders.paymentReceived.title', { orderId: order.orderId, amount })}
      content={
        <>
          <Typography sx={{ mb: 2 }}>{translate('resources.orders.paymentReceived.content', { amount })}</Typography>
          <UtrField utr={utr} testId="utr-input" />
        </>
      }
      confirm={translate('resources.orders.paymentReceived.confirm')}
      cancel={translate('resources.orders.paymentReceived.back')}
      confirmColor="primary"
      onConfirm={confirm}
      onClose={() => {
        utr.clearError();
        onClose();
      }}
      slotProps={{ transition: { onEntered: () => utr.inputRef.current?.focus() } }}
      sx={{ '& .MuiDialogActions-root .MuiButton-root': { minHeight: 48, textTransform: 'none' } }}
    />
  );
}
