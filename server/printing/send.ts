/**
 * Sends a ticket to a network printer the way its raw port expects (JetDirect, 9100): connect,
 * write the bytes, close. The ticket is followed by an ESC/POS real-time status query (DLE EOT),
 * and it counts as printed only once the printer has read the whole stream: it answered that
 * query (a printer reads it only after the ticket before it), or it saw the end of the stream and
 * closed. A printer that accepts the connection but does not read (out of paper, jammed) fills
 * its buffers and does neither: a failure the queue retries. Written to the socket is not taken:
 * the operating systems' buffers hold a whole ticket.
 *
 * Errors are in fixed words (PrinterError), never the resolver's or socket's own message, which
 * would tell a kitchen what else answers on the server's network.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { PRINTER_ERRORS } from '../../shared/printerErrors';
import { addressError, printerPortError, type PrinterNetwork } from './hosts';

/** DLE EOT 1: "send the printer's status", answered with one byte once the printer reads it. */
const STATUS_QUERY = Uint8Array.of(0x10, 0x04, 0x01);

/** Why a ticket did not reach the printer, in words the kitchen is shown. */
export class PrinterError extends Error {}

const REFUSED_CODES = new Set(['ECONNREFUSED']);
const CLOSED_CODES = new Set(['ECONNRESET', 'EPIPE']);
const wordsFor = (err: NodeJS.ErrnoException): string =>
  REFUSED_CODES.has(err.code ?? '')
    ? PRINTER_ERRORS.refused
    : CLOSED_CODES.has(err.code ?? '')
      ? PRINTER_ERRORS.closedEarly
      : PRINTER_ERRORS.noAnswer;

export async function sendToPrinter(
  host: string,
  port: number,
  bytes: Uint8Array,
  options: { network: PrinterNetwork; timeoutMs?: number },
): Promise<void> {
  let address: string;
  try {
    ({ address } = await lookup(host, { family: 4 }));
  } catch {
    throw new PrinterError(PRINTER_ERRORS.notFound);
  }
  const refused = addressError(address, options.network) ?? printerPortError(address, port, options.network);
  if (refused) throw new PrinterError(refused);
  const timeoutMs = options.timeoutMs ?? 10_000;
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: address, port });
    let connected = false;
    let written = false;
    let taken = false;
    let settled = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.destroy();
      if (error) reject(new PrinterError(error));
      else resolve();
    };
    // The whole job, not the socket's idle time: a printer that never reads is never "idle" to the sender.
    const deadline = setTimeout(() => settle(connected ? PRINTER_ERRORS.notTaken : PRINTER_ERRORS.noAnswer), timeoutMs);
    const whenTaken = () => {
      if (written && taken) settle();
    };
    socket.on('connect', () => {
      connected = true;
      socket.write(bytes);
      socket.end(STATUS_QUERY);
    });
    socket.on('finish', () => {
      written = true;
      whenTaken();
    });
    // An answer to the status query, or the end of the printer's side once it read ours: it has the whole stream.
    socket.on('data', () => {
      taken = true;
      whenTaken();
    });
    socket.on('end', () => {
      taken = true;
      whenTaken();
    });
    socket.on('error', (err) => settle(wordsFor(err)));
    socket.on('close', () => settle(written && taken ? undefined : PRINTER_ERRORS.closedEarly));
  });
}
