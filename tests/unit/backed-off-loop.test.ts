import { describe, expect, it } from 'vitest';
import { backedOffLoop, oneLine } from '../../server/lib/backedOffLoop';

/** The push loop's timer ticking every second while the database refuses every write. */
function failingLoop() {
  const lines: Array<{ level: 'error' | 'info'; msg: string }> = [];
  const log = {
    error: (msg: string) => lines.push({ level: 'error', msg }),
    info: (msg: string) => lines.push({ level: 'info', msg }),
  };
  const tries: number[] = [];
  let broken = true;
  const tick = backedOffLoop(
    'push loop',
    (now) => {
      tries.push(now);
      if (broken) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    },
    log,
    { firstMs: 1000, maxMs: 8000 },
  );
  return { lines, tries, tick, mend: () => (broken = false) };
}

describe('a timer whose work keeps failing', () => {
  it('logs one short line, without the stack, however long it fails', () => {
    const loop = failingLoop();
    for (let second = 0; second < 120; second++) loop.tick(second * 1000);
    expect(loop.lines).toEqual([
      {
        level: 'error',
        msg: 'push loop failed: SQLITE_FULL: database or disk is full; tried again less and less often, and logged when it works again',
      },
    ]);
    expect(loop.lines[0]!.msg).not.toContain('\n');
  });

  it('tries again after 1, 2, 4 then every 8 seconds, not every second', () => {
    const loop = failingLoop();
    for (let second = 0; second <= 40; second++) loop.tick(second * 1000);
    expect(loop.tries.map((at) => at / 1000)).toEqual([0, 1, 3, 7, 15, 23, 31, 39]);
  });

  it('tries at once when something worth it happened (a write went through), and says once that it works again', () => {
    const loop = failingLoop();
    loop.tick(0);
    loop.tick(500);
    expect(loop.tries).toEqual([0]);
    loop.mend();
    loop.tick(600, true);
    expect(loop.tries).toEqual([0, 600]);
    expect(loop.lines.map((l) => l.level)).toEqual(['error', 'info']);
    expect(loop.lines[1]!.msg).toBe('push loop works again (after 1 failed try)');
    // Working: every tick runs, nothing more is logged.
    loop.tick(1600);
    loop.tick(2600);
    expect(loop.tries).toEqual([0, 600, 1600, 2600]);
    expect(loop.lines).toHaveLength(2);
  });

  it('says an error in one line: its code and message', () => {
    expect(oneLine(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(
      'SQLITE_BUSY: database is locked',
    );
    expect(oneLine(new Error('plain'))).toBe('plain');
    expect(oneLine('text')).toBe('text');
  });
});
