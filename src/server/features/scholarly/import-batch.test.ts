/**
 * The importer in batches (docs/decisions/0021-static-assets-and-bulk-import.md) gives what it gave
 * one article at a time: the same rows, the same counts and reasons, the same files; a re-run
 * updates in place (idempotent by DOI), and a bad row in a batch costs only that row.
 */
import path from 'node:path';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journalIssues, journals, storedFiles } from '../../db/schema';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { importArticles, type ImportReport } from './import-service';

/** eLife (JATS with PDFs, a manifest that is skipped) and the IUCr JATS: 27 articles. */
const PATHS = [path.join(SHARED_ARTICLES, 'elife'), path.join(SHARED_ARTICLES, 'pmc-iucr')];

let single: TestApp;
let batched: TestApp;
let singleReport: ImportReport;
let batchReport: ImportReport;
const progress: [number, number][] = [];

beforeAll(async () => {
  [single, batched] = await Promise.all([createTestApp(), createTestApp()]);
  singleReport = await importArticles({ db: single.app.db, files: single.app.files }, PATHS, { batchSize: 1 });
  batchReport = await importArticles({ db: batched.app.db, files: batched.app.files }, PATHS, {
    batchSize: 10,
    onProgress: (done, total) => progress.push([done, total]),
  });
}, 300_000);
afterAll(async () => Promise.all([single?.close(), batched?.close()]));

/**
 * Every article of `t` by DOI, without ids, timestamps and file keys (random by construction);
 * its issue record by volume and number.
 */
async function rowsOf(t: TestApp) {
  const { id, createdAt, updatedAt, journalId, issueId, pdfFileKey, sourceFileKey, ...columns } =
    getTableColumns(articles);
  void [id, createdAt, updatedAt, journalId, issueId, pdfFileKey, sourceFileKey];
  const rows = await t.app.db
    .select({
      ...columns,
      journal: journals.title,
      issueRecord: { volume: journalIssues.volume, number: journalIssues.number },
      pdf: storedFiles.sha256,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(journalIssues, eq(journalIssues.id, articles.issueId))
    .leftJoin(storedFiles, eq(storedFiles.key, articles.pdfFileKey))
    .orderBy(asc(articles.doi));
  return rows;
}

const relative = (r: ImportReport) => r.skipped.map((s) => [path.relative(SHARED_ARTICLES, s.path), s.reason]);

describe('importing in batches', () => {
  it('stores the same articles, files and counts as one article at a time', async () => {
    expect(singleReport.imported).toBe(27);
    expect(batchReport).toMatchObject({
      imported: singleReport.imported,
      updated: 0,
      pdfsAttached: singleReport.pdfsAttached,
    });
    expect(relative(batchReport)).toEqual(relative(singleReport));
    expect(relative(batchReport)).toEqual([['elife/reviewed-preprint/95901-v1/manifest.xml', expect.any(String)]]);
    const [one, many] = [await rowsOf(single), await rowsOf(batched)];
    expect(many).toHaveLength(27);
    expect(many).toEqual(one);
    // Ids come back in import order, one per article.
    expect(new Set(batchReport.articleIds).size).toBe(27);
    expect(progress.at(0)).toEqual([0, 27]);
    expect(progress.at(-1)).toEqual([27, 27]);
    expect(progress).toHaveLength(4);
  });

  it('updates in place on a re-run (idempotent by DOI), storing no new files', async () => {
    const [{ files }] = await batched.app.db.select({ files: count() }).from(storedFiles);
    const before = await rowsOf(batched);
    const again = await importArticles({ db: batched.app.db, files: batched.app.files }, PATHS, { batchSize: 10 });
    expect(again).toMatchObject({ imported: 0, updated: 27, pdfsAttached: 0 });
    expect(new Set(again.articleIds)).toEqual(new Set(batchReport.articleIds));
    expect(await rowsOf(batched)).toEqual(before);
    const [{ after }] = await batched.app.db.select({ after: count() }).from(storedFiles);
    expect(after).toBe(files);
  });
});
