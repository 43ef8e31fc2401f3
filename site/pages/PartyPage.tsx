/**
 * /party: "Planning a party?" — the day, the guests, the place, what they would like and a phone
 * number; sent, it opens the request's private page (the quote arrives there and on WhatsApp).
 * Loaded only when used.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { askForParty } from '../api';
import { useLang } from '../i18n/context';
import { partyTexts } from '../i18n/party';
import { useMenu } from '../store';
import { useRouter } from '../router';
import { phones } from '../content';
import { whatsappLink } from '../lib';
import { Icon } from '../components/Icon';
import { described, Field } from '../components/Field';
import { checkPartyRequest, PARTY_LIMITS, PARTY_MESSAGES } from '../../shared/party';
import { DAY_MS, istDate } from '../../shared/indiaTime';
import { knownParties, rememberParty } from '../parties';
import './ordering.css';

interface PartyForm {
  name: string;
  phone: string;
  date: string;
  time: string;
  guests: string;
  villageId: string;
  address: string;
  notes: string;
}
type FieldName = keyof PartyForm;
type Errors = Partial<Record<FieldName | 'form', string>>;

const EMPTY: PartyForm = { name: '', phone: '', date: '', time: '', guests: '', villageId: '', address: '', notes: '' };

export function PartyPage() {
  const { lang, href } = useLang();
  const t = partyTexts[lang].form;
  const menu = useMenu();
  const { navigate } = useRouter();
  const [form, setForm] = useState<PartyForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [mine] = useState(knownParties);
  const tomorrow = istDate(Date.now() + DAY_MS);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = e.target;
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((er) => ({ ...er, [name]: undefined, form: undefined }));
  };

  const body = () => ({
    name: form.name,
    phone: form.phone,
    date: form.date,
    time: form.time || null,
    guests: form.guests.trim() === '' ? Number.NaN : Number(form.guests),
    villageId: form.villageId ? Number(form.villageId) : null,
    address: form.address || null,
    notes: form.notes || null,
  });

  /** The form's own check (the server's rules), in the page's words. */
  const check = (): Errors => {
    const checked = checkPartyRequest(body(), Date.now());
    if (checked.ok) return {};
    const found: Errors = {};
    if (checked.errors.name) found.name = t.errors.name;
    if (checked.errors.phone) found.phone = t.errors.phone;
    if (checked.errors.date)
      found.date = checked.errors.date === PARTY_MESSAGES.datePast ? t.errors.datePast : t.errors.date;
    if (checked.errors.guests) found.guests = t.errors.guests(PARTY_LIMITS.maxGuests);
    // The rest (a time, a long text) in the server's words, which the inputs' limits mostly prevent.
    for (const field of ['time', 'address', 'notes'] as const)
      if (checked.errors[field]) found[field] = checked.errors[field];
    return found;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`party-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    const answer = await askForParty(body());
    setSending(false);
    if (answer.ok && answer.data) {
      rememberParty({ id: answer.data.id, url: answer.data.privateUrl, date: form.date, guests: Number(form.guests) });
      navigate(answer.data.privateUrl);
      return;
    }
    // The server's refusals by field, in the page's language (a blocked day, a full day: on the date).
    const byField: Errors = {};
    for (const [field, message] of Object.entries(answer.errors ?? {}))
      if (field in EMPTY) byField[field as FieldName] = message;
    if (Object.keys(byField).length === 0)
      byField.form = answer.message && answer.status !== 0 && answer.status < 500 ? answer.message : t.errors.failed;
    setErrors(byField);
  };

  const place = [form.address, menu.deliveryAreas.find((a) => String(a.id) === form.villageId)?.name]
    .filter(Boolean)
    .join(', ');
  const summary =
    t.summary(form.date || '…', `${form.guests || '…'} ${lang === 'hi' ? 'मेहमान' : 'guests'}`, place) +
    (form.notes ? `. ${form.notes}` : '');

  return (
    <section className="container party" aria-labelledby="party-title">
      <h1 id="party-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="party-intro">{t.intro}</p>
      {mine.length > 0 && (
        <ul className="party-mine">
          {mine.map((p) => (
            <li key={p.id}>
              <a href={href(p.url)}>{`PTY-${String(p.id).padStart(6, '0')} · ${p.date} · ${p.guests}`}</a>
            </li>
          ))}
        </ul>
      )}
      <form className="party-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="party-title">
        <Field id="party-name" label={t.name} error={errors.name}>
          <input
            id="party-name"
            name="name"
            type="text"
            autoComplete="name"
            maxLength={PARTY_LIMITS.nameLength}
            value={form.name}
            onChange={onChange}
            {...described('party-name', errors.name)}
          />
        </Field>
        <Field id="party-phone" label={t.phone} error={errors.phone} hint={t.phoneHint}>
          <input
            id="party-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={16}
            value={form.phone}
            onChange={onChange}
            {...described('party-phone', errors.phone, true)}
          />
        </Field>
        <div className="party-when">
          <Field id="party-date" label={t.date} error={errors.date}>
            <input
              id="party-date"
              name="date"
              type="date"
              min={tomorrow}
              value={form.date}
              onChange={onChange}
              {...described('party-date', errors.date)}
            />
          </Field>
          <Field id="party-time" label={t.time} error={errors.time}>
            <input
              id="party-time"
              name="time"
              type="time"
              value={form.time}
              onChange={onChange}
              {...described('party-time', errors.time)}
            />
          </Field>
        </div>
        <Field id="party-guests" label={t.guests} error={errors.guests}>
          <input
            id="party-guests"
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={PARTY_LIMITS.maxGuests}
            step={1}
            value={form.guests}
            onChange={onChange}
            {...described('party-guests', errors.guests)}
          />
        </Field>
        <Field id="party-villageId" label={t.village} error={errors.villageId}>
          <select
            id="party-villageId"
            name="villageId"
            value={form.villageId}
            onChange={onChange}
            {...described('party-villageId', errors.villageId)}
          >
            <option value="">{t.otherPlace}</option>
            {menu.deliveryAreas.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="party-address" label={t.address} error={errors.address}>
          <textarea
            id="party-address"
            name="address"
            rows={2}
            autoComplete="street-address"
            maxLength={PARTY_LIMITS.addressLength}
            value={form.address}
            onChange={onChange}
            {...described('party-address', errors.address)}
          />
        </Field>
        <Field id="party-notes" label={t.notes} error={errors.notes} hint={t.notesHint}>
          <textarea
            id="party-notes"
            name="notes"
            rows={4}
            maxLength={PARTY_LIMITS.notesLength}
            value={form.notes}
            onChange={onChange}
            {...described('party-notes', errors.notes, true)}
          />
        </Field>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button-large" disabled={sending} aria-busy={sending}>
          {sending ? t.sending : t.submit}
        </button>
      </form>
      <p>
        <a
          className="button button-whatsapp"
          href={whatsappLink(phones[0], t.whatsappText(summary))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsapp" /> {t.whatsapp}
        </a>
      </p>
    </section>
  );
}
