import { useEffect, useState } from 'react';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { brand, emails, phones, policy } from '../content';
import { formatLongDate, formatPhone, telHref, todayISO } from '../lib';
import { formatAmount } from '../i18n/format';

const sections: LegalSection[] = [
  {
    id: 'cancelling',
    title: 'Cancelling an Order',
    body: (
      <ul>
        <li>
          You can cancel free of charge up to {policy.cancelBeforeMinutes} minutes before the scheduled pickup or
          delivery time, as long as preparation has not begun.
        </li>
        <li>
          A cancellation later than that costs a late cancellation fee of {formatAmount(policy.lateCancellationFee)},
          taken from the refund.
        </li>
        <li>Once preparation has begun, or the order is out for delivery, it can no longer be cancelled.</li>
        <li>To cancel, call us or message us on WhatsApp with your name and order details.</li>
      </ul>
    ),
  },
  {
    id: 'quality',
    title: 'Wrong, Missing or Poor-Quality Food',
    body: (
      <p>
        If something is wrong with your order, tell us within {policy.complaintWithinMinutes} minutes of receiving it,
        with a photo if you can. We will replace the item or refund it. Complaints made later than{' '}
        {policy.complaintWithinMinutes} minutes may not be accepted.
      </p>
    ),
  },
  {
    id: 'delays',
    title: 'Late Delivery',
    body: (
      <p>
        If your delivery arrives more than {policy.deliveryDelayMinutes} minutes after the promised time, we refund the
        delivery charges. For delays of more than {policy.deliveryDelayMinutes} minutes you may instead refuse the order
        and receive a full refund.
      </p>
    ),
  },
  {
    id: 'pickup',
    title: 'Pickup Orders',
    body: (
      <p>
        Pickup orders must be collected within {policy.pickupWithinMinutes} minutes of the ready time. Orders not
        collected in that time are not refundable.
      </p>
    ),
  },
  {
    id: 'how-refunds-work',
    title: 'How Refunds Are Paid',
    body: (
      <p>
        Approved refunds are paid to the original payment method within {policy.refundBusinessDays} business days. Cash
        orders are refunded in cash at the restaurant or by UPI transfer. We accept {policy.paymentMethods.join(', ')}.
      </p>
    ),
  },
  {
    id: 'refund-contact',
    title: 'Contact Us',
    body: (
      <p>
        Call <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a> or{' '}
        <a href={telHref(phones[1])}>{formatPhone(phones[1])}</a>, or write to{' '}
        <a href={`mailto:${emails.general}`}>{emails.general}</a>.
      </p>
    ),
  },
];

/** "Last updated" shows the build date in the prerendered page and today's date once the page runs. */
export function RefundCancellation({ buildDate }: { buildDate: string }) {
  const [date, setDate] = useState(buildDate);
  useEffect(() => setDate(todayISO()), []);
  return (
    <LegalPage
      title="Refund & Cancellation Policy"
      intro={
        <p>
          We want every {brand.name} meal to reach you hot and as ordered. This policy says when you can cancel and how
          refunds work.
        </p>
      }
      sections={sections}
    >
      <p className="updated">
        Last updated: <time dateTime={date}>{formatLongDate(date)}</time>
      </p>
    </LegalPage>
  );
}
