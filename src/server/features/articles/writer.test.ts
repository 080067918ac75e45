/**
 * The batch writer of articles (docs/decisions/0021-static-assets-and-bulk-import.md): a batch
 * stores the same rows that one insertArticle per article stores, and skipping by DOI makes a load
 * idempotent (a re-run inserts nothing and reports every row skipped).
 */
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { insertArticle, insertArticles, type ArticleValues } from './writer';

let t: TestApp;
let journalA: number;
let journalB: number;

beforeAll(async () => {
  t = await createTestApp();
  journalA = (await createJournal(t.app.db)).id;
  journalB = (await createJournal(t.app.db)).id;
});
afterAll(async () => t?.close());

/** Varied rows: every kind of column set, some left to their defaults. */
function sample(prefix: string, journalId: number): ArticleValues[] {
  return Array.from({ length: 30 }, (_, i) => ({
    journalId,
    doi: `10.5555/${prefix}.${i}`,
    title: `Neural ${prefix} article ${i} — "quoted", ünïcode \\ backslash`,
    abstract: i % 3 === 0 ? null : `Abstract ${i} with an apostrophe's and {braces} and ${'x'.repeat(i)}`,
    articleType: i % 2 ? 'Research Article' : 'Review',
    sourceFormat: 'jats',
    ...(i % 4 === 0
      ? {}
      : {
          contributors: [
            {
              name: `Ada ${i}`,
              givenNames: 'Ada',
              surname: `${i}`,
              affiliations: [{ name: 'Lab', rorId: null, department: null, city: null, country: null }],
              orcid: null,
              corresponding: true,
            },
          ],
          authors: `Ada ${i}`,
          keywords: ['neural', `k${i}`, 'comma, inside', '"quote"'],
          subjects: ['cs.LG'],
        }),
    volume: i % 5 ? String(i) : null,
    issue: null,
    pages: i % 2 ? `${i}-${i + 9}` : null,
    publishedDate: `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
    receivedDate: null,
    acceptedDate: i % 2 ? '2019-12-01' : null,
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    copyright: null,
    pdfFileKey: null,
    sourceFileKey: null,
  }));
}

/**
 * The stored rows of a journal without what differs by construction (ids, timestamps, journal,
 * the id of its journal's issue record: whether it has one is kept).
 */
async function stored(journalId: number, prefix: string) {
  const { id, createdAt, updatedAt, journalId: j, doi, issueId, ...columns } = getTableColumns(articles);
  void [id, createdAt, updatedAt, j, issueId];
  const rows = await t.app.db
    .select({ ...columns, doi, attached: sql<boolean>`${articles.issueId} is not null` })
    .from(articles)
    .where(eq(articles.journalId, journalId))
    .orderBy(asc(articles.doi));
  return rows.map((r) => ({ ...r, doi: r.doi?.replace(prefix, 'P'), title: r.title.replace(prefix, 'P') }));
}

describe('insertArticles', () => {
  it('stores the same rows as one insertArticle per article, search vectors included', async () => {
    for (const row of sample('single', journalA)) await insertArticle(t.app.db, row);
    const batch = await insertArticles(t.app.db, sample('batch', journalB));
    expect(batch.skipped).toBe(0);
    expect(batch.inserted).toHaveLength(30);
    expect(new Set(batch.inserted.map((r) => r.doi))).toEqual(new Set(sample('batch', journalB).map((r) => r.doi)));

    const one = await stored(journalA, 'single');
    const many = await stored(journalB, 'batch');
    expect(many).toHaveLength(30);
    // The vectors (generated from the title, or built by the writer) differ by construction.
    const withoutVectors = ({ searchVector: _s, titleVector: _t, authorVector: _a, ...rest }: (typeof one)[number]) =>
      rest;
    expect(many.map(withoutVectors)).toEqual(one.map(withoutVectors));
    // Search vectors differ only by the words that differ ("single" / "batch").
    const [{ found }] = await queryRows<{ found: number }>(
      t.app.db,
      sql`select count(*)::int as found from articles where search_vector @@ to_tsquery('english', 'batch & neural')`,
    );
    expect(found).toBe(30);
  });

  it('skips DOIs already present (any case) or repeated in the batch, so a re-run inserts nothing', async () => {
    const rows = sample('idem', journalA);
    const first = await insertArticles(t.app.db, rows.slice(0, 10), { onDuplicateDoi: 'skip' });
    expect(first).toMatchObject({ skipped: 0 });
    const upper = rows.slice(5, 10).map((r) => ({ ...r, doi: r.doi!.toUpperCase(), title: 'changed' }));
    const second = await insertArticles(t.app.db, [...rows, ...upper, rows[20]], { onDuplicateDoi: 'skip' });
    expect(second.inserted).toHaveLength(20);
    expect(second.skipped).toBe(16);
    const again = await insertArticles(t.app.db, rows, { onDuplicateDoi: 'skip' });
    expect(again).toEqual({ inserted: [], skipped: 30 });
    const titles = await t.app.db
      .select({ title: articles.title })
      .from(articles)
      .where(sql`${articles.doi} like '10.5555/idem.%'`);
    expect(titles).toHaveLength(30);
    expect(titles.some((r) => r.title === 'changed')).toBe(false);
  });

  it('fails the whole statement on a duplicate DOI unless told to skip', async () => {
    const rows = sample('strict', journalA).slice(0, 3);
    await insertArticles(t.app.db, rows.slice(0, 1));
    await expect(insertArticles(t.app.db, rows)).rejects.toThrow();
    const left = await t.app.db
      .select({ doi: articles.doi })
      .from(articles)
      .where(sql`${articles.doi} like '10.5555/strict.%'`);
    expect(left).toHaveLength(1);
  });
});
