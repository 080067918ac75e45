// @vitest-environment jsdom
/**
 * The public-content freeze as a build sets it (VITE_PUBLIC_CONTENT_FREEZE=1; seed 000 §2, §9),
 * server side: the server render entry (entry-server.tsx `render`, as the server runs it for
 * every public page) asks the API for no catalogue data and renders the "Coming Soon" variants
 * of the home, journals and articles pages, and the 12 fixed journal cards leading to
 * /journals/coming-soon.
 *
 * The flag is read from `import.meta.env` when src/client/lib/flags.ts is evaluated, so the
 * variable is stubbed and the app loaded anew (vi.stubEnv + vi.resetModules) before rendering:
 * the same code path a freeze build compiles (jsdom only parses the markup here). The browser
 * side is content-freeze.test.tsx.
 * Together they replace the Playwright `freeze` project, which needed a second production
 * build and a second e2e server for three pages (decision 0050, amendment "One pass where the
 * engine does not matter, no build for three tests").
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RenderResult } from './entry-server';
import { FIXED_JOURNALS } from './test/content-freeze';

beforeAll(() => {
  vi.stubEnv('VITE_PUBLIC_CONTENT_FREEZE', '1');
  vi.resetModules();
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** The server render of `path` (flags read with the variable set), and every API path it asked for. */
async function serverRender(path: string): Promise<RenderResult & { asked: string[] }> {
  const { render } = await import('./entry-server');
  const asked: string[] = [];
  const result = await render({
    url: `https://journals.example.org${path}`,
    fetchApi: async (apiPath) => {
      asked.push(apiPath);
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { ...result, asked };
}

/** The rendered markup of `#root` as a DOM (jsdom), to query it like a browser would. */
function parse(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  const text = (element: Element) => element.textContent?.trim() ?? '';
  return {
    headings: () => [...root.querySelectorAll('h1, h2, h3')].map(text),
    /** The href of each link whose text matches `name`. */
    links: (name: RegExp) =>
      [...root.querySelectorAll('a')].filter((a) => name.test(text(a))).map((a) => a.getAttribute('href')),
    searchBox: () => root.querySelector('input[placeholder="Search journals..."]'),
  };
}

describe('the server render of a build with VITE_PUBLIC_CONTENT_FREEZE=1', () => {
  it('home: Coming Soon and Portfolio in Development, a submit link, and no API call', async () => {
    const page = await serverRender('/');
    expect(page.asked).toEqual([]);
    expect(page.status).toBe(200);
    expect(parse(page.html).headings()).toEqual(expect.arrayContaining(['Coming Soon', 'Portfolio in Development']));
    expect(parse(page.html).links(/submit/i)).toContain('/submit-manuscript');
  });

  it('journals: the 12 fixed cards, each leading to /journals/coming-soon, no search, no API call', async () => {
    const page = await serverRender('/journals');
    expect(page.asked).toEqual([]);
    expect(page.status).toBe(200);
    for (const title of FIXED_JOURNALS) expect(parse(page.html).headings()).toContain(title);
    expect(parse(page.html).links(/Learn More/)).toEqual(Array(12).fill('/journals/coming-soon'));
    expect(parse(page.html).searchBox()).toBeNull();
  });

  it('articles: Coming Soon, no API call', async () => {
    const page = await serverRender('/articles');
    expect(page.asked).toEqual([]);
    expect(page.status).toBe(200);
    expect(parse(page.html).headings()).toContain('Coming Soon');
  });
});
