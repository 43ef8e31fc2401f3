import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';

/** HS256 pinned on both sides: a token signed with another algorithm (or "none") is refused. */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256' },
      // Verified tokens are kept by the guards (plugins/app/auth.ts), keyed by the token itself.
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt' },
);
