import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canAccess } from '../../shared/permissions';
import { conflict, forbidden, HttpError, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, errors, Ok, Page } from '../../shared/api/common';
import { Backup, BackupDeleted, BackupParams, BackupRestored, BackupStatus } from '../../shared/api/backups';
import { BackupRefused, orderSummary } from '../../db/backups';

const tags = ['backups'];
const NO_SUCH_BACKUP = 'Backup not found';

const record = (b: { name: string; size: number; createdAt: string }) => ({ id: b.name, ...b });

/** Back up now, list, download, delete and restore backups: the whole shop's data, so super_admin only. */
export const backupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!canAccess(request.admin?.role, 'list', 'backups')) throw forbidden('Only a super admin can manage backups.');
  });

  app.get(
    '/backups',
    {
      schema: {
        tags,
        summary: 'The backups on this box, newest first',
        security: bearer,
        response: { 200: Page(Backup), ...adminErrors() },
      },
    },
    async (_request, reply) => {
      const all = app.backups.list();
      return page(reply, all.map(record), all.length);
    },
  );

  app.get(
    '/backups/status',
    {
      schema: {
        tags,
        summary: 'The last backup, the last off-box copy and the schedule',
        security: bearer,
        response: { 200: Ok(BackupStatus), ...adminErrors() },
      },
    },
    async () => ok({ ...app.backups.status(), current: orderSummary(app.database) }),
  );

  app.post(
    '/backups',
    {
      schema: {
        tags,
        summary: 'Back up the database and uploads now',
        security: bearer,
        response: { 201: Ok(Backup), ...adminErrors(), ...errors(503) },
      },
    },
    async (_request, reply) => {
      let backup;
      try {
        backup = await app.backups.create();
      } catch (err) {
        app.log.error(err, 'backup failed');
        throw new HttpError(503, `The backup could not be made: ${(err as Error).message}`);
      }
      return reply.status(201).send(ok(record(backup), 'Backup created.'));
    },
  );

  app.get(
    '/backups/:name',
    {
      schema: {
        tags,
        summary: 'Download a backup (.tar.gz holding app.db and uploads/)',
        security: bearer,
        params: BackupParams,
        response: {
          200: {
            description: 'The archive',
            content: { 'application/gzip': { schema: Type.String({ format: 'binary' }) } },
          },
          ...adminErrors(404),
        },
      },
    },
    async (request, reply) => {
      const file = app.backups.file(request.params.name);
      if (!file) throw notFound(NO_SUCH_BACKUP);
      return reply
        .type('application/gzip')
        .header('Content-Disposition', `attachment; filename="${request.params.name}"`)
        .header('Content-Length', String(fs.statSync(file).size))
        .header('Cache-Control', 'no-store')
        .send(fs.createReadStream(file) as never);
    },
  );

  app.delete(
    '/backups/:name',
    {
      schema: {
        tags,
        summary: 'Delete a backup',
        security: bearer,
        params: BackupParams,
        response: { 200: Ok(BackupDeleted), ...adminErrors(404) },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!app.backups.remove(name)) throw notFound(NO_SUCH_BACKUP);
      return ok({ id: name, name }, 'Backup deleted.');
    },
  );

  app.post(
    '/backups/:name/restore',
    {
      schema: {
        tags,
        summary: 'Put a backup back into the running shop (a backup of the current data is made first)',
        description:
          'Checks the archive as `gaon-rasoi restore` does (409 when it is not a Gaon Rasoi backup, was made by a newer version, or is damaged: nothing changes), backs up the current data (`before`: restoring it goes back), then replaces the database and the uploaded images. Writes from others get 503 while it runs.',
        security: bearer,
        params: BackupParams,
        response: { 200: Ok(BackupRestored), ...adminErrors(404, 409), ...errors(503) },
      },
    },
    async (request) => {
      const { name } = request.params;
      let result;
      try {
        result = await app.backups.restore(name, request);
      } catch (err) {
        if (err instanceof BackupRefused) throw conflict(`Not restored: ${err.message}`);
        if (err instanceof HttpError) throw err;
        app.log.error(err, 'restore failed');
        throw new HttpError(503, `The backup could not be restored: ${(err as Error).message}`);
      }
      if (!result) throw notFound(NO_SUCH_BACKUP);
      const { restored, tables, replaced, before } = result;
      return ok(
        {
          id: restored.name,
          name: restored.name,
          createdAt: restored.createdAt,
          orders: tables.orders ?? 0,
          replaced,
          before: record(before),
        },
        `Restored ${restored.name}. The data as it was just before is kept as ${before.name}: restore that one to go back.`,
      );
    },
  );
};
