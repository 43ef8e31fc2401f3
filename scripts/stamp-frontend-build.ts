/**
 * The last step of the front-end build: deletes what is older than the previous build and
 * records which sources dist/ was built from (server/frontendBuild.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pruneOlderBuilds, writeBuildStamp } from '../server/frontendBuild';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const deleted = pruneOlderBuilds(dist);
if (deleted.length) console.log(`deleted ${deleted.length} files of builds before the previous one`);
writeBuildStamp(dist);
