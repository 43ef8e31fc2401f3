/**
 * The ledger's reads for the owner: an order's money rows, and a day's UPI statement to tick
 * against the bank's. Any admin role, like the other money records.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { moneyOf, paymentsOf, upiStatement, type PaymentRow } from '../../db/ledger';
import { readLiveOrder, takePayment } from '../../db/orders';
import { inTransaction } from '../../db/push';
import { badRequest, notFound, ok } from '../envelope';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
import { PaymentLine } from '../../shared/api/orderCommands';
import { Order } from '../../shared/api/orders';
import { actorOf, checkedLines } from '../lib/orderCommands';
import { Payment, UpiStatement, UpiStatementQuery } from '../../shared/api/ledger';
import { DAY_MS, istDate, istDateStart } from '../../shared/indiaTime';
import { toRupees } from '../../shared/money';
import { formatOrderCode } from '../../shared/ordering';

const tags = ['ledger'];
const NOT_A_DAY = 'date must be a real day (YYYY-MM-DD)';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const paymentAnswer = (p: PaymentRow) => ({
  id: p.id,
  kind: p.kind,
  method: p.method,
  amount: toRupees(p.amountPaise),
  utr: p.utr,
  receivedBy: { kind: p.receivedByKind, id: p.receivedById, name: p.receivedByName },
  at: iso(p.at)!,
  checkedAt: iso(p.checkedAt),
  checkedByName: p.checkedByName,
  voidedAt: iso(p.voidedAt),
  voidedByName: p.voidedByName,
  khataPhone: p.khataPhone,
});

export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/orders/:id/payments',
    {
      schema: {
        tags,
        summary:
          "An order's money, one row per movement: payments and refunds (cash, UPI, credit), who took each and when, UPI still to check, voided rows kept",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Type.Array(Payment)), ...adminErrors(404) },
      },
    },
    async (request) => {
      if (!moneyOf(database, request.params.id)) throw notFound('Order not found');
      return ok(paymentsOf(database, request.params.id).map(paymentAnswer));
    },
  );

  app.post(
    '/orders/:id/payments',
    {
      schema: {
        tags,
        summary:
          "Record money the owner took for an order: cash, UPI they saw (with its UTR) or credit on the customer's khata; at most what is left to pay (400 on amount), a UTR used before is a 409 on utr",
        security: bearer,
        params: IdParams,
        body: PaymentLine,
        response: { 200: Ok(Order), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [line] = checkedLines([request.body]);
      const caller = actorOf({ audience: 'admin', admin: request.admin! });
      const now = Date.now();
      if (!inTransaction(database, () => takePayment(database, id, caller, line!, now)))
        throw notFound('Order not found');
      return ok(readLiveOrder(database, id)!, 'Payment recorded.');
    },
  );

  app.get(
    '/payments/upi-statement',
    {
      schema: {
        tags,
        summary:
          "A day's UPI statement (India day, today by default): every UTR received (orders, advances, khata settlements) and sent back (refunds), who took it and whether someone checked it",
        security: bearer,
        querystring: UpiStatementQuery,
        response: { 200: Ok(UpiStatement), ...adminErrors() },
      },
    },
    async (request) => {
      const date = request.query.date ?? istDate(Date.now());
      const start = istDateStart(date);
      if (Number.isNaN(start)) throw badRequest(NOT_A_DAY, { date: NOT_A_DAY });
      let received = 0;
      let toCheck = 0;
      let sentBack = 0;
      const lines = upiStatement(database, start, start + DAY_MS).map((l) => {
        if (l.kind === 'refund') sentBack += l.amountPaise;
        else if (l.checkedAt === null) toCheck += l.amountPaise;
        else received += l.amountPaise;
        return {
          id: l.id,
          kind: l.kind,
          amount: toRupees(l.amountPaise),
          utr: l.utr,
          at: iso(l.at)!,
          orderId: l.orderId,
          orderCode: l.orderId === null ? null : formatOrderCode(l.orderId),
          khataPhone: l.khataPhone,
          receivedBy: { kind: l.receivedByKind, id: l.receivedById, name: l.receivedByName },
          checkedAt: iso(l.checkedAt),
          checkedByName: l.checkedByName,
        };
      });
      return ok({
        date,
        lines,
        received: toRupees(received),
        toCheck: toRupees(toCheck),
        sentBack: toRupees(sentBack),
      });
    },
  );
};
