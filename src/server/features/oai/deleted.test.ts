/**
 * Withdrawn articles as deleted records (docs/decisions/0025-oai-pmh-and-identifiers.md; OAI-PMH
 * 2.0 §2.5.1, deletedRecord persistent): deleting an articles row, by any path, leaves a tombstone
 * (trigger of migration 0012) that /oai answers as `<header status="deleted">` for ever; an id that
 * comes back is live.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTombstones } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { parseOai, type Parsed } from './testing';

let t: TestApp;
let journal: { id: number; slug: string };
let keptId: number;
let goneId: number;
let goneRow: typeof articles.$inferSelect;
let deletedAfter: Date;
const HOST = 'journals.example.org';
const identifier = (id: number) => `oai:${HOST}:article/${id}`;

async function oai(query: string): Promise<Parsed> {
  const res = await t.app.inject({ url: `/oai?${query}` });
  expect(res.statusCode).toBe(200);
  return parseOai(res.body);
}

beforeAll(async () => {
  t = await createTestApp();
  journal = await createJournal(t.app.db);
  keptId = (await createArticle(t.app.db, journal.id, { updatedAt: new Date('2024-03-01T00:00:00Z') })).id;
  goneRow = await createArticle(t.app.db, journal.id, {
    articleType: 'Case Report',
    updatedAt: new Date('2024-03-02T00:00:00Z'),
  });
  goneId = goneRow.id;
  deletedAfter = new Date(Math.floor(Date.now() / 1000) * 1000);
  // Withdrawal today: the row goes (no use case does it yet, so the test deletes it with SQL).
  await t.app.db.execute(sql`delete from articles where id = ${goneId}`);
});
afterAll(async () => t?.close());

describe('a deleted article', () => {
  it('leaves a tombstone with its id, journal, type, DOI and the time of deletion', async () => {
    const [row] = await t.app.db.select().from(articleTombstones).where(eq(articleTombstones.articleId, goneId));
    expect(row).toMatchObject({ journalId: journal.id, articleType: 'Case Report', doi: goneRow.doi });
    expect(row.deletedAt.getTime()).toBeGreaterThanOrEqual(deletedAfter.getTime());
  });

  it('is a deleted record in GetRecord, in either format: a header and no metadata', async () => {
    for (const prefix of ['oai_dc', 'jats']) {
      const doc = await oai(`verb=GetRecord&metadataPrefix=${prefix}&identifier=${identifier(goneId)}`);
      const record = doc.GetRecord.record[0];
      expect(record.header['@status']).toBe('deleted');
      expect(record.header.identifier).toBe(identifier(goneId));
      expect(record.header.setSpec).toEqual([`journal:${journal.slug}`, 'type:case-report']);
      expect(new Date(record.header.datestamp).getTime()).toBeGreaterThanOrEqual(deletedAfter.getTime());
      expect(record.metadata).toBeUndefined();
    }
    const formats = await oai(`verb=ListMetadataFormats&identifier=${identifier(goneId)}`);
    expect(formats.ListMetadataFormats.metadataFormat).toHaveLength(2);
  });

  it('is listed, once, in the lists and sets it belonged to, dated by its deletion', async () => {
    const all = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    expect(all.ListIdentifiers.header.map((h: Parsed) => [h.identifier, h['@status']])).toEqual([
      [identifier(keptId), undefined],
      [identifier(goneId), 'deleted'],
    ]);
    const records = await oai(`verb=ListRecords&metadataPrefix=jats&set=type:case-report`);
    expect(records.ListRecords.record).toHaveLength(1);
    expect(records.ListRecords.record[0].header['@status']).toBe('deleted');
    expect(records.ListRecords.record[0].metadata).toBeUndefined();
    const since = deletedAfter.toISOString().replace(/\.\d+Z$/, 'Z');
    const recent = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=journal:${journal.slug}&from=${since}`);
    expect(recent.ListIdentifiers.header.map((h: Parsed) => h.identifier)).toEqual([identifier(goneId)]);
    const sets = await oai('verb=ListSets');
    expect(sets.ListSets.set.map((s: Parsed) => s.setSpec)).toContain('type:case-report');
  });

  it('comes back live, and only once, when its id is inserted again', async () => {
    const { id: _id, searchVector: _s, titleVector: _t, authorVector: _a, ...values } = goneRow;
    await t.app.db.insert(articles).values({ ...values, id: goneId, updatedAt: new Date() });
    expect(await t.app.db.select().from(articleTombstones).where(eq(articleTombstones.articleId, goneId))).toEqual([]);
    const doc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier(goneId)}`);
    expect(doc.GetRecord.record[0].header['@status']).toBeUndefined();
    expect(doc.GetRecord.record[0].metadata.dc.title['#text']).toBe(goneRow.title);
    const all = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    expect(all.ListIdentifiers.header.map((h: Parsed) => h.identifier)).toEqual([
      identifier(keptId),
      identifier(goneId),
    ]);
  });

  it('leaves one tombstone per row when many are deleted in one statement', async () => {
    const more = [];
    for (let i = 0; i < 3; i++) more.push((await createArticle(t.app.db, journal.id)).id);
    await t.app.db.delete(articles).where(inArray(articles.id, more));
    const rows = await t.app.db.select().from(articleTombstones).where(inArray(articleTombstones.articleId, more));
    expect(rows.map((r) => r.articleId).sort()).toEqual([...more].sort());
  });
});
