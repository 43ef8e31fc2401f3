/**
 * Where the server may send a ticket: a printer on the kitchen's own network. A printer's host
 * is a hostname or a private IPv4 address (10/8, 172.16/12, 192.168/16), checked when it is
 * saved and again, as resolved, each time the server connects, so a printer setting cannot be
 * used to reach the server itself or the internet. Loopback and link-local are refused unless
 * the owner allows them (PRINTERS_ALLOW_LOOPBACK=1, for tests with a fake printer on this box).
 */
import { isIPv4 } from 'node:net';

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const octets = (ip: string): number[] => ip.split('.').map(Number);
const isPrivate = (ip: string): boolean => {
  const [a, b] = octets(ip) as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
};
const isLoopbackOrLinkLocal = (ip: string): boolean => {
  const [a, b] = octets(ip) as [number, number];
  return a === 127 || (a === 169 && b === 254);
};

/** Why an address (as given, or as resolved) is refused, or null when the server may print there. */
export function addressError(ip: string, allowLoopback: boolean): string | null {
  if (isLoopbackOrLinkLocal(ip))
    return allowLoopback ? null : 'A printer cannot be on this server itself (loopback) or a link-local address';
  if (!isPrivate(ip))
    return 'The printer must be on the kitchen’s own network (an address such as 192.168.1.50, 10.0.0.20 or 172.16.0.5)';
  return null;
}

/** Why a host typed for a printer is refused, or null. */
export function printerHostError(host: string, allowLoopback: boolean): string | null {
  if (isIPv4(host)) return addressError(host, allowLoopback);
  if (!HOSTNAME.test(host)) return 'Enter the printer’s IPv4 address (such as 192.168.1.50) or its hostname';
  if (/^localhost$/i.test(host) || /\.localhost$/i.test(host))
    return allowLoopback ? null : 'A printer cannot be on this server itself (loopback) or a link-local address';
  if (/^[0-9.]+$/.test(host)) return 'Enter the printer’s IPv4 address (such as 192.168.1.50) or its hostname';
  return null;
}
