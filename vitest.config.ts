import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit/API suites, and the browser end-to-end suite that starts the real
// server and drives Debian Chromium (run after `npm run build`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/{api,admin,partner,site,unit,reliability,deploy}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Browser-only packages (the USB/Bluetooth printer drivers export for browsers alone)
          // resolve as the app's build resolves them.
          alias: {
            '@point-of-sale/webusb-receipt-printer': fileURLToPath(
              new URL(
                'node_modules/@point-of-sale/webusb-receipt-printer/dist/webusb-receipt-printer.esm.js',
                import.meta.url,
              ),
            ),
            '@point-of-sale/webbluetooth-receipt-printer': fileURLToPath(
              new URL(
                'node_modules/@point-of-sale/webbluetooth-receipt-printer/dist/webbluetooth-receipt-printer.esm.js',
                import.meta.url,
              ),
            ),
          },
          setupFiles: ['tests/setup/screen-timeout.ts'],
          testTimeout: 20_000,
          // A suite's app starts on a fresh database (migrations, demo data): seconds on a busy
          // two-core machine, more than the default 10 s when every core is taken.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
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
