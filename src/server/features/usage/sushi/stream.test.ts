/**
 * Item reports written as they are read (docs/decisions/0104-counter-streams-and-cache-under-load.md):
 * the IR_A1 and IR answers, JSON and TSV, are the very bytes of the whole report serialized as the
 * route's serializer sends it (`JSON.stringify` of the endpoint schema's encoding; tsv.ts), whatever
 * the page size of the reads (an article's rows straddling two pages, a journal's items split
 * across pages); the JSON is valid under the COUNTER API 5.1 schemas; the faults that stop a
 * request and Exception 3030 are still answered in the header, before any item.
 */
import { once } from 'node:events';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCounterReport } from '../../../../shared/api/endpoints/counter';
import type { AppInstance } from '../../../app-types';
import { queryRows } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test/app';
import { createArticle, createJournal } from '../../../test/factories';
import { addItemDays, rollUpMonth } from '../service';
import { buildReport, type ReportId } from './reports';
import { MAX_STREAMS, openItemReport, reportStream } from './stream';
import { reportTsv } from './tsv';
import spec from './vendor/counter-api-5.1-schemas.json' with { type: 'json' };

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false });
ajv.addSchema({ ...spec, $id: 'counter-api' });
function expectValid(value: unknown, pointer: string) {
  const validate = ajv.getSchema(`counter-api#/${pointer}`)!;
  const ok = validate(value);
  expect(ok ? [] : validate.errors).toEqual([]);
}

const WORLD = '0000000000000000';
const NOW = new Date('2026-03-15T12:00:00Z');

let t: TestApp;
let app: AppInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  // Three journals; eleven articles with usage in Nov 2025 – Feb 2026 (Nov–Jan rolled up, February
  // still daily), some with Investigations only (no item in IR_A1), one with no usage at all.
  const journals = [
    await createJournal(app.db, { title: 'Journal of Streamed Reports', onlineIssn: '2049-3630' }),
    await createJournal(app.db, { title: 'Annals of Cursors', printIssn: '0028-0836', publisher: 'Cursor Society' }),
    await createJournal(app.db, { title: 'Keyset Letters' }),
  ];
  const days: Parameters<typeof addItemDays>[1] = [];
  for (let i = 0; i < 11; i++) {
    const journal = journals[i % 3];
    const a = await createArticle(app.db, journal.id, {
      title: `Streamed article ${i} with "quotes", a tab\tand ünïcode`,
      doi: i % 4 === 0 ? null : `10.5555/stream.${i}`,
      publishedDate: `20${10 + i}-0${1 + (i % 9)}-15`,
      contributors: Array.from({ length: (i % 5) + 1 }, (_, k) => ({
        name: k === 0 && i === 5 ? 'X' : `Author ${i}.${k}`,
        givenNames: 'Author',
        surname: `${i}.${k}`,
        affiliations: [],
        corresponding: false,
        orcid: k === 1 ? '0000-0002-1825-0097' : null,
      })),
    });
    for (const [m, day] of ['2025-11-03', '2025-12-09', '2026-01-20', '2026-02-11'].entries()) {
      if ((i + m) % 3 === 2) continue;
      const requests = i % 4 === 3 ? 0 : i + m;
      days.push({
        articleId: a.id,
        day,
        totalItemInvestigations: requests + 2,
        uniqueItemInvestigations: 1 + (requests > 0 ? 1 : 0),
        totalItemRequests: requests,
        uniqueItemRequests: requests > 0 ? 1 : 0,
      });
    }
  }
  await createArticle(app.db, journals[0].id, { title: 'Never read' });
  await addItemDays(app.db, days);
  for (const month of ['2025-11-01', '2025-12-01', '2026-01-01']) await rollUpMonth(app.db, month);
  // Late rows of the rolled-up December (beside its monthly rows), one after its article's YOP
  // changed: a month of two YOPs, summed in one Performance unless YOP is shown (decision 0111).
  const [first, second] = await queryRows<{ id: number }>(
    app.db,
    sql`select distinct article_id as id from counter_item_monthly where month = '2025-12-01'
          and total_item_requests > 0 order by 1 limit 2`,
  );
  await app.db.execute(sql`update articles set published_date = '2024-02-02' where id = ${second.id}`);
  await addItemDays(
    app.db,
    [first.id, second.id].map((articleId) => ({
      articleId,
      day: '2025-12-28',
      totalItemInvestigations: 5,
      uniqueItemInvestigations: 2,
      totalItemRequests: 3,
      uniqueItemRequests: 1,
    })),
  );
});
afterAll(async () => t?.close());

const query = (extra: Record<string, string> = {}) => ({
  customer_id: WORLD,
  begin_date: '2025-11',
  end_date: '2026-02',
  ...extra,
});

/** The whole report as the route sent it before streaming: its JSON serialized through the endpoint schema. */
async function whole(id: ReportId, q: Record<string, string>) {
  const built = await buildReport(id, q, { db: app.db, now: NOW, publicUrl: app.config.publicUrl });
  return { json: JSON.stringify(z.encode(getCounterReport.responses[200], built.json)), tsv: reportTsv(built) };
}

async function streamed(id: 'ir' | 'ir_a1', q: Record<string, string>, format: 'json' | 'tsv', pageRows?: number) {
  const ctx = { db: app.db, now: NOW, publicUrl: app.config.publicUrl, kind: app.database.kind };
  const report = await openItemReport(id, q, ctx, { pageRows });
  const chunks: Buffer[] = [];
  for await (const chunk of reportStream(report, format, (err) => {
    throw err;
  }))
    chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('item reports written as they are read (decision 0104)', () => {
  it('writes IR_A1 and IR byte for byte as the whole report, whatever the page size of the reads', async () => {
    const cases: ['ir' | 'ir_a1', Record<string, string>][] = [
      ['ir_a1', query()],
      ['ir', query()],
      ['ir', query({ include_parent_details: 'True', attributes_to_show: 'Authors|YOP|Access_Type|Publication_Date' })],
      ['ir', query({ metric_type: 'Total_Item_Investigations', yop: '2012-2016' })],
      ['ir', query({ attributes_to_show: 'YOP|Access_Method|Article_Version', metric_type: 'Unique_Item_Requests' })],
    ];
    for (const [id, q] of cases) {
      const expected = await whole(id, q);
      expect(JSON.parse(expected.json).Report_Items.length).toBeGreaterThan(0);
      for (const pageRows of [1, 2, 3, 7, undefined]) {
        expect(await streamed(id, q, 'json', pageRows)).toBe(expected.json);
        expect(await streamed(id, q, 'tsv', pageRows)).toBe(expected.tsv);
      }
    }
  });

  it('gives back its read when the answer is dropped before its first byte (a client gone at once)', async () => {
    const ctx = { db: app.db, now: NOW, publicUrl: app.config.publicUrl, kind: app.database.kind };
    // More dropped answers than there are turns: a turn kept by any of them would leave the last
    // report below waiting for ever (this test's time limit).
    for (let i = 0; i <= MAX_STREAMS; i++) {
      const report = await openItemReport('ir_a1', query(), ctx);
      const stream = reportStream(report, 'json', () => {});
      stream.destroy();
      await once(stream, 'close');
    }
    expect(await streamed('ir_a1', query(), 'json')).toBe((await whole('ir_a1', query())).json);
  }, 20_000);

  it('answers IR_A1 through the route without building it first, valid under the COUNTER API 5.1 schema', async () => {
    const expected = await whole('ir_a1', query());
    const res = await app.inject({ method: 'GET', url: '/api/counter/r5/reports/ir_a1', query: query() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // A body written as it is read has no length known in advance.
    expect(res.headers['content-length']).toBeUndefined();
    const body = res.json();
    expectValid(body, 'components/schemas/IR_A1');
    // The same as the whole report but for the creation time (the route's clock).
    expect({ ...body, Report_Header: { ...body.Report_Header, Created: 'x' } }).toEqual({
      ...JSON.parse(expected.json),
      Report_Header: { ...JSON.parse(expected.json).Report_Header, Created: 'x' },
    });
    // Nine of the eleven articles have Requests (the 4th and 8th have Investigations only), under three journals.
    expect(body.Report_Items).toHaveLength(3);
    expect(body.Report_Items.flatMap((p: { Items: unknown[] }) => p.Items)).toHaveLength(9);

    const tsv = await app.inject({ method: 'GET', url: '/api/counter/r5/reports/ir_a1/tsv', query: query() });
    expect(tsv.statusCode).toBe(200);
    expect(tsv.headers['content-disposition']).toBe('attachment; filename="IR_A1_2025-11_2026-02.tsv"');
    expect(tsv.headers['content-length']).toBeUndefined();
    expect(tsv.body.replace(/^Created\t.*$/m, '')).toBe(expected.tsv.replace(/^Created\t.*$/m, ''));
  });

  it('still answers a stopping fault alone, and no usage with Exception 3030 in the header', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/counter/r5/reports/ir_a1',
      query: query({ end_date: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 3020, Message: 'Invalid Date Arguments' });
    const other = await app.inject({
      method: 'GET',
      url: '/api/counter/r5/reports/ir/tsv',
      query: query({ customer_id: '1234' }),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ Code: 2010 });

    const none = await app.inject({
      method: 'GET',
      url: '/api/counter/r5/reports/ir_a1',
      query: query({ begin_date: '2024-01', end_date: '2024-02' }),
    });
    expect(none.statusCode).toBe(200);
    const body = none.json();
    expectValid(body, 'components/schemas/IR_A1');
    expect(body.Report_Items).toEqual([]);
    expect(body.Report_Header.Exceptions.map((e: { Code: number }) => e.Code)).toEqual([3032, 3030]);
    const expected = await whole('ir_a1', query({ begin_date: '2024-01', end_date: '2024-02' }));
    expect(await streamed('ir_a1', query({ begin_date: '2024-01', end_date: '2024-02' }), 'json')).toBe(expected.json);
  });
});

describe('the reports of one journal (decision 0106)', () => {
  it('reads only the journal’s usage in every report, item reports streamed as the API writes them', async () => {
    const platform = JSON.parse((await whole('ir_a1', query())).json);
    // IR_A1 lists the articles under their journal: the journal's report is its parent's part.
    const [first] = platform.Report_Items as { Title: string; Items: { Item_ID: { Proprietary: string } }[] }[];
    const [{ id: journalId }] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from journals where title = ${first.Title}`,
    );
    const ctx = { db: app.db, now: NOW, publicUrl: app.config.publicUrl, kind: app.database.kind, journalId };
    const scoped = async (id: 'ir' | 'ir_a1', q: Record<string, string>) => {
      const report = await openItemReport(id, q, ctx);
      const chunks: Buffer[] = [];
      for await (const chunk of reportStream(report, 'json', (err) => {
        throw err;
      }))
        chunks.push(Buffer.from(chunk as Buffer));
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    };
    const irA1 = await scoped('ir_a1', query());
    expectValid(irA1, 'components/schemas/IR_A1');
    expect(irA1.Report_Items).toEqual([first]);
    // IR (no parent shown): the same articles.
    const ir = await scoped('ir', query());
    expect(ir.Report_Items[0].Items.map((i: { Item_ID: unknown }) => i.Item_ID)).toEqual(
      expect.arrayContaining(first.Items.map((i) => i.Item_ID)),
    );
    const irArticles = new Set(
      (await buildReport('ir', query(), ctx)).json.Report_Items.flatMap((p) =>
        (p.Items as { Item_ID: { Proprietary: string } }[]).map((i) => i.Item_ID.Proprietary),
      ),
    );
    const journalArticles = await queryRows<{ id: number }>(
      app.db,
      sql`select id from articles where journal_id = ${journalId}`,
    );
    const ofJournal = new Set(journalArticles.map((a) => `genesis:${a.id}`));
    expect(irArticles.size).toBeGreaterThan(0);
    for (const a of irArticles) expect(ofJournal).toContain(a);

    // TR: the journal's title only; the platform's PR: the sum of the journal's article rows.
    const tr = await buildReport('tr', query(), ctx);
    expect(tr.json.Report_Items.map((i) => i.Title)).toEqual([first.Title]);
    const requests = (json: { Report_Items: Record<string, unknown>[] }) =>
      (json.Report_Items as { Attribute_Performance: { Performance: Record<string, Record<string, number>> }[] }[])
        .flatMap((i) => i.Attribute_Performance)
        .reduce((n, ap) => n + Object.values(ap.Performance.Total_Item_Requests ?? {}).reduce((a, b) => a + b, 0), 0);
    const pr = await buildReport('pr', query(), ctx);
    expectValid(pr.json, 'components/schemas/PR');
    const itemRequests = (
      first.Items as unknown as { Attribute_Performance: { Performance: Record<string, Record<string, number>> }[] }[]
    )
      .flatMap((i) => i.Attribute_Performance)
      .reduce((n, ap) => n + Object.values(ap.Performance.Total_Item_Requests ?? {}).reduce((a, b) => a + b, 0), 0);
    expect(itemRequests).toBeGreaterThan(0);
    expect(requests(pr.json)).toBe(itemRequests);
    expect(requests(pr.json)).toBeLessThan(
      requests((await buildReport('pr', query(), { ...ctx, journalId: undefined })).json),
    );

    // An item_id naming another journal's title or article matches nothing in this journal's report.
    const [other] = await queryRows<{ abbreviation: string; article: string }>(
      app.db,
      sql`select j.abbreviation, (select min(id) from articles where journal_id = j.id)::text as article
          from journals j where j.id <> ${journalId} and exists (select 1 from articles where journal_id = j.id)
          order by j.id limit 1`,
    );
    const trOther = await buildReport('tr', query({ item_id: `genesis:${other.abbreviation}` }), ctx);
    expect(trOther.json.Report_Items).toEqual([]);
    expect(trOther.json.Report_Header.Exceptions).toEqual([expect.objectContaining({ Code: 3030 })]);
    const irOther = await scoped('ir', query({ item_id: `genesis:${other.article}` }));
    expect(irOther.Report_Items).toEqual([]);
  });
});
