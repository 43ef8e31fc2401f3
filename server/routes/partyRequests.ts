/**
 * Party orders. Public: the site's "Planning a party?" request and its private link (read,
 * accept the quote, "I've paid", the advance's UPI QR), rate limited per IP. Admin: the list,
 * the owner's phone-call entry, the quote and the other changes, and the limits for big days.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import {
  acceptParty,
  changePartyRequest,
  confirmAdvance,
  createPartyRequest,
  customerPaidParty,
  findPartyByToken,
  getPartyCapacity,
  getPartyRequest,
  itemsOf,
  listPartyRequests,
  savePartyCapacity,
  type PartyDetails,
  type PartyQuoteInput,
  type PartyRow,
} from '../../db/partyRequests';
import { badRequest, forbidden, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, errors, Ok, Page } from '../../shared/api/common';
import {
  PartyCapacity,
  PartyCapacityBody,
  PartyCreated,
  PartyListQuery,
  PartyPaidBody,
  PartyParams,
  PartyRequest,
  PartyRequestBody,
  PartyTokenQuery,
  PartyUpdateBody,
  PartyView,
} from '../../shared/api/partyRequests';
import { checkPartyRequest, parseValidUntil, partyDateError, type PartyItem } from '../../shared/party';
import { formatOrderCode } from '../../shared/ordering';
import { istDateStart } from '../../shared/indiaTime';
import { canAccess } from '../../shared/permissions';
import { translateMessage } from '../../shared/serverMessages';
import { checkedUtr } from '../lib/paymentFields';
import { partyPrivateUrl, partyToken } from '../lib/partyLinks';
import { partyRecord, partyView } from '../lib/partyAnswers';

const tags = ['party-requests'];
const NOT_FOUND = 'Party request not found';
/** Reads of a private link per IP per minute, as for tracking links: plenty for a person, too few to guess a secret. */
const READ_RATE_LIMIT = 120;
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** A request's fields checked by the checkout's rules; the 400 names every refused field. */
function checkedRequest(body: PartyRequestBody, now: number) {
  const checked = checkPartyRequest(body, now);
  if (!checked.ok) throw badRequest(Object.values(checked.errors)[0], checked.errors);
  return checked.value;
}

export interface PartyRouteOptions {
  /** The key of the private links (server/lib/partyLinks.ts). */
  linkKey: Buffer;
  /** Requests one IP may send per minute (the contact form's limit). */
  contactRateLimit?: number;
}

export const partyRequestRoutes: FastifyPluginAsyncTypebox<PartyRouteOptions> = async (app, options) => {
  const database = app.database;
  const key = options.linkKey;

  /** The request behind a private link, or the same 404 as one that does not exist. */
  const byLink = (id: number, token: string | undefined): PartyRow => {
    const row = findPartyByToken(database, id, token ?? '');
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  app.post(
    '/party-requests',
    {
      config: perMinute(options.contactRateLimit ?? 5),
      schema: {
        tags,
        summary:
          'Ask for a party (date, guests, place, what is wanted, phone): answers the private link that follows it. A blocked date or a day over the guest cap is a 409 on date',
        body: PartyRequestBody,
        response: { 201: Ok(PartyCreated), ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const value = checkedRequest(request.body, now);
      const { id, token } = createPartyRequest(database, {
        value,
        source: 'online',
        now,
        tokenFor: (n) => partyToken(key, n),
      });
      reply.status(201);
      return ok(
        { id, token, privateUrl: partyPrivateUrl(id, token) },
        translateMessage('Thank you! We will send you a quote soon.', request.messageLanguage),
      );
    },
  );

  app.get(
    '/party-requests/:id',
    {
      config: perMinute(READ_RATE_LIMIT),
      schema: {
        tags,
        summary:
          'The party request behind a private link (404 without its secret): its status, quote, the advance to pay, the order it became',
        params: PartyParams,
        querystring: PartyTokenQuery,
        response: { 200: Ok(PartyView), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = byLink(request.params.id, request.query.t);
      reply.header('Cache-Control', 'no-store');
      return ok(partyView(database, row, Date.now(), request.query.t!));
    },
  );

  app.post(
    '/party-requests/:id/accept',
    {
      config: perMinute(READ_RATE_LIMIT),
      schema: {
        tags,
        summary: 'Accept the quote while it holds (409 once expired); the answer carries the UPI link of the advance',
        params: PartyParams,
        querystring: PartyTokenQuery,
        response: { 200: Ok(PartyView), ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const row = byLink(request.params.id, request.query.t);
      const now = Date.now();
      const accepted = acceptParty(database, row, now);
      return ok(
        partyView(database, accepted, now, request.query.t!),
        translateMessage('Quote accepted. Pay the advance by UPI.', request.messageLanguage),
      );
    },
  );

  app.post(
    '/party-requests/:id/paid',
    {
      config: perMinute(READ_RATE_LIMIT),
      schema: {
        tags,
        summary:
          '"I\'ve paid" the advance, with the UTR the UPI app showed (optional, 12 digits): recorded for the owner, who still confirms it',
        params: PartyParams,
        querystring: PartyTokenQuery,
        body: PartyPaidBody,
        response: { 200: Ok(PartyView), ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const row = byLink(request.params.id, request.query.t);
      const utr = checkedUtr(request.body?.utr);
      const now = Date.now();
      const paid = customerPaidParty(database, row, utr, now);
      return ok(
        partyView(database, paid, now, request.query.t!),
        translateMessage('Thank you! We will confirm your advance soon.', request.messageLanguage),
      );
    },
  );

  app.get(
    '/party-requests/:id/upi-qr.png',
    {
      config: perMinute(READ_RATE_LIMIT),
      schema: {
        tags,
        summary:
          "The QR code of the advance's UPI link (PNG), while the quote is accepted and the advance not confirmed; same secret as the private link",
        params: PartyParams,
        querystring: PartyTokenQuery,
        response: {
          200: { description: 'The QR code', content: { 'image/png': { schema: Type.String({ format: 'binary' }) } } },
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const row = byLink(request.params.id, request.query.t);
      const { upiLink } = partyView(database, row, Date.now(), request.query.t!);
      if (!upiLink) throw notFound(NOT_FOUND);
      const png = await QRCode.toBuffer(upiLink, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
      return reply
        .header('Cache-Control', 'no-store')
        .type('image/png')
        .send(png as never);
    },
  );
};

const DETAIL_FIELDS = ['name', 'phone', 'date', 'time', 'guests', 'villageId', 'address', 'notes'] as const;
const QUOTE_FIELDS = ['perPlate', 'items', 'deliveryCharge', 'advancePercent', 'validUntil', 'serveAt'] as const;

/** The quote of a PUT (its fields flat or as `quote`), completed from the last quote; null when none is sent. */
function quoteOf(body: PartyUpdateBody, row: PartyRow): PartyQuoteInput | null {
  const given = {
    ...Object.fromEntries(QUOTE_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]])),
    ...(body.quote ?? {}),
  } as Partial<Record<(typeof QUOTE_FIELDS)[number], unknown>>;
  if (Object.values(given).every((v) => v === undefined)) return null;
  const errors: Record<string, string> = {};
  const perPlate =
    (given.perPlate as number | undefined) ?? (row.perPlatePaise === null ? undefined : row.perPlatePaise / 100);
  if (perPlate === undefined) errors.perPlate = 'perPlate is required for a quote (0 for a quote by the dish)';
  const advancePercent = (given.advancePercent as number | undefined) ?? row.advancePercent ?? undefined;
  if (advancePercent === undefined) errors.advancePercent = 'advancePercent is required for a quote';
  let validUntil = row.validUntil ?? undefined;
  if (given.validUntil !== undefined) {
    validUntil = parseValidUntil(String(given.validUntil));
    if (Number.isNaN(validUntil))
      errors.validUntil = 'validUntil must be a day (YYYY-MM-DD) or a date-time with its zone';
  } else if (validUntil === undefined) errors.validUntil = 'validUntil is required for a quote';
  const items =
    given.items === undefined
      ? itemsOf(row)
      : (given.items as Array<{ name: string; quantity?: number | null; price?: number | null }>).map((i) => ({
          name: i.name.trim(),
          quantity: i.quantity ?? null,
          price: i.price ?? null,
        }));
  if (items.some((i) => !i.name)) errors.items = 'Each line needs a name';
  const deliveryCharge =
    given.deliveryCharge !== undefined
      ? ((given.deliveryCharge as number | null) ?? 0)
      : (row.deliveryChargePaise ?? 0) / 100;
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);
  return {
    perPlate: perPlate!,
    items: items as PartyItem[],
    deliveryCharge,
    advancePercent: advancePercent!,
    validUntil: validUntil!,
    serveAt: given.serveAt !== undefined ? ((given.serveAt as string | null) ?? null) : row.serveAt,
  };
}

/** The request's details a PUT changes, checked by the request's rules (only the ones sent). */
function detailsOf(body: PartyUpdateBody, now: number): PartyDetails {
  const sent = DETAIL_FIELDS.filter((f) => body[f] !== undefined);
  if (sent.length === 0) return {};
  const checked = checkPartyRequest(body, now, true);
  if (!checked.ok) throw badRequest(Object.values(checked.errors)[0], checked.errors);
  return Object.fromEntries(sent.map((f) => [f, checked.value[f]])) as PartyDetails;
}

/** `advancePaid` and `status` are each a step of their own: refused beside anything else, so the answer names one thing done. */
function assertAlone(body: PartyUpdateBody, field: 'advancePaid' | 'status', companion: 'utr' | 'reason') {
  const others = Object.keys(body).filter(
    (k) => body[k as keyof PartyUpdateBody] !== undefined && k !== field && k !== companion,
  );
  if (others.length > 0) {
    const message =
      field === 'advancePaid'
        ? 'Send advancePaid (with its utr) on its own, without other changes'
        : 'Send the status (with a reason) on its own, without other changes';
    throw badRequest(message, { [field]: message });
  }
}

export const adminPartyRequestRoutes: FastifyPluginAsyncTypebox<PartyRouteOptions> = async (app, options) => {
  const database = app.database;
  const key = options.linkKey;
  const record = (row: PartyRow) => partyRecord(database, row, Date.now(), key);

  app.get(
    '/party-requests',
    {
      schema: {
        tags,
        summary:
          'Party requests: paged, sorted (date, createdAt, guests, status, total), filtered by status, a day or days, upcoming; q finds a name, phone digits or PTY-…',
        security: bearer,
        querystring: PartyListQuery,
        response: { 200: Page(PartyRequest), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const { from, to, date, advanceDate } = request.query;
      for (const [field, day] of Object.entries({ date, from, to, advanceDate }))
        if (day && Number.isNaN(istDateStart(day)))
          throw badRequest(`${field} is not a day`, { [field]: `${field} is not a day` });
      const now = Date.now();
      const { rows, total, offset } = listPartyRequests(database, request.query, now);
      return page(reply, rows.map(record), total, offset);
    },
  );

  app.get(
    '/party-requests/:id',
    {
      schema: {
        tags,
        summary: 'One party request, with its private link for the owner to send',
        security: bearer,
        params: PartyParams,
        response: { 200: Ok(PartyRequest), ...adminErrors(404) },
      },
    },
    async (request) => {
      const row = getPartyRequest(database, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      return ok(record(row));
    },
  );

  app.post(
    '/party-requests',
    {
      schema: {
        tags,
        summary:
          "The owner writes down a party asked for on the phone (the site's body and rules, source phone); the same limits for big days",
        security: bearer,
        body: PartyRequestBody,
        response: { 201: Ok(PartyRequest), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const value = checkedRequest(request.body, now);
      const { id } = createPartyRequest(database, { value, source: 'phone', now, tokenFor: (n) => partyToken(key, n) });
      reply.status(201);
      return ok(record(getPartyRequest(database, id)!), 'Party request saved.');
    },
  );

  app.put(
    '/party-requests/:id',
    {
      schema: {
        tags,
        summary:
          'Change a party request: its details; a quote {perPlate, items, deliveryCharge?, advancePercent, validUntil, serveAt?}; status declined|cancelled; or advancePaid: true (utr?), which makes the order for its day',
        security: bearer,
        params: PartyParams,
        body: PartyUpdateBody,
        response: { 200: Ok(PartyRequest), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const admin = request.admin!;
      const body = request.body;
      const { id } = request.params;
      const now = Date.now();
      const row = getPartyRequest(database, id);
      if (!row) throw notFound(NOT_FOUND);
      if (Object.values(body).every((v) => v === undefined))
        throw badRequest('Nothing to change', { status: 'Nothing to change' });
      if (body.advancePaid) {
        assertAlone(body, 'advancePaid', 'utr');
        const utr = checkedUtr(body.utr);
        const done = confirmAdvance(database, id, utr, admin, now);
        return ok(
          record(done),
          `Advance confirmed: order ${formatOrderCode(done.orderId!)} is made for the party's day.`,
        );
      }
      if (body.utr !== undefined)
        throw badRequest('A UTR is given only with advancePaid: true', {
          utr: 'A UTR is given only with advancePaid: true',
        });
      if (body.status) {
        assertAlone(body, 'status', 'reason');
        const done = changePartyRequest(
          database,
          id,
          { close: { status: body.status!, reason: body.reason?.trim() || null } },
          admin.name,
          now,
        );
        return ok(record(done), body.status === 'declined' ? 'Party request declined.' : 'Party request cancelled.');
      }
      if (body.reason !== undefined)
        throw badRequest('A reason is given only with a status', { reason: 'A reason is given only with a status' });
      const details = detailsOf(body, now);
      const quote = quoteOf(body, row);
      if (quote && details.date) {
        const dateError = partyDateError(details.date, now);
        if (dateError) throw badRequest(dateError, { date: dateError });
      }
      const done = changePartyRequest(database, id, { details, quote: quote ?? undefined }, admin.name, now);
      return ok(record(done), quote ? 'Quote saved: send it to the customer.' : 'Party request saved.');
    },
  );

  app.get(
    '/party-capacity',
    {
      schema: {
        tags,
        summary:
          'The limits for big days: a cap of guests per day across party requests (null: none) and the dates that take none',
        security: bearer,
        response: { 200: Ok(PartyCapacity), ...adminErrors() },
      },
    },
    async () => ok({ id: 1 as const, ...getPartyCapacity(database) }),
  );

  app.put(
    '/party-capacity',
    {
      schema: {
        tags,
        summary:
          'Change the limits for big days (the owner): guestsPerDay (null: no cap), blockedDates (the whole list)',
        security: bearer,
        body: PartyCapacityBody,
        response: { 200: Ok(PartyCapacity), ...adminErrors() },
      },
    },
    async (request) => {
      if (!canAccess(request.admin!.role, 'edit', 'party-capacity'))
        throw forbidden('Only the owner (super admin or admin) can change these limits.');
      const body = request.body;
      if (body.guestsPerDay === undefined && body.blockedDates === undefined)
        throw badRequest('Nothing to change', { guestsPerDay: 'Nothing to change' });
      const dates = body.blockedDates?.map((d) => ({ date: d.date, note: d.note?.trim() || null }));
      const bad = dates?.find((d) => Number.isNaN(istDateStart(d.date)));
      if (bad) throw badRequest(`${bad.date} is not a day`, { blockedDates: `${bad.date} is not a day` });
      if (dates && new Set(dates.map((d) => d.date)).size !== dates.length)
        throw badRequest('A date is listed twice', { blockedDates: 'A date is listed twice' });
      return ok(
        {
          id: 1 as const,
          ...savePartyCapacity(database, { guestsPerDay: body.guestsPerDay, blockedDates: dates }, Date.now()),
        },
        'Limits saved.',
      );
    },
  );
};
