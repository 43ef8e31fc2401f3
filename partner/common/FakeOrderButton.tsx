import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import ReportIcon from '@mui/icons-material/Report';
import { useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';

// The dialog and its text field load on the first tap, not with the orders (the service worker keeps them for offline).
const FakeOrderDialog = lazy(() => import('./FakeOrderDialog'));

/**
 * "Fake / no one there", asked in react-admin's <Confirm> dialog with an optional note
 * (FakeOrderDialog.tsx): the order is cancelled unless delivered and its phone number gets a strike.
 */
export function FakeOrderButton({
  order,
  disabled,
  onMark,
}: {
  order: PartnerOrder;
  disabled?: boolean;
  onMark: (reason?: string) => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted: its closing transition plays and the typed note stays.
  const [opened, setOpened] = useState(false);
  if (!order.customerInfo?.phone || order.fakeAt) return null;

  return (
    <>
      <Button
        variant="text"
        color="error"
        size="large"
        startIcon={<ReportIcon />}
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ minHeight: 48, textTransform: 'none' }}
      >
        {translate('resources.orders.actions.fake')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FakeOrderDialog order={order} open={open} setOpen={setOpen} onMark={onMark} />
        </Suspense>
      )}
    </>
  );
}
