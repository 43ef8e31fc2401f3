/**
 * The start script's promises: clear one-line failures for a bad database folder,
 * a port in use and a corrupt database file; a second start reuses the database unchanged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { freePort } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the server as `npm start` does (server/launch.mjs, the prebuilt bundle) until it prints that it is ready (then stops it) or exits by itself. */
function runStart(env: Record<string, string>, timeoutMs = 55_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/launch.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        ADMIN_PASSWORD: 'start-test-password',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`start did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (d) => {
      stdout += d;
      // Once: the test is about one orderly shutdown.
      if (stdout.includes('is ready') && !stopping) {
        stopping = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-start-'));
const oneLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('npm warn'));

describe('npm start', () => {
  it('starts on an empty database, prints the site and admin URLs, and stops cleanly on SIGTERM', async () => {
    const dir = tempDir();
    const port = await freePort();
    const run = await runStart({ DATABASE_PATH: path.join(dir, 'nested', 'app.db'), PORT: String(port) });
    expect(run.stdout).toContain(`Site: http://127.0.0.1:${port}/`);
    expect(run.stdout).toContain(`Admin: http://127.0.0.1:${port}/admin`);
    expect(run.stdout).toContain('SIGTERM received');
    expect(run.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'nested', 'jwt-secret'))).toBe(true);
  });

  it('reuses the database on a second start and changes nothing in it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.db');
    const port = await freePort();
    const first = await runStart({ DATABASE_PATH: file, PORT: String(port) });
    expect(first.stdout).toContain('Created the first super_admin');
    const snapshot = () => {
      const db = new Database(file, { readonly: true });
      const tables = db.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
        name: string;
      }[];
      const dump = tables.map(({ name }) => [name, db.prepare(`select * from "${name}"`).all()]);
      db.close();
      return JSON.stringify(dump);
    };
    const before = snapshot();
    const secretBefore = fs.readFileSync(path.join(dir, 'jwt-secret'), 'utf8');
    const second = await runStart({ DATABASE_PATH: file, PORT: String(port), DEMO_DATA: '1' });
    expect(second.stdout).not.toContain('Created the first super_admin');
    expect(second.stdout).not.toContain('demo data');
    expect(snapshot()).toBe(before);
    expect(fs.readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(secretBefore);
  });

  it('prints a generated admin password once when ADMIN_PASSWORD is unset', async () => {
    const dir = tempDir();
    const port = await freePort();
    const run = await runStart({ DATABASE_PATH: path.join(dir, 'app.db'), PORT: String(port), ADMIN_PASSWORD: '' });
    expect(run.stdout).toMatch(/Generated password .*: \S{12,}/);
    const again = await runStart({ DATABASE_PATH: path.join(dir, 'app.db'), PORT: String(port), ADMIN_PASSWORD: '' });
    expect(again.stdout).not.toContain('Generated password');
  });

  it('exits non-zero with one clear line when the database folder cannot be created', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'a-file'), 'not a folder');
    const run = await runStart({
      DATABASE_PATH: path.join(dir, 'a-file', 'sub', 'app.db'),
      PORT: String(await freePort()),
    });
    expect(run.code).not.toBe(0);
    const lines = oneLine(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cannot create or write the database folder/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits non-zero with one clear line when the port is in use', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const run = await runStart({ DATABASE_PATH: path.join(tempDir(), 'app.db'), PORT: String(port) });
      expect(run.code).not.toBe(0);
      const lines = oneLine(run.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`port ${port}`);
      expect(lines[0]).toContain('already in use');
    } finally {
      blocker.close();
    }
  });

  it('exits non-zero with one clear line when the database file is corrupt', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.db');
    fs.writeFileSync(file, 'this is not a sqlite database'.repeat(200));
    const run = await runStart({ DATABASE_PATH: file, PORT: String(await freePort()) });
    expect(run.code).not.toBe(0);
    const lines = oneLine(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cannot open the database .*not a database/);
  });

  it('rejects a PORT that is not a number with one clear line', async () => {
    const run = await runStart({ DATABASE_PATH: path.join(tempDir(), 'app.db'), PORT: 'eighty' });
    expect(run.code).not.toBe(0);
    expect(oneLine(run.stderr)).toEqual([expect.stringContaining('PORT must be a whole number')]);
  });
});
