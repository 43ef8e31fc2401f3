/**
 * The settings of an installed shop, for the scripts an owner runs by hand (`sudo npm run
 * backup | restore | update`). The service gets them from systemd (EnvironmentFile=); a shell
 * does not, so without this a script run under sudo would look for data/app.db in the code
 * folder instead of the shop's database in /var/lib/gaon-rasoi.
 *
 * The file gives defaults: a variable set on the command line (DATABASE_PATH=… npm run backup)
 * wins over it. GAON_RASOI_ENV_FILE names another file (tests; a second shop on one box).
 */
import fs from 'node:fs';
import { parseEnv } from 'node:util';

export const INSTALLED_ENV_FILE = '/etc/gaon-rasoi/env';

/** Fills `env` from the installed settings file when there is one; answers the file read, if any. */
export function loadInstalledSettings(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = env.GAON_RASOI_ENV_FILE || INSTALLED_ENV_FILE;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    // No installed shop here (a developer's checkout): the environment alone says it all. A file
    // named on purpose that cannot be read is a mistake worth stopping for.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && !env.GAON_RASOI_ENV_FILE) return undefined;
    throw new Error(`cannot read the settings file ${file}: ${(err as Error).message}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return file;
}
