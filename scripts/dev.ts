/**
 * `npm run dev`: the API (restarted on change) on API_PORT and Vite with hot reload for the
 * site and the admin on PORT, proxying /api to the API.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SKIP_BUILD: '1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
