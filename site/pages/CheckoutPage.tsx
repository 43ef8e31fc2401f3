/** /checkout: who, where, how; places the order (POST /api/orders) and goes to its tracking page. Loaded only when used. */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { placeOrder, quoteOrder, type OrderQuote } from '../api';
import { priceCart } from '../cart';
import { useLang } from '../i18n/context';
import { VillageRequest } from '../components/VillageRequest';
import { useOrderText } from '../i18n/order';
import {
  ADDRESS_MAX,
  keyFor,
  LANDMARK_MAX,
  NAME_MAX,
  NOTE_MAX,
  orderBody,
  serverErrors,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from '../checkout';
import { laterWords, slotsByDay } from '../later';
import { clockWords, dayWords, indiaDayOf, SLOT_LIMITS } from '../../shared/scheduling';
import type { MenuKitchen } from '../menu';
import { CartSummary } from '../components/CartDrawer';
import { described, Field } from '../components/Field';
import { PLACED_ORDER_KEY } from '../track';
import { forgetCustomer, rememberCustomer, rememberedCustomer, rememberOrder } from '../yourOrders';
import { ClosedNotice } from '../components/MenuSection';
import { SectionLink, useRouter } from '../router';
import { billTexts } from '../i18n/bill';
import { useCart, useMenu, useMenuRefresh } from '../store';
import './ordering.css';

const FIELD_ORDER: CheckoutField[] = [
  'name',
  'phone',
  'fulfilment',
  'villageId',
  'address',
  'landmark',
  'note',
  'couponCode',
  'scheduledFor',
];

/** The clock on the client only: the page is rendered on the server, and the times offered depend on now. Ticks every minute. */
function useClientNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * "When?": as soon as possible (while the kitchen is open now), or later: a day and one of the
 * kitchen's time slots that day, inside its hours, at least its notice ahead, up to 7 days. The
 * server checks the time again (its 400 shows under this field).
 */
function WhenField({
  kitchen,
  now,
  value,
  error,
  onChange,
}: {
  kitchen: MenuKitchen;
  now: number | null;
  value: string;
  error?: string;
  onChange: (scheduledFor: string) => void;
}) {
  const { lang } = useLang();
  const t = useOrderText().checkout;
  const days = useMemo(() => (now === null ? [] : slotsByDay(kitchen, now)), [kitchen, now]);
  const chosen = value ? Number(value) : null;
  const day = chosen === null ? null : (days.find((d) => d.day === indiaDayOf(chosen)) ?? null);
  const first = days[0]?.slots[0] ?? null;
  // A time the clock has overtaken (or one no longer offered) moves to the first one offered.
  useEffect(() => {
    if (chosen !== null && now !== null && !days.some((d) => d.slots.includes(chosen)))
      onChange(first === null ? '' : String(first));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days]);
  // Closed or paused when the page opens: later is the only choice, so it is chosen. A kitchen that
  // closes while the customer fills the form in changes nothing by itself: placing then says why not.
  const chosenForClosed = useRef(false);
  useEffect(() => {
    if (chosenForClosed.current || first === null) return;
    chosenForClosed.current = true;
    if (!kitchen.isOpen && chosen === null) onChange(String(first));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first]);
  if (now === null) return null;
  return (
    <fieldset className={error ? 'field choice field-invalid' : 'field choice'} data-testid="when">
      <legend>{t.when}</legend>
      <label className="choice-option">
        <input
          type="radio"
          name="when"
          value="asap"
          checked={chosen === null}
          disabled={!kitchen.isOpen}
          onChange={() => onChange('')}
        />{' '}
        {kitchen.isOpen ? t.asap : t.asapClosed}
      </label>
      <label className="choice-option">
        <input
          type="radio"
          name="when"
          value="later"
          checked={chosen !== null}
          disabled={first === null}
          onChange={() => first !== null && onChange(String(first))}
        />{' '}
        {t.later}
      </label>
      {first === null && <p className="field-hint">{t.noTimes}</p>}
      {chosen !== null && (
        <div className="when-times">
          <label htmlFor="co-day">{t.day}</label>
          <select
            id="co-day"
            name="laterDay"
            value={day?.day ?? ''}
            onChange={(e) => onChange(String(days.find((d) => d.day === e.target.value)?.slots[0] ?? ''))}
          >
            {days.map((d) => (
              <option key={d.day} value={d.day}>
                {dayWords(d.slots[0]!, now, lang)}
              </option>
            ))}
          </select>
          <label htmlFor="co-time">{t.time}</label>
          <select
            id="co-time"
            name="scheduledFor"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby="co-when-hint"
          >
            {(day?.slots ?? []).map((slot) => (
              <option key={slot} value={String(slot)}>
                {clockWords(slot, lang)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="field-hint" id="co-when-hint">
        {chosen !== null
          ? t.forTime(laterWords(chosen, now, lang))
          : t.whenHint(kitchen.leadMinutes ?? SLOT_LIMITS.leadMinutes.default)}
      </p>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

export function CheckoutPage() {
  const menu = useMenu();
  const cart = useCart();
  const refreshMenu = useMenuRefresh();
  const { navigate } = useRouter();
  const language = useLang();
  const { t: all, amount } = language;
  const order = useOrderText();
  const t = order.checkout;
  // Last time's details on this phone, so a returning customer does not type them again.
  const [known, setKnown] = useState(rememberedCustomer);
  const [form, setForm] = useState<CheckoutForm>(() => ({
    name: known?.name ?? '',
    phone: known?.phone ?? '',
    fulfilment: cart.state.fulfilment,
    villageId: cart.state.villageId !== null ? String(cart.state.villageId) : (known?.villageId ?? ''),
    address: known?.address ?? '',
    landmark: known?.landmark ?? '',
    note: '',
    couponCode: '',
    paymentMethod: 'cash',
    scheduledFor: '',
  }));
  const now = useClientNow();
  // A full time slot (409): the server names the next one with room, offered here.
  const [nextSlot, setNextSlot] = useState<number | null>(null);
  const setWhen = (scheduledFor: string) => {
    setForm((f) => ({ ...f, scheduledFor }));
    setNextSlot(null);
    if (errors.scheduledFor) setErrors((er) => ({ ...er, scheduledFor: undefined }));
  };
  const notMe = () => {
    forgetCustomer();
    setKnown(null);
    setForm((f) => ({ ...f, name: '', phone: '', address: '', landmark: '' }));
  };
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The stored cart arrives after the first render: take its fulfilment and village once.
  const synced = useRef(false);
  useEffect(() => {
    if (!cart.loaded || synced.current) return;
    synced.current = true;
    setForm((f) => ({
      ...f,
      fulfilment: cart.state.fulfilment,
      villageId: cart.state.villageId !== null ? String(cart.state.villageId) : f.villageId,
    }));
  }, [cart.loaded, cart.state.fulfilment, cart.state.villageId]);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = e.target;
    setForm((f) => ({ ...f, [name]: value }));
    if (name === 'fulfilment') cart.setFulfilment(value === 'pickup' ? 'pickup' : 'delivery');
    if (name === 'villageId') cart.setVillage(value ? Number(value) : null);
    if (errors[name as CheckoutField]) setErrors((er) => ({ ...er, [name]: undefined }));
  };

  const focusFirstError = (er: CheckoutErrors) => {
    const first = FIELD_ORDER.find((f) => er[f]);
    const el = first
      ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
      : formRef.current?.querySelector<HTMLElement>('.form-error');
    el?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    const found = validateCheckout(form, cart.state, menu, { ...language, t: order });
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      window.setTimeout(() => focusFirstError(found), 0);
      return;
    }
    const body = orderBody(form, cart.state);
    // One key per checkout attempt, stored with the cart before sending, so a retry (even after a reload) reuses it.
    const pending = keyFor(body, cart.state.pending);
    cart.setPending(pending);
    sending.current = true;
    setSubmitting(true);
    const answer = await placeOrder(body, pending.key);
    sending.current = false;
    setSubmitting(false);
    if (answer.ok && answer.data?.trackingUrl) {
      try {
        window.sessionStorage.setItem(PLACED_ORDER_KEY, answer.data.orderId);
      } catch {
        // the confirmation text is a nicety
      }
      rememberCustomer({
        name: form.name.trim(),
        phone: form.phone.trim(),
        villageId: form.villageId,
        address: form.address.trim(),
        landmark: form.landmark.trim(),
      });
      rememberOrder({
        orderId: answer.data.orderId,
        trackingUrl: answer.data.trackingUrl,
        placedAt: new Date().toISOString(),
        total: answer.data.totalAmount,
      });
      cart.clear();
      navigate(answer.data.trackingUrl, { replace: true });
      return;
    }
    // A definite refusal ended this attempt without an order: the next submit is a new attempt with a new key.
    // After no answer (offline) or a server error the order may exist, so the key stays for the retry.
    if (answer.status === 400 || answer.status === 403 || answer.status === 409 || answer.status === 429)
      cart.setPending(null);
    // Closed or sold out: show the menu as it is now (sold-out lines, the closed notice).
    if (answer.status === 409) refreshMenu();
    const offered = (answer.data as { nextSlotAt?: string | null } | undefined)?.nextSlotAt;
    setNextSlot(answer.status === 409 && offered ? Date.parse(offered) : null);
    let er: CheckoutErrors;
    if (answer.status === 0) er = { form: t.errors.offline };
    else if (answer.status === 400) er = serverErrors(answer.errors, answer.message, order);
    // 403: this phone number may not order this way (strikes): the server's words say what it may do.
    else if (answer.status === 409 || answer.status === 403) er = { form: t.errors.refused(answer.message) };
    else if (answer.status === 429) er = { form: t.errors.tooMany(answer.message) };
    else er = { form: t.errors.other(answer.message) };
    setErrors(er);
    window.setTimeout(() => focusFirstError(er), 0);
  };

  const totals = priceCart(
    { ...cart.state, fulfilment: form.fulfilment, villageId: form.villageId ? Number(form.villageId) : null },
    menu,
  );
  const delivery = form.fulfilment === 'delivery';
  const bill = billTexts[language.lang];
  const code = form.couponCode.trim();

  // The server's own quote of this order. It is asked only for a form that passes the checks the server
  // makes too: for a missing name, phone or address the quote answers 400 on those fields before it looks
  // at the coupon, and quoting with made-up details would check a once-per-phone coupon against another
  // number. Until the form passes, the page shows the cart's own sum and says the coupon is checked when
  // the order is placed. Asked again 300 ms after the money's inputs (cart, village, fulfilment, payment,
  // coupon, phone) last changed; a newer question aborts the older one, and the last good quote stays
  // on screen while the next one loads.
  const quotable =
    cart.loaded && !Object.values(validateCheckout(form, cart.state, menu, { ...language, t: order })).some(Boolean);
  const body = orderBody(form, cart.state);
  const latestBody = useRef(body);
  latestBody.current = body;
  const moneyKey = quotable
    ? JSON.stringify([
        body.items,
        body.fulfilment,
        body.villageId,
        body.paymentMethod,
        body.couponCode,
        body.customer.phone,
        body.scheduledFor,
      ])
    : '';
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [refusal, setRefusal] = useState<{ key: string; message?: string } | null>(null);
  useEffect(() => {
    if (!moneyKey) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const answer = await quoteOrder(latestBody.current, controller.signal);
      if (controller.signal.aborted) return;
      // Refused (a coupon that does not apply, closed, no connection): no quote; the cart's sum shows and
      // placing the order says the rest. A refused coupon's reason goes under its field now.
      setQuote(answer.ok && answer.data ? answer.data : null);
      setRefusal(
        answer.status === 400 && answer.errors?.couponCode
          ? {
              key: moneyKey,
              message: serverErrors({ couponCode: answer.errors.couponCode }, undefined, order).couponCode,
            }
          : null,
      );
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `order` changes only with the page's language, which is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moneyKey]);
  const quoted = quotable ? quote : null;
  const money: OrderQuote = quoted ?? {
    subtotal: totals.subtotal,
    deliveryCharge: totals.deliveryCharge,
    discount: 0,
    // Before the server's quote: the cart's own sum, GST included (a coupon lowers it; the quote and the placed order show the exact figure).
    tax: totals.tax,
    totalAmount: totals.total,
  };
  const payable = money.totalAmount;
  const couponError = errors.couponCode ?? (refusal && refusal.key === moneyKey ? refusal.message : undefined);

  if (cart.loaded && totals.lines.length === 0)
    return (
      <section className="container checkout" aria-labelledby="checkout-title">
        <h1 id="checkout-title" tabIndex={-1}>
          {t.title}
        </h1>
        <p>
          {all.cart.empty} <SectionLink id="menu">{all.cart.chooseDishes}</SectionLink>
          {all.lang === 'hi' ? '।' : '.'}
        </p>
      </section>
    );

  return (
    <section className="container checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" tabIndex={-1}>
        {t.title}
      </h1>
      <ClosedNotice />
      <div className="checkout-grid">
        <div className="checkout-summary">
          <h2>{t.yourOrder}</h2>
          <CartSummary
            money={
              <dl className="cart-totals" aria-live="polite">
                <dt>{all.cart.subtotal}</dt>
                <dd>{amount(money.subtotal)}</dd>
                <dt>
                  {delivery ? all.cart.deliveryCharge(totals.area ? totals.area.name : null) : all.cart.pickupNoCharge}
                </dt>
                <dd>{amount(money.deliveryCharge)}</dd>
                {money.discount > 0 && (
                  <>
                    <dt className="cart-discount">{bill.discount(code.toUpperCase())}</dt>
                    <dd className="cart-discount">−{amount(money.discount)}</dd>
                  </>
                )}
                {money.tax > 0 && (
                  <>
                    <dt>{bill.gst}</dt>
                    <dd>{amount(money.tax)}</dd>
                  </>
                )}
                <dt className="cart-total">{all.cart.total}</dt>
                <dd className="cart-total">{amount(money.totalAmount)}</dd>
              </dl>
            }
          />
          {form.fulfilment === 'delivery' && <VillageRequest t={t} phone={form.phone} />}
        </div>
        <form
          ref={formRef}
          className="checkout-form"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="checkout-form-title"
        >
          <h2 id="checkout-form-title">{t.details}</h2>
          {known && (
            <p className="known-customer">
              {t.orderingAs(known.name)}{' '}
              <button type="button" className="link-button" onClick={notMe}>
                {t.notMe}
              </button>
            </p>
          )}
          <Field id="co-name" label={t.name} error={errors.name}>
            <input
              id="co-name"
              name="name"
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX}
              value={form.name}
              onChange={onChange}
              {...described('co-name', errors.name)}
            />
          </Field>
          <Field id="co-phone" label={t.phone} error={errors.phone} hint={t.phoneHint}>
            <input
              id="co-phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={16}
              value={form.phone}
              onChange={onChange}
              {...described('co-phone', errors.phone, true)}
            />
          </Field>
          <fieldset className={errors.fulfilment ? 'field choice field-invalid' : 'field choice'}>
            <legend>{t.fulfilment}</legend>
            <label className="choice-option">
              <input type="radio" name="fulfilment" value="delivery" checked={delivery} onChange={onChange} />{' '}
              {t.delivery}
            </label>
            <label className="choice-option">
              <input type="radio" name="fulfilment" value="pickup" checked={!delivery} onChange={onChange} /> {t.pickup}
            </label>
            {errors.fulfilment && <p className="field-error">{errors.fulfilment}</p>}
          </fieldset>
          {delivery && (
            <>
              <Field id="co-village" label={t.village} error={errors.villageId}>
                <select
                  id="co-village"
                  name="villageId"
                  value={form.villageId}
                  onChange={onChange}
                  {...described('co-village', errors.villageId)}
                >
                  <option value="">{t.chooseVillage}</option>
                  {menu.deliveryAreas.map((a) => (
                    <option key={a.id} value={String(a.id)}>
                      {t.villageOption(
                        a.name,
                        amount(a.deliveryCharge),
                        a.minimumOrder > 0 ? amount(a.minimumOrder) : null,
                      )}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="co-address" label={t.address} error={errors.address} hint={t.addressHint}>
                <textarea
                  id="co-address"
                  name="address"
                  rows={3}
                  autoComplete="street-address"
                  maxLength={ADDRESS_MAX}
                  value={form.address}
                  onChange={onChange}
                  {...described('co-address', errors.address, true)}
                />
              </Field>
              <Field id="co-landmark" label={t.landmark} error={errors.landmark}>
                <input
                  id="co-landmark"
                  name="landmark"
                  type="text"
                  maxLength={LANDMARK_MAX}
                  value={form.landmark}
                  onChange={onChange}
                  {...described('co-landmark', errors.landmark)}
                />
              </Field>
            </>
          )}
          <Field id="co-note" label={t.note} error={errors.note}>
            <textarea
              id="co-note"
              name="note"
              rows={2}
              maxLength={NOTE_MAX}
              value={form.note}
              onChange={onChange}
              {...described('co-note', errors.note)}
            />
          </Field>
          <Field
            id="co-coupon"
            label={t.coupon}
            error={couponError}
            hint={code && !quoted && !couponError ? bill.couponLater : t.couponHint}
          >
            <input
              id="co-coupon"
              name="couponCode"
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
              value={form.couponCode}
              onChange={onChange}
              {...described('co-coupon', couponError, true)}
            />
          </Field>
          <WhenField
            kitchen={menu.kitchen}
            now={now}
            value={form.scheduledFor ?? ''}
            error={errors.scheduledFor}
            onChange={setWhen}
          />
          <fieldset className="field choice">
            <legend>{t.payment}</legend>
            <label className="choice-option">
              <input
                type="radio"
                name="paymentMethod"
                value="cash"
                checked={form.paymentMethod !== 'upi'}
                onChange={onChange}
              />{' '}
              {t.payCash} ({delivery ? t.payDelivery : t.payPickup})
            </label>
            <label className="choice-option">
              <input
                type="radio"
                name="paymentMethod"
                value="upi"
                checked={form.paymentMethod === 'upi'}
                onChange={onChange}
              />{' '}
              {t.payUpi}
            </label>
          </fieldset>
          <p className="payment-note">
            <strong>{t.payment}</strong>{' '}
            {form.paymentMethod === 'upi' ? t.payUpi : delivery ? t.payDelivery : t.payPickup}
            {all.lang === 'hi' ? '। ' : '. '}
            {form.paymentMethod === 'upi' ? null : t.youPay(amount(payable))}
            {money.tax > 0 && ` ${bill.gstAdded(amount(money.tax))}`}
          </p>
          {errors.form && (
            <p className="form-error" role="alert" tabIndex={-1}>
              {errors.form}
            </p>
          )}
          {nextSlot !== null && now !== null && (
            <button type="button" className="button take-next-slot" onClick={() => setWhen(String(nextSlot))}>
              {t.takeNext(laterWords(nextSlot, now, language.lang))}
            </button>
          )}
          <button
            type="submit"
            className="button button-large checkout-submit"
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting ? t.placing : t.place(amount(payable))}
          </button>
        </form>
      </div>
    </section>
  );
}
