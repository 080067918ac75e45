/**
 * What Genesis sends to the scholarly web, held to its owners' schemas (../shared/schemas, with
 * xmllint; README there): for every article of the demo and of the real-article corpus it is
 * drawn from, the Crossref 5.3.0 deposit (crossref5.3.0.xsd), the DOAJ export of each journal
 * (doajArticles.xsd), the JATS made from the record (JATS 1.3 Journal Publishing XSD) and the
 * OAI-PMH ListRecords pages in oai_dc (OAI-PMH 2.0 with oai_dc, strictly). One xmllint run per
 * schema validates all the documents. With CI=true a missing xmllint fails; elsewhere it skips.
 */
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals } from '../../db/schema';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { canValidate, schemaErrors } from '../../test/xml-schemas';
import { seedHouseJournals } from '../journals';
import { importArticles } from '../scholarly';
import { crossrefDepositXml } from './crossref-xml';
import { doajArticlesXml } from './doaj-xml';
import { loadDepositRecord, loadJournalArticles } from './record';

/** The demo articles `npm start` imports. */
const DEMO_DIR = path.resolve(import.meta.dirname, '../../../../demo');

/** Documents with their verdicts, as "label: messages" for the invalid ones only. */
function failures(labels: string[], verdicts: string[]): string[] {
  return verdicts.flatMap((v, i) => (v ? [`${labels[i]}: ${v.slice(0, 600)}`] : []));
}

let t: TestApp;
let ids: number[];

describe.runIf(canValidate() || process.env.CI === 'true')('every output of the imported corpus validates', () => {
  beforeAll(async () => {
    // A dotted host: DOAJ's fullTextUrl pattern refuses `localhost`.
    t = await createTestApp({ PUBLIC_URL: 'https://journals.example.org', CROSSREF_REGISTRANT: 'Genesis Open Press' });
    await seedHouseJournals(t.app.db);
    const report = await importArticles({ db: t.app.db, files: t.app.files }, [DEMO_DIR, SHARED_ARTICLES]);
    expect(report.imported).toBeGreaterThan(200);
    ids = (await t.app.db.select({ id: articles.id }).from(articles).orderBy(asc(articles.id))).map((r) => r.id);
  }, 600_000);
  afterAll(() => t?.close());

  it('the Crossref 5.3.0 deposit of every article with a DOI', async () => {
    const labels: string[] = [];
    const docs: string[] = [];
    for (const id of ids) {
      const record = await loadDepositRecord(t.app.deps, id);
      if (!record.article.doi) continue;
      labels.push(`article ${id} (${record.article.doi})`);
      docs.push(
        crossrefDepositXml({
          record,
          publicUrl: t.config.publicUrl,
          depositor: { name: 'Genesis', email: 'deposits@example.org', registrant: 'Genesis Open Press' },
          batchId: `test-${id}`,
          at: new Date('2026-11-30T12:00:00Z'),
        }),
      );
    }
    expect(docs.length).toBeGreaterThan(200);
    expect(failures(labels, schemaErrors('crossref', docs))).toEqual([]);
  }, 300_000);

  it('the DOAJ export of every journal with articles', async () => {
    const all = await t.app.db.select({ id: journals.id, abbreviation: journals.abbreviation }).from(journals);
    const labels: string[] = [];
    const docs: string[] = [];
    let records = 0;
    for (const journal of all) {
      const found = await loadJournalArticles(t.app.db, journal.id);
      if (!found || found.articles.length === 0) continue;
      records += found.articles.length;
      labels.push(journal.abbreviation);
      docs.push(
        doajArticlesXml({ ...found, publicUrl: t.config.publicUrl, depositor: { registrant: 'Genesis Open Press' } }),
      );
    }
    expect(records).toBe(ids.length);
    expect(failures(labels, schemaErrors('doaj', docs))).toEqual([]);
  }, 300_000);

  it('every OAI-PMH ListRecords page in oai_dc, following the resumption tokens', async () => {
    const pages: string[] = [];
    let query = 'verb=ListRecords&metadataPrefix=oai_dc';
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: `/oai?${query}` });
      expect(res.statusCode).toBe(200);
      pages.push(res.body);
      const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(res.body)?.[1];
      if (!token) break;
      query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token.replaceAll('&amp;', '&'))}`;
    }
    expect(pages.join('').match(/<record>/g)?.length).toBe(ids.length);
    expect(
      failures(
        pages.map((_, i) => `page ${i + 1}`),
        schemaErrors('oai', pages),
      ),
    ).toEqual([]);
  }, 300_000);
});
