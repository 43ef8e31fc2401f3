/** A party request as the customer's private page and the owner's screens read it: rupees and ISO times on the wire. */
import {
  effectiveStatus,
  gstOnTopPercent,
  itemsOf,
  partyDueAt,
  partyKitchen,
  partyOrder,
  type PartyRow,
} from '../../db/partyRequests';
import type { AppDatabase } from '../../db/client';
import type { PartyRequest, PartyView } from '../../shared/api/partyRequests';
import { formatOrderCode } from '../../shared/ordering';
import { formatPartyCode } from '../../shared/party';
import { toRupees } from '../../shared/money';
import { upiLink, upiPayee } from '../../shared/upi';
import { sha256 } from '../../db/requestHash';
import { moneyOf } from '../../db/ledger';
import { partyPrivateUrl, partyToken } from './partyLinks';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function quoteOf(row: PartyRow): PartyView['quote'] {
  if (row.perPlatePaise === null || row.totalPaise === null || row.validUntil === null) return null;
  const advance = row.advancePaise ?? 0;
  return {
    perPlate: toRupees(row.perPlatePaise),
    items: itemsOf(row),
    deliveryCharge: toRupees(row.deliveryChargePaise ?? 0),
    advancePercent: row.advancePercent ?? 0,
    validUntil: new Date(row.validUntil).toISOString(),
    subtotal: toRupees(row.subtotalPaise),
    tax: toRupees(row.taxPaise),
    total: toRupees(row.totalPaise),
    advance: toRupees(advance),
    balance: toRupees(row.totalPaise - advance),
  };
}

/**
 * The shared part of both answers. `token`: the secret the reader holds (the customer's, or the
 * one the owner's screen recomputed), which also opens the order's tracking page.
 */
function common(database: AppDatabase, row: PartyRow, now: number, token: string | null) {
  const kitchen = partyKitchen(database, row.restaurantId);
  const order = partyOrder(database, row.orderId);
  const money = order ? moneyOf(database, order.id) : undefined;
  // A party whose order was cancelled is cancelled too, with its advance owed back (the order's refund due).
  const status = order?.status === 'cancelled' ? 'cancelled' : effectiveStatus(row, now);
  const payee = kitchen ? upiPayee(kitchen) : null;
  const advance = row.advancePaise ?? 0;
  return {
    status,
    upi:
      status === 'accepted' && payee && advance > 0
        ? { upiLink: upiLink({ ...payee, amountPaise: advance, orderCode: formatPartyCode(row.id) }) }
        : {},
    view: {
      id: row.id,
      code: formatPartyCode(row.id),
      status,
      name: row.name,
      date: row.date,
      time: row.time,
      scheduledFor: new Date(
        order?.scheduledFor ?? partyDueAt(row, kitchen ?? { opensAt: '11:00', closesAt: '23:00' }),
      ).toISOString(),
      guests: row.guests,
      villageName: row.villageName,
      address: row.address,
      notes: row.notes,
      quote: quoteOf(row),
      acceptedAt: iso(row.acceptedAt),
      customerPaidAt: iso(row.customerPaidAt),
      customerUtr: row.customerUtr,
      advancePaidAt: iso(row.advancePaidAt),
      order: order
        ? {
            id: order.id,
            orderId: formatOrderCode(order.id),
            status: order.status,
            scheduledFor: new Date(order.scheduledFor).toISOString(),
            totalAmount: toRupees(order.totalPaise),
            advance: toRupees(order.advancePaise),
            balanceDue: toRupees(money?.balanceDuePaise ?? 0),
            refundStatus: money?.refundStatus ?? null,
            refundDue: toRupees(money?.refundDuePaise ?? 0),
            trackingUrl:
              token && order.trackingTokenHash === sha256(token)
                ? `/track/${formatOrderCode(order.id)}?t=${encodeURIComponent(token)}`
                : null,
          }
        : null,
      kitchen: { name: kitchen?.name ?? '' },
      createdAt: new Date(row.createdAt).toISOString(),
    },
  };
}

/** The customer's answer, for the holder of `token`. */
export function partyView(database: AppDatabase, row: PartyRow, now: number, token: string): PartyView {
  const { view, upi } = common(database, row, now, token);
  return { ...view, ...upi };
}

/** The owner's answer: every field, and the private link recomputed from the server's key (null if it no longer matches). */
export function partyRecord(database: AppDatabase, row: PartyRow, now: number, linkKey: Buffer): PartyRequest {
  const token = partyToken(linkKey, row.id);
  const valid = sha256(token) === row.tokenHash;
  const { view, upi } = common(database, row, now, valid ? token : null);
  const kitchen = partyKitchen(database, row.restaurantId);
  return {
    ...view,
    ...upi,
    _id: row.id,
    phone: row.phone,
    source: row.source,
    villageId: row.villageId,
    perPlate: row.perPlatePaise === null ? null : toRupees(row.perPlatePaise),
    items: itemsOf(row),
    deliveryCharge: row.deliveryChargePaise === null ? null : toRupees(row.deliveryChargePaise),
    advancePercent: row.advancePercent,
    validUntil: iso(row.validUntil),
    serveAt: row.serveAt,
    quotedAt: iso(row.quotedAt),
    quotedByName: row.quotedByName,
    advanceUtr: row.advanceUtr,
    advanceConfirmedByName: row.advanceConfirmedByName,
    closedAt: iso(row.closedAt),
    closedReason: row.closedReason,
    updatedAt: iso(row.updatedAt),
    privateUrl: valid ? partyPrivateUrl(row.id, token) : null,
    gstOnTopPercent: kitchen ? gstOnTopPercent(kitchen) : 0,
  };
}
