import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DESKTOP } from './support/screens.ts';

/**
 * The journeys, in Debian's Chromium (no browser is downloaded: `npx playwright install` is never run). Build first:
 * `npm run build && npx playwright test -c e2e/playwright.config.ts` (or `npm run test:e2e`). Global setup starts the
 * built site once for every journey; a failed test leaves its trace and screenshots in e2e/test-results/ (gitignored;
 * `npx playwright show-trace <trace.zip>`), and the run an HTML report (`npx playwright show-report /tmp/trg-e2e-report`).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  // One browser at a time on a 2-core machine; the journeys share the one server, and some build on what an earlier
  // test in their file made.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // How long expect.poll waits for the page to come round: Playwright's default. (Vitest's was a second, too short here:
  // under load one look at the page takes up to 0.7 s with tracing on, and a second allowed two looks.)
  expect: { timeout: 5_000 },
  // The HTML report goes outside the tree: its trace viewer's scripts would otherwise be linted by `npm run lint`.
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(os.tmpdir(), 'trg-e2e-report') }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without --disable-background-networking, Chromium's calls home are refused by the closed network, many at a time.
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
    viewport: DESKTOP,
    // playwright-core's own default for an action and a navigation (the test runner's is none).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
