/**
 * The `gaon-rasoi` command deploy/install.sh installs in /usr/local/bin: filled in with the box's
 * code folder, service user and settings file; `backup` runs as the service user with the
 * installed settings, `status` says when the shop does not answer, anything else shows the usage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-command-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the gaon-rasoi command', () => {
  it('install.sh installs it filled in with the code folder, the service user and the settings file', () => {
    const root = path.join(dir, 'root');
    const result = spawnSync('bash', [path.join(ROOT, 'deploy', 'install.sh'), '--root', root, 'shop.example.com'], {
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/wrote: \/usr\/local\/bin\/gaon-rasoi/);
    const installed = path.join(root, 'usr/local/bin/gaon-rasoi');
    expect(fs.statSync(installed).mode & 0o777).toBe(0o755);
    const text = fs.readFileSync(installed, 'utf8');
    expect(text).toContain(`APP_DIR="\${GAON_RASOI_APP_DIR:-${ROOT}}"`);
    expect(text).toContain('SERVICE_USER="gaon-rasoi"');
    expect(text).toContain('GAON_RASOI_ENV_FILE:-/etc/gaon-rasoi/env');
    expect(text).not.toMatch(/@[A-Z_]+@/);
  });

  it.runIf(process.getuid?.() === 0)(
    'backs up as the service user from the installed settings; status and usage speak plainly',
    () => {
      // This box's service user is nobody; its data folder is nobody's, as install.sh's is gaon-rasoi's.
      fs.chmodSync(dir, 0o755);
      const data = path.join(dir, 'data');
      const app = openDatabase(path.join(data, 'app.db'));
      app.close();
      fs.chownSync(data, 65534, 65534);
      for (const f of fs.readdirSync(data)) fs.chownSync(path.join(data, f), 65534, 65534);
      const envFile = path.join(dir, 'env');
      fs.writeFileSync(envFile, `DATABASE_PATH=${path.join(data, 'app.db')}\nPORT=1\n`);
      const command = path.join(dir, 'gaon-rasoi');
      const filled = fs
        .readFileSync(path.join(ROOT, 'deploy', 'gaon-rasoi'), 'utf8')
        .replaceAll('@APP_DIR@', ROOT)
        .replaceAll('@USER@', 'nobody')
        .replaceAll('@ENV_FILE@', envFile);
      fs.writeFileSync(command, filled, { mode: 0o755 });
      const settings = [
        'DATABASE_PATH',
        'PORT',
        'HOST',
        'BACKUP_DIR',
        'BACKUP_KEEP',
        'BACKUP_COMMAND',
        'GAON_RASOI_ENV_FILE',
      ];
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !settings.includes(name)));
      const run = (...args: string[]) => spawnSync(command, args, { encoding: 'utf8', env });

      const backup = run('backup');
      expect(backup.status, backup.stdout + backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/integrity ok/);
      const archives = fs.readdirSync(path.join(data, 'backups')).filter((f) => f.endsWith('.tar.gz'));
      expect(archives).toHaveLength(1);
      // Made by the service user itself, not by root.
      expect(fs.statSync(path.join(data, 'backups', archives[0])).uid).toBe(65534);

      const status = run('status');
      expect(status.status).toBe(1);
      expect(status.stderr).toMatch(/the shop does not answer on port 1/);

      const usage = run('frobnicate');
      expect(usage.status).toBe(2);
      expect(usage.stderr).toMatch(/gaon-rasoi restore FILE/);
    },
    60_000,
  );
});
