import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';

/** HS256 pinned on both sides: a token signed with another algorithm (or "none") is refused. */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256' },
      // Verified tokens are cached (LRU, until their exp at the latest); revocation (logout) is still
      // checked against the admin's token_version on every request. The cache is keyed by the
      // token itself: fast-jwt's default key is its SHA-256, a twentieth of a cached admin
      // answer's time. At most 1,000 keys of at most Node's 16 KB header limit each.
      verify: { algorithms: ['HS256'], cache: 1000, cacheKeyBuilder: (token: string) => token },
    });
  },
  { name: 'jwt' },
);
