/**
 * Udhaar (khata). Admin: open a khata or change its limit, the list with balances, a khata's
 * statement, and recording a settlement. Public: the customer's own statement through its
 * private link, with a UPI link (and QR) for the balance.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import { findKhata, khataEntries, khataPayee, listKhata, saveKhata, settleKhata, type KhataRow } from '../../db/khata';
import { badRequest, forbidden, notFound, ok } from '../envelope';
import { adminErrors, bearer, errors, Ok } from '../../shared/api/common';
import {
  Khata,
  KhataBody,
  KhataParams,
  KhataSettlement,
  KhataSettlementBody,
  KhataStatement,
  KhataTokenQuery,
  KhataView,
} from '../../shared/api/khata';
import { visibleName } from '../../shared/contact';
import { canAccess } from '../../shared/permissions';
import { toPaise, toRupees } from '../../shared/money';
import { formatOrderCode } from '../../shared/ordering';
import { upiLink, upiPayee } from '../../shared/upi';
import { checkedUtr } from '../lib/paymentFields';
import { isKhataToken, khataPrivateUrl, khataToken } from '../lib/khataLinks';
import type { AppDatabase } from '../../db/client';

const tags = ['khata'];
const NOT_FOUND = 'Khata not found';
const NAME_BLANK = 'Name is required';
const UTR_WITH_CASH = 'A UTR is given only with UPI';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** Reads of a private link per IP per minute, as for tracking links: plenty for a person, too few to guess a secret. */
const READ_RATE_LIMIT = 120;

export interface KhataRouteOptions {
  /** The key of the private links (server/lib/khataLinks.ts). */
  linkKey: Buffer;
}

const khataAnswer = (k: KhataRow) => ({
  id: k.phone,
  phone: k.phone,
  name: k.name,
  limit: toRupees(k.limitPaise),
  balance: toRupees(k.balancePaise),
  lastPaidAt: iso(k.lastPaidAt),
});

const entriesOf = (database: AppDatabase, phone: string) =>
  khataEntries(database, phone).map((e) => ({
    id: e.id,
    type: e.type,
    method: e.method,
    amount: toRupees(e.amountPaise),
    utr: e.utr,
    at: iso(e.at)!,
    orderId: e.orderId,
    orderCode: e.orderId === null ? null : formatOrderCode(e.orderId),
    billNumber: e.billNumber,
    receivedBy: { kind: e.receivedByKind, name: e.receivedByName },
    balance: toRupees(e.balancePaise),
  }));

export const adminKhataRoutes: FastifyPluginAsyncTypebox<KhataRouteOptions> = async (app, options) => {
  const database = app.database;

  const found = (phone: string): KhataRow => {
    const khata = findKhata(database, phone);
    if (!khata) throw notFound(NOT_FOUND);
    return khata;
  };

  app.get(
    '/khata',
    {
      schema: {
        tags,
        summary: 'Every khata (udhaar) with what is owed on it and when it was last paid, by name',
        security: bearer,
        response: { 200: Ok(Type.Array(Khata)), ...adminErrors() },
      },
    },
    async () => ok(listKhata(database).map(khataAnswer)),
  );

  app.put(
    '/khata/:phone',
    {
      schema: {
        tags,
        summary:
          "Open a khata for a phone number, or change its name or limit (the owner: super admin or admin). A new khata without a name takes the name of the number's last order",
        security: bearer,
        params: KhataParams,
        body: KhataBody,
        response: { 200: Ok(Khata), 201: Ok(Khata), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      if (!canAccess(admin.role, 'edit', 'khata'))
        throw forbidden('Only the owner (super admin or admin) can open a khata or change its limit.');
      const name = request.body.name === undefined ? undefined : visibleName(request.body.name);
      if (name === '') throw badRequest(NAME_BLANK, { name: NAME_BLANK });
      const { khata, created } = saveKhata(
        database,
        request.params.phone,
        { name, limitPaise: toPaise(request.body.limit) },
        { name: admin.name, at: Date.now() },
      );
      reply.status(created ? 201 : 200);
      return ok(khataAnswer(khata), created ? 'Khata opened' : 'Khata saved');
    },
  );

  app.get(
    '/khata/:phone',
    {
      schema: {
        tags,
        summary:
          "A khata's statement: every bill put on it and every settlement, oldest first with the balance after each, and the customer's private link",
        security: bearer,
        params: KhataParams,
        response: { 200: Ok(KhataStatement), ...adminErrors(404) },
      },
    },
    async (request) => {
      const khata = found(request.params.phone);
      return ok({
        ...khataAnswer(khata),
        entries: entriesOf(database, khata.phone),
        privateUrl: khataPrivateUrl(khata.phone, khataToken(options.linkKey, khata.phone)),
      });
    },
  );

  app.post(
    '/khata/:phone/payments',
    {
      schema: {
        tags,
        summary:
          'Record a settlement of a khata: cash or UPI (with its UTR), part or all of the balance (more is a 400 on amount; a UTR used before is a 409 on utr)',
        security: bearer,
        params: KhataParams,
        body: KhataSettlementBody,
        response: { 201: Ok(KhataSettlement), ...adminErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const { method, amount } = request.body;
      const utr = method === 'upi' ? checkedUtr(request.body.utr) : null;
      if (method === 'cash' && request.body.utr) throw badRequest(UTR_WITH_CASH, { utr: UTR_WITH_CASH });
      const payment = settleKhata(database, request.params.phone, {
        method,
        amountPaise: toPaise(amount),
        utr,
        receivedBy: { kind: 'owner', id: admin.id, name: admin.name },
        at: Date.now(),
      });
      reply.status(201);
      return ok(
        {
          id: payment.id,
          khata: khataAnswer(found(request.params.phone)),
          payment: {
            id: payment.id,
            method: payment.method,
            amount: toRupees(payment.amountPaise),
            utr: payment.utr,
            at: iso(payment.at)!,
          },
        },
        'Settlement recorded',
      );
    },
  );
};

export const khataRoutes: FastifyPluginAsyncTypebox<KhataRouteOptions> = async (app, options) => {
  const database = app.database;

  app.get(
    '/khata/:phone',
    {
      config: { rateLimit: { max: READ_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "The customer's own khata statement through its private link (404 without its secret): every entry, the balance, and a UPI link and QR to pay it",
        params: KhataParams,
        querystring: KhataTokenQuery,
        response: { 200: Ok(KhataView), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { phone } = request.params;
      const khata = isKhataToken(options.linkKey, phone, request.query.t) ? findKhata(database, phone) : undefined;
      if (!khata) throw notFound(NOT_FOUND);
      const kitchen = khataPayee(database);
      const payee = kitchen ? upiPayee(kitchen) : null;
      const link =
        payee && khata.balancePaise > 0
          ? upiLink({ ...payee, amountPaise: khata.balancePaise, orderCode: `KHATA-${phone}` })
          : null;
      reply.header('Cache-Control', 'no-store');
      return ok({
        phone: khata.phone,
        name: khata.name,
        limit: toRupees(khata.limitPaise),
        balance: toRupees(khata.balancePaise),
        lastPaidAt: iso(khata.lastPaidAt),
        entries: entriesOf(database, phone),
        upiLink: link,
        upiQr: link ? await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }) : null,
      });
    },
  );
};
