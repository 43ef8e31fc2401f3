import { useState, type FormEvent } from 'react';
import { callApi } from '../api';
import type { OrderMessages } from '../i18n/en-order';

/**
 * "My village is not listed" under the checkout's village choice: a village name and a phone
 * number, sent to POST /api/village-requests, which opens a VillageRequest ticket for the
 * owner. Its own form beside the checkout's (forms cannot nest); part of the checkout chunk.
 */
export function VillageRequest({ t, phone }: { t: OrderMessages['checkout']; phone: string }) {
  const [values, setValues] = useState({ village: '', phone });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setState('sending');
    const answer = await callApi('/api/village-requests', { method: 'POST', body: JSON.stringify(values) });
    setErrors(answer.ok ? {} : (answer.errors ?? { form: answer.message ?? '' }));
    setState(answer.ok ? 'sent' : 'idle');
  };
  const field = (name: 'village' | 'phone', label: string, type: string) => (
    <div className={errors[name] ? 'field field-invalid' : 'field'}>
      <label htmlFor={`vr-${name}`}>{label}</label>
      <input
        id={`vr-${name}`}
        type={type}
        value={values[name]}
        maxLength={name === 'phone' ? 20 : 100}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `vr-${name}-error` : undefined}
      />
      {errors[name] && (
        <p className="field-error" id={`vr-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <details className="village-request">
      <summary>{t.notListed}</summary>
      {state === 'sent' ? (
        <p role="status">{t.requestSent}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t.notListed}>
          <p className="field-hint">{t.notListedIntro}</p>
          {field('village', t.yourVillage, 'text')}
          {field('phone', t.phone, 'tel')}
          {errors.form && (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button" disabled={state === 'sending'}>
            {t.sendRequest}
          </button>
        </form>
      )}
    </details>
  );
}
