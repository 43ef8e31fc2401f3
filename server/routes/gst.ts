import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok } from '../envelope';
import { gstMonth, type GstMonthRow } from '../../db/gst';
import { gstCsv } from '../lib/csv';
import { toRupees } from '../../shared/money';
import { FIRST_YEAR, istMonthBounds, LAST_YEAR } from '../../shared/indiaTime';
import { adminErrors, bearer, Ok } from '../../shared/api/common';
import { GstReport, GstReportQuery, RESTAURANT_SAC, type GstReportRow } from '../../shared/api/gst';

const NOT_A_MONTH = `month must be a month (YYYY-MM) of the years ${FIRST_YEAR}–${LAST_YEAR}`;

function rowAnswer(r: GstMonthRow): GstReportRow {
  return {
    restaurantId: r.restaurantId,
    name: r.name,
    gstin: r.gstin,
    gstMode: r.gstMode,
    taxableValue: toRupees(r.taxablePaise),
    cgst: toRupees(r.cgstPaise),
    sgst: toRupees(r.sgstPaise),
    total: toRupees(r.totalPaise),
    bills: { from: r.firstBill, to: r.lastBill, count: r.count, cancelled: r.cancelled },
    sac: RESTAURANT_SAC,
  };
}

export const gstRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports/gst',
    {
      schema: {
        tags: ['earnings'],
        summary:
          "An India month's GST summary per restaurant from the bill register (taxable value, CGST, SGST, total, the bills issued and cancelled); format=csv for the file",
        security: bearer,
        querystring: GstReportQuery,
        response: {
          200: {
            description:
              'One row per restaurant with a bill dated in the month; with format=csv the same figures as a CSV file',
            content: { 'application/json': { schema: Ok(GstReport) }, 'text/csv': { schema: Type.String() } },
          },
          ...adminErrors(),
        },
      },
      // A named month: the answer changes only when the register does.
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const bounds = istMonthBounds(month);
      if (Number.isNaN(bounds.start)) throw badRequest(NOT_A_MONTH, { month: NOT_A_MONTH });
      const rows = gstMonth(app.database, bounds);
      if (format !== 'csv') return ok(rows.map(rowAnswer));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gst-${month}.csv"`)
        .send(gstCsv(month, rows) as never);
    },
  );
};
