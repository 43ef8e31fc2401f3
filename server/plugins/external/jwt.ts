import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';

/** HS256 pinned on both sides: a token signed with another algorithm (or "none") is refused. */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256' },
      // fast-jwt's cache of verified tokens (1,000, least recently used): a hit still honours
      // exp and nbf; revocation is the guards' token_version check on every request.
      verify: { algorithms: ['HS256'], cache: true },
    });
  },
  { name: 'jwt' },
);
