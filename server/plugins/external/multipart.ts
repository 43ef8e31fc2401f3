import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { HttpError } from '../../envelope';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data (the image upload); everywhere else it answers 415. */
    multipart?: boolean;
  }
}

export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && !request.routeOptions.config?.multipart) throw new HttpError(415, 'Unsupported content type: send application/json');
    });
  },
  { name: 'multipart' },
);
