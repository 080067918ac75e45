/**
 * Old OJS links (docs/decisions/0091-ojs-native-import.md): after importing OJS's 3.4 export
 * (../shared/data/ojs) with the OJS path `publicknowledge`, each URL form OJS serves answers 301
 * to the Genesis page of the same record, with and without `index.php/`; unknown ids and paths
 * reach the site's 404, never a 500.
 */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journalIssues, journals, ojsImportedRecords } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { importOjsNative } from './import-native';

const V34 = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/ojs/exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml',
);

let t: TestApp;
let articleOf: Map<string, number>;
let issueId: number;
let galleyKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const [j] = await t.app.db
    .insert(journals)
    .values({ title: 'Journal of Public Knowledge', abbreviation: 'JPK', slug: 'jpk' })
    .returning({ id: journals.id });
  await importOjsNative(t.app.db, t.app.storage, V34, { journalId: j.id, ojsPath: 'publicknowledge' });
  const rows = await t.app.db
    .select({ ojsId: ojsImportedRecords.ojsId, genesisId: ojsImportedRecords.genesisId })
    .from(ojsImportedRecords)
    .where(sql`${ojsImportedRecords.kind} = 'article'`);
  articleOf = new Map(rows.map((r) => [r.ojsId, Number(r.genesisId)]));
  [{ id: issueId }] = await t.app.db
    .select({ id: journalIssues.id })
    .from(journalIssues)
    .where(eq(journalIssues.journalId, j.id));
  const [signalling] = await t.app.db
    .select()
    .from(articles)
    .where(eq(articles.id, articleOf.get('1')!));
  galleyKey = signalling.pdfFileKey!;
}, 60_000);
afterAll(async () => t?.close());

describe('old OJS links', () => {
  const cases: [string, () => string][] = [
    ['/index.php/publicknowledge', () => '/journals/jpk'],
    ['/index.php/publicknowledge/issue/archive', () => '/journals/jpk?tab=archive'],
    ['/index.php/publicknowledge/issue/view/1', () => '/journals/jpk/issues/1/2'],
    ['/index.php/publicknowledge/article/view/1', () => `/articles/${articleOf.get('1')}`],
    ['/index.php/publicknowledge/article/view/17', () => `/articles/${articleOf.get('17')}`],
    // Galley 1 of article 1 is its PDF (submission file 12).
    ['/index.php/publicknowledge/article/view/1/1', () => `/api/files/${galleyKey}`],
    ['/index.php/publicknowledge/article/download/1/1', () => `/api/files/${galleyKey}`],
    // OJS's restful URLs: the same without index.php/.
    ['/publicknowledge/issue/view/1', () => '/journals/jpk/issues/1/2'],
    ['/publicknowledge/issue/archive', () => '/journals/jpk?tab=archive'],
    ['/publicknowledge/article/view/1', () => `/articles/${articleOf.get('1')}`],
    ['/publicknowledge/article/download/1/1', () => `/api/files/${galleyKey}`],
  ];
  it.each(cases)('%s answers 301', async (url, target) => {
    expect(issueId).toBeGreaterThan(0);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(target());
  });

  it.each([
    '/index.php/publicknowledge/article/view/999',
    '/index.php/publicknowledge/issue/view/999',
    '/index.php/otherjournal/article/view/1',
    '/index.php/otherjournal',
    // Galley 3 is article 17's, not article 1's.
    '/index.php/publicknowledge/article/download/1/3',
    '/publicknowledge/article/view/99999999999999999999999',
  ])('%s is not found (404)', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
  });
});
