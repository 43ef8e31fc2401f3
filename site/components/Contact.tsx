import { useState, type ChangeEvent, type FormEvent } from 'react';
import { addressText, emails, openDays, phones } from '../content';
import { hoursRange } from '../menu';
import { useMenu } from '../store';
import { formatPhone, telHref, whatsappLink } from '../lib';
import { useRouter } from '../router';
import { Icon } from './Icon';

export const CONTACT_SUCCESS = 'Message sent! We will contact you soon.';
export const CONTACT_FAILURE = 'Sorry, your message could not be sent. Please try again, or call or e-mail us.';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const empty: ContactValues = { name: '', email: '', phone: '', message: '' };

/** Sends the contact form to POST /api/contact; resolves on success, throws with a readable message otherwise. */
export async function sendContact(values: ContactValues, fetchImpl: typeof fetch = fetch): Promise<void> {
  const body: Partial<ContactValues> = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
  if (values.phone.trim()) body.phone = values.phone.trim();
  let res: Response;
  try {
    res = await fetchImpl('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new Error(CONTACT_FAILURE);
  }
  const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string; errors?: Record<string, string> } | null;
  if (!res.ok || !json?.success) {
    const detail = json?.errors ? Object.values(json.errors).join(' ') : json?.message;
    throw new Error(detail ? `${CONTACT_FAILURE} (${detail})` : CONTACT_FAILURE);
  }
}

export function Contact() {
  const { enhanced } = useRouter();
  const { kitchen } = useMenu();
  const [values, setValues] = useState<ContactValues>(empty);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [e.target.name]: e.target.value }));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSending(true);
    setError('');
    try {
      await sendContact(values);
      setValues(empty);
      // Let the cleared form paint before the alert blocks the page.
      await new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
      window.alert(CONTACT_SUCCESS);
    } catch (err) {
      setError(err instanceof Error ? err.message : CONTACT_FAILURE);
    } finally {
      setSending(false);
    }
  };

  return (
    <section id="contact" className="section section-alt" tabIndex={-1} aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title">Contact Us</h2>
        <div className="contact-grid">
          <div className="contact-info">
            <h3>
              <Icon name="clock" /> Opening hours
            </h3>
            <p>
              {openDays}: {hoursRange(kitchen)}
            </p>
            <h3>
              <Icon name="pin" /> Address
            </h3>
            <address>{addressText}</address>
            <h3>
              <Icon name="phone" /> Phone
            </h3>
            <ul className="plain">
              {phones.map((p) => (
                <li key={p}>
                  <a href={telHref(p)}>{formatPhone(p)}</a>
                </li>
              ))}
            </ul>
            <h3>
              <Icon name="mail" /> E-mail
            </h3>
            <dl className="emails">
              <dt>General</dt>
              <dd>
                <a href={`mailto:${emails.general}`}>{emails.general}</a>
              </dd>
              <dt>Privacy</dt>
              <dd>
                <a href={`mailto:${emails.privacy}`}>{emails.privacy}</a>
              </dd>
              <dt>Legal</dt>
              <dd>
                <a href={`mailto:${emails.legal}`}>{emails.legal}</a>
              </dd>
            </dl>
            <p>
              <a className="button button-whatsapp" href={whatsappLink()} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" /> Contact on WhatsApp
              </a>
            </p>
          </div>
          <form className="contact-form" onSubmit={onSubmit} aria-labelledby="form-title">
            <h3 id="form-title">Send us a message</h3>
            {!enhanced && <p className="note">If the form does not work in your browser, please call or e-mail us.</p>}
            <div className="field">
              <label htmlFor="contact-name">
                Name <span aria-hidden="true">*</span>
              </label>
              <input id="contact-name" name="name" type="text" autoComplete="name" required value={values.name} onChange={onChange} />
            </div>
            <div className="field">
              <label htmlFor="contact-email">
                Email <span aria-hidden="true">*</span>
              </label>
              <input id="contact-email" name="email" type="email" autoComplete="email" required value={values.email} onChange={onChange} />
            </div>
            <div className="field">
              <label htmlFor="contact-phone">Phone (optional)</label>
              <input id="contact-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={onChange} />
            </div>
            <div className="field">
              <label htmlFor="contact-message">
                Message <span aria-hidden="true">*</span>
              </label>
              <textarea id="contact-message" name="message" rows={5} required value={values.message} onChange={onChange} />
            </div>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button-large" disabled={sending || !enhanced}>
              {sending ? 'Sending...' : 'Send Message'}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
