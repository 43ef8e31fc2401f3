/** "I've paid" under a UPI order's payment box: the customer tells the kitchen, with the UTR if they have it. */
import { useState, type FormEvent } from 'react';
import { tellPaid, type Tracking } from '../api';
import { isUtr } from '../../shared/upi';
import type { OrderMessages } from '../i18n/en-order';

/**
 * There is no payment gateway to tell the server that money arrived: the kitchen confirms it from
 * its UPI app. The customer's word (and the 12-digit UTR they see) is what lets it find the payment
 * quickly; it confirms nothing by itself, so the page keeps saying "the kitchen will confirm".
 */
export function TellPaid({
  order,
  token,
  t,
  onAnswer,
}: {
  order: Tracking;
  token: string;
  t: OrderMessages['track'];
  onAnswer: (order: Tracking) => void;
}) {
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState(order.customerUtr ?? '');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (order.customerPaidAt && !open)
    return (
      <div className="told-paid" role="status">
        <p>{order.customerUtr ? t.toldPaidUtr(order.customerUtr) : t.toldPaid}</p>
        <button type="button" className="button button-light" onClick={() => setOpen(true)}>
          {t.changeUtr}
        </button>
      </div>
    );

  if (!open)
    return (
      <p>
        <button type="button" className="button button-light" onClick={() => setOpen(true)}>
          {t.iPaid}
        </button>
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = utr.replace(/\s/g, '');
    if (digits && !isUtr(digits)) {
      setError(t.utrInvalid);
      return;
    }
    setSending(true);
    const answer = await tellPaid(order.orderId, token, digits);
    setSending(false);
    if (answer.ok && answer.data) {
      setError('');
      setOpen(false);
      onAnswer(answer.data);
    } else setError(answer.errors?.utr ?? answer.message ?? t.utrInvalid);
  };

  return (
    <form className="tell-paid" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t.iPaidTitle}</h3>
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor="utr">{t.utrLabel}</label>
        <input
          id="utr"
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={utr}
          onChange={(event) => {
            setUtr(event.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'utr-hint utr-error' : 'utr-hint'}
        />
        <p className="field-hint" id="utr-hint">
          {t.utrHint}
        </p>
        {error && (
          <p className="field-error" id="utr-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t.sendingPaid : t.sendPaid}
      </button>
    </form>
  );
}
