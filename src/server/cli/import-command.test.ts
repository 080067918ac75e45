import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAssets, articles, journals } from '../db/schema';
import { REPO_ROOT } from '../paths';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../test/app';
import type { IssueContents, JournalVolumes } from '../../shared/api/issues';
import { runImportCommand } from './import-command';

// Decision 0033, "Import into a journal": `npm run import -- --journal ABBR <path…>` files a
// publisher's own back catalogue under one of its existing journals.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImportCommand({ db: t.app.db, files: t.app.files, storage: t.app.storage }, argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const articleTotal = async () => (await t.app.db.select({ n: count() }).from(articles))[0].n;

// Three JOSE articles (Crossref deposits): volume 1, issues 1 to 3 of the Journal of Open Source Education.
const JOSE = ['jose.00013', 'jose.00015', 'jose.00016'].map((d) => path.join(SHARED_ARTICLES, 'jose', d));

describe('npm run import -- --journal ABBR', () => {
  it('refuses an unknown abbreviation, and --journal without one, before importing anything', async () => {
    const before = await articleTotal();
    const unknown = await run('--journal', 'NO-SUCH-JOURNAL', ...JOSE);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/No journal has the abbreviation "NO-SUCH-JOURNAL".*Nothing was imported/);
    for (const argv of [['--journal'], ['--journal', ...JOSE], ['--journal=', ...JOSE], [...JOSE, '--journal']]) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(/--journal needs the abbreviation/);
    }
    expect(await articleTotal()).toBe(before);
    const [{ n }] = await t.app.db
      .select({ n: count() })
      .from(journals)
      .where(sql`${journals.title} ilike '%open source education%'`);
    expect(n).toBe(0);
  });

  it('files every article under the named journal (any case), with its volumes and issues there', async () => {
    const r = await run('--', '--journal', 'jls', ...JOSE);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Imported 3, updated 0, skipped 0/);
    const [jls] = await t.app.db.select().from(journals).where(eq(journals.abbreviation, 'JLS'));
    const rows = await t.app.db
      .select({ journalId: articles.journalId, volume: articles.volume, issue: articles.issue, doi: articles.doi })
      .from(articles);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.journalId).toBe(jls.id);
    // The source journal is not created.
    const [{ n }] = await t.app.db
      .select({ n: count() })
      .from(journals)
      .where(sql`${journals.title} ilike '%open source education%'`);
    expect(n).toBe(0);

    // Its back catalogue lists the issues of the imported articles, and each issue's contents them.
    const back: JournalVolumes = (await t.app.inject({ url: '/api/journals/JLS/issues' })).json();
    const listed = back.volumes.flatMap((v) => v.issues.map((i) => `${i.volume}/${i.number}`)).sort();
    expect(listed).toEqual([...new Set(rows.map((a) => `${a.volume}/${a.issue ?? ''}`))].sort());
    const found: string[] = [];
    for (const key of listed) {
      const res = await t.app.inject({ url: `/api/journals/jls/issues/${key}` });
      expect(res.statusCode, key).toBe(200);
      const contents: IssueContents = res.json();
      for (const s of contents.sections) for (const a of s.articles) found.push(a.doi!);
    }
    expect(found.sort()).toEqual(rows.map((a) => a.doi!).sort());
    const journal = (await t.app.inject({ url: '/api/journals/abbrev/JLS' })).json();
    expect(journal.articleCount).toBe(3);
  });

  it('without --journal keeps the source journal, as before', async () => {
    const file = path.join(SHARED_ARTICLES, 'pmc-iucr');
    const r = await run(file);
    expect(r.code).toBe(0);
    const rows = await t.app.db
      .select({ title: journals.title, isHouse: journals.isHouse })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(sql`${articles.doi} ilike '10.1107/%'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.title).toMatch(/^Acta Crystallographica/);
      expect(row.isHouse).toBe(false);
    }
  });
});

// Decisions 0082 and 0084: the import converts the figure images it stored and prints the time it
// took and the highest resident memory, or leaves them to the server's job with --no-convert.
describe('npm run import: figures', () => {
  // A JOSE package with two PNG figures beside its JATS (demo/ATTRIBUTION.md).
  const WITH_FIGURES = path.join(REPO_ROOT, 'demo/jose/jose.00303');
  const waiting = async () =>
    (await t.app.db.select({ n: count() }).from(articleAssets).where(isNull(articleAssets.renditions)))[0].n;

  it('with --no-convert stores the figures and leaves them waiting for the server', async () => {
    const r = await run('--no-convert', WITH_FIGURES);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/converted by the server's assets.convert job/);
    expect(r.out).not.toMatch(/Figures converted/);
    expect(await waiting()).toBeGreaterThan(0);
  });

  it('converts the waiting figures and prints their time and peak memory', async () => {
    const r = await run(WITH_FIGURES);
    expect(r.code).toBe(0);
    const line =
      /Figures converted: (\d+) images of 1 articles in (\d+\.\d) s; peak memory \(RSS\) (\d+) MB \((\d+) MB before\)/.exec(
        r.out,
      );
    expect(line, r.out).not.toBeNull();
    expect(Number(line![1])).toBe(2);
    expect(Number(line![2])).toBeGreaterThan(0);
    expect(Number(line![3])).toBeGreaterThanOrEqual(Number(line![4]));
    expect(await waiting()).toBe(0);
  });
});
