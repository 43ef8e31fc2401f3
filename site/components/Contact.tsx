import { useState, type FormEvent } from 'react';
import { emails, phones } from '../content';
import { useLang } from '../i18n/context';
import { en } from '../i18n/en';
import { useMenu } from '../store';
import { formatPhone, telHref, whatsappLink } from '../lib';
import { useRouter } from '../router';
import { Icon } from './Icon';

export const CONTACT_SUCCESS = en.contact.success;
export const CONTACT_FAILURE = en.contact.failure;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Sends the contact form to POST /api/contact; resolves on success, throws with a readable message otherwise. */
export async function sendContact(
  values: ContactValues,
  fetchImpl: typeof fetch = fetch,
  failure: string = CONTACT_FAILURE,
): Promise<void> {
  const body: Partial<ContactValues> = { name: values.name.trim(), message: values.message.trim() };
  if (values.email.trim()) body.email = values.email.trim();
  if (values.phone.trim()) body.phone = values.phone.trim();
  let res: Response;
  try {
    res = await fetchImpl('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(failure);
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    errors?: Record<string, string>;
  } | null;
  if (!res.ok || !json?.success) {
    const detail = json?.errors ? Object.values(json.errors).join(' ') : json?.message;
    throw new Error(detail ? `${failure} (${detail})` : failure);
  }
}

export function Contact() {
  const { enhanced } = useRouter();
  const { kitchen } = useMenu();
  const { t: all, hours } = useLang();
  const t = all.contact;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  // The fields are the browser's own (uncontrolled): the form hydrates late, as it comes near
  // the screen, and text typed before then stays where it was typed instead of being replaced
  // by React's empty starting values.
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const field = (name: keyof ContactValues) => String(data.get(name) ?? '');
    setSending(true);
    setError('');
    try {
      await sendContact(
        { name: field('name'), email: field('email'), phone: field('phone'), message: field('message') },
        fetch,
        t.failure,
      );
      form.reset();
      // Let the cleared form paint before the alert blocks the page.
      await new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
      window.alert(t.success);
    } catch (err) {
      setError(err instanceof Error ? err.message : t.failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <section id="contact" className="section section-alt" tabIndex={-1} aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title">{t.title}</h2>
        <div className="contact-grid">
          <div className="contact-info">
            <h3>
              <Icon name="clock" /> {t.hours}
            </h3>
            <p>
              {all.openDays}: {hours(kitchen)}
            </p>
            <h3>
              <Icon name="pin" /> {t.address}
            </h3>
            <address>{all.addressText}</address>
            <h3>
              <Icon name="phone" /> {t.phone}
            </h3>
            <ul className="plain">
              {phones.map((p) => (
                <li key={p}>
                  <a href={telHref(p)}>{formatPhone(p)}</a>
                </li>
              ))}
            </ul>
            <h3>
              <Icon name="mail" /> {t.email}
            </h3>
            <dl className="emails">
              <dt>{t.general}</dt>
              <dd>
                <a href={`mailto:${emails.general}`}>{emails.general}</a>
              </dd>
              <dt>{t.privacy}</dt>
              <dd>
                <a href={`mailto:${emails.privacy}`}>{emails.privacy}</a>
              </dd>
              <dt>{t.legal}</dt>
              <dd>
                <a href={`mailto:${emails.legal}`}>{emails.legal}</a>
              </dd>
            </dl>
            <p>
              <a
                className="button button-whatsapp"
                href={whatsappLink(phones[0], all.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="whatsapp" /> {t.whatsapp}
              </a>
            </p>
          </div>
          <form className="contact-form" onSubmit={onSubmit} aria-labelledby="form-title">
            <h3 id="form-title">{t.formTitle}</h3>
            {!enhanced && <p className="note">{t.noScript}</p>}
            <div className="field">
              <label htmlFor="contact-name">
                {t.name} <span aria-hidden="true">*</span>
              </label>
              <input id="contact-name" name="name" type="text" autoComplete="name" required />
            </div>
            <div className="field">
              <label htmlFor="contact-email">{t.emailField}</label>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                aria-describedby="contact-either"
              />
            </div>
            <div className="field">
              <label htmlFor="contact-phone">{t.phoneOptional}</label>
              <input
                id="contact-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                aria-describedby="contact-either"
              />
              <p className="field-hint" id="contact-either">
                {t.either}
              </p>
            </div>
            <div className="field">
              <label htmlFor="contact-message">
                {t.message} <span aria-hidden="true">*</span>
              </label>
              <textarea id="contact-message" name="message" rows={5} required />
            </div>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="button button-large"
              disabled={sending || !enhanced}
              data-awaits-script={enhanced ? undefined : ''}
            >
              {sending ? t.sending : t.send}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
