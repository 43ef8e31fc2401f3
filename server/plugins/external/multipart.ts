import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/** The raw upload: a phone's photo as taken (4–6 MB); what is stored is resized and far smaller. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * multipart/form-data for the scope that registers it: only the image upload's own plugin
 * (routes/restaurants.ts). @fastify/multipart adds hooks to every route of its scope (a
 * 'close' listener per request, a file clean-up per response), which the JSON routes do not
 * need; they have no multipart parser, so Fastify answers them 415 (errors.ts words it).
 */
export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
  },
  { name: 'multipart' },
);
