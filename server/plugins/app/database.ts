import fp from 'fastify-plugin';
import type { AppDatabase } from '../../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: AppDatabase;
  }
}

/** The one SQLite connection of the app (opened and migrated by the caller, closed by it too). */
export default fp<{ database: AppDatabase }>(
  async (app, { database }) => {
    app.decorate('database', database);
  },
  { name: 'database' },
);
