import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PartnerOrder } from '../providers/types';
import { useFormat } from './format';
import { dueAtDoor } from '../../shared/money';
import { paymentKey, paymentWords } from './payment';

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
  const text = paymentWords(order, translate);
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
