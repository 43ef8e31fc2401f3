import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  ArrayInput,
  CreateBase,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { digitsOf, isMobileNumber, PHONE_DIGITS } from '../../shared/contact';
import { ORDER_LIMITS } from '../../shared/ordering';
import { ClearErrorsOnEdit, filled, FormToolbar, formatRupees, Screen } from '../common';
import type { AppDataProvider, Menu, PhoneOrderBody } from '../providers/dataProvider';
import { rememberPlacedHere } from './placedHere';
import type { Order } from './types';

interface FormValues {
  customer: { name: string; phone: string };
  fulfilment: 'delivery' | 'pickup';
  villageId?: number | null;
  address?: string;
  landmark?: string;
  note?: string;
  couponCode?: string;
  /** An order for later: a datetime-local value, India time ("2026-03-10T19:30"); empty: as soon as possible. */
  scheduledFor?: string | null;
  items: Array<{ dishId?: number; quantity?: number }>;
}

/** The form's India wall-clock time as a moment the API takes (with the zone); empty: null. */
const indiaTimeWithZone = (value: string | null | undefined): string | null => {
  const v = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00+05:30` : v || null;
};

/** The body of POST /api/orders from the form: the site's rules and prices apply on the server. */
export function phoneOrderBody(values: FormValues): PhoneOrderBody {
  const delivery = values.fulfilment === 'delivery';
  return {
    customer: { name: values.customer?.name ?? '', phone: values.customer?.phone ?? '' },
    fulfilment: values.fulfilment,
    villageId: delivery ? (values.villageId ?? null) : null,
    address: delivery ? values.address || null : null,
    landmark: delivery ? values.landmark || null : null,
    note: values.note || null,
    items: (values.items ?? []).filter((i) => i.dishId).map((i) => ({ dishId: Number(i.dishId), quantity: Number(i.quantity ?? 1) })),
    ...(values.couponCode?.trim() ? { couponCode: values.couponCode.trim() } : {}),
    ...(indiaTimeWithZone(values.scheduledFor) ? { scheduledFor: indiaTimeWithZone(values.scheduledFor) } : {}),
  };
}

/** Subtotal, delivery charge, GST added on top (a kitchen whose prices exclude it) and total as the site shows them (the server prices the order itself; a coupon lowers the GST too). */
export function quoteTotals(values: Pick<FormValues, 'fulfilment' | 'villageId' | 'items'>, menu: Menu | undefined) {
  const prices = new Map(menu?.dishes.map((d) => [d.id, d.price]) ?? []);
  const subtotal = (values.items ?? []).reduce((sum, i) => sum + (prices.get(Number(i.dishId)) ?? 0) * Number(i.quantity ?? 0), 0);
  const area = values.fulfilment === 'delivery' ? menu?.deliveryAreas.find((a) => a.id === Number(values.villageId)) : undefined;
  const deliveryCharge = area?.deliveryCharge ?? 0;
  const percent = menu?.kitchen?.gstOnTopPercent ?? 0;
  const tax = percent ? Math.round((Math.round((subtotal + deliveryCharge) * 100) * percent) / 100) / 100 : 0;
  return { subtotal, deliveryCharge, tax, total: subtotal + deliveryCharge + tax };
}

/**
 * The phone rule of the site's checkout: 10 digits (spaces, dashes and Devanagari digits are
 * fine), a mobile number.
 */
const mobilePhone = (value: unknown): string | undefined => {
  const digits = digitsOf(String(value ?? ''));
  if (digits.length !== PHONE_DIGITS) return 'gaon.orders.create.errors.phone';
  return isMobileNumber(digits) ? undefined : 'gaon.orders.create.errors.mobile';
};
const needsName = filled('gaon.orders.create.errors.name');
const needsVillage = filled('gaon.orders.create.errors.village');
const needsAddress = filled('gaon.orders.create.errors.address');
const needsDish = filled('gaon.orders.create.errors.dish');
const quantityInRange = (value: unknown) => {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_LIMITS.maxQuantity
    ? undefined
    : { message: 'gaon.orders.create.errors.quantity', args: { max: ORDER_LIMITS.maxQuantity } };
};

/**
 * "New order": an order taken by phone. The phone comes first: on 10 digits a
 * returning customer's name, village, address and landmark are filled from their last order.
 * Dishes come from the storefront menu. POST /api/admin/orders (the body of POST /api/orders,
 * source phone); the server's per-field messages show under the fields. Leaving with
 * unsaved input asks first.
 */
export function OrderCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: menu, error } = useQuery({ queryKey: ['menu'], queryFn: () => dataProvider.getMenu(), staleTime: 60_000 });
  return (
    <Screen title={translate('gaon.orders.create.title')}>
      {error && <Alert severity="error">{translate('gaon.orders.create.menuFailed')}</Alert>}
      <CreateBase<Order>
        resource="orders"
        redirect={false}
        transform={(values) => phoneOrderBody(values as unknown as FormValues) as never}
        mutationOptions={{
          onSuccess: (order: Order) => {
            rememberPlacedHere(order.id);
            navigate(`/orders/${order.id}`);
          },
        }}
      >
        <Card variant="outlined" sx={{ maxWidth: 720 }}>
          <CardContent>
            <SimpleForm
              defaultValues={{ fulfilment: 'delivery', items: [{ quantity: 1 }] }}
              noValidate
              warnWhenUnsavedChanges
              toolbar={<FormToolbar saveLabel="gaon.orders.create.submit" />}
              sx={{ p: 0 }}
            >
              <ClearErrorsOnEdit />
              <PhoneOrderFields menu={menu} />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </Screen>
  );
}

function PhoneOrderFields({ menu }: { menu: Menu | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue, getValues } = useFormContext<FormValues>();
  const values = useWatch<FormValues>() as FormValues;
  const [found, setFound] = useState(false);
  const looked = useRef('');
  const phone = digitsOf(values.customer?.phone ?? '');

  useEffect(() => {
    if (phone.length !== PHONE_DIGITS || looked.current === phone) return;
    looked.current = phone;
    let cancelled = false;
    dataProvider
      .lookupCustomer(phone)
      .then((customer) => {
        if (cancelled || !customer) return;
        const opts = { shouldDirty: true, shouldValidate: false };
        if (!getValues('customer.name')) setValue('customer.name', customer.name, opts);
        setValue('fulfilment', customer.fulfilment, opts);
        if (customer.villageId !== null) setValue('villageId', customer.villageId, opts);
        setValue('address', customer.address ?? '', opts);
        setValue('landmark', customer.landmark ?? '', opts);
        setFound(true);
      })
      .catch(() => undefined); // a failed lookup only means typing it in
    return () => {
      cancelled = true;
    };
  }, [phone, dataProvider, getValues, setValue]);

  const dishes = (menu?.dishes ?? []).filter((d) => d.available).map((d) => ({ id: d.id, name: `${d.name} — ${formatRupees(d.price)}` }));
  const areas = (menu?.deliveryAreas ?? []).map((a) => ({ id: a.id, name: `${a.name} (+${formatRupees(a.deliveryCharge)})` }));
  const totals = quoteTotals(values, menu);
  const t = (key: string) => translate(`gaon.orders.create.${key}`);
  return (
    <>
      <TextInput source="customer.phone" label={t('phone')} helperText={t('phoneHelp')} validate={mobilePhone} autoFocus type="tel" slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }} />
      {found && <Alert severity="info" sx={{ mb: 2 }} data-testid="returning-customer">{t('found')}</Alert>}
      <TextInput source="customer.name" label={t('name')} validate={needsName} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('dishes')}
      </Typography>
      <ArrayInput source="items" label={false}>
        <SimpleFormIterator inline disableReordering getItemLabel={() => ''}>
          <SelectInput source="dishId" label={t('dish')} choices={dishes} validate={needsDish} sx={{ minWidth: 220 }} />
          <NumberInput source="quantity" label={t('quantity')} min={1} max={ORDER_LIMITS.maxQuantity} defaultValue={1} validate={quantityInRange} sx={{ width: 90 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <RadioButtonGroupInput
        source="fulfilment"
        label={t('fulfilment')}
        choices={[
          { id: 'delivery', name: 'gaon.orders.fulfilments.delivery' },
          { id: 'pickup', name: 'gaon.orders.fulfilments.pickup' },
        ]}
      />
      {values.fulfilment === 'delivery' && (
        <>
          <SelectInput source="villageId" label={t('village')} choices={areas} validate={needsVillage} />
          <TextInput source="address" label={t('address')} multiline validate={needsAddress} />
          <TextInput source="landmark" label={t('landmark')} />
        </>
      )}
      <TextInput source="note" label={t('note')} multiline />
      {/* The caller may want it later: the kitchen's hours, its notice and 7 days ahead apply (the server says which). */}
      <TextInput source="scheduledFor" type="datetime-local" label={t('when')} helperText={t('whenHelp')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="couponCode" label={t('coupon')} helperText={t('couponHelp')} slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', maxWidth: 320, ml: 'auto', rowGap: 0.5, columnGap: 2, mb: 2 }} data-testid="phone-order-totals">
        <Typography variant="body2">{t('subtotal')}</Typography>
        <Typography variant="body2" sx={{ textAlign: 'right' }}>{formatRupees(totals.subtotal)}</Typography>
        <Typography variant="body2">{t('deliveryCharge')}</Typography>
        <Typography variant="body2" sx={{ textAlign: 'right' }}>{formatRupees(totals.deliveryCharge)}</Typography>
        {totals.tax > 0 && (
          <>
            <Typography variant="body2">{t('gst')}</Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }}>{formatRupees(totals.tax)}</Typography>
          </>
        )}
        <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
        <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>{formatRupees(totals.total)}</Typography>
      </Box>
    </>
  );
}
