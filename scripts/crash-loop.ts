/**
 * The long crash-safety run: `npm run reliability:crash -- [rounds]` (default 20). Each round
 * SIGKILLs the real server in the middle of concurrent writes at another kill point, restarts
 * it on the same database and checks integrity and every acknowledged write
 * (tests/reliability/crash-lib.ts; the fast version runs in `npm test`).
 */
import { runCrashRounds } from '../tests/reliability/crash-lib';

const rounds = Number(process.argv[2] ?? 20);
if (!Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: npm run reliability:crash -- [rounds]\n');
  process.exit(1);
}
// Kill points spread from 50 ms to 3 s after the writes start.
const killPoints = Array.from({ length: rounds }, (_, i) => 50 + Math.round(((i * 7919) % 100) * 29.5));
const report = await runCrashRounds({ killPoints, rounds, extraOrders: 200 * rounds, log: (line) => console.log(line) });
console.log(
  `${report.survived}/${report.killPoints.length} kill points survived; ${report.acknowledgedWrites} of ${report.attemptedWrites} writes acknowledged; ${report.rowsVerified} rows verified`,
);
for (const p of report.problems) console.error(`problem: ${p}`);
process.exit(report.problems.length === 0 && report.survived === report.killPoints.length ? 0 : 1);
