/**
 * The Node.js the app asks for (package.json "engines", and what deploy/install.sh accepts) is
 * one every dependency it ships with supports: otherwise `npm ci` warns EBADENGINE on the box
 * and the README's promise is one the dependencies do not make.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The lowest Node major a range such as ">=22", ">= 20.19.0", "^20.19.0 || >=22.12.0" allows. */
function lowestMajor(range: string): number {
  const majors = range.split('||').map((part) => Number(part.match(/(\d+)/)?.[1] ?? 0));
  return Math.min(...majors);
}

describe('the Node.js version the app asks for', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const ours = lowestMajor(engines);

  it('is one every dependency in package-lock.json supports, the development tools too', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const wantMore = Object.entries(lock.packages)
      .filter(([name, pkg]) => name && !Array.isArray(pkg.engines) && pkg.engines?.node)
      .filter(([, pkg]) => lowestMajor((pkg.engines as { node: string }).node) > ours)
      .map(([name, pkg]) => `${name.replace(/^.*node_modules\//, '')} (${(pkg.engines as { node: string }).node})`);
    expect(wantMore, `package.json asks for Node ${engines}`).toEqual([]);
  });

  it('is the one deploy/install.sh checks for', () => {
    expect(read('deploy/install.sh')).toMatch(new RegExp(`^NODE_MIN=${ours}$`, 'm'));
  });
});
