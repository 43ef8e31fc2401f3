import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser-only packages (the USB/Bluetooth printer drivers export for browsers alone) resolve
// as the app's build resolves them.
const browserOnlyPackages = {
  '@point-of-sale/webusb-receipt-printer': fileURLToPath(
    new URL('node_modules/@point-of-sale/webusb-receipt-printer/dist/webusb-receipt-printer.esm.js', import.meta.url),
  ),
  '@point-of-sale/webbluetooth-receipt-printer': fileURLToPath(
    new URL(
      'node_modules/@point-of-sale/webbluetooth-receipt-printer/dist/webbluetooth-receipt-printer.esm.js',
      import.meta.url,
    ),
  ),
};

// No test reads the machine's settings: the scripts an owner runs by hand (backup, restore,
// update) read /etc/gaon-rasoi/env unless GAON_RASOI_ENV_FILE names another file, here an empty
// one. A test about those settings names its own file.
const noInstalledSettings = {
  GAON_RASOI_ENV_FILE: fileURLToPath(new URL('tests/setup/no-installed-settings.env', import.meta.url)),
};

// The suites that start the real server as its own process (npm start, backup and restore,
// crashes, the installer and updater): slow, and each holds a whole process.
const SYSTEM = ['tests/unit/startup.test.ts', 'tests/{reliability,deploy}/**/*.test.{ts,tsx}'];

// Three projects:
// - unit: the API (the real app on a real database file, in process) and the screens in jsdom;
//   fast, the one to run while working.
// - system: the suites above, run before handing work over.
// - e2e: the browser suites against the built app and the real server (after `npm run build`).
export default defineConfig({
  test: {
    // As many files at once as there are cores: vitest's default leaves one core to itself
    // (one file at a time on two cores), though its main process mostly waits.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/{api,admin,partner,site,unit}/**/*.test.{ts,tsx}'],
          exclude: SYSTEM,
          environment: 'node',
          env: noInstalledSettings,
          alias: browserOnlyPackages,
          setupFiles: ['tests/setup/screen-timeout.ts'],
          // A react-admin screen in jsdom takes over 20 s when both workers share cores with
          // other work: a slow screen is not a wrong one.
          testTimeout: 60_000,
          // A suite's app starts on a fresh database (migrations): seconds on a busy two-core
          // machine, more than the default 10 s when every core is taken.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'system',
          include: SYSTEM,
          environment: 'node',
          env: noInstalledSettings,
          alias: browserOnlyPackages,
          // A test here starts a server (or several, one after the other) as its own process and
          // waits for it: tens of seconds when every core is taken.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time, as before the split: a file's servers (and Caddy) already take
          // the cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          env: noInstalledSettings,
          // A browser test of several screens takes 15-25 s on two quiet cores and 40-55 s when
          // every core is busy (measured at load 15): a slow test is not a wrong one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One server and one browser at a time: the machine has two cores.
          fileParallelism: false,
          // A page polled for its state (a scroll ending, rows arriving) can take more than
          // expect.poll's default second on a busy machine: a slow page is not a wrong one.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
