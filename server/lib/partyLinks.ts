/**
 * The secret of a party request's private link. It is an HMAC of the request's id under a key
 * derived from the server's own secret (JWT_SECRET, kept beside the database, never in it), so
 * the database holds only the link's SHA-256, as for an order's tracking link, and the owner's
 * screen can still be given the link to send on WhatsApp.
 */
import { createHmac } from 'node:crypto';

/** The key of the links, from the server's secret (its own derivation: the JWT key itself signs nothing else). */
export const partyLinkKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('gaon-rasoi party request links').digest();

/** 24 characters of base64url: 144 bits, as unguessable as a tracking link's. */
export const partyToken = (key: Buffer, id: number): string =>
  createHmac('sha256', key).update(`party-request:${id}`).digest('base64url').slice(0, 24);

/** The site's private page of a request. */
export const partyPrivateUrl = (id: number, token: string): string => `/party/${id}?t=${encodeURIComponent(token)}`;
