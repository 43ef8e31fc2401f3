import { LegalPage, type LegalSection } from '../components/LegalPage';
import { addressText, brand, emails, phones, policy } from '../content';
import { formatPhone, telHref } from '../lib';

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to take and deliver your orders and to answer you:</p>
        <ul>
          <li>Contact details you give us: your name, phone number, e-mail address and delivery address.</li>
          <li>
            Order details: what you ordered, when, the amount paid, pickup or delivery, and any notes for the kitchen.
          </li>
          <li>Messages you send us through the contact form, WhatsApp, phone or e-mail.</li>
          <li>
            Basic technical data sent by your browser, such as the type of device and pages visited, used to keep the
            website working.
          </li>
        </ul>
        <p>We do not store your full card details; card and digital payments are handled by the payment provider.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To prepare, deliver or hand over your order and to contact you about it.</li>
        <li>To answer your questions, complaints and feedback.</li>
        <li>To process payments and refunds.</li>
        <li>To improve our food, service and website.</li>
        <li>To send offers, only if you have asked for them; you can stop them at any time.</li>
      </ul>
    ),
  },
  {
    id: 'sharing-information',
    title: 'Sharing Your Information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>Our delivery staff, who need your name, phone number and address to deliver your order.</li>
          <li>Payment providers, to process card and digital payments and refunds.</li>
          <li>Authorities, when the law of India requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        We keep your information on secured systems, limit access to the people who need it to serve you, and keep it
        only as long as needed for your orders, our accounts and the law. No system is perfectly secure, but we take
        reasonable care and will tell you if a breach affects you.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <p>
        You may ask to see, correct or delete the personal information we hold about you, and withdraw any consent you
        have given. Write to <a href={`mailto:${emails.privacy}`}>{emails.privacy}</a> and we will reply within a
        reasonable time.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        Our public website does not use advertising or tracking cookies. Your browser may store small technical data
        needed for the site to work. You can clear or block cookies in your browser settings.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        Our service is not meant for children under {policy.minimumAge}. We do not knowingly collect information from
        children under {policy.minimumAge}; if you believe a child has given us information, contact us and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'policy-changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. The new version is published on this page and applies from the day
        it is published.
      </p>
    ),
  },
  {
    id: 'privacy-contact',
    title: 'Contact Us',
    body: (
      <p>
        For any privacy question write to <a href={`mailto:${emails.privacy}`}>{emails.privacy}</a>, call{' '}
        <a href={telHref(phones[0])}>{formatPhone(phones[0])}</a>, or visit us at {brand.name}, {addressText}.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information {brand.name} collects when you visit our website, contact us or order
          from us for pickup or delivery, how we use it, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
