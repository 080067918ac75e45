// @vitest-environment jsdom
/**
 * The public-content freeze as a build sets it (VITE_PUBLIC_CONTENT_FREEZE=1; seed 000 §2, §9),
 * browser side: the browser entry (main.tsx, unchanged) shows the "Coming Soon" variants of the
 * home, journals and articles pages and makes no catalogue request; the 12 fixed journal cards
 * lead to /journals/coming-soon. Any request fails the test (src/client/test/setup.ts: no MSW
 * handler is installed here), and axe finds no serious or critical violation.
 *
 * The flag is read from `import.meta.env` when src/client/lib/flags.ts is evaluated, so the
 * variable is stubbed and the app loaded anew for each page (vi.stubEnv + vi.resetModules): the
 * same code path a freeze build compiles. The server side is content-freeze-render.test.tsx.
 * Together they replace the Playwright `freeze` project, which needed a second production
 * build and a second e2e server for three pages (decision 0050, amendment "One pass where the
 * engine does not matter, no build for three tests"). axe runs in jsdom here: it checks names,
 * roles, landmarks and headings, but cannot compute colour contrast; the Coming Soon sections
 * use the colour tokens of the pages the e2e suite audits in Chromium.
 */
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXED_JOURNALS } from './test/content-freeze';

beforeAll(() => {
  vi.stubEnv('VITE_PUBLIC_CONTENT_FREEZE', '1');
  // What src/client/index.html gives the page, and what jsdom lacks (the layout scrolls to the top).
  document.documentElement.lang = 'en';
  window.scrollTo = () => {};
});
afterEach(async () => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** Opens `path` as the browser entry does for a page without server markup: main.tsx, loaded anew. */
async function openPage(path: string): Promise<void> {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  vi.resetModules();
  await import('./main');
  await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), { timeout: 10_000 });
  // The page's lazy module and its effects: any request they make fails the test.
  await vi.waitFor(() => expect(root().querySelector('main h1, main h2')).not.toBeNull(), { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const root = () => document.getElementById('root')!;
const text = (element: Element) => element.textContent?.trim() ?? '';
const headings = () => [...root().querySelectorAll('h1, h2, h3')].map(text);
const links = (name: RegExp) => [...root().querySelectorAll('a')].filter((a) => name.test(text(a)));

/** No serious or critical axe violation in the document (colour contrast cannot be computed in jsdom). */
async function expectNoSeriousViolations(): Promise<void> {
  const results = await axe.run(document, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

describe('the browser side of a build with VITE_PUBLIC_CONTENT_FREEZE=1', () => {
  it('home shows Coming Soon and Portfolio in Development, with no catalogue request', async () => {
    await openPage('/');
    await vi.waitFor(() =>
      expect(headings()).toEqual(expect.arrayContaining(['Coming Soon', 'Portfolio in Development'])),
    );
    expect(links(/submit/i)[0]).toHaveAttribute('href', '/submit-manuscript');
    await expectNoSeriousViolations();
  });

  it('journals shows the 12 fixed cards leading to coming soon, with no search or filter', async () => {
    await openPage('/journals');
    await vi.waitFor(() => expect(links(/Learn More/)).toHaveLength(12));
    for (const title of FIXED_JOURNALS) expect(headings()).toContain(title);
    for (const link of links(/Learn More/)) expect(link).toHaveAttribute('href', '/journals/coming-soon');
    expect(root().querySelector('input[placeholder="Search journals..."]')).toBeNull();
    await expectNoSeriousViolations();

    links(/Learn More/)[0].click();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/journals/coming-soon'));
    await vi.waitFor(() => expect(links(/submit/i).length).toBeGreaterThan(0));
  });

  it('articles appears empty with its Coming Soon state', async () => {
    await openPage('/articles');
    await vi.waitFor(() => expect(headings()).toContain('Coming Soon'));
    await expectNoSeriousViolations();
  });
});
