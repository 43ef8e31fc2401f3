/**
 * The print queue's worker: once a second it takes the oldest waiting ticket of each network
 * printer whose turn has come, draws it, sends it, and marks it printed (a KOT counts on its
 * order) or tries again later, waiting longer each time up to a minute. The queue is in the
 * database, so a printer that is off, or a restart, loses nothing.
 */
import fp from 'fastify-plugin';
import {
  dropCancelledKot,
  dueJobs,
  findPrinter,
  markFailed,
  markPrinted,
  type PrintJobRow,
} from '../../../db/printers';
import { PRINTER_ERRORS } from '../../../shared/printerErrors';
import { encodeTicket, type KotMark, type PaperWidth } from '../../printing/ticket';
import { PrinterError, sendToPrinter } from '../../printing/send';
import { NoTicket, orderTicket, testTicket } from '../../printing/jobs';
import { printerNetwork, type PrinterNetwork } from '../../printing/hosts';

/** What a job's reason prints on its KOT: "REPRINT" on one asked for again, "CANCELLED" on one that stops the cooks. */
const KOT_MARKS: Record<PrintJobRow['reason'], KotMark> = {
  auto: null,
  test: null,
  manual: 'reprint',
  cancel: 'cancelled',
};

export interface PrintingOptions {
  /** How often the queue is looked at (ms); default 1 s. */
  tickMs?: number;
  /** The wait before the first retry (ms), doubled each time; default 2 s. */
  retryMs?: number;
  /** The longest wait between retries (ms); default 60 s. */
  maxRetryMs?: number;
  /** Printers on loopback and link-local addresses are allowed (PRINTERS_ALLOW_LOOPBACK=1; tests). */
  allowLoopback?: boolean;
  /** PRINTER_NETWORK: the ranges printers may be on ("192.168.1.0/24"); default: the private ranges. */
  network?: string[];
  /** How long a printer may take to connect and read the whole ticket (ms); default 10 s. */
  timeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    printing: { network: PrinterNetwork; tick: () => Promise<void> };
  }
}

export default fp<PrintingOptions>(
  async (app, options) => {
    const retryMs = options.retryMs ?? 2000;
    const maxRetryMs = options.maxRetryMs ?? 60_000;
    const network = printerNetwork(options.network ?? [], options.allowLoopback ?? false);

    const printJob = async (job: PrintJobRow) => {
      const printer = findPrinter(app.database, job.printerId);
      if (!printer || printer.connection !== 'network' || !printer.host) return;
      if (dropCancelledKot(app.database, job)) return;
      const now = Date.now();
      try {
        const paper = printer.paperWidth as PaperWidth;
        const image =
          job.kind === 'test'
            ? await testTicket(app.database, { ...printer, paperWidth: paper }, now)
            : await orderTicket(app.database, job.kind, job.orderId!, paper, now, KOT_MARKS[job.reason]);
        await sendToPrinter(printer.host, printer.port, encodeTicket(image, printer.copies), {
          network,
          timeoutMs: options.timeoutMs,
        });
        markPrinted(app.database, job, Date.now());
      } catch (err) {
        const wait = Math.min(maxRetryMs, retryMs * 2 ** Math.min(job.attempts, 16));
        // The kitchen sees fixed words; the details stay in the server's log.
        const shown = err instanceof PrinterError || err instanceof NoTicket ? err.message : PRINTER_ERRORS.notPrinted;
        markFailed(app.database, job, shown, Date.now() + wait);
        app.log.warn({ printerId: printer.id, jobId: job.id, err }, 'printer did not take the ticket');
      }
    };

    let running: Promise<void> | null = null;
    const tick = (): Promise<void> => {
      // One pass at a time: a printer still taking a ticket is not sent the next one over it.
      if (running) return running;
      running = (async () => {
        try {
          await Promise.all(dueJobs(app.database, Date.now()).map(printJob));
        } catch (err) {
          app.log.error({ err }, 'print queue');
        } finally {
          running = null;
        }
      })();
      return running;
    };
    app.decorate('printing', { network, tick });
    const timer = setInterval(() => void tick(), options.tickMs ?? 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'printing', dependencies: ['database'] },
);
