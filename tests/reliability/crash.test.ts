/**
 * Crash safety (fast version; `npm run reliability:crash -- <rounds>` runs the long one):
 * the real server is SIGKILLed in the middle of concurrent writes at several kill points and
 * restarted on the same database; nothing acknowledged may be lost and the file stays sound.
 */
import { describe, expect, it } from 'vitest';
import { runCrashRounds } from './crash-lib';

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
});
