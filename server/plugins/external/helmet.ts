import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Security headers (helmet), built once: @fastify/helmet rebuilds the middleware on every
 * request, a tenth of the CPU time of a cached admin answer. Same headers.
 */
const securityHeaders = helmet({
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
});

/** Sets the headers on a raw response; also used where Fastify answers before any hook runs. */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  securityHeaders(req, res, () => undefined);
}

/**
 * With these options helmet's headers depend on nothing in the request (no nonce): they are
 * taken once from the middleware itself and set from that list on every request, without
 * running helmet's eleven middlewares each time. (What helmet removes, X-Powered-By, Node
 * never sets.)
 */
function fixedHeaders(): Array<[string, string]> {
  const set: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  securityHeaders({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return set;
}

/** The security headers every answer carries, names in lower case: also sent by the answers made before routing (server/app.ts). */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = fixedHeaders();

export default fp(
  async (app) => {
    const set = SECURITY_HEADERS;
    // Set on the reply, not on the raw response: Node then writes Fastify's header object in
    // one pass, instead of validating and storing each header twice (setHeader, then writeHead
    // merging the reply's headers into the raw ones). @fastify/sse and @fastify/static copy
    // the reply's headers too. Same names (lower case, as HTTP/2 writes them), same values.
    app.addHook('onRequest', (_request, reply, done) => {
      for (let i = 0; i < set.length; i++) reply.header(set[i][0], set[i][1]);
      done();
    });
  },
  { name: 'helmet' },
);
