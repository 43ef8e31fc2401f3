import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../../envelope';

/** Off by default; the login, register and contact routes set their own limits (config.rateLimit). */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many attempts, please try again in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
