import { Box, Button, Card, CardActions, CardContent, Divider, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import PlaceIcon from '@mui/icons-material/Place';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { lazy, Suspense, useState } from 'react';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { PickupPoint } from '../../shared/api/live';
import { allowedNextStatuses } from '../../shared/orderStatus';
import { ItemsList, OrderHeader } from '../common/OrderParts';
import { mapsLink, useFormat, telLink, whatsappLink } from '../common/format';
import { useOrderCommand } from '../common/useOrderCommand';
import { FakeOrderButton } from '../common/FakeOrderButton';
import { LazyConfirm } from '../common/LazyConfirm';
import { AskCollected } from '../common/AskCollected';
import { MoneyLines } from '../common/PaymentParts';
import type { PartnerOrder } from '../providers/types';
import { doorUpiLink } from './upiAtDoor';
import { AssignmentAck } from './AssignmentAck';
import { DeliveryCodeDialog } from './DeliveryCodeDialog';
import { dueAtDoor } from '../../shared/money';
import { useLocalName } from '../../shared/browser/localName';
import { partyNoteIn } from '../../shared/party';

// The QR and its drawing library load when a rider first opens one, not with the app.
const UpiQrDialog = lazy(() => import('./UpiQrDialog'));

/** The rider's one next step: Picked up until the order is out, then Delivered (per the policy). */
export function riderNextStatus(order: Pick<PartnerOrder, 'status'>): 'out_for_delivery' | 'delivered' | null {
  const allowed = allowedNextStatuses(order.status);
  if (order.status === 'out_for_delivery') return allowed.includes('delivered') ? 'delivered' : null;
  return allowed.includes('out_for_delivery') ? 'out_for_delivery' : null;
}

function Line({ label, value }: { label: string; value?: string | null }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value}
    </Typography>
  );
}

const linkButton = { minHeight: 48, flex: 1, textTransform: 'none' } as const;

export function RiderOrderCard({ order, isNew }: { order: PartnerOrder; isNew: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const { pickUp, deliver, markFake, isPending } = useOrderCommand(order);
  const next = riderNextStatus(order);
  const [confirming, setConfirming] = useState(false);
  // An order that needs the customer's delivery code asks for it first, then how it was paid.
  const [askingCode, setAskingCode] = useState(false);
  const [code, setCode] = useState<string | undefined>(undefined);
  const phone = order.customerInfo?.phone;
  const tel = telLink(phone);
  const whatsapp = whatsappLink(phone);
  const maps = mapsLink([order.address, order.landmark, order.villageName]);
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  const nameOf = useLocalName();
  const [locale] = useLocaleState();
  // Where to collect it: the kitchen's village and a number to call, read once per kitchen.
  const kitchenId = order.restaurant?.id;
  const { data: kitchen } = useGetOne<PickupPoint>(
    'restaurants',
    { id: kitchenId! },
    { enabled: kitchenId !== undefined, staleTime: 10 * 60_000 },
  );
  const kitchenTel = telLink(kitchen?.phone ?? undefined);
  // Unpaid at the door (cash, or UPI not yet confirmed): the customer may pay on the order's UPI QR.
  const upiAtDoor = doorUpiLink(order, kitchen?.upi);
  const [showingQr, setShowingQr] = useState(false);
  const paid = order.paymentStatus === 'paid';
  const toCollect = paid
    ? 'paidNothingToCollect'
    : order.paymentStatus === 'awaiting_upi'
      ? 'upiToCollect'
      : 'cashToCollect';

  return (
    <Card component="article" aria-label={order.orderId} variant="outlined">
      <AssignmentAck order={order} />
      <CardContent sx={{ pb: 1 }}>
        <OrderHeader order={order} isNew={isNew} />
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 0.5 }}>
          {order.customerInfo?.name}
        </Typography>
        {phone && <Typography variant="body2">{phone}</Typography>}
        <Line
          label={field('collectFrom')}
          value={[
            order.restaurant && nameOf(order.restaurant),
            kitchen?.villageName && nameOf({ name: kitchen.villageName, nameHi: kitchen.villageNameHi }),
          ]
            .filter(Boolean)
            .join(', ')}
        />
        <Line label={field('kitchenAddress')} value={kitchen?.address} />
        {kitchenTel && (
          <Button
            variant="outlined"
            href={kitchenTel}
            startIcon={<StorefrontIcon />}
            sx={{ ...linkButton, mt: 1, width: '100%' }}
          >
            {translate('resources.orders.actions.callKitchen')}
          </Button>
        )}
        <Line
          label={field('villageName')}
          value={order.villageName && nameOf({ name: order.villageName, nameHi: order.villageNameHi })}
        />
        <Line label={field('address')} value={order.address} />
        <Line label={field('landmark')} value={order.landmark} />
        <Line label={field('note')} value={order.note && partyNoteIn(order.note, locale)} />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {tel && (
            <Button variant="outlined" href={tel} startIcon={<PhoneIcon />} sx={linkButton}>
              {translate('resources.orders.actions.callCustomer')}
            </Button>
          )}
          {whatsapp && (
            <Button
              variant="outlined"
              color="success"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<WhatsAppIcon />}
              sx={linkButton}
            >
              {translate('resources.orders.actions.whatsapp')}
            </Button>
          )}
        </Stack>
        {maps && (
          <Button
            fullWidth
            variant="outlined"
            href={maps}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<PlaceIcon />}
            sx={{ ...linkButton, mt: 1 }}
          >
            {translate('resources.orders.actions.maps')}
          </Button>
        )}
        <Divider sx={{ my: 1 }} />
        <ItemsList order={order} />
        <MoneyLines order={order} />
        {/* What changes hands at the door: cash, the UPI not yet seen, or nothing (paid by UPI). */}
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'baseline',
            columnGap: 1,
            mt: 1,
            p: 1,
            borderRadius: 1,
            bgcolor: paid ? 'success.light' : 'warning.light',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>{field(toCollect)}</Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
            {format.rupees(dueAtDoor(order))}
          </Typography>
        </Stack>
        {upiAtDoor && kitchen?.upi && (
          <>
            <Button
              fullWidth
              variant="outlined"
              startIcon={<QrCodeIcon />}
              onClick={() => setShowingQr(true)}
              sx={{ ...linkButton, mt: 1 }}
            >
              {translate('resources.orders.actions.showUpiQr')}
            </Button>
            {showingQr && (
              <Suspense fallback={null}>
                <UpiQrDialog
                  link={upiAtDoor}
                  amount={format.rupees(dueAtDoor(order))}
                  payee={kitchen.upi}
                  orderId={order.orderId}
                  onClose={() => setShowingQr(false)}
                />
              </Suspense>
            )}
          </>
        )}
      </CardContent>
      {next && (
        <CardActions sx={{ p: 1.5, pt: 0 }}>
          <Button
            fullWidth
            variant="contained"
            size="large"
            color={next === 'delivered' ? 'success' : 'primary'}
            disabled={isPending}
            onClick={() =>
              next !== 'delivered'
                ? pickUp()
                : order.deliveryProof === 'needed'
                  ? setAskingCode(true)
                  : setConfirming(true)
            }
            sx={{ minHeight: 52, fontWeight: 700 }}
          >
            {translate(
              next === 'delivered' ? 'resources.orders.actions.delivered' : 'resources.orders.actions.pickedUp',
            )}
          </Button>
        </CardActions>
      )}
      {order.status !== 'delivered' && order.status !== 'cancelled' && (
        <CardActions sx={{ px: 1.5, pt: 0, justifyContent: 'flex-end' }}>
          <FakeOrderButton order={order} disabled={isPending} onMark={markFake} />
        </CardActions>
      )}
      {/* Delivered is where the money changes hands: the rider says how (cash or UPI) before it counts, and can undo it for a moment. */}
      {!paid && (
        <AskCollected
          order={order}
          open={confirming}
          onConfirm={(collected) => {
            setConfirming(false);
            deliver(collected, code);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      {order.deliveryProof === 'needed' && (
        <DeliveryCodeDialog
          open={askingCode}
          onConfirm={(typed) => {
            setCode(typed);
            setAskingCode(false);
            setConfirming(true);
          }}
          onClose={() => setAskingCode(false)}
        />
      )}
      <LazyConfirm
        isOpen={confirming && paid}
        title="resources.orders.confirmDelivered.title"
        content={translate('resources.orders.confirmDelivered.questionPaid', {
          amount: format.rupees(order.totalAmount),
        })}
        confirm="resources.orders.confirmDelivered.yesPaid"
        cancel="resources.orders.confirmDelivered.no"
        onConfirm={() => {
          setConfirming(false);
          deliver(undefined, code);
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
