/**
 * Which push endpoints the server will ever call. A subscription names a URL the server then
 * POSTs to on its own, so an open list would let anyone with an account make the server reach
 * any address (its own admin ports, the private network, a cloud metadata service). Only the
 * browsers' push services are taken, over https on their default port; PUSH_HOSTS adds hosts
 * (a self-hosted push service, or a local receiver in tests), and only a loopback host listed
 * there may be reached over plain http.
 */
import { createECDH, type ECDH } from 'node:crypto';
import { isIP } from 'node:net';

/** Hosts that are exactly a push service, and suffixes under which every host is one. */
const KNOWN_HOSTS = new Set(['fcm.googleapis.com', 'web.push.apple.com']);
const KNOWN_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

export const MAX_ENDPOINT_LENGTH = 2048;

/** `PUSH_HOSTS` as config reads it: "host[:port]" entries, lower case. */
export function parsePushHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

function isLoopback(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

/** Why the endpoint is refused, or null when the server may call it. */
export function endpointRefusal(endpoint: string, extraHosts: readonly string[]): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'endpoint is too long';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  // An extra host matches with its port when it names one, else on the scheme's default port.
  const listed = extraHosts.some((entry) => entry === host);
  if (url.protocol === 'http:') {
    if (listed && isLoopback(hostname)) return null;
    return 'endpoint must be an https address of a browser push service';
  }
  if (url.protocol !== 'https:') return 'endpoint must be an https address of a browser push service';
  if (listed) return null;
  if (url.port === '' && (KNOWN_HOSTS.has(hostname) || KNOWN_SUFFIXES.some((suffix) => hostname.endsWith(suffix))))
    return null;
  return 'endpoint is not a known push service (allowed: FCM, Mozilla, Windows, Apple, and PUSH_HOSTS)';
}

/** Base64url text of exactly `bytes` bytes (and, for a public key, an uncompressed P-256 point). */
export function keyRefusal(value: string, bytes: number, point = false): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return 'must be base64url';
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.length !== bytes) return `must be ${bytes} bytes`;
  if (point && (decoded[0] !== 0x04 || !onP256(decoded))) return 'must be an uncompressed P-256 public key';
  return null;
}

let probe: ECDH | undefined;
/**
 * Whether 65 bytes are a point of the P-256 curve: one that is not could never encrypt a push
 * (RFC 8291), so it would fail at every order. Node's ECDH refuses such a point; no other check
 * of the curve equation is at hand.
 */
function onP256(key: Buffer): boolean {
  if (!probe) {
    probe = createECDH('prime256v1');
    probe.generateKeys();
  }
  try {
    probe.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}
