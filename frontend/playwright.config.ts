import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}. Install one with \`apt-get install -y chromium\` or set CHROME_PATH to a Chromium/Chrome binary.`,
  );
}

const launchOptions = {
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Screenshots and traces (CI artifacts); E2E_OUTPUT_DIR keeps parallel runs apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.test-output/playwright-artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that fails once fails: a flaky test has a reason to fix, never a retry to hide it.
  retries: 0,
  workers: 2,
  // Hang guards, not budgets: a whole run on a loaded 2-core machine takes about twice as long per test
  // as a spec alone, and CI's machines have run 1.5 times slower than that. Each test stays under 40%
  // of its limit in a whole run here (the longest stories set their own).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '../.test-output/playwright.json' }],
  ],
  // compose.spec.ts needs the compose stack (E2E_BACKEND_URLS: its backends, each on its own port).
  testIgnore: process.env.E2E_BACKEND_URLS ? [] : ['**/compose.spec.ts'],
  use: {
    baseURL: process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    // The compose stack of a local run serves HTTPS with a self-signed certificate.
    ignoreHTTPSErrors: process.env.E2E_SELF_SIGNED === '1',
    trace: 'retain-on-failure',
    launchOptions,
  },
  // Every test runs on both projects unless it is tagged for one: a staff story tagged `@phone` or
  // `@desktop` runs once, at the width where it says most (a check-in at the counter's tablet or
  // phone, the reports at a desk), the staff stories shared between the two so that both widths keep
  // walking staff flows. Public pages, and every page's first render and axe scan, run on both.
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  // Against E2E_BASE_URL (e.g. the compose stack) nothing is started here.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}/api/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        // SIGTERM, not Playwright's default SIGKILL: the server stops as in production and the e2e
        // server then drops the PostgreSQL database it made.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
