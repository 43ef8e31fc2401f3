/**
 * A fake network thermal printer for tests: a TCP server on 127.0.0.1 that keeps each
 * connection's bytes (one print job a connection, as a raw port 9100 printer takes them), and a
 * decoder of the ESC/POS it receives: initialise, GS v 0 raster images and cuts. It behaves as
 * printers do: it reads to the end of the stream and closes ("closes"), or answers the status
 * query (DLE EOT) at the end of the stream and keeps the connection open ("answers"), or accepts
 * the connection and never reads, as one out of paper or jammed ("stalls").
 */
import net from 'node:net';

export interface FakePrinter {
  port: number;
  /** Each connection's whole stream, in the order they closed. */
  received: Buffer[];
  close: () => Promise<void>;
}

export type PrinterBehaviour = 'closes' | 'answers' | 'stalls';

const STATUS_QUERY = Buffer.from([0x10, 0x04, 0x01]);
/** DLE EOT 1's answer: online, drawer closed (bits 1 and 4 are always set). */
const STATUS_ONLINE = Buffer.from([0x12]);

/** Listens on `port` (0: any free port). */
export function startFakePrinter(port = 0, behaviour: PrinterBehaviour = 'closes'): Promise<FakePrinter> {
  const received: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  // Half-open allowed: a printer that answers the status query need not close when the server's side does.
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (behaviour === 'stalls') {
      socket.pause();
      return;
    }
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (behaviour !== 'answers') return;
      const stream = Buffer.concat(chunks);
      if (stream.subarray(-STATUS_QUERY.length).equals(STATUS_QUERY)) {
        received.push(stream);
        chunks.length = 0;
        socket.write(STATUS_ONLINE);
      }
    });
    socket.on('end', () => {
      if (behaviour === 'answers') return;
      received.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** A port nothing listens on (taken and given back), for a printer that is off. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One printed picture: `ink[y * width + x]` is 1 for a black dot. */
export interface Raster {
  width: number;
  height: number;
  ink: Uint8Array;
}

export interface DecodedStream {
  initialised: boolean;
  /** The pictures, one per cut (consecutive raster commands joined). */
  pages: Raster[];
  cuts: number;
  /** Bytes the decoder did not know (should be only small settings such as code pages and feeds). */
  unknown: number;
}

/** Reads an ESC/POS stream: ESC @, GS v 0 (raster bit image), GS V (cut); other commands are skipped byte by byte. */
export function decodeEscPos(bytes: Uint8Array): DecodedStream {
  const result: DecodedStream = { initialised: false, pages: [], cuts: 0, unknown: 0 };
  let rows: Uint8Array[] = [];
  let width = 0;
  const flush = () => {
    if (rows.length === 0) return;
    const height = rows.length;
    const ink = new Uint8Array(width * height);
    rows.forEach((row, y) => ink.set(row, y * width));
    result.pages.push({ width, height, ink });
    rows = [];
  };
  let i = 0;
  while (i < bytes.length) {
    if (bytes[i] === 0x1b && bytes[i + 1] === 0x40) {
      result.initialised = true;
      i += 2;
    } else if (bytes[i] === 0x1d && bytes[i + 1] === 0x76 && bytes[i + 2] === 0x30) {
      const xBytes = bytes[i + 4]! + bytes[i + 5]! * 256;
      const height = bytes[i + 6]! + bytes[i + 7]! * 256;
      const w = xBytes * 8;
      if (rows.length > 0 && w !== width) flush();
      width = w;
      let p = i + 8;
      for (let y = 0; y < height; y++) {
        const row = new Uint8Array(w);
        for (let x = 0; x < w; x++) row[x] = (bytes[p + (x >> 3)]! >> (7 - (x & 7))) & 1;
        rows.push(row);
        p += xBytes;
      }
      i = p;
    } else if (bytes[i] === 0x1d && bytes[i + 1] === 0x56) {
      flush();
      result.cuts++;
      i += bytes[i + 2]! >= 65 ? 4 : 3;
    } else {
      result.unknown++;
      i++;
    }
  }
  flush();
  return result;
}
