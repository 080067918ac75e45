/**
 * Volumes and issues as records (docs/decisions/0029-volumes-and-issues.md): the
 * migration's backfill, the articles writer keeping articles attached to their issue, and the
 * back-catalogue endpoints (volumes with counts, the current issue, an issue's contents).
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueContents, JournalVolumes } from '../../../shared/api/issues';
import { articles, journalIssues } from '../../db/schema';
import { insertArticle, insertArticles, updateArticle, type ArticleValues } from '../articles';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const issuesOf = (journalId: number) =>
  t.app.db.select().from(journalIssues).where(eq(journalIssues.journalId, journalId)).orderBy(journalIssues.id);
const issueIdOf = async (articleId: number) =>
  (await t.app.db.select({ issueId: articles.issueId }).from(articles).where(eq(articles.id, articleId)))[0].issueId;

function values(journalId: number, overrides: Partial<ArticleValues>): ArticleValues {
  return {
    journalId,
    title: 'An article',
    articleType: 'Research Article',
    sourceFormat: 'jats',
    ...overrides,
  };
}

describe('the articles writer attaches articles to issue records', () => {
  it('creates the issue of a new volume and issue, and reuses it for the next article', async () => {
    const journal = await createJournal(t.app.db);
    const first = await insertArticle(
      t.app.db,
      values(journal.id, { volume: ' 7 ', issue: '3', publishedDate: '2021-06-02' }),
    );
    const issues = await issuesOf(journal.id);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      volume: '7',
      number: '3',
      year: 2021,
      publishedDate: '2021-06-02',
      status: 'back',
    });
    expect(await issueIdOf(first.id)).toBe(issues[0].id);

    // An earlier article of the same issue moves its year and date back; no second record.
    const second = await insertArticle(
      t.app.db,
      values(journal.id, { volume: '7', issue: '3', publishedDate: '2020-12-30' }),
    );
    expect(await issueIdOf(second.id)).toBe(issues[0].id);
    expect(await issuesOf(journal.id)).toEqual([expect.objectContaining({ year: 2020, publishedDate: '2020-12-30' })]);
  });

  it('files a volume without issue number under number "" and leaves articles without volume unattached', async () => {
    const journal = await createJournal(t.app.db);
    const inVolume = await insertArticle(t.app.db, values(journal.id, { volume: '13', issue: null }));
    const loose = await insertArticle(t.app.db, values(journal.id, { volume: null, issue: '2' }));
    expect((await issuesOf(journal.id)).map((i) => [i.volume, i.number])).toEqual([['13', '']]);
    expect(await issueIdOf(inVolume.id)).not.toBeNull();
    expect(await issueIdOf(loose.id)).toBeNull();
  });

  it('attaches a batch (insertArticles) and follows an update to another issue', async () => {
    const journal = await createJournal(t.app.db);
    const rows = ['1', '1', '2'].map((issue, i) =>
      values(journal.id, {
        doi: `10.5555/batch.${journal.id}.${i}`,
        volume: '4',
        issue,
        publishedDate: `2019-0${i + 1}-01`,
      }),
    );
    const { inserted } = await insertArticles(t.app.db, rows);
    expect(inserted).toHaveLength(3);
    const issues = await issuesOf(journal.id);
    expect(issues.map((i) => [i.volume, i.number, i.year])).toEqual([
      ['4', '1', 2019],
      ['4', '2', 2019],
    ]);
    const moved = inserted.find((a) => a.doi?.endsWith('.0'))!;
    await updateArticle(t.app.db, moved.id, values(journal.id, { volume: '5', issue: '1' }));
    const volumeFive = (await issuesOf(journal.id)).find((i) => i.volume === '5');
    expect(volumeFive).toBeDefined();
    expect(await issueIdOf(moved.id)).toBe(volumeFive!.id);
  });
});

describe('migration 0015 backfill', () => {
  it('makes one issue per journal, volume and issue of the existing articles, year from the earliest', async () => {
    const journal = await createJournal(t.app.db);
    // Articles as they were before the migration: volume and issue as text, no issue record.
    for (const [volume, issue, date] of [
      ['2', '1', '2018-05-01'],
      ['2', '1', '2017-11-20'],
      ['2', null, '2019-01-01'],
      [null, null, '2019-01-01'],
    ]) {
      await t.app.db.insert(articles).values({ ...values(journal.id, {}), volume, issue, publishedDate: date });
    }
    const migration = readFileSync(new URL('../../db/migrations/0015_volumes_and_issues.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((s) => /INSERT INTO journal_issues|UPDATE articles/.test(s));
    expect(backfill).toHaveLength(2);
    // As before the migration: no issue record at all (the articles' issue_id falls to null).
    await t.app.db.delete(journalIssues);
    for (const statement of backfill) await t.app.db.execute(sql.raw(statement));
    const issues = await issuesOf(journal.id);
    expect(issues.map((i) => [i.volume, i.number, i.year, i.publishedDate]).sort()).toEqual([
      ['2', '', 2019, '2019-01-01'],
      ['2', '1', 2017, '2017-11-20'],
    ]);
    const attached = await t.app.db
      .select({ volume: articles.volume, issueId: articles.issueId })
      .from(articles)
      .where(eq(articles.journalId, journal.id));
    expect(attached.filter((a) => a.issueId !== null)).toHaveLength(3);
    expect(attached.find((a) => a.volume === null)?.issueId).toBeNull();
  });
});

describe('GET /api/journals/{abbreviation}/issues', () => {
  it('lists every volume newest first (10 after 9) with its issues and article counts', async () => {
    const journal = await createJournal(t.app.db, { abbreviation: 'VOLS' });
    for (const [volume, issue] of [
      ['9', '1'],
      ['9', '2'],
      ['9', '2'],
      ['10', '1'],
    ]) {
      await createArticle(t.app.db, journal.id, {
        volume,
        issue,
        publishedDate: volume === '10' ? '2024-01-05' : '2023-03-01',
      });
    }
    const res = await t.app.inject({ url: '/api/journals/vols/issues' });
    expect(res.statusCode).toBe(200);
    const body = res.json<JournalVolumes>();
    expect(body.volumes.map((v) => [v.volume, v.articleCount, v.year])).toEqual([
      ['10', 1, 2024],
      ['9', 3, 2023],
    ]);
    expect(body.volumes[1].issues.map((i) => [i.number, i.articleCount])).toEqual([
      ['2', 2],
      ['1', 1],
    ]);
    expect(body.current).toMatchObject({ volume: '10', number: '1' });
  });

  it('takes the issue marked current over the newest one', async () => {
    const journal = await createJournal(t.app.db, { abbreviation: 'CURR' });
    await createArticle(t.app.db, journal.id, { volume: '1', issue: '1' });
    await createArticle(t.app.db, journal.id, { volume: '1', issue: '2' });
    await t.app.db
      .update(journalIssues)
      .set({ status: 'current' })
      .where(sql`${journalIssues.journalId} = ${journal.id} and ${journalIssues.number} = '1'`);
    const body = (await t.app.inject({ url: '/api/journals/CURR/issues' })).json<JournalVolumes>();
    expect(body.current).toMatchObject({ volume: '1', number: '1', status: 'current' });
  });

  it('answers an empty back catalogue for a journal without issues, 404 for an unknown journal', async () => {
    const journal = await createJournal(t.app.db, { abbreviation: 'EMPTYJ' });
    const empty = await t.app.inject({ url: '/api/journals/emptyj/issues' });
    expect(empty.json()).toEqual({ journalId: journal.id, current: null, volumes: [] });
    const unknown = await t.app.inject({ url: '/api/journals/no-such-journal/issues' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Journal "no-such-journal" not found');
  });
});

describe('GET /api/journals/{abbreviation}/issues/{volume}/{number}', () => {
  it('answers the table of contents by article type, Editorial first, by first page, with pages and PDF links', async () => {
    const journal = await createJournal(t.app.db, { abbreviation: 'TOC' });
    await createArticle(t.app.db, journal.id, { volume: '3', issue: '2', articleType: 'Review', pages: '40-52' });
    await createArticle(t.app.db, journal.id, { volume: '3', issue: '2', title: 'Later', pages: '120-130' });
    await createArticle(t.app.db, journal.id, { volume: '3', issue: '2', title: 'Earlier', pages: '9-30' });
    await createArticle(t.app.db, journal.id, { volume: '3', issue: '2', articleType: 'Editorial', pages: '1-2' });
    await createArticle(t.app.db, journal.id, { volume: '3', issue: '1', title: 'Other issue' });
    const res = await t.app.inject({ url: '/api/journals/toc/issues/3/2' });
    expect(res.statusCode).toBe(200);
    const body = res.json<IssueContents>();
    expect(body).toMatchObject({ volume: '3', number: '2', articleCount: 4, issue: { number: '2', articleCount: 4 } });
    expect(body.sections.map((s) => s.articleType)).toEqual(['Editorial', 'Research Article', 'Review']);
    expect(body.sections[1].articles.map((a) => [a.title, a.pages])).toEqual([
      ['Earlier', '9-30'],
      ['Later', '120-130'],
    ]);
    expect(body.issues.map((i) => i.number)).toEqual(['2', '1']);

    const volume = (await t.app.inject({ url: '/api/journals/toc/issues/3' })).json<IssueContents>();
    expect(volume).toMatchObject({ number: null, issue: null, articleCount: 5 });
  });

  it('links the PDF of an article that has one', async () => {
    const journal = await createJournal(t.app.db, { abbreviation: 'PDFJ' });
    const key = `pdf-${journal.id}.pdf`;
    await t.app.db.execute(
      sql`insert into stored_files (key, original_filename, content_type, byte_size, sha256, visibility)
          values (${key}, 'a.pdf', 'application/pdf', 3, 'x', 'public')`,
    );
    await createArticle(t.app.db, journal.id, { volume: '1', issue: '1', pdfFileKey: key });
    const body = (await t.app.inject({ url: '/api/journals/pdfj/issues/1/1' })).json<IssueContents>();
    expect(body.sections[0].articles[0].pdfUrl).toBe(`/api/files/${key}`);
  });

  it('answers 404 with a clear message for an unknown issue or volume, 400 for a bad parameter', async () => {
    const journal = await createJournal(t.app.db, { abbreviation: 'MISS' });
    await createArticle(t.app.db, journal.id, { volume: '1', issue: '1' });
    const issue = await t.app.inject({ url: '/api/journals/miss/issues/1/9' });
    expect(issue.statusCode).toBe(404);
    expect(issue.json().message).toBe('MISS has no issue 9 in volume 1');
    const volume = await t.app.inject({ url: '/api/journals/miss/issues/4' });
    expect(volume.statusCode).toBe(404);
    expect(volume.json().message).toBe('MISS has no volume 4');
    const tooLong = await t.app.inject({ url: `/api/journals/miss/issues/1/${'9'.repeat(21)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].message).toBe('Issue number must be at most 20 characters');
  });
});
