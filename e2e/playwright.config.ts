import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** The repository root: the server runs from there and reports land in its test-results/. */
const root = fileURLToPath(new URL('..', import.meta.url));

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const sentryPort = Number(process.env.E2E_SENTRY_PORT ?? 2527);
const baseURL = `http://localhost:${port}`;
// A run on its own port keeps its own output (start-server.mjs does the same for its folders), so
// two runs in one tree never delete each other's results.
const run = process.env.E2E_PORT ? `-${port}` : '';

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results${run}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI runs the server and two Chromium workers on two cores: a journey with an axe check takes
  // 25-30 s there (about 18 s on an idle machine), so 30 s failed tests that were only slow.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  // scripts/test.mjs reads the JSON report for the final count.
  reporter: [
    ['list'],
    ['json', { outputFile: join(root, 'test-results', `e2e-results${run}.json`) }],
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // Fresh data and mail folders, the SMTP receiver, then `node --import tsx
    // apps/server/src/server.ts` as its child (see e2e/support/start-server.mjs).
    command: 'node e2e/support/start-server.mjs',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
      // Every request logged (to e2e/.logs*/, not the terminal): what pan-never reads for card data.
      LOG_LEVEL: 'info',
      CHANNEL_OVERRIDE: 'true',
      // Empty counts as unset: always the embedded database.
      DATABASE_URL: '',
      // Error reports (web and server) go to the local receiver in e2e/support/start-server.mjs.
      SENTRY_DSN: `http://e2epublickey@127.0.0.1:${sentryPort}/1`,
      // Every test signs in from the same address; the limits are tested by the API suite.
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      RESET_LIMIT_PER_ACCOUNT: '1000',
      RESET_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
