/**
 * `gaon-rasoi doctor` (`npm run doctor`): checks what breaks a live shop and prints one line per
 * check, OK, WARN or FAIL, with what to do. Exits 1 when any check FAILs, so a monitor or a
 * script can run it too.
 *
 *   Node.js        the service's node runs, is the major install.sh built with, loads the database driver
 *   Caddy          installed, its version
 *   Caddy site     /etc/caddy/Caddyfile (imports followed) sends the domain to the app's PORT and
 *                  leaves the live streams (orders, the site's sold-out dishes) uncompressed
 *   DNS            the domain points at this machine
 *   Ports          Caddy's 80 and 443 are listening
 *   Data folder    everything in it (and in BACKUP_DIR) is the service user's
 *   Off-box copy   a dry run of BACKUP_COMMAND's target, as the service user
 *   Disk space     room for the next backup and update
 *   Clock          synchronised (timedatectl)
 *
 * It reads the installation as install.sh wrote it: the unit, /etc/gaon-rasoi/env
 * (GAON_RASOI_ENV_FILE names another), the Caddyfile. `--root DIR` reads them under DIR, as
 * `install.sh --root DIR` writes them (programs and users are still this machine's). Run it as
 * root (`sudo gaon-rasoi doctor`): the settings and the data folder are not readable to others.
 */
import { readCopyStatus } from '../db/backups';
import {
  adaptCaddyfile,
  caddySiteCheck,
  caddyVersionCheck,
  clockCheck,
  dataFolderCheck,
  diskCheck,
  replicaCheck,
  dnsCheck,
  installationCheck,
  nodeCheck,
  offBoxCheck,
  portsCheck,
  readInstallation,
  type CheckResult,
} from './doctor-checks';

function print(result: CheckResult): void {
  const line = `${result.verdict.padEnd(4)}  ${result.name}: ${result.message}${result.fix ? ` → ${result.fix}` : ''}`;
  console.log(line);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let root = '/';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--root' && args[i + 1]) root = args[++i];
    else {
      process.stderr.write('usage: gaon-rasoi doctor [--root DIR]\n');
      return 2;
    }
  }
  const inst = readInstallation(root);
  const results: CheckResult[] = [];
  const report = (result: CheckResult) => {
    results.push(result);
    print(result);
  };

  report(installationCheck(inst));
  report(await nodeCheck(inst));
  report(await caddyVersionCheck());
  const { result: siteResult, site } = caddySiteCheck(
    inst.shown(inst.caddyFile),
    await adaptCaddyfile(inst.caddyFile),
    inst.config.port,
  );
  // Without the settings (not root) the port, the data folder and the off-box target are
  // unknown: those lines would be guesses, and the Installation line names them instead.
  if (!inst.notRoot) report(siteResult);
  report(await dnsCheck(site?.domains ?? []));
  report(await portsCheck(site ? [site.httpPort, site.httpsPort] : [80, 443]));
  if (!inst.notRoot) {
    report(dataFolderCheck(inst));
    report(await offBoxCheck(inst, readCopyStatus(inst.at(inst.config.backupDir))));
    report(diskCheck(inst));
    report(await replicaCheck(inst));
  }
  report(await clockCheck());

  const failed = results.filter((r) => r.verdict === 'FAIL').length;
  const warned = results.filter((r) => r.verdict === 'WARN').length;
  console.log(
    failed
      ? `\n${failed} check${failed > 1 ? 's' : ''} FAILED, ${warned} to look at: the shop may not work for its customers until the FAIL lines are fixed.`
      : warned
        ? `\nNothing is broken; ${warned} to look at.`
        : '\nEverything is as it should be.',
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    process.stderr.write(`doctor: ${err.stack ?? err.message}\n`);
    process.exit(1);
  },
);
