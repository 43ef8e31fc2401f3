import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';
import { useFormat } from './format';
import { dueAtDoor } from '../../shared/money';

type Payment = Pick<PartnerOrder, 'paymentMethod' | 'paymentStatus' | 'status'>;

/**
 * How an order is paid, in the words of the partner texts (resources.orders.payment.*): cash due
 * (or collected, once delivered), UPI awaiting (or not paid, once cancelled), UPI paid. The same
 * split as the server's (db/money.ts): a UPI order is cash for no one until its money is seen.
 */
export function paymentKey(order: Payment): 'cashDue' | 'cashCollected' | 'upiAwaiting' | 'upiNotPaid' | 'upiPaid' {
  if (order.paymentMethod !== 'upi') return order.status === 'delivered' ? 'cashCollected' : 'cashDue';
  if (order.paymentStatus === 'paid') return 'upiPaid';
  return order.status === 'cancelled' ? 'upiNotPaid' : 'upiAwaiting';
}

/** A UPI order nobody has seen paid yet (being worked or delivered, not cancelled): the kitchen can say "Payment received". */
export const awaitsUpi = (order: Payment): boolean => paymentKey(order) === 'upiAwaiting';

const COLOURS = {
  cashDue: 'warning.light',
  cashCollected: 'action.hover',
  upiAwaiting: 'warning.light',
  upiNotPaid: 'action.hover',
  upiPaid: 'success.light',
} as const;

/** "Cash — due", "UPI — awaiting", "UPI — paid (UTR 123456789012)": how it is paid and whether it still is due. */
export function PaymentLine({ order }: { order: PartnerOrder }) {
  const translate = useTranslate();
  const key = paymentKey(order);
  const text =
    key === 'upiPaid' && order.utr
      ? translate('resources.orders.payment.upiPaidUtr', { utr: order.utr })
      : key === 'upiAwaiting' && order.customerPaidAt
        ? // The customer's word, not a payment: the kitchen checks its UPI app before "Payment received".
          translate(
            order.customerUtr
              ? 'resources.orders.payment.customerSaysPaidUtr'
              : 'resources.orders.payment.customerSaysPaid',
            { utr: order.customerUtr },
          )
        : translate(`resources.orders.payment.${key}`);
  return (
    <Typography
      data-testid="payment-line"
      sx={{ mt: 1, px: 1, py: 0.5, borderRadius: 1, fontWeight: 700, bgcolor: COLOURS[key], overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

function MoneyRow({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" data-testid={testId} sx={{ justifyContent: 'space-between', columnGap: 1 }}>
      <Typography
        variant={strong ? 'body1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400 }}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/**
 * From the items to the total, every line that makes the difference: items, delivery, discount
 * (minus), tax added on top. Lines that are ₹0 are left out, except the items and the total.
 */
export function MoneyLines({ order }: { order: PartnerOrder }) {
  const translate = useTranslate();
  const format = useFormat();
  const label = (name: string) => translate(`resources.orders.money.${name}`);
  const { subtotal, deliveryCharge, discount, tax } = order;
  return (
    <Box data-testid="money-lines" sx={{ mt: 1 }}>
      <MoneyRow label={label('subtotal')} amount={format.rupees(subtotal)} />
      {deliveryCharge > 0 && <MoneyRow label={label('delivery')} amount={format.rupees(deliveryCharge)} />}
      {discount > 0 && <MoneyRow label={label('discount')} amount={`− ${format.rupees(discount)}`} />}
      {tax > 0 && <MoneyRow label={label('tax')} amount={format.rupees(tax)} />}
      <MoneyRow
        label={translate('resources.orders.fields.totalAmount')}
        amount={format.rupees(order.totalAmount)}
        strong
        testId="money-total"
      />
      {/* A party order: its advance came before its day; the door takes the balance. */}
      {order.advance > 0 && (
        <>
          <MoneyRow label={label('advance')} amount={`− ${format.rupees(order.advance)}`} />
          <MoneyRow label={label('balance')} amount={format.rupees(dueAtDoor(order))} strong testId="money-balance" />
        </>
      )}
    </Box>
  );
}
