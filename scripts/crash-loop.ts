/**
 * The long crash-safety run: `npm run reliability:crash -- [rounds] [checkoutRounds]` (default
 * 20 and 20). Each round SIGKILLs the real server in the middle of concurrent writes at another
 * kill point, restarts it on the same database and checks integrity and every acknowledged
 * write; then each checkout round does the same during 20 concurrent checkouts
 * (tests/reliability/crash-writes.ts and crash-checkouts.ts; the fast versions run in `npm test`).
 */
import { runCrashRounds } from '../tests/reliability/crash-writes';
import { runCheckoutCrashRounds } from '../tests/reliability/crash-checkouts';

const rounds = Number(process.argv[2] ?? 20);
const checkoutRounds = Number(process.argv[3] ?? 20);
if (
  !Number.isInteger(rounds) ||
  rounds < 0 ||
  !Number.isInteger(checkoutRounds) ||
  checkoutRounds < 0 ||
  rounds + checkoutRounds === 0
) {
  process.stderr.write('usage: npm run reliability:crash -- [rounds] [checkoutRounds]\n');
  process.exit(1);
}
let failed = false;

if (rounds > 0) {
  // Kill points spread from 50 ms to 3 s after the writes start.
  const killPoints = Array.from({ length: rounds }, (_, i) => 50 + Math.round(((i * 7919) % 100) * 29.5));
  const report = await runCrashRounds({
    killPoints,
    rounds,
    extraOrders: 200 * rounds,
    log: (line) => console.log(line),
  });
  console.log(
    `${report.survived}/${report.killPoints.length} kill points survived; ${report.acknowledgedWrites} of ${report.attemptedWrites} writes acknowledged; ${report.rowsVerified} rows verified`,
  );
  for (const p of report.problems) console.error(`problem: ${p}`);
  failed ||= report.problems.length > 0 || report.survived !== report.killPoints.length;
}

if (checkoutRounds > 0) {
  // 20 concurrent checkouts per round. Three rounds in five are killed at a time, from right
  // after sending (0) to about when the burst ends (1); the others after a number of answers,
  // from the first to the last.
  const concurrent = 20;
  const timed = Math.ceil((checkoutRounds * 3) / 5);
  const counted = checkoutRounds - timed;
  const killPoints = [
    ...Array.from({ length: timed }, (_, i) => ({ burst: timed === 1 ? 0.5 : i / (timed - 1) })),
    ...Array.from({ length: counted }, (_, i) => ({
      answers: counted === 1 ? concurrent : 1 + Math.round((i * (concurrent - 1)) / (counted - 1)),
    })),
  ];
  const started = Date.now();
  const report = await runCheckoutCrashRounds({ killPoints, concurrent, log: (line) => console.log(line) });
  console.log(
    `checkout: ${report.survived}/${report.killPoints.length} kill points survived in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(kills ${report.killPoints.join(', ')} ms after sending; an unkilled burst took ${report.burstMs} ms; ` +
      `${report.killedBeforeFirstAnswer} before the first answer, ${report.killedAmongAnswers} among the answers, ${report.killedAfterLastAnswer} after the last); ` +
      `${report.acknowledged} of ${report.sent} checkouts answered 201 before the kill, ${report.writtenUnanswered} more written unanswered, ` +
      `${report.killedDuringWrites} kills landed while a burst was part written; ${report.ordersVerified} orders verified; ${report.replays} replays after restart`,
  );
  for (const p of report.problems) console.error(`problem: ${p}`);
  failed ||= report.problems.length > 0 || report.survived !== report.killPoints.length;
}
process.exit(failed ? 1 : 0);
