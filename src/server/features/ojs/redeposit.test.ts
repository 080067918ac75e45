/**
 * The Crossref redeposit after an OJS import (docs/decisions/0096-ojs-users-and-redeposit.md):
 * with CROSSREF_* set, each article the import created with a DOI gets a deposit queued (the
 * existing deposit row and `deposit.send` job), and the job sends Crossref the DOI with the
 * article's Genesis page as its resource; an article without a DOI gets none, and a second run
 * queues nothing. Without CROSSREF_* nothing is queued.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, deposits, jobs, journals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startCrossrefEndpoint, type CrossrefEndpoint } from '../../test/crossref-endpoint';
import { importOjsNative } from './import-native';
import { redepositImportedDois } from './redeposit';

const OJS = path.resolve(import.meta.dirname, '../../../../../shared/data/ojs');
const V34 = path.join(OJS, 'exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml');
const DOI = '10.55555/ojsr.18';

let tmp: string;
let withDoi: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-redeposit-'));
  // OJS's own 3.4 export, its first article's current publication (18) given a DOI as OJS writes it.
  const xml = fs
    .readFileSync(V34, 'utf8')
    .replace(
      '<id type="internal" advice="ignore">18</id>',
      `<id type="internal" advice="ignore">18</id>\n        <id type="doi" advice="update">${DOI}</id>`,
    );
  expect(xml).toContain(DOI);
  withDoi = path.join(tmp, 'with-doi.xml');
  fs.writeFileSync(withDoi, xml);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function newJournal(t: TestApp, abbreviation: string): Promise<number> {
  const [row] = await t.app.db
    .insert(journals)
    .values({ title: `Redeposit ${abbreviation}`, abbreviation, slug: abbreviation.toLowerCase() })
    .returning({ id: journals.id });
  return row.id;
}

const importInto = (t: TestApp, journalId: number) =>
  importOjsNative(t.app.db, t.app.storage, withDoi, {
    journalId,
    beforeCommit: redepositImportedDois(t.app.doiRegistration.redeposit),
  });

describe('with Crossref deposits configured', () => {
  let t: TestApp;
  let endpoint: CrossrefEndpoint;
  beforeAll(async () => {
    endpoint = await startCrossrefEndpoint();
    t = await createTestApp({
      DOI_PREFIX: '10.55555',
      CROSSREF_USER: 'genesis-test',
      CROSSREF_PASSWORD: 'pa55-word',
      CROSSREF_DEPOSIT_URL: endpoint.url,
      CROSSREF_DEPOSITOR_NAME: 'Genesis Press',
      CROSSREF_DEPOSITOR_EMAIL: 'doi@genesis.example',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await endpoint?.close();
  });

  it('queues a redeposit of each imported DOI, sent with its Genesis URL; a second run queues none', async () => {
    const journalId = await newJournal(t, 'OJRD');
    const report = await importInto(t, journalId);
    expect(report.counts.articles.created).toBe(2);
    expect(report.redepositsQueued).toBe(1);
    const [article] = await t.app.db.select().from(articles).where(eq(articles.doi, DOI));
    const ids = (
      await t.app.db.select({ id: articles.id }).from(articles).where(eq(articles.journalId, journalId))
    ).map((a) => a.id);
    const queued = await t.app.db.select().from(deposits).where(inArray(deposits.articleId, ids));
    expect(queued).toMatchObject([{ articleId: article.id, doi: DOI, status: 'pending' }]);
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `deposit.send:${queued[0].id}`));
    expect(job).toBeDefined();

    expect(await t.app.deposits.runOnce()).toBeGreaterThanOrEqual(1);
    const sent = endpoint.received.find((r) => r.file?.text.includes(DOI));
    expect(sent?.file?.text).toContain(`<resource>https://journals.example.org/articles/${article.id}</resource>`);

    const again = await importInto(t, journalId);
    expect(again.redepositsQueued).toBe(0);
    expect((await t.app.db.select().from(deposits).where(inArray(deposits.articleId, ids))).length).toBe(1);
  }, 60_000);
});

describe('without Crossref deposits configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('imports the DOIs and queues no deposit', async () => {
    expect(t.app.doiRegistration.redeposit).toBeNull();
    const journalId = await newJournal(t, 'OJRN');
    const report = await importInto(t, journalId);
    expect(report.counts.articles.created).toBe(2);
    expect(report.redepositsQueued).toBe(0);
    const [article] = await t.app.db.select().from(articles).where(eq(articles.doi, DOI));
    expect(article.journalId).toBe(journalId);
    expect(await t.app.db.select().from(deposits)).toEqual([]);
  });
});
