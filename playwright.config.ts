import { defineConfig, devices } from '@playwright/test';
import { noLocalTraces } from './scripts/tool-env.mjs';

// E2E_PORT lets a second run (another checkout, another change) go beside a first one, each
// on its own servers and their own local state.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
// A server on the next port keeps an empty database (no demo data), for the empty states.
export const EMPTY_PORT = E2E_PORT + 1;
export const EMPTY_STATE = `.wrangler/e2e-empty-${EMPTY_PORT}`;
// The demo specs run in two halves at once, each half in its own worker against its own
// seeded server and state (a spec's tests stay in order, on one server).
const SECOND_PORT = E2E_PORT + 2;
export const stateOfPort = (port: number) => `.wrangler/e2e-${port}`;
// The first half, by their last run times (about half the total); every other spec but the
// empty site's goes to the second.
const FIRST_HALF =
  /\/(community|shell|print-buying|photographer-dashboard|print-sales|subscription|submit-photo|print-upload|security-headers|admin|admin-financial)\.spec\.ts$/;
const EMPTY_SITE = /\/empty-site\.spec\.ts$/;

const server = (port: number, state: string, extra = '') => ({
  command: `rm -rf ${state} && node scripts/dev.mjs --no-build --check-answers${extra} --port ${port} --persist-to ${state}`,
  url: `http://127.0.0.1:${port}/about`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: noLocalTraces,
});

// End-to-end tests drive Debian's Chromium against the real built site served by
// wrangler dev, on its own port and its own local state (seeded like `npm run dev`); the
// empty-site spec runs against a second server whose database has no data at all.
export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder on start: keep it apart from the other runners' reports.
  outputDir: 'test-results/e2e-artifacts',
  workers: 2,
  timeout: 60_000,
  // On CI a failed test runs once more: one that passes then is listed as flaky (never hidden),
  // so a one-off stall of a shared machine does not sink the run while a real failure still does.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // One worker per server at a time: a server's state is only ever one test's to change.
    { name: 'demo', testMatch: FIRST_HALF, workers: 1, use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } },
    {
      name: 'demo-2',
      testIgnore: [FIRST_HALF, EMPTY_SITE],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${SECOND_PORT}` },
    },
    { name: 'empty-site', testMatch: EMPTY_SITE, workers: 1, use: { baseURL: `http://127.0.0.1:${EMPTY_PORT}` } },
  ],
  webServer: [
    server(E2E_PORT, stateOfPort(E2E_PORT)),
    server(SECOND_PORT, stateOfPort(SECOND_PORT)),
    server(EMPTY_PORT, EMPTY_STATE, ' --no-seed'),
  ],
});
