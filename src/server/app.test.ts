import { gunzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestApp } from './test/app';
import { createTestDatabase } from './test/db';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    // Over the compression threshold (1 KiB), like every real page.
    `<!doctype html><title>Genesis SPA</title><div id="root"></div><p hidden>${'Open access. '.repeat(100)}</p>`,
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
});
afterAll(async () => t?.close());

async function appWithClient() {
  const database = await createTestDatabase();
  const app = await buildApp({ config: t.config, database, logger: false, clientDir });
  return app;
}

describe('routing', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/articles/1/extra']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers the matching If-None-Match of a public page with 304, and gzips pages when asked', async () => {
    const app = await appWithClient();
    try {
      const first = await app.inject({ url: '/journals' });
      const etag = first.headers.etag as string;
      const again = await app.inject({ url: '/journals', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await app.inject({ url: '/journals', headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.statusCode).toBe(200);
      // A 404 page is never answered 304 (the validator is of a page that is not there).
      const missing = await app.inject({ url: '/no/such/page' });
      const missingAgain = await app.inject({
        url: '/no/such/page',
        headers: { 'if-none-match': missing.headers.etag as string },
      });
      expect(missingAgain.statusCode).toBe(404);

      const gzipped = await app.inject({ url: '/journals', headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(first.body);
      expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    } finally {
      await app.close();
    }
  });

  it('serves index.html for client routes and hashed assets with long caching', async () => {
    const app = await appWithClient();
    try {
      // Known routes answer 200; unknown pages, journals and articles 404 — always with the app.
      for (const [url, status] of [
        ['/', 200],
        ['/journals', 200],
        ['/search?q=x', 200],
        ['/journals/plos-one', 404],
        ['/articles/12?x=1', 404],
        ['/no/such/page', 404],
      ] as const) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<div id="root"></div>');
        // Public pages are the same for everyone: a short shared lifetime and a validator (decision 0018).
        expect(res.headers['cache-control'], url).toBe('public, max-age=30, stale-while-revalidate=300');
        expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      }
      // Private pages are never cached by others.
      const login = await app.inject({ url: '/login' });
      expect(login.headers['cache-control']).toBe('no-cache');
      expect(login.headers.etag).toBeUndefined();
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // A rebuild's new assets are served without a restart.
      fs.writeFileSync(path.join(clientDir, 'assets', 'app-def456.js'), 'console.log(2)');
      expect((await app.inject({ url: '/assets/app-def456.js' })).body).toBe('console.log(2)');
      expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/journals' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends', async () => {
    const res = await t.app.inject({ url: '/api/journals' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeDefined(); // PUBLIC_URL is https in tests
  });
});

describe('errors', () => {
  it('never leaks internal text in a 5xx', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: t.config, database, logger: false, clientDir });
    app.get('/api/boom', async () => {
      throw new Error('secret connection string postgres://u:p@host');
    });
    try {
      const res = await app.inject({ url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal Server Error' });
    } finally {
      await app.close();
    }
  });

  it('rejects a body over the size limit and malformed JSON with 4xx', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: t.config, database, logger: false, clientDir });
    app.post('/api/echo', async (req) => req.body);
    try {
      const big = await app.inject({ method: 'POST', url: '/api/echo', payload: { x: 'y'.repeat(300 * 1024) } });
      expect(big.statusCode).toBe(413);
      expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
      const bad = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('BAD_REQUEST');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: t.config, database, logger: false, clientDir });
    await database.close(); // the app now holds a closed database
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
    }
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: 'https://journals.example.org' }]);
    for (const p of [
      '/api/journals',
      '/api/journals/abbrev/{abbreviation}',
      '/api/articles',
      '/api/articles/search',
      '/api/articles/journal/{journalId}',
      '/api/articles/{id}',
      '/api/files/{key}',
      '/api/health',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    const search = doc.paths['/api/articles/search'].get;
    expect(search.parameters.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['q', 'limit', 'offset']),
    );
    expect(search.responses['200'].content['application/json'].schema.type).toBe('array');
  });

  it('serves a readable reference page at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});

describe('compression', () => {
  it('gzips JSON for clients that accept it', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('pages whose links carry a secret token', () => {
  it('send Referrer-Policy: no-referrer on the reset-password, invitation and address-confirmation pages (HTML, GET and HEAD)', async () => {
    const app = await appWithClient();
    try {
      const secretPages = [
        '/reset-password',
        '/portal/reset-password',
        '/invites/accept',
        '/invites/decline',
        '/verify-email',
        '/reset-password/',
        '/invites/accept/',
      ];
      for (const page of secretPages) {
        for (const method of ['GET', 'HEAD'] as const) {
          const url = `${page}?token=s3cret-token-value`;
          const res = await app.inject({ method, url });
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
          expect(res.headers['content-type'], url).toMatch(/text\/html/);
          expect(res.headers['referrer-policy'], `${method} ${url}`).toBe('no-referrer');
        }
      }
      // Other pages keep the site-wide policy.
      for (const url of ['/', '/journals', '/portal', '/forgot-password', '/invites']) {
        const res = await app.inject({ url });
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await app.close();
    }
  });
});
