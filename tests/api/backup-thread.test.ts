/**
 * "Back up now" on a large shop must not hold the server's answers: the heavy steps (the copy,
 * its check and the archive's gzip, which zlib runs on the thread that asks) run on the backup
 * worker, never on the server's thread. Here `tar.create`, the gzip of the archive, fails on the
 * server's thread; the worker has its own, so the backup still succeeds and holds the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller, loginAsAdmin, makeApp, type TestApp } from './helper';

vi.mock('tar', async (importOriginal) => ({
  ...(await importOriginal<typeof import('tar')>()),
  create: () => {
    throw new Error('the archive was gzipped on the server thread');
  },
}));

describe('Back up now keeps the server answering', () => {
  let t: TestApp;
  let owner: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await makeApp();
    owner = caller(t.app, await loginAsAdmin(t.app));
  });
  afterAll(() => t.close());

  it('gzips the archive on the backup worker, not on the server thread', async () => {
    const made = await owner('POST', '/api/admin/backups');
    expect(made.statusCode, made.body).toBe(201);
    const { name } = made.json().data as { name: string };

    const download = await owner('GET', `/api/admin/backups/${name}`);
    expect(download.statusCode).toBe(200);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-backup-thread-'));
    try {
      fs.writeFileSync(path.join(out, name), download.rawPayload);
      await tar.extract({ file: path.join(out, name), cwd: out });
      expect(fs.statSync(path.join(out, 'app.db')).size).toBeGreaterThan(0);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data).toMatchObject({ lastBackupOk: true });
  });
});
