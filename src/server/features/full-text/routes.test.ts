/**
 * GET /api/articles/{id}/full-text through HTTP on real imported articles
 * (docs/decisions/0022-jats-full-text.md).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { importArticles } from '../scholarly';

const DEMO = path.resolve(import.meta.dirname, '../../../../demo');

let t: TestApp;
let plosId: number;
let crossrefId: number;
let bareId: number;

beforeAll(async () => {
  t = await createTestApp();
  const report = await importArticles({ db: t.app.db, files: t.app.files }, [
    path.join(DEMO, 'plos/xml/journal.pbio.2001413.xml'),
    path.join(DEMO, 'jose/jose.00205/10.21105.jose.00205.crossref.xml'),
  ]);
  expect(report.skipped).toEqual([]);
  const rows = await t.app.db.select({ id: articles.id, doi: articles.doi }).from(articles);
  plosId = rows.find((r) => r.doi === '10.1371/journal.pbio.2001413')!.id;
  crossrefId = rows.find((r) => r.doi === '10.21105/jose.00205')!.id;
  bareId = (await createArticle(t.app.db, (await createJournal(t.app.db)).id)).id;
});
afterAll(async () => t?.close());

describe('GET /api/articles/{id}/full-text', () => {
  it('answers the full text, contents and references of an article imported from JATS', async () => {
    const res = await t.app.inject({ url: `/api/articles/${plosId}/full-text` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // journal.pbio.2001413: 8 sections, 3 figures, 16 references (counted in the XML).
    expect(body.html.match(/class="jats-sec"/g)).toHaveLength(8);
    expect(body.html.match(/class="jats-fig"/g)).toHaveLength(3);
    expect(body.references).toHaveLength(16);
    expect(body.references[0]).toMatchObject({ number: 1, doi: '10.1038/421661a', pmid: '12571603' });
    expect(body.toc[0]).toMatchObject({ number: '1', level: 1 });
  });

  it('answers 404 for an article without JATS (Crossref record, or none stored)', async () => {
    for (const id of [crossrefId, bareId]) {
      const res = await t.app.inject({ url: `/api/articles/${id}/full-text` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Full text not available' });
    }
  });

  it('answers 404 for an unknown article and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({ url: '/api/articles/999999/full-text' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Article not found' });
    expect((await t.app.inject({ url: '/api/articles/abc/full-text' })).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/articles/{id}/full-text'].get.responses)).toEqual(['200', '400', '404']);
  });
});
