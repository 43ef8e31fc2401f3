import { LegalPage, type LegalSection } from '../components/LegalPage';
import { addressText, brand, emails, policy } from '../content';
import { hoursText } from '../menu';
import { formatAmount } from '../i18n/format';
import { useMenu } from '../store';

/** The storefront kitchen's hours as a phrase ("every day 11:00 AM to 11:00 PM"). */
function OpeningHours() {
  return <>{hoursText(useMenu().kitchen)}</>;
}
import { Link } from '../router';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By using the {brand.name} website or placing an order with us, you agree to these terms. If you do not agree,
        please do not use our services. You must be at least {policy.minimumAge} years old to use our services.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Our Services',
    body: (
      <p>
        {brand.name} prepares village-style vegetarian food at {addressText} and offers it for pickup and for delivery
        in and around Janghai. We are open <OpeningHours />. Menu items, prices and delivery areas may change without
        notice.
      </p>
    ),
  },
  {
    id: 'ordering-payment',
    title: 'Ordering and Payment',
    body: (
      <ul>
        <li>
          An order is confirmed once we accept it; we may refuse an order, for example when an item is unavailable or
          the address is outside our area.
        </li>
        <li>
          Prices are in Indian rupees (₹) and include applicable taxes unless shown otherwise; delivery charges are
          shown before you confirm.
        </li>
        <li>We accept {policy.paymentMethods.join(', ')}.</li>
        <li>Please check your order, address and phone number before confirming.</li>
      </ul>
    ),
  },
  {
    id: 'delivery-pickup',
    title: 'Delivery and Pickup',
    body: (
      <ul>
        <li>Delivery times are estimates; traffic, weather and busy hours can delay an order.</li>
        <li>Someone must be available at the address to receive the order.</li>
        <li>
          Pickup orders must be collected within {policy.pickupWithinMinutes} minutes of the ready time. Orders not
          collected are not refundable, because the food cannot be kept safely.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellation-refunds',
    title: 'Cancellation and Refunds',
    body: (
      <>
        <p>
          You can cancel an order up to {policy.cancelBeforeMinutes} minutes before the scheduled pickup or delivery
          time and before preparation begins. A later cancellation costs a fee of{' '}
          {formatAmount(policy.lateCancellationFee)}. Once preparation has begun or the order is on its way it cannot be
          cancelled.
        </p>
        <p>
          Details, including refunds for quality problems and delays, are in our{' '}
          <Link to="/refund-cancellation">Refund &amp; Cancellation Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'food-safety-allergies',
    title: 'Food Safety and Allergies',
    body: (
      <p>
        Our food is cooked fresh in a kitchen that handles milk, ghee, wheat (gluten), nuts, mustard and sesame. We
        cannot guarantee that any dish is free of allergens. Please tell us about allergies before you order and ask us
        if you are unsure. Eat the food soon after you receive it.
      </p>
    ),
  },
  {
    id: 'restaurant-policies',
    title: 'Restaurant Policies',
    body: (
      <ul>
        <li>Please treat our cooks and delivery staff with respect; we may refuse service after abusive behaviour.</li>
        <li>Outside food is not allowed at our premises.</li>
        <li>Offers and coupons cannot be combined unless stated and may end at any time.</li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        The name {brand.name}, our logo, texts, pictures and website design belong to us. You may not copy or use them
        for commercial purposes without our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        We take care in preparing and delivering your food. To the extent the law allows, our liability for any order is
        limited to the amount paid for that order, and we are not liable for indirect losses or for delays caused by
        events outside our control.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we handle your personal information is described in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may change these terms from time to time. The version on this page at the time you place an order applies to
        that order.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of {policy.governingLaw}. Any dispute is subject to the exclusive
        jurisdiction of the courts of {policy.courts}. Questions about these terms:{' '}
        <a href={`mailto:${emails.legal}`}>{emails.legal}</a>.
      </p>
    ),
  },
];

export function TermsConditions() {
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <p>
          Please read these terms before ordering from {brand.name}. They cover our website and every pickup and
          delivery order.
        </p>
      }
      sections={sections}
    />
  );
}
