/**
 * Crash safety (fast version; `npm run reliability:crash -- <rounds>` runs the long one):
 * the real server is SIGKILLed in the middle of concurrent writes at several kill points and
 * restarted on the same database; nothing acknowledged may be lost and the file stays sound.
 * The same for checkouts: 20 concurrent POST /api/orders with the kill among their answers;
 * after every restart the bill numbers still run 1..N per restaurant and financial year.
 */
import { describe, expect, it } from 'vitest';
import { runCrashRounds } from './crash-writes';
import { runCheckoutCrashRounds } from './crash-checkouts';

describe('crash safety', () => {
  it('survives SIGKILL at 4 kill points with every acknowledged write present', async () => {
    const report = await runCrashRounds({ killPoints: [150, 400, 750, 1200], extraOrders: 300 });
    console.log(
      `crash: ${report.survived}/${report.killPoints.length} kill points survived (${report.killPoints.join(', ')} ms); ` +
        `${report.acknowledgedWrites} of ${report.attemptedWrites} writes acknowledged; ${report.rowsVerified} rows verified`,
    );
    expect(report.problems).toEqual([]);
    expect(report.survived).toBe(4);
    // The kill really hit while writes were flowing.
    expect(report.acknowledgedWrites).toBeGreaterThan(20);
  }, 120_000);

  it('keeps every checkout answered 201 exactly once, whole and priced from the menu, and bill numbers gap-free and unique, when SIGKILL hits 20 concurrent checkouts', async () => {
    // Kill points spread over the burst: right after sending and while the server reads and
    // writes it (fractions of how long a burst takes), after the first answer, halfway through
    // the answers and right after the last (a round takes about 3 s; the 20 kill points run in
    // `npm run reliability:crash`).
    const killPoints = [
      { burst: 0 },
      { burst: 0.25 },
      { burst: 0.6 },
      { answers: 1 },
      { answers: 10 },
      { answers: 20 },
    ];
    const started = Date.now();
    const report = await runCheckoutCrashRounds({ killPoints, concurrent: 20 });
    console.log(
      `crash checkout: ${report.survived}/${report.killPoints.length} kill points survived (${report.killPoints.join(', ')} ms after sending; a burst takes ${report.burstMs} ms; ` +
        `${report.killedBeforeFirstAnswer} before the first answer, ${report.killedAmongAnswers} among the answers, ${report.killedAfterLastAnswer} after the last) in ${Date.now() - started} ms; ` +
        `${report.acknowledged} of ${report.sent} checkouts answered 201, ${report.writtenUnanswered} more written unanswered; ${report.ordersVerified} orders verified; ${report.replays} replays; ` +
        `bill numbers 1..N with no gap or duplicate over ${report.billNumbersVerified} orders`,
    );
    expect(report.problems).toEqual([]);
    expect(report.survived).toBe(killPoints.length);
    // The kills after answers had acknowledged orders to lose (at least 1 + 10 + 20).
    expect(report.acknowledged).toBeGreaterThanOrEqual(31);
    expect(report.killedAfterLastAnswer).toBeGreaterThanOrEqual(1);
    expect(report.billNumbersVerified).toBeGreaterThan(report.acknowledged);
  }, 180_000);
});
