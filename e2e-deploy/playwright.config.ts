/**
 * Playwright for the deployment test only (`npm run test:deploy`, scripts/deploy-test.mjs): the
 * specs in e2e-deploy/ against nginx's https origin (DEPLOY_BASE_URL) in front of two servers,
 * which the script starts; no webServer here. The certificate is self-signed, so this config
 * alone ignores HTTPS errors. Debian's Chromium, as in playwright.config.ts.
 */
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/deploy',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: (process.env.PLAYWRIGHT_REPORTER as 'list' | 'line' | 'dot' | 'json' | undefined) ?? 'list',
  use: {
    baseURL: process.env.DEPLOY_BASE_URL,
    ignoreHTTPSErrors: true,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
        },
      },
    },
  ],
});
