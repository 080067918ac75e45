/**
 * The server side of page rendering (docs/decisions/0018-server-rendering.md) with a stand-in
 * renderer: what the server does around the client's entry (which e2e/no-js.spec.ts checks for
 * real): the body goes in `#root` with its state as a data block, the renderer's API calls reach
 * the real routes as the visitor, private pages are never rendered, and a failed render is a plain
 * 500.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { createJournal } from '../../test/factories';
import type { PageRenderer } from './page-render';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Genesis</title><meta name="description" content="default" />
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let t: TestApp;
let clientDir: string;
const apps: AppInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

async function appWith(renderer: PageRenderer): Promise<AppInstance> {
  const app = await buildApp({
    config: t.config,
    database: await createTestDatabase(),
    logger: false,
    clientDir,
    pageRenderer: renderer,
  });
  apps.push(app);
  return app;
}

describe('page rendering (decision 0018)', () => {
  it('puts the body in #root and the state in a JSON data block that cannot close the script', async () => {
    const seen: string[] = [];
    const app = await appWith({
      async render({ url, fetchApi }) {
        seen.push(url);
        const journals = (await (await fetchApi('/api/journals', { method: 'GET' })).json()) as { title: string }[];
        return {
          html: `<main><h1>${journals.map((j) => j.title).join(', ')}</h1></main>`,
          state: { queries: [{ note: '</script><script>alert(1)</script>' }], mutations: [] },
          status: 200,
        };
      },
    });
    await createJournal(app.db, { title: 'Journal of Open Source Education', abbreviation: 'JOSE' });
    const res = await app.inject({ url: '/journals?x=1' });
    expect(res.statusCode).toBe(200);
    // The page URL is built from PUBLIC_URL, with the query, never from request headers.
    expect(seen).toEqual([`${t.config.publicUrl}/journals?x=1`]);
    expect(res.body).toContain('<div id="root"><main><h1>Journal of Open Source Education</h1></main></div>');
    const block = /<script type="application\/json" id="genesis-state">([^<]*)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({
      queries: [{ note: '</script><script>alert(1)</script>' }],
      mutations: [],
    });
    expect(res.body.match(/<script/g)).toHaveLength(2); // the data block and the app's module
  });

  it('sends its API calls through the real routes, and refuses writes', async () => {
    let answer: { status: number; write: string } | null = null;
    const app = await appWith({
      async render({ fetchApi }) {
        const missing = await fetchApi('/api/articles/987654', { method: 'GET' });
        const write = await fetchApi('/api/public/contacts', { method: 'POST' }).then(
          () => 'sent',
          () => 'refused',
        );
        answer = { status: missing.status, write };
        return { html: '<p>x</p>', state: { queries: [], mutations: [] }, status: 200 };
      },
    });
    await app.inject({ url: '/about', remoteAddress: '203.0.113.9' });
    expect(answer).toEqual({ status: 404, write: 'refused' });
  });

  it('never renders private pages: they are sent with an empty #root', async () => {
    let calls = 0;
    const app = await appWith({
      async render() {
        calls += 1;
        return { html: '<p>rendered</p>', state: { queries: [], mutations: [] }, status: 200 };
      },
    });
    for (const url of ['/login', '/portal', '/dashboard', '/reset-password?token=abc']) {
      const res = await app.inject({ url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect(calls).toBe(0);
  });

  it('answers 500 with a plain page, no internal text, when the render fails', async () => {
    const app = await appWith({
      async render() {
        throw new Error('secret internal detail at /srv/app/entry.js:12');
      },
    });
    const res = await app.inject({ url: '/journals' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Something went wrong');
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('genesis-state');
  });

  it('passes a 5xx of the page data on as the status, uncached', async () => {
    const app = await appWith({
      async render() {
        return { html: '<p>error state</p>', state: { queries: [], mutations: [] }, status: 503 };
      },
    });
    const res = await app.inject({ url: '/articles' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the 404 of an unknown page while rendering its not-found body', async () => {
    const app = await appWith({
      async render() {
        return { html: '<h1>404 Page Not Found</h1>', state: { queries: [], mutations: [] }, status: 200 };
      },
    });
    const res = await app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>404 Page Not Found</h1>');
  });
});
