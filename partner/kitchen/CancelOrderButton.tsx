import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';

// The dialog and its text field load on the first tap, not with the orders (the service worker keeps them for offline).
const CancelOrderDialog = lazy(() => import('./CancelOrderDialog'));

/** "Cancel order" with a required reason, asked in react-admin's <Confirm> dialog (CancelOrderDialog.tsx). */
export function CancelOrderButton({
  order,
  disabled,
  onCancel,
}: {
  order: PartnerOrder;
  disabled?: boolean;
  onCancel: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted: its closing transition plays and the typed reason stays.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="large"
        disabled={disabled}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ minHeight: 48, flex: 1, whiteSpace: 'nowrap' }}
      >
        {translate('resources.orders.actions.cancel')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CancelOrderDialog order={order} open={open} setOpen={setOpen} onCancel={onCancel} />
        </Suspense>
      )}
    </>
  );
}
