import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One policy for every answer: the site, the admin and partner apps, the API. */
export const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Self-hosted boxes often serve plain http on a LAN address: upgrading would break them.
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // HSTS belongs to the TLS-terminating proxy, not to an app that may be served over http.
  strictTransportSecurity: false,
} satisfies FastifyHelmetOptions;

/**
 * The same headers as a list, for the two answers no hook can reach: an error Fastify raises
 * before its hooks run (server/plugins/app/errors.ts) and one written straight to the socket
 * for a request Node's HTTP parser refused. With these options the headers depend on nothing
 * in the request (no nonce), so they are read once from helmet itself.
 */
function headerList(): ReadonlyArray<readonly [string, string]> {
  const set: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  helmet(helmetOptions)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return set;
}

export const SECURITY_HEADERS = headerList();

export default fp(
  async (app) => {
    await app.register(fastifyHelmet, helmetOptions);
  },
  { name: 'helmet' },
);
