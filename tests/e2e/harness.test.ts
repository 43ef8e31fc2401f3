/**
 * The browser suites' harness: a server that does not stop when asked fails the suite, naming
 * it, instead of holding the run forever.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { expect, onTestFinished, test } from 'vitest';
import { startServer } from './harness';

/** The pid of this worker's child running server/launch.mjs. */
function serverPid(): number {
  const children = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const pid = children.map(Number).find((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('launch.mjs'));
  if (!pid) throw new Error('no server process under this worker');
  return pid;
}

// The test starts its own server: up to startServer's 90 s when every core is busy.
test(
  'a server that does not stop on SIGTERM is killed, and stop() says so with its output',
  { timeout: 120_000 },
  async () => {
    const server = await startServer({}, { stopWaitMs: 2000 });
    const pid = serverPid();
    // A stopped (frozen) process leaves SIGTERM pending; SIGKILL still ends it.
    process.kill(pid, 'SIGSTOP');
    // Never left behind frozen, whatever the test finds.
    onTestFinished(() => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone, as expected
      }
    });
    await expect(server.stop()).rejects.toThrow(
      /server did not stop within 2 s of SIGTERM \(killed\):\n.*Gaon Rasoi is ready/s,
    );
    expect(() => process.kill(pid, 0)).toThrow();
  },
);
