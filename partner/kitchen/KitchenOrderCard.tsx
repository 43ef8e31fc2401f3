import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Divider,
  Typography,
} from '@mui/material';
import AlarmIcon from '@mui/icons-material/Alarm';
import PhoneIcon from '@mui/icons-material/Phone';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import PrintIcon from '@mui/icons-material/Print';
import PaidIcon from '@mui/icons-material/Paid';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useLocaleState, useTranslate } from 'react-admin';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { allowedNextStatuses, handOverError, readyMarkError } from '../../shared/orderStatus';
import { lateMinutes } from '../../shared/lateOrders';
import { useNow } from '../../shared/browser/useNow';
import { ItemsList, OrderHeader } from '../common/OrderParts';
import { telLink, useFormat, whatsappLink } from '../common/format';
import { FakeOrderButton } from '../common/FakeOrderButton';
import { useOrderCommand } from '../common/useOrderCommand';
import type { PartnerOrder } from '../providers/types';
import { CancelOrderButton } from './CancelOrderButton';
import { useTicketPrinting } from './useTicketPrinting';
import { AskCollected } from '../common/AskCollected';
import { MoneyLines, PaymentLine } from '../common/PaymentParts';
import { awaitsUpi } from '../common/payment';
import { dueAtDoor } from '../../shared/money';
import { useLocalName } from '../../shared/browser/localName';
import { partyNoteIn } from '../../shared/party';

// The UTR field loads on the first "Payment received" tap, not with the orders.
const PaymentReceivedDialog = lazy(() => import('./PaymentReceivedDialog'));

/**
 * The kitchen's next steps for an order, per the policy (shared/orderStatus.ts): Accept a new
 * order, then Start preparing, then Ready; a pickup order is finished with Handed over (a rider
 * finishes a delivery). Cancel only while the policy allows it (before preparation).
 */
export function kitchenActions(order: Pick<PartnerOrder, 'status' | 'fulfilment' | 'readyAt'>): {
  next: 'accepted' | 'preparing' | null;
  canMarkReady: boolean;
  canHandOver: boolean;
  canCancel: boolean;
} {
  const allowed = allowedNextStatuses(order.status);
  const next =
    order.status === 'placed' && allowed.includes('accepted')
      ? 'accepted'
      : order.status === 'accepted' && allowed.includes('preparing')
        ? 'preparing'
        : null;
  const state = { status: order.status, fulfilment: order.fulfilment ?? 'delivery', readyAt: order.readyAt ?? null };
  return {
    next,
    // From accepted the next step is Start preparing; Ready follows it.
    canMarkReady: order.status === 'preparing' && readyMarkError(state) === null,
    canHandOver: handOverError(state) === null,
    canCancel: allowed.includes('cancelled'),
  };
}

/** The rider given the order, once there is one: name, and a Call link (the order carries their number) to ask where they are. */
function RiderLine({ rider, given }: { rider: { name: string }; given: PartnerOrder['rider'] }) {
  const translate = useTranslate();
  const data = given;
  const tel = telLink(data?.phone);
  return (
    <Box data-testid="order-rider" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <TwoWheelerIcon fontSize="small" aria-hidden />
      <Typography component="span">
        {translate('resources.orders.rider')}: <strong>{rider.name}</strong>
      </Typography>
      {tel && (
        <Button
          variant="outlined"
          size="small"
          href={tel}
          startIcon={<PhoneIcon />}
          sx={{ minHeight: 48, textTransform: 'none' }}
        >
          {translate('resources.orders.actions.callRider')} {data?.phone}
        </Button>
      )}
    </Box>
  );
}

const actionButton = { minHeight: 48, flex: 1, fontWeight: 700, whiteSpace: 'nowrap' } as const;

export function KitchenOrderCard({ order, isNew }: { order: PartnerOrder; isNew: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const { accept, prepare, markReady, handOver, cancel, confirm, confirmPayment, markFake, isPending } =
    useOrderCommand(order);
  const printing = useTicketPrinting(order);
  const paid = order.paymentStatus === 'paid';
  // A UPI order nobody has seen paid: the kitchen says "Payment received" when the money shows in its UPI app.
  const upiToConfirm = awaitsUpi(order);
  const [askingCollected, setAskingCollected] = useState(false);
  const [confirmingPayment, setConfirmingPayment] = useState(false);
  const [paymentDialogOpened, setPaymentDialogOpened] = useState(false);
  const { next, canMarkReady, canHandOver, canCancel } = kitchenActions(order);
  // A held order: confirmed after a call or the customer's WhatsApp (Confirm), or accepted, which confirms it too.
  const held = order.toConfirm === true;
  const canMarkFake = order.status !== 'delivered' && order.status !== 'cancelled';
  // An order for later before its time waits under Later, not for the kitchen's answer.
  const waiting = order.status === 'placed' && !order.upcoming;
  const late = lateMinutes(order, useNow());
  const nameOf = useLocalName();
  const [locale] = useLocaleState();

  const customerTel = telLink(order.customerInfo?.phone);
  const customerWhatsapp = whatsappLink(order.customerInfo?.phone);
  return (
    <Card
      component="article"
      aria-label={order.orderId}
      variant="outlined"
      sx={{
        borderWidth: waiting ? 2 : 1,
        borderColor: late !== null ? 'error.main' : waiting ? 'warning.main' : 'divider',
      }}
    >
      <CardContent sx={{ pb: 1 }}>
        <OrderHeader order={order} isNew={isNew || waiting} />
        {late !== null && (
          <Chip
            data-testid="late-mark"
            icon={<AlarmIcon />}
            color="error"
            label={translate('resources.orders.waitingMinutes', { smart_count: late })}
            sx={{ mt: 0.5, fontWeight: 700 }}
          />
        )}
        <Typography sx={{ mt: 0.5 }}>
          <strong>{order.customerInfo?.name}</strong>
          {' · '}
          {translate(`partner.fulfilment.${order.fulfilment ?? 'delivery'}`)}
          {order.fulfilment !== 'pickup' && order.villageName
            ? ` · ${nameOf({ name: order.villageName, nameHi: order.villageNameHi })}`
            : ''}
        </Typography>
        {order.restaurant?.name && (
          <Typography variant="body2" color="text.secondary">
            {nameOf(order.restaurant)}
          </Typography>
        )}
        {order.fulfilment !== 'pickup' && order.deliveryPerson && (
          <RiderLine rider={order.deliveryPerson} given={order.rider} />
        )}
        {held && (
          <Alert severity="warning" data-testid="to-confirm" sx={{ mt: 1 }}>
            <AlertTitle sx={{ fontWeight: 700 }}>
              {translate('resources.orders.hold.title')} ·{' '}
              {translate(`resources.orders.hold.${order.holdReason ?? 'first_order'}`)}
            </AlertTitle>
            {translate('resources.orders.hold.how')}
          </Alert>
        )}
        {held && customerWhatsapp && (
          <Button
            variant="outlined"
            color="success"
            size="small"
            href={customerWhatsapp}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<WhatsAppIcon />}
            sx={{ mt: 1, mr: 1, minHeight: 48, textTransform: 'none' }}
          >
            {translate('resources.orders.actions.whatsapp')}
          </Button>
        )}
        {/* A question about the order (no onion? which gate?) is one tap away. */}
        {customerTel && (
          <Button
            variant="outlined"
            size="small"
            href={customerTel}
            startIcon={<PhoneIcon />}
            sx={{ mt: 1, minHeight: 48, textTransform: 'none' }}
          >
            {translate('resources.orders.actions.callCustomer')} {order.customerInfo?.phone}
          </Button>
        )}
        <Divider sx={{ my: 1 }} />
        <ItemsList order={order} />
        {order.note && (
          <Typography variant="body2" sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
            {translate('resources.orders.fields.note')}: {partyNoteIn(order.note, locale)}
          </Typography>
        )}
        <MoneyLines order={order} />
        <PaymentLine order={order} />
        {/* Under the line it changes, full width: the action row has no room left on a phone. */}
        {upiToConfirm && (
          <Button
            fullWidth
            variant="outlined"
            color="success"
            disabled={isPending}
            startIcon={<PaidIcon />}
            onClick={() => {
              setConfirmingPayment(true);
              setPaymentDialogOpened(true);
            }}
            sx={{ mt: 1, minHeight: 48, fontWeight: 700 }}
          >
            {translate('resources.orders.actions.paymentReceived')}
          </Button>
        )}
        <Button
          component={Link}
          to={`/orders/${order.id}/bill`}
          variant="outlined"
          size="small"
          startIcon={<ReceiptIcon />}
          sx={{ mt: 1, minHeight: 48 }}
          aria-label={translate('resources.orders.bill.openAria', { orderId: order.orderId })}
        >
          {translate('resources.orders.bill.open')}
        </Button>
        {printing.canPrint && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PrintIcon />}
            onClick={() => void printing.printKot()}
            sx={{ mt: 1, ml: 1, minHeight: 48 }}
            aria-label={translate('resources.printers.printKotAria', { orderId: order.orderId })}
          >
            {translate('resources.printers.printKot')}
          </Button>
        )}
        {/* A printer printed its KOT (the server counts each copy printed): the cook need not print it again. */}
        {order.printCount > 0 && (
          <Chip
            data-testid="kot-printed"
            color="success"
            variant="outlined"
            label={translate('resources.printers.kotPrinted')}
            sx={{ mt: 1, ml: 1, fontWeight: 700 }}
          />
        )}
      </CardContent>
      {(next || canMarkReady || canHandOver || canCancel) && (
        <CardActions disableSpacing sx={{ p: 1.5, pt: 0, gap: 1, flexWrap: 'wrap' }}>
          {canCancel && <CancelOrderButton order={order} disabled={isPending} onCancel={(reason) => cancel(reason)} />}
          {held && (
            <Button
              variant="outlined"
              color="success"
              size="large"
              disabled={isPending}
              onClick={() => confirm()}
              sx={actionButton}
            >
              {translate('resources.orders.actions.confirm')}
            </Button>
          )}
          {next && (
            <Button
              variant="contained"
              size="large"
              disabled={isPending}
              onClick={() => (next === 'accepted' ? accept({ onSuccess: printing.afterAccept }) : prepare())}
              sx={{ ...actionButton, flex: 1.4 }}
            >
              {translate(next === 'accepted' ? 'resources.orders.actions.accept' : 'resources.orders.actions.prepare')}
            </Button>
          )}
          {canMarkReady && (
            <Button variant="contained" size="large" disabled={isPending} onClick={() => markReady()} sx={actionButton}>
              {translate('resources.orders.actions.ready')}
            </Button>
          )}
          {canHandOver && (
            <Button
              variant={canMarkReady ? 'outlined' : 'contained'}
              color="success"
              size="large"
              disabled={isPending}
              // Unpaid, the counter is where the money changes hands: asked how, then undoable for a moment.
              // A round of a table is paid with its sitting, when the table is closed.
              onClick={() => (paid || order.fulfilment === 'dine_in' ? handOver() : setAskingCollected(true))}
              sx={actionButton}
            >
              {translate('resources.orders.actions.handedOver')}
            </Button>
          )}
        </CardActions>
      )}
      {!paid && (
        <AskCollected
          order={order}
          open={askingCollected}
          onConfirm={(collected) => {
            setAskingCollected(false);
            handOver(collected);
          }}
          onClose={() => setAskingCollected(false)}
        />
      )}
      {paymentDialogOpened && (
        <Suspense fallback={null}>
          <PaymentReceivedDialog
            order={order}
            amount={format.rupees(dueAtDoor(order))}
            open={confirmingPayment}
            pending={isPending}
            onConfirm={(utr, refused) =>
              confirmPayment(utr, { onSuccess: () => setConfirmingPayment(false), onRefused: refused })
            }
            onClose={() => setConfirmingPayment(false)}
          />
        </Suspense>
      )}
      {canMarkFake && (
        <CardActions sx={{ px: 1.5, pt: 0, justifyContent: 'flex-end' }}>
          <FakeOrderButton order={order} disabled={isPending} onMark={markFake} />
        </CardActions>
      )}
    </Card>
  );
}
