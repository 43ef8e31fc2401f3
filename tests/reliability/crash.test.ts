/**
 * Crash safety (fast version; `npm run reliability:crash -- <rounds>` runs the long one):
 * the real server is SIGKILLed in the middle of concurrent writes at several kill points and
 * restarted on the same database; nothing acknowledged may be lost and the file stays sound.
 * The same for checkouts: 20 concurrent POST /api/orders with the kill among their answers.
 */
import { describe, expect, it } from 'vitest';
import { runCheckoutCrashRounds, runCrashRounds } from './crash-lib';

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

  it('keeps every checkout answered 201 exactly once, whole and priced from the menu, when SIGKILL hits 20 concurrent checkouts', async () => {
    // Kill points spread over the burst: before the first answer, while answers arrive, after the
    // last (a round takes about 3 s; the 20 kill points run in `npm run reliability:crash`).
    const killPoints = [0, 3, 7, 12, 16, 20];
    const started = Date.now();
    const report = await runCheckoutCrashRounds({ killPoints, concurrent: 20 });
    console.log(
      `crash checkout: ${report.survived}/${report.killPoints.length} kill points survived (after ${report.killPoints.join(', ')} answers) in ${Date.now() - started} ms; ` +
        `${report.acknowledged} of ${report.sent} checkouts answered 201, ${report.writtenUnanswered} more written unanswered; ${report.ordersVerified} orders verified; ${report.replays} replays`,
    );
    expect(report.problems).toEqual([]);
    expect(report.survived).toBe(killPoints.length);
    // Kills after some answers mean orders were acknowledged before the kill.
    expect(report.acknowledged).toBeGreaterThan(20);
  }, 180_000);
});
