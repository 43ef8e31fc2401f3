import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok } from '../envelope';
import { billRegister } from '../../db/bills';
import { registerAnswer } from '../lib/bill';
import { billsCsv } from '../lib/csv';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { BillRegister, BillRegisterQuery } from '../../shared/api/bills';
import { DAY_MS, istDate, istDateStart, istDayStart } from '../../shared/indiaTime';

export const billRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bills',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The bill register of a range of India days (default today): every bill issued, cancelled ones too, by restaurant and number, with no gap; format=csv for the file',
        security: bearer,
        querystring: BillRegisterQuery,
        response: {
          200: {
            description: 'The register; with format=csv the same bills as a CSV file',
            content: { 'application/json': { schema: Ok(BillRegister) }, 'text/csv': { schema: Type.String() } },
          },
          ...adminErrors(),
        },
      },
      // Like the other admin reads: an ETag from the database's change stamp; "today" moves at IST midnight.
      config: { conditionalGet: { validUntil: (_request, now) => istDayStart(now) + DAY_MS } },
    },
    async (request, reply) => {
      const today = istDate(Date.now());
      const from = request.query.from ?? request.query.to ?? today;
      // From a day on: through today (or that day, if it is later).
      const to = request.query.to ?? (from > today ? from : today);
      for (const [field, day] of [
        ['from', from],
        ['to', to],
      ] as const) {
        if (Number.isNaN(istDateStart(day)))
          throw badRequest(`${field} must be a real day (YYYY-MM-DD)`, {
            [field]: `${field} must be a real day (YYYY-MM-DD)`,
          });
      }
      if (from > to) throw badRequest('from must not be after to', { from: 'from must not be after to' });
      const entries = billRegister(app.database, { restaurantId: request.query.restaurantId, from, to });
      if (request.query.format !== 'csv') return ok(entries.map(registerAnswer));
      const days = from === to ? from : `${from}_to_${to}`;
      const restaurant = request.query.restaurantId === undefined ? '' : `-restaurant-${request.query.restaurantId}`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="bills-${days}${restaurant}.csv"`)
        .send(billsCsv(entries) as never);
    },
  );
};
