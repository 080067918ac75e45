/**
 * The `test` every spec uses: Playwright's, plus an automatic check that the page logged no
 * console error or warning and threw no uncaught error (decision 0018: a hydration mismatch, a CSP
 * violation or a React warning fails the test that caused it). Chromium's own "Failed to load
 * resource" lines are left out: they report HTTP answers (a 404 page, a refused sign-in) that
 * the specs provoke on purpose and check themselves. `page.goto` waits for the page to be
 * hydrated (`html[data-hydrated]`) before the spec goes on.
 */
import { createHash } from 'node:crypto';
import { expect, test as base } from '@playwright/test';

/** Console lines that report a network answer, not a fault of the page. */
const NETWORK_NOISE = /^Failed to load resource: /;

/**
 * The address a test's visitors come from (10.0.0.0/8, from the test's id): sent as
 * X-Forwarded-For, which the e2e server believes from loopback (scripts/e2e-server.mjs
 * TRUST_PROXY), so each test has the per-address limits (sign-up, sign-in, the public forms) to
 * itself, as a visitor at a fresh address would.
 */
export function testAddress(testId: string): string {
  const [a, b, c] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

export const test = base.extend<{ consoleProblems: string[] }>({
  // Every context of the test, those a spec makes with browser.newContext() and its API requests
  // too (Playwright applies the test's context options to each).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': testAddress(testInfo.testId) });
  },
  // Each worker slot has a server of its own on the configured port + its parallelIndex
  // (playwright.config.ts; decision 0050, amendment "e2e"). With one worker this is the
  // configured baseURL itself (so e2e-deploy's single worker keeps its nginx address).
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (!baseURL || testInfo.parallelIndex === 0) return use(baseURL);
    const url = new URL(baseURL);
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  // A served page is hydrated before the spec acts on it: a click or a blur on the server's
  // markup before React has attached its handlers would be lost (decision 0034).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (html && javaScriptEnabled !== false) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if ((type === 'error' || type === 'warning') && !NETWORK_NOISE.test(message.text())) {
          problems.push(`${type}: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors and warnings of the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
