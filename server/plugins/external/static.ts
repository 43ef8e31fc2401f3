import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded restaurant images are written and served from (/uploads/). */
    uploadsDir: string;
  }
}

/** Uploaded images, served by the app itself. The built front ends are plugins/app/frontends.ts. */
export default fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    app.decorate('uploadsDir', uploadsDir);
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });
  },
  { name: 'static' },
);
