/** The last step of the front-end build: records which sources dist/ was built from (server/frontendBuild.ts). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBuildStamp } from '../server/frontendBuild';

writeBuildStamp(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
