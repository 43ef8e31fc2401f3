/**
 * Sends a ticket to a network printer the way its raw port expects (JetDirect, usually 9100):
 * connect, write the bytes, close. Done when the printer has taken the whole stream and the
 * connection closed cleanly; refused, unreachable or too slow is an error the queue retries.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { addressError } from './hosts';

export async function sendToPrinter(
  host: string,
  port: number,
  bytes: Uint8Array,
  options: { allowLoopback: boolean; timeoutMs?: number },
): Promise<void> {
  const { address } = await lookup(host, { family: 4 });
  const refused = addressError(address, options.allowLoopback);
  if (refused) throw new Error(refused);
  const timeoutMs = options.timeoutMs ?? 5000;
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: address, port });
    let finished = false;
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`No answer from ${host}:${port}`)));
    socket.on('connect', () => socket.end(bytes));
    // Some printers never close their side: the stream was handed over once it is flushed and a moment has passed.
    socket.on('finish', () => {
      finished = true;
      setTimeout(() => socket.destroy(), 1500).unref();
    });
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      if (!hadError && finished) resolve();
      else if (!hadError) reject(new Error(`${host}:${port} closed the connection before taking the ticket`));
    });
  });
}
