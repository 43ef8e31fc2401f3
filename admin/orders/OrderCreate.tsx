import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  ArrayInput,
  AutocompleteInput,
  CreateBase,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { CUSTOMER_LANGUAGES, customerMessage, type CustomerLanguage, type PlacedPhoneOrder } from './customerMessage';
import { whatsappHref } from './format';
import { digitsOf, isMobileNumber, PHONE_DIGITS } from '../../shared/contact';
import { ORDER_LIMITS } from '../../shared/ordering';
import { ClearErrorsOnEdit, filled, FormToolbar, formatRupees, Screen } from '../common';
import type { AppDataProvider, Menu, PhoneOrderBody } from '../providers/dataProvider';
import { rememberPlacedHere } from './placedHere';

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
  paymentMethod?: 'cash' | 'upi';
  /** The language of the WhatsApp message to the customer (not sent to the server). */
  messageLanguage?: CustomerLanguage;
  /** The dish search box: picking a dish adds it to `items` (not sent to the server). */
  pick?: number | null;
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
    paymentMethod: values.paymentMethod === 'upi' ? 'upi' : 'cash',
    items: (values.items ?? [])
      .filter((i) => i.dishId)
      .map((i) => ({ dishId: Number(i.dishId), quantity: Number(i.quantity ?? 1) })),
    ...(values.couponCode?.trim() ? { couponCode: values.couponCode.trim() } : {}),
    ...(indiaTimeWithZone(values.scheduledFor) ? { scheduledFor: indiaTimeWithZone(values.scheduledFor) } : {}),
  };
}

/** Subtotal, delivery charge, GST added on top (a kitchen whose prices exclude it) and total as the site shows them (the server prices the order itself; a coupon lowers the GST too). */
export function quoteTotals(values: Pick<FormValues, 'fulfilment' | 'villageId' | 'items'>, menu: Menu | undefined) {
  const prices = new Map(menu?.dishes.map((d) => [d.id, d.price]) ?? []);
  const subtotal = (values.items ?? []).reduce(
    (sum, i) => sum + (prices.get(Number(i.dishId)) ?? 0) * Number(i.quantity ?? 0),
    0,
  );
  const area =
    values.fulfilment === 'delivery' ? menu?.deliveryAreas.find((a) => a.id === Number(values.villageId)) : undefined;
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
const needsDish = (items: unknown) =>
  Array.isArray(items) && items.some((i) => i?.dishId) ? undefined : 'gaon.orders.create.errors.dish';
const quantityInRange = (value: unknown) => {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_LIMITS.maxQuantity
    ? undefined
    : { message: 'gaon.orders.create.errors.quantity', args: { max: ORDER_LIMITS.maxQuantity } };
};

/**
 * "New order": an order taken by phone. The phone comes first: on 10 digits a returning
 * customer's name, village, address and landmark are filled from the last order delivered to
 * them. Dishes are found by typing ("dal") in one search box, each with its quantity; cash or
 * UPI. POST /api/admin/orders (the body of POST /api/orders, source phone); the server's
 * per-field messages show under the fields. Leaving with unsaved input asks first. Once placed,
 * the WhatsApp message to the customer (their language, the tracking link, UPI's pay link) is
 * one tap away.
 */
export function OrderCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: menu, error } = useQuery({
    queryKey: ['menu'],
    queryFn: () => dataProvider.getMenu(),
    staleTime: 60_000,
  });
  const language = useRef<CustomerLanguage>('hi');
  const [placed, setPlaced] = useState<{ order: PlacedPhoneOrder; language: CustomerLanguage } | null>(null);
  if (placed) return <PlacedScreen {...placed} menu={menu} onNext={() => setPlaced(null)} />;
  return (
    <Screen title={translate('gaon.orders.create.title')}>
      {error && <Alert severity="error">{translate('gaon.orders.create.menuFailed')}</Alert>}
      <CreateBase<PlacedPhoneOrder>
        resource="orders"
        redirect={false}
        transform={(values) => {
          language.current = (values as unknown as FormValues).messageLanguage === 'en' ? 'en' : 'hi';
          return phoneOrderBody(values as unknown as FormValues) as never;
        }}
        mutationOptions={{
          onSuccess: (order: PlacedPhoneOrder) => {
            rememberPlacedHere(order.id);
            setPlaced({ order, language: language.current });
          },
        }}
      >
        <Card variant="outlined" sx={{ maxWidth: 720 }}>
          <CardContent>
            <SimpleForm
              defaultValues={{ fulfilment: 'delivery', paymentMethod: 'cash', messageLanguage: 'hi', items: [] }}
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
        setValue('fulfilment', customer.fulfilment === 'delivery' ? 'delivery' : 'pickup', opts);
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

  // The Hindi name is in the label too, so "दाल" finds it as well as "dal".
  const dishes = (menu?.dishes ?? [])
    .filter((d) => d.available)
    .map((d) => ({ id: d.id, name: `${d.name}${d.nameHi ? ` · ${d.nameHi}` : ''} — ${formatRupees(d.price)}` }));
  const addDish = (id: unknown) => {
    if (!id) return;
    const items = getValues('items') ?? [];
    const same = items.findIndex((i) => Number(i.dishId) === Number(id));
    const next =
      same >= 0
        ? items.map((i, n) =>
            n === same ? { ...i, quantity: Math.min(ORDER_LIMITS.maxQuantity, Number(i.quantity ?? 0) + 1) } : i,
          )
        : [...items, { dishId: Number(id), quantity: 1 }];
    setValue('items', next, { shouldDirty: true, shouldValidate: true });
    setValue('pick', null);
  };
  const areas = (menu?.deliveryAreas ?? []).map((a) => ({
    id: a.id,
    name: `${a.name} (+${formatRupees(a.deliveryCharge)})`,
  }));
  const totals = quoteTotals(values, menu);
  const t = (key: string) => translate(`gaon.orders.create.${key}`);
  return (
    <>
      <TextInput
        source="customer.phone"
        label={t('phone')}
        helperText={t('phoneHelp')}
        validate={mobilePhone}
        autoFocus
        type="tel"
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
      />
      {found && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="returning-customer">
          {t('found')}
        </Alert>
      )}
      <TextInput source="customer.name" label={t('name')} validate={needsName} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('dishes')}
      </Typography>
      <AutocompleteInput
        source="pick"
        label={t('dish')}
        helperText={t('dishHelp')}
        choices={dishes}
        onChange={addDish}
        noOptionsText={t('noDish')}
        sx={{ minWidth: { sm: 360 } }}
      />
      <ArrayInput source="items" label={false} validate={needsDish} helperText={false}>
        <SimpleFormIterator
          inline
          disableAdd
          disableReordering
          disableClear
          getItemLabel={() => ''}
          sx={{
            '& .RaSimpleFormIterator-inline': { alignItems: 'center' },
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <FormDataConsumer>
            {({ scopedFormData }) => {
              const dish = menu?.dishes.find((d) => d.id === Number(scopedFormData?.dishId));
              return (
                <Typography data-testid="picked-dish" sx={{ minWidth: 200, fontWeight: 500 }}>
                  {dish ? `${dish.name} — ${formatRupees(dish.price)}` : ''}
                </Typography>
              );
            }}
          </FormDataConsumer>
          <NumberInput
            source="quantity"
            label={t('quantity')}
            min={1}
            max={ORDER_LIMITS.maxQuantity}
            defaultValue={1}
            validate={quantityInRange}
            helperText={false}
            sx={{ width: 90 }}
          />
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
      <RadioButtonGroupInput
        source="paymentMethod"
        label={t('payment')}
        choices={[
          { id: 'cash', name: 'gaon.orders.create.payments.cash' },
          { id: 'upi', name: 'gaon.orders.create.payments.upi' },
        ]}
      />
      <TextInput source="note" label={t('note')} multiline />
      {/* The caller may want it later: the kitchen's hours, its notice and 7 days ahead apply (the server says which). */}
      <TextInput
        source="scheduledFor"
        type="datetime-local"
        label={t('when')}
        helperText={t('whenHelp')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        source="couponCode"
        label={t('coupon')}
        helperText={t('couponHelp')}
        slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
      />
      <RadioButtonGroupInput
        source="messageLanguage"
        label={t('messageLanguage')}
        helperText={t('messageLanguageHelp')}
        choices={CUSTOMER_LANGUAGES.map((id) => ({ id, name: `gaon.orders.create.languages.${id}` }))}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          maxWidth: 320,
          ml: 'auto',
          rowGap: 0.5,
          columnGap: 2,
          mb: 2,
        }}
        data-testid="phone-order-totals"
      >
        <Typography variant="body2">{t('subtotal')}</Typography>
        <Typography variant="body2" sx={{ textAlign: 'right' }}>
          {formatRupees(totals.subtotal)}
        </Typography>
        <Typography variant="body2">{t('deliveryCharge')}</Typography>
        <Typography variant="body2" sx={{ textAlign: 'right' }}>
          {formatRupees(totals.deliveryCharge)}
        </Typography>
        {totals.tax > 0 && (
          <>
            <Typography variant="body2">{t('gst')}</Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }}>
              {formatRupees(totals.tax)}
            </Typography>
          </>
        )}
        <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
        <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>{formatRupees(totals.total)}</Typography>
      </Box>
    </>
  );
}

/**
 * The order is in: its number, the WhatsApp message to the customer (in the language chosen on
 * the form) to send with one tap, the order itself, or the next call's order.
 */
function PlacedScreen({
  order,
  language,
  menu,
  onNext,
}: {
  order: PlacedPhoneOrder;
  language: CustomerLanguage;
  menu: Menu | undefined;
  onNext: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.orders.create.${key}`, options);
  const text = customerMessage(order, language, menu?.kitchen ?? { name: 'Gaon Rasoi' }, window.location.origin);
  return (
    <Screen title={t('placedTitle', { orderId: order.orderId })}>
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('placedFor', {
              orderId: order.orderId,
              name: order.customerInfo?.name ?? '',
              total: formatRupees(order.totalAmount),
            })}
          </Alert>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('messageTitle', { language: t(`languages.${language}`) })}
          </Typography>
          <Box
            component="pre"
            lang={language}
            data-testid="customer-message"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              bgcolor: 'action.hover',
              p: 1.5,
              borderRadius: 1,
              my: 1,
            }}
          >
            {text}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="success"
              startIcon={<WhatsAppIcon />}
              href={whatsappHref(order.customerInfo?.phone ?? '', text)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="customer-whatsapp"
            >
              {t('sendWhatsapp')}
            </Button>
            <Button variant="outlined" component={Link} to={`/orders/${order.id}`}>
              {t('openOrder')}
            </Button>
            <Button variant="outlined" onClick={onNext}>
              {t('another')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Screen>
  );
}
