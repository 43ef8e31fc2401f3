/**
 * The secret of a khata's private statement link: an HMAC of the phone under a key derived from
 * the server's own secret (as party links are: server/lib/partyLinks.ts), so nothing is stored and
 * the owner's screen can always give the link again to send on WhatsApp.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const khataLinkKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('gaon-rasoi khata links').digest();

/** 24 characters of base64url: 144 bits, as unguessable as a tracking link's. */
export const khataToken = (key: Buffer, phone: string): string =>
  createHmac('sha256', key).update(`khata:${phone}`).digest('base64url').slice(0, 24);

/** Whether `token` is the phone's own, compared in constant time. */
export function isKhataToken(key: Buffer, phone: string, token: string | undefined): boolean {
  const expected = Buffer.from(khataToken(key, phone));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The site's page of a customer's statement. */
export const khataPrivateUrl = (phone: string, token: string): string =>
  `/khata/${phone}?t=${encodeURIComponent(token)}`;
