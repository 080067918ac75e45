/**
 * Playwright: end-to-end tests in e2e/ against the production client build (dist/client and
 * its server render entry, made by `npm run build`) served by the real server on 127.0.0.1:3100
 * with a fresh data dir (scripts/e2e-server.mjs imports the demo articles on first start); with
 * PW_WORKERS=n, n such servers on ports 3100…3100+n−1, one per worker.
 * The public-content freeze build (VITE_PUBLIC_CONTENT_FREEZE=1) has no project here: its pages
 * are checked through both of its entries by src/client/content-freeze*.test.tsx (decision 0050).
 *
 * Browser: Debian's Chromium at /usr/bin/chromium (`apt-get install chromium`; .ci/run does
 * it). Playwright's own browser download is never used: it cannot work on these machines.
 * Reporter: `list` unless PLAYWRIGHT_REPORTER says otherwise (scripts/test.mjs passes
 * `--reporter=list,json` to collect counts).
 */
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several developers (or helpers) run the suite at once on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * Playwright workers, each with a server of its own (decision 0050, amendment "e2e"): worker
 * slot i (`parallelIndex`) talks to the server on PORT + i, with its own fresh data dir and mail
 * sink (e2e/support/test.ts moves `baseURL` there, e2e/support/mailbox.ts reads that server's
 * mail), so no spec sees another's accounts, submissions, mail or sign-up limit. Set the count
 * with PW_WORKERS, never `--workers`: the servers are started from this number.
 */
const WORKERS = Math.max(1, Number(process.env.PW_WORKERS ?? 1));

const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Per port, so parallel runs (E2E_PORT) do not delete each other's traces.
  outputDir: PORT === 3100 ? 'test-results' : `test-results/port-${PORT}`,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: WORKERS,
  timeout: 30_000,
  // On CI the client tests share the two cores with the browser (scripts/test.mjs), and a page's
  // call can take seconds; assertions of presence wait 10 s there. Assertions of absence
  // (toHaveCount(0)) pass at once either way, and a real failure still fails.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: (process.env.PLAYWRIGHT_REPORTER as 'list' | 'line' | 'dot' | 'json' | undefined) ?? 'list',
  use: {
    baseURL,
    headless: true,
    // CI keeps no test-results (its log's tail is all it shows), so a trace there costs time for
    // nothing; locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  // One command starts every worker's server at once (scripts/e2e-servers.mjs): Playwright
  // would start the entries of a webServer list one after another.
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    env: { E2E_PORT: String(PORT), E2E_SERVERS: String(WORKERS) },
    wait: { stdout: /e2e servers ready/ },
    // The starts are CPU-bound (migrations, the demo import) and share the cores.
    timeout: 180_000 * WORKERS,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
