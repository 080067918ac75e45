/**
 * NUL and invalid UTF-8 in a URL (docs/decisions/0014-resilience.md "URLs"): a path segment
 * that percent-decodes (RFC 3986 §2.1) to NUL or to bytes that are not UTF-8 (RFC 3629) names
 * nothing, on the public pages and the API alike: 404, and the database never sees it. Such a
 * query parameter is a bad request: 400 with the parameter named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppInstance } from '../app-types';
import { createTestApp, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/db';
import { createJournal } from '../test/factories';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Genesis</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let app: AppInstance;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  app = await buildApp({
    config: { ...t.config, logLevel: 'warn' },
    database: await createTestDatabase(),
    logStream: { write: (line: string) => void logLines.push(line) },
    clientDir,
    pageRenderer: null,
  });
  await createJournal(app.db, { title: 'eLife', abbreviation: 'eLife', issn: '2050-084X' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const BAD_SEGMENTS = ['%00', 'eLife%00', '%FF', '%C3%28', '%ED%A0%80' /* an encoded lone surrogate */];

describe('a path segment with NUL or invalid UTF-8', () => {
  it.each(BAD_SEGMENTS)('answers 404 on a public page (/journals/%s), without an error logged', async (segment) => {
    logLines.length = 0;
    const res = await app.inject({ url: `/journals/${segment}` });
    expect(res.statusCode).toBe(404);
    // The plain page when the router could route it (NUL); the router's own 404 when it
    // cannot even percent-decode the path (not UTF-8).
    if (segment.includes('%00')) expect(res.headers['content-type']).toMatch(/^text\/html/);
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });

  it.each(BAD_SEGMENTS)('answers a JSON 404 on the API (/api/journals/abbrev/%s)', async (segment) => {
    const res = await app.inject({ url: `/api/journals/abbrev/${segment}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 for any other method and route too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/submissions/%00/comments', payload: {} });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/files/%FF' })).statusCode).toBe(404);
  });

  it('leaves valid segments alone: the page and the journal are found', async () => {
    expect((await app.inject({ url: '/journals/eLife' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/journals/abbrev/eLife' })).statusCode).toBe(200);
    // U+00E9 in UTF-8 is valid; the journal simply does not exist
    expect((await app.inject({ url: '/api/journals/abbrev/%C3%A9' })).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a query parameter with NUL or invalid UTF-8', () => {
  it.each([
    ['q=cell%00s', 'q', 'Contains characters that are not allowed'],
    ['q=%FF', 'q', 'Must be valid UTF-8'],
    ['q=ab%ED%A0%80', 'q', 'Must be valid UTF-8'],
    ['q=cells&x%00=1', 'x', 'Contains characters that are not allowed'],
  ])('answers 400 naming the parameter (%s)', async (query, name, message) => {
    for (const url of [`/api/articles/search?${query}`, `/journals?${query}`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'VALIDATION_FAILED', message, errors: [{ path: name, message }] });
    }
  });

  it('leaves valid queries alone (a literal %, +, an emoji)', async () => {
    for (const q of ['100%', 'a+b', 'cell%F0%9F%98%80']) {
      expect((await app.inject({ url: `/api/articles/search?q=${q}` })).statusCode, q).toBe(200);
    }
  });
});
