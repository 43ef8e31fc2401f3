/**
 * A timer's work that fails on every tick (the database full, locked or read-only) would log
 * the same failure, stack and all, every second, burying everything else in the log. Instead:
 * one short line when it starts failing, the next tries spaced out (doubling from `firstMs` up
 * to `maxMs`), and one line when it works again.
 */

/** The error in one line: its SQLite (or system) code and message, no stack. */
export function oneLine(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && !err.message.startsWith(code) ? `${code}: ${err.message}` : err.message;
}

export interface BackedOffLoopOptions {
  /** The wait after the first failure (ms); each failure after it doubles it. */
  firstMs: number;
  /** The longest wait between two tries (ms). */
  maxMs: number;
}

/** The loop's log: Fastify's logger (app.log) fits. */
export interface LoopLog {
  error: (msg: string) => void;
  info: (msg: string) => void;
}

/**
 * Wraps `work` for a timer: call the answer with the time and whether something just happened
 * that is worth a try at once (`urgent`: a write went through, so the database may work again).
 * While failing, a tick that is not urgent before the next try is skipped.
 */
export function backedOffLoop(
  name: string,
  work: (now: number, urgent: boolean) => void,
  log: LoopLog,
  options: BackedOffLoopOptions,
): (now: number, urgent?: boolean) => void {
  let failures = 0;
  let nextTryAt = 0;
  return (now, urgent = false) => {
    if (failures > 0 && !urgent && now < nextTryAt) return;
    try {
      work(now, urgent);
    } catch (err) {
      failures += 1;
      nextTryAt = now + Math.min(options.maxMs, options.firstMs * 2 ** (failures - 1));
      if (failures === 1)
        log.error(`${name} failed: ${oneLine(err)}; tried again less and less often, and logged when it works again`);
      return;
    }
    if (failures > 0) log.info(`${name} works again (after ${failures} failed ${failures === 1 ? 'try' : 'tries'})`);
    failures = 0;
  };
}
