/** After delivery: 1–5 stars and an optional line for the kitchen, once per order (the tracking link's secret allows it). */
import { useState, type FormEvent } from 'react';
import { rateOrder, type Tracking } from '../api';
import type { OrderMessages } from '../i18n/en-order';

const STARS = [1, 2, 3, 4, 5];

export function RateOrder({ order, token, t }: { order: Tracking; token: string; t: OrderMessages['track'] }) {
  const [given, setGiven] = useState(order.rating?.stars ?? 0);
  const [stars, setStars] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (given > 0)
    return (
      <p className="rated" role="status">
        <span aria-hidden="true">{'★'.repeat(given)} </span>
        {t.rated(given)}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setError(t.chooseStars);
      return;
    }
    setSending(true);
    const answer = await rateOrder(order.orderId, token, stars, feedback);
    setSending(false);
    if (answer.ok && answer.data) setGiven(answer.data.stars);
    // Rated already (in another tab) or not deliverable: the server's reason, in the page's language.
    else setError(t.rateFailed(answer.errors?.feedback ?? answer.message));
  };

  return (
    <form className="rate-order" aria-labelledby="rate-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="rate-title">{t.rateTitle}</h2>
      <fieldset className="stars">
        <legend>{t.rateStars}</legend>
        {STARS.map((n) => (
          <label key={n} className={n <= stars ? 'star-pick star-on' : 'star-pick'}>
            <input
              type="radio"
              name="stars"
              value={n}
              checked={stars === n}
              onChange={() => {
                setStars(n);
                setError('');
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t.star(n)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="feedback">{t.feedbackLabel}</label>
        <textarea
          id="feedback"
          name="feedback"
          rows={2}
          maxLength={500}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t.sendingRating : t.sendRating}
      </button>
    </form>
  );
}
