/**
 * Kitchens' thermal printers: the kitchen sets up its own (/api/vendor/printers), the admin sees
 * every kitchen's and how they are doing (/api/admin/printers, read-only). A test print, a
 * reprint of an order's KOT or bill (queued on the kitchen's network printers), and an order's
 * ticket as ESC/POS bytes for a printer the browser drives (or as a picture, to preview).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createPrinter,
  deletePrinter,
  findPrinter,
  listPrinters,
  markPrintedByBrowser,
  ownerPrinters,
  queueReprint,
  queueTest,
  restaurantOfOrder,
  updatePrinter,
  type PrinterInput,
  type PrinterRow,
} from '../../db/printers';
import { kitchenRestaurants } from '../../db/kitchens';
import { visibleName } from '../../shared/contact';
import { badRequest, notFound, ok } from '../envelope';
import { adminErrors, bearer, errors, IdParams, Ok } from '../../shared/api/common';
import {
  PrintBody,
  Printer,
  PrinterCreateBody,
  PrinterUpdateBody,
  PrintQueued,
  TicketQuery,
} from '../../shared/api/printers';
import { printerHostError, printerPortError, type PrinterNetwork } from '../printing/hosts';
import { NoTicket, orderTicket, testTicket } from '../printing/jobs';
import { encodeTicket, ticketPng, type PaperWidth } from '../printing/ticket';

const tags = ['printers'];
const partnerErrors = (...more: Array<404 | 409>) => errors(400, 401, 403, ...more);

export const serializePrinter = (p: PrinterRow) => ({
  id: p.id,
  _id: p.id,
  restaurantId: p.restaurantId,
  name: p.name,
  connection: p.connection,
  host: p.host,
  port: p.port,
  paperWidth: p.paperWidth,
  copies: p.copies,
  printsKot: Boolean(p.printsKot),
  printsBill: Boolean(p.printsBill),
  state: p.state,
  waiting: p.waiting,
  lastError: p.lastError,
  lastPrintedAt: p.lastPrintedAt === null ? null : new Date(p.lastPrintedAt).toISOString(),
});

/**
 * The printer as it will be saved, or a 400 naming the field: a network printer needs a host on
 * the printers' network and a printer's port.
 */
function checkedPrinter(input: PrinterInput, network: PrinterNetwork): PrinterInput {
  const name = visibleName(input.name);
  if (!name) throw badRequest('Give the printer a name', { name: 'Give the printer a name' });
  const host = input.host?.trim().toLowerCase() || null;
  if (input.connection === 'network') {
    if (!host)
      throw badRequest('A network printer needs its address (IP or hostname)', {
        host: 'A network printer needs its address (IP or hostname)',
      });
    const refused = printerHostError(host, network);
    if (refused) throw badRequest(refused, { host: refused });
    const wrongPort = printerPortError(host, input.port, network);
    if (wrongPort) throw badRequest(wrongPort, { port: wrongPort });
  }
  return { ...input, name, host: input.connection === 'network' ? host : null };
}

const ticketRoute =
  (app: FastifyInstance) =>
  async (
    request: {
      params: { id: number };
      query: { kind?: 'kot' | 'bill'; paperWidth?: 58 | 80; format?: 'escpos' | 'png' };
    },
    reply: FastifyReply,
  ) => {
    const { kind = 'kot', paperWidth = 80, format = 'escpos' } = request.query;
    let image;
    try {
      image = await orderTicket(app.database, kind, request.params.id, paperWidth as PaperWidth, Date.now());
    } catch (err) {
      if (err instanceof NoTicket) throw notFound(err.message);
      throw err;
    }
    if (format === 'png') return reply.type('image/png').send(await ticketPng(image));
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="order-${request.params.id}-${kind}-${paperWidth}mm.bin"`)
      .send(Buffer.from(encodeTicket(image)));
  };

const ticketResponses = {
  200: {
    description: 'ESC/POS bytes (GS v 0 raster and a cut), or the PNG with format=png',
    content: {
      'application/octet-stream': { schema: Type.String({ format: 'binary' }) },
      'image/png': { schema: Type.String({ format: 'binary' }) },
    },
  },
};

export interface PrinterRouteOptions {
  /** Tickets one account may draw or queue per minute, on each of the ticket, test-ticket and print routes. */
  ticketRateLimit: number;
}

/**
 * Drawing a ticket (a raster image) takes the one thread a while: one account asking for many at
 * once would hold every other answer back. Counted per account, not per IP: a kitchen's phones
 * share one address, and tokens are what a caller cannot multiply.
 */
const perAccount = ({ ticketRateLimit }: PrinterRouteOptions) => ({
  rateLimit: {
    max: ticketRateLimit,
    timeWindow: '1 minute',
    // After the guards (onRequest) and the record's scope check: the account is known, and a
    // refused request for another kitchen's record costs nothing.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.partner ? `partner:${request.partner.id}` : request.admin ? `admin:${request.admin.id}` : request.ip,
  },
});

const queuedMessage = (queued: number) =>
  queued === 0 ? 'No network printer of this kitchen prints this ticket' : `Sent to ${queued} printer(s)`;

export const vendorPrinterRoutes: FastifyPluginAsyncTypebox<PrinterRouteOptions> = async (app, options) => {
  const database = app.database;

  app.get(
    '/printers',
    {
      schema: {
        tags,
        summary: 'My kitchens’ printers, each with its state and the tickets waiting for it',
        security: bearer,
        response: { 200: Ok(Type.Array(Printer)), ...partnerErrors() },
      },
    },
    async (request) => ok(ownerPrinters(database, request.partner!.id).map(serializePrinter)),
  );

  app.post(
    '/printers',
    {
      schema: {
        tags,
        summary: 'Add a printer: network (raw TCP, port 9100) or one my browser drives (USB/Bluetooth)',
        security: bearer,
        body: PrinterCreateBody,
        response: { 201: Ok(Printer), ...partnerErrors() },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const mine = kitchenRestaurants(database, request.partner!.id);
      const restaurantId = body.restaurantId ?? (mine.length === 1 ? mine[0]!.id : undefined);
      if (restaurantId === undefined || !mine.some((r) => r.id === restaurantId))
        throw badRequest('Say which of your restaurants the printer is in', {
          restaurantId: 'Say which of your restaurants the printer is in',
        });
      const input = checkedPrinter(
        {
          name: body.name,
          connection: body.connection ?? 'network',
          host: body.host ?? null,
          port: body.port ?? 9100,
          paperWidth: body.paperWidth ?? 80,
          copies: body.copies ?? 1,
          printsKot: body.printsKot ?? true,
          printsBill: body.printsBill ?? false,
        },
        app.printing.network,
      );
      reply.code(201);
      return ok(serializePrinter(createPrinter(database, restaurantId, input)), 'Printer added');
    },
  );

  app.put(
    '/printers/:id',
    {
      config: { scope: 'printer' },
      schema: {
        tags,
        summary: 'Change one of my printers (only the fields sent)',
        security: bearer,
        params: IdParams,
        body: PrinterUpdateBody,
        response: { 200: Ok(Printer), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const current = findPrinter(database, request.params.id)!;
      const body = request.body;
      const input = checkedPrinter(
        {
          name: body.name ?? current.name,
          connection: body.connection ?? current.connection,
          host: body.host !== undefined ? body.host : current.host,
          port: body.port ?? current.port,
          paperWidth: body.paperWidth ?? current.paperWidth,
          copies: body.copies ?? current.copies,
          printsKot: body.printsKot ?? Boolean(current.printsKot),
          printsBill: body.printsBill ?? Boolean(current.printsBill),
        },
        app.printing.network,
      );
      return ok(serializePrinter(updatePrinter(database, request.params.id, input)), 'Printer saved');
    },
  );

  app.delete(
    '/printers/:id',
    {
      config: { scope: 'printer' },
      schema: {
        tags,
        summary: 'Remove one of my printers (its waiting tickets go with it)',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Printer), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const printer = serializePrinter(findPrinter(database, request.params.id)!);
      deletePrinter(database, request.params.id);
      return ok(printer, 'Printer removed');
    },
  );

  app.post(
    '/printers/:id/test',
    {
      config: { scope: 'printer' },
      schema: {
        tags,
        summary: 'Queue a test ticket (Hindi, English and ₹) on one of my network printers',
        security: bearer,
        params: IdParams,
        response: { 202: Ok(Printer), ...partnerErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const printer = findPrinter(database, request.params.id)!;
      if (printer.connection !== 'network')
        throw badRequest('This printer is driven by your browser: print the test from the app', {
          connection: 'This printer is driven by your browser: print the test from the app',
        });
      queueTest(database, printer.id, Date.now());
      void app.printing.tick();
      reply.code(202);
      return ok(serializePrinter(findPrinter(database, printer.id)!), 'Test print sent');
    },
  );

  app.post(
    '/printers/:id/printed',
    {
      config: { scope: 'printer' },
      schema: {
        tags,
        summary: 'Record that one of my printers my browser drives (USB/Bluetooth) printed a ticket just now',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Printer), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const printer = findPrinter(database, request.params.id)!;
      // A network printer's state is what the server's own tries found, not the app's word.
      if (printer.connection !== 'browser')
        throw badRequest('The server records what this network printer prints', {
          connection: 'The server records what this network printer prints',
        });
      markPrintedByBrowser(database, printer.id, Date.now());
      return ok(serializePrinter(findPrinter(database, printer.id)!), 'Print recorded');
    },
  );

  app.get(
    '/printers/:id/test-ticket',
    {
      config: { scope: 'printer', ...perAccount(options) },
      schema: {
        tags,
        summary:
          'The test ticket (Hindi, English and ₹) as ESC/POS bytes for one of my printers that my browser drives',
        security: bearer,
        params: IdParams,
        response: { 200: ticketResponses[200], ...partnerErrors(404) },
      },
    },
    async (request, reply) => {
      const printer = findPrinter(database, request.params.id)!;
      const image = await testTicket(
        database,
        { name: printer.name, restaurantId: printer.restaurantId, paperWidth: printer.paperWidth as PaperWidth },
        Date.now(),
      );
      // Bytes, not the envelope: the browser hands them to the printer as they are.
      return (reply as FastifyReply)
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="printer-${printer.id}-test.bin"`)
        .send(Buffer.from(encodeTicket(image)));
    },
  );

  app.post(
    '/orders/:id/print',
    {
      config: { scope: 'order', ...perAccount(options) },
      schema: {
        tags,
        summary: 'Print an order’s KOT or bill again on every network printer of its kitchen that prints it',
        security: bearer,
        params: IdParams,
        body: PrintBody,
        response: { 202: Ok(PrintQueued), ...partnerErrors(404) },
      },
    },
    async (request, reply) => {
      const queued = queueReprint(database, request.params.id, request.body.kind, Date.now());
      void app.printing.tick();
      reply.code(202);
      return ok({ queued }, queuedMessage(queued));
    },
  );

  app.get(
    '/orders/:id/ticket',
    {
      config: { scope: 'order', ...perAccount(options) },
      schema: {
        tags,
        summary:
          'An order’s KOT or bill as ESC/POS bytes for a printer my browser drives (format=png: the picture, to preview)',
        security: bearer,
        params: IdParams,
        querystring: TicketQuery,
        response: { ...ticketResponses, ...partnerErrors(404) },
      },
    },
    ticketRoute(app),
  );
};

export const adminPrinterRoutes: FastifyPluginAsyncTypebox<PrinterRouteOptions> = async (app, options) => {
  const database = app.database;

  app.get(
    '/printers',
    {
      schema: {
        tags,
        summary: 'Every kitchen’s printers, with their state and waiting tickets (read-only)',
        security: bearer,
        response: { 200: Ok(Type.Array(Printer)), ...adminErrors() },
      },
    },
    async () => ok(listPrinters(database).map(serializePrinter)),
  );

  app.post(
    '/orders/:id/print',
    {
      config: perAccount(options),
      schema: {
        tags,
        summary: 'Print an order’s KOT or bill again on its kitchen’s network printers (as the kitchen’s reprint)',
        security: bearer,
        params: IdParams,
        body: PrintBody,
        response: { 202: Ok(PrintQueued), ...adminErrors(404) },
      },
    },
    async (request, reply) => {
      if (restaurantOfOrder(database, request.params.id) === undefined) throw notFound('Order not found');
      const queued = queueReprint(database, request.params.id, request.body.kind, Date.now());
      void app.printing.tick();
      reply.code(202);
      return ok({ queued }, queuedMessage(queued));
    },
  );

  app.get(
    '/orders/:id/ticket',
    {
      config: perAccount(options),
      schema: {
        tags,
        summary: 'An order’s KOT or bill as ESC/POS bytes (format=png: the picture)',
        security: bearer,
        params: IdParams,
        querystring: TicketQuery,
        response: { ...ticketResponses, ...adminErrors(404) },
      },
    },
    ticketRoute(app),
  );
};
