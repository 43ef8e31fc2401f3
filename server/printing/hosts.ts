/**
 * Where the server may send a ticket: a printer on the kitchen's own network, on a printer's raw
 * port. A printer's host is a hostname or an IPv4 address on the printers' network — the owner's
 * PRINTER_NETWORK ("192.168.1.0/24", comma-separated ranges), or the private ranges (10/8,
 * 172.16/12, 192.168/16) when it is unset — checked when it is saved and again, as resolved, each
 * time the server connects, so a printer setting cannot be used to reach the server itself, the
 * internet, or other services of the server's network. Loopback and link-local are refused unless
 * the owner allows them (PRINTERS_ALLOW_LOOPBACK=1, for tests with a fake printer on this box).
 */
import { BlockList, isIPv4 } from 'node:net';
import { PRINTER_ERRORS } from '../../shared/printerErrors';

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const CIDR = /^(\d{1,3}(?:\.\d{1,3}){3})(?:\/(\d{1,2}))?$/;

/** The raw (JetDirect) ports of a printer or of a print server's 1–4 outputs: the only protocol the server speaks. */
export const PRINTER_PORTS = { first: 9100, last: 9103 } as const;

/** Where printers may be: `ranges` as the owner wrote them (empty: the private ranges). */
export interface PrinterNetwork {
  ranges: string[];
  allowLoopback: boolean;
  allowed: BlockList;
}

export const printerNetwork = (ranges: string[], allowLoopback: boolean): PrinterNetwork => ({
  ranges,
  allowLoopback,
  allowed: blockListOf(ranges.length > 0 ? ranges : PRIVATE_RANGES),
});

const PRIVATE_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];
// This machine: 0.0.0.0 reaches it too on Linux.
const LOOPBACK_OR_LINK_LOCAL = blockListOf(['127.0.0.0/8', '0.0.0.0/8', '169.254.0.0/16']);
const LOOPBACK_ONLY = blockListOf(['127.0.0.0/8']);

function blockListOf(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [, ip, prefix] = CIDR.exec(range)!;
    list.addSubnet(ip!, prefix === undefined ? 32 : Number(prefix), 'ipv4');
  }
  return list;
}

/** PRINTER_NETWORK as ranges ("192.168.1.0/24, 10.0.5.7"), or an Error saying which one is not a range. */
export function parsePrinterNetwork(value: string | undefined): string[] {
  const ranges = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const range of ranges) {
    const match = CIDR.exec(range);
    if (!match || !isIPv4(match[1]!) || (match[2] !== undefined && Number(match[2]) > 32))
      throw new Error(`"${range}" is not an IPv4 address or range such as 192.168.1.0/24`);
  }
  return ranges;
}

const LOOPBACK_REFUSED = 'A printer cannot be on this server itself (loopback) or a link-local address';

/** Why an address (as given, or as resolved) is refused, or null when the server may print there. */
export function addressError(ip: string, network: PrinterNetwork): string | null {
  if (LOOPBACK_OR_LINK_LOCAL.check(ip, 'ipv4')) return network.allowLoopback ? null : LOOPBACK_REFUSED;
  if (network.allowed.check(ip, 'ipv4')) return null;
  return network.ranges.length > 0
    ? `The printer must be on the kitchen’s printer network (${network.ranges.join(', ')})`
    : 'The printer must be on the kitchen’s own network (an address such as 192.168.1.50, 10.0.0.20 or 172.16.0.5)';
}

/** Why a host typed for a printer is refused, or null. */
export function printerHostError(host: string, network: PrinterNetwork): string | null {
  if (isIPv4(host)) return addressError(host, network);
  if (!HOSTNAME.test(host)) return 'Enter the printer’s IPv4 address (such as 192.168.1.50) or its hostname';
  if (/^localhost$/i.test(host) || /\.localhost$/i.test(host)) return network.allowLoopback ? null : LOOPBACK_REFUSED;
  if (/^[0-9.]+$/.test(host)) return 'Enter the printer’s IPv4 address (such as 192.168.1.50) or its hostname';
  return null;
}

const onThisMachine = (host: string) =>
  isIPv4(host) ? LOOPBACK_ONLY.check(host, 'ipv4') : /^localhost$/i.test(host) || /\.localhost$/i.test(host);

/**
 * Why a port is refused for a printer at `host` (as typed, or as resolved), or null. Only a
 * printer's raw ports: anything else would let a printer setting knock on the network's other
 * services. A fake printer on this machine (PRINTERS_ALLOW_LOOPBACK=1, tests) may listen anywhere.
 */
export function printerPortError(host: string, port: number, network: PrinterNetwork): string | null {
  if (port >= PRINTER_PORTS.first && port <= PRINTER_PORTS.last) return null;
  if (network.allowLoopback && onThisMachine(host)) return null;
  return PRINTER_ERRORS.wrongPort;
}
