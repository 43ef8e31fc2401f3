/**
 * The `gaon-rasoi` command deploy/install.sh installs in /usr/local/bin: filled in with the box's
 * code folder, service user and settings file; `backup` runs as the service user with the
 * installed settings, `status` says when the shop does not answer, anything else shows the usage.
 * `restore` finds a FILE where it was typed and checks it before the shop is stopped; `list`
 * shows the backups; `status` speaks in lines and asks for sudo when it cannot read the settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { spawn, spawnSync } from 'node:child_process';
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

  describe.runIf(process.getuid?.() === 0)('on a box (as root; the service user is nobody)', () => {
    const box = path.join(dir, 'box');
    const data = path.join(box, 'data');
    const envFile = path.join(box, 'env');
    const calls = path.join(box, 'systemctl-calls');
    const command = path.join(box, 'gaon-rasoi');
    const settings = ['DATABASE_PATH', 'PORT', 'HOST', 'BACKUP_DIR', 'BACKUP_KEEP', 'BACKUP_COMMAND'];
    const env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => ![...settings, 'GAON_RASOI_ENV_FILE'].includes(name)),
      ),
      GAON_RASOI_SYSTEMCTL: path.join(box, 'systemctl'),
    };
    const run = (cwd: string, ...args: string[]) => {
      const result = spawnSync(command, args, { encoding: 'utf8', env, cwd });
      return { ...result, output: result.stdout + result.stderr };
    };
    const systemctlCalls = () => (fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').trim().split('\n') : []);
    let archives: string[] = [];

    it('lists the backups newest first', () => {
      fs.chmodSync(dir, 0o755);
      fs.mkdirSync(box, { mode: 0o755 });
      openDatabase(path.join(data, 'app.db')).close();
      for (const f of [data, ...fs.readdirSync(data).map((f) => path.join(data, f))]) fs.chownSync(f, 65534, 65534);
      // As install.sh leaves it: root's, readable by the service user's group.
      fs.writeFileSync(envFile, `DATABASE_PATH=${path.join(data, 'app.db')}\nPORT=1\n`, { mode: 0o640 });
      fs.chownSync(envFile, 0, 65534);
      // The stand-in for systemctl: it records what it was asked.
      fs.writeFileSync(path.join(box, 'systemctl'), `#!/bin/sh\necho "$@" >> ${calls}\n`, { mode: 0o755 });
      fs.writeFileSync(
        command,
        fs
          .readFileSync(path.join(ROOT, 'deploy', 'gaon-rasoi'), 'utf8')
          .replaceAll('@APP_DIR@', ROOT)
          .replaceAll('@USER@', 'nobody')
          .replaceAll('@ENV_FILE@', envFile),
        { mode: 0o755 },
      );
      expect(run(box, 'list').stdout).toMatch(/^No backups in .*backups yet/m);
      for (let n = 0; n < 2; n++) expect(run(box, 'backup').status).toBe(0);
      archives = fs
        .readdirSync(path.join(data, 'backups'))
        .filter((f) => f.endsWith('.tar.gz'))
        .sort()
        .reverse();
      const list = run(box, 'list');
      expect(list.status, list.output).toBe(0);
      expect(list.stdout).toMatch(/^2 backups in .*backups, newest first:$/m);
      const listed = list.stdout.match(/gaon-rasoi-[\d-]+\.tar\.gz/g)!;
      expect(listed.slice(0, 2)).toEqual(archives);
    }, 60_000);

    it('restore takes a relative FILE from where it is typed, and tells the shop is started again', () => {
      fs.rmSync(calls, { force: true });
      const result = run(path.join(data, 'backups'), 'restore', archives[1]);
      expect(result.status, result.output).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Restored ${archives[1].replaceAll('.', '\\.')} into`, 'm'));
      expect(systemctlCalls()).toEqual(['stop gaon-rasoi', 'start gaon-rasoi']);
      expect(result.stdout).toMatch(/^The shop is started again\.$/m);
      expect(result.stdout).not.toMatch(/Start the server now/);
    }, 60_000);

    it('restore checks the file before it stops the shop: missing, unreadable by the service user, not a backup', () => {
      fs.rmSync(calls, { force: true });
      const missing = run(box, 'restore', 'nowhere.tar.gz');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain(`no backup at ${path.join(box, 'nowhere.tar.gz')}`);

      const closed = path.join(box, 'root-only');
      fs.mkdirSync(closed, { mode: 0o700 });
      fs.copyFileSync(path.join(data, 'backups', archives[0]), path.join(closed, archives[0]));
      const unreadable = run(box, 'restore', path.join(closed, archives[0]));
      expect(unreadable.status).toBe(1);
      expect(unreadable.stderr).toMatch(/nobody cannot read \S+root-only\S+ \(permission denied\)/);
      expect(unreadable.stderr).not.toMatch(/no backup at/);
      expect(unreadable.stderr).toMatch(/nothing changed; the shop kept running/);

      fs.writeFileSync(path.join(box, 'photo.tar.gz'), 'not an archive');
      const wrong = run(box, 'restore', 'photo.tar.gz');
      expect(wrong.status).toBe(1);
      expect(wrong.stderr).toMatch(/photo\.tar\.gz is not a Gaon Rasoi backup/);
      // The shop was never stopped.
      expect(systemctlCalls()).toEqual([]);
    }, 60_000);

    it('status speaks in lines, and asks for sudo instead of failing silently', async () => {
      const health = {
        data: {
          status: 'ok',
          version: '1.0.0',
          commit: 'abc123def456',
          time: new Date().toISOString(),
          database: 'ok',
          diskFreeBytes: 12 * 1024 ** 3,
          diskTotalBytes: 20 * 1024 ** 3,
          lastBackupAt: '2026-11-24T21:30:00.000Z',
          lastBackupOk: true,
          lastBackupFailedAt: null,
          lastBackupProblem: null,
          lastCopyOk: false,
          lastCopyAt: '2026-11-24T21:31:00.000Z',
        },
      };
      const server = http.createServer((_req, res) => res.end(JSON.stringify(health)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as { port: number };
        fs.writeFileSync(envFile, `DATABASE_PATH=${path.join(data, 'app.db')}\nPORT=${port}\n`);
        // Not spawnSync: this process's server answers the command's request meanwhile.
        const status = await new Promise<{ status: number | null; stdout: string; output: string }>((resolve) => {
          const child = spawn(command, ['status'], { env, cwd: box });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d) => (stdout += d));
          child.stderr.on('data', (d) => (stderr += d));
          child.on('exit', (code) => resolve({ status: code, stdout, output: stdout + stderr }));
        });
        expect(status.status, status.output).toBe(0);
        expect(status.stdout).toContain(`shop:         answers on port ${port}`);
        expect(status.stdout).toContain('version:      1.0.0 (commit abc123def456)');
        expect(status.stdout).toContain('disk:         12.0 GB free of 20.0 GB');
        expect(status.stdout).toContain('last backup:  25 Nov 2026, 03:00 IST');
        expect(status.stdout).toContain('off-box copy: FAILED 25 Nov 2026, 03:01 IST');
        expect(status.stdout).not.toContain('{');

        // Without sudo (someone who is neither root nor the service user): the settings file is closed.
        const asNobody = spawnSync('setpriv', ['--reuid=12345', '--regid=12345', '--clear-groups', command, 'status'], {
          encoding: 'utf8',
          env: { ...env, HOME: '/tmp' },
          cwd: '/',
        });
        expect(asNobody.status).toBe(1);
        expect(asNobody.stderr).toMatch(
          /status reads the settings in \S+, which only root and nobody may read: run it with sudo \(sudo gaon-rasoi status\)/,
        );
      } finally {
        server.close();
      }
    }, 60_000);
  });
});
