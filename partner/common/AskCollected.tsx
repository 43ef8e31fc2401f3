import { lazy, Suspense, useState } from 'react';
import type { PartnerOrder } from '../providers/types';
import { useFormat } from './format';
import { dueAtDoor } from '../../shared/money';
import type { Collected } from './CollectDialog';

// The question and its toggle and field load when first asked, not with the orders (the service worker keeps the chunk for an offline tap).
const CollectDialog = lazy(() => import('./CollectDialog'));

/**
 * "Collected ₹360.00 — cash or UPI?" for an order being finished unpaid (CollectDialog.tsx).
 * Once opened it stays mounted, so its closing transition plays.
 */
export function AskCollected({
  order,
  open,
  onConfirm,
  onClose,
}: {
  order: PartnerOrder;
  open: boolean;
  onConfirm: (answer: Collected) => void;
  onClose: () => void;
}) {
  const format = useFormat();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CollectDialog
        open={open}
        amount={format.rupees(dueAtDoor(order))}
        upiFirst={order.paymentMethod === 'upi'}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Suspense>
  );
}
