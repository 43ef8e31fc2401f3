import type { BadgeColors } from '../common';
import { formatDay, formatRupees } from '../common';
import type { PartyRequest } from '../../shared/api/partyRequests';
import type { TranslateFunction } from 'react-admin';

export const PARTY_STATUS_COLORS: BadgeColors = {
  requested: { bg: '#dbeafe', fg: '#1e3a8a' },
  quoted: { bg: '#fef3c7', fg: '#78350f' },
  accepted: { bg: '#ede9fe', fg: '#4c1d95' },
  advance_paid: { bg: '#dcfce7', fg: '#166534' },
  declined: { bg: '#fee2e2', fg: '#991b1b' },
  expired: { bg: '#e5e7eb', fg: '#374151' },
  cancelled: { bg: '#fee2e2', fg: '#991b1b' },
};

/** "21 Mar 2026, 12:30 pm": when the party's food is due, India time. */
export function dueLabel(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The WhatsApp message of the request's step to the customer, with the private link (absolute). */
export function whatsappText(party: PartyRequest, translate: TranslateFunction, origin: string): string {
  const step =
    party.status === 'declined' || party.status === 'cancelled'
      ? 'closed'
      : party.status === 'expired'
        ? 'quoted'
        : party.status;
  return translate(`gaon.party.whatsappText.${step}`, {
    name: party.name,
    code: party.code,
    guests: party.guests,
    date: formatDay(party.date),
    total: formatRupees(party.quote?.total ?? 0),
    advance: formatRupees(party.quote?.advance ?? 0),
    balance: formatRupees(party.order?.balanceDue ?? party.quote?.balance ?? 0),
    orderId: party.order?.orderId ?? '',
    link: party.privateUrl ? origin + party.privateUrl : '',
  });
}
