/**
 * The COUNTER API (Code of Practice R5.1 §8, Appendix D; docs/decisions/0085-counter-r5-usage.md):
 * every answer is checked against the COUNTER API 5.1 JSON schemas (vendor/, JSON Schema
 * 2020-12), and the counts of crafted usage against the CoP's rules: double clicks counted once
 * (§7.2), unique items per session (§7.3), zero usage left out (§3.3.10), only complete months
 * (Appendix D, 3020 and 3031). The TSV follows the CoP's tabular layout (§3.2, its sample reports).
 */
import { Readable } from 'node:stream';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppInstance } from '../../../app-types';
import { createTestApp, type TestApp } from '../../../test/app';
import { createArticle, createJournal } from '../../../test/factories';
import { SessionKeys } from '../cop';
import { UsageCounter } from '../counter';
import spec from './vendor/counter-api-5.1-schemas.json' with { type: 'json' };

// unicodeRegExp off: the spec's ISIL pattern `{1,3,4}` is not a valid quantifier under the u flag.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false });
ajv.addSchema({ ...spec, $id: 'counter-api' });

/** Validates `value` against the spec's schema at `pointer` ("components/schemas/TR_J3"). */
function expectValid(value: unknown, pointer: string) {
  const validate = ajv.getSchema(`counter-api#/${pointer}`);
  if (!validate) throw new Error(`no schema ${pointer}`);
  const ok = validate(value);
  expect(ok ? [] : validate.errors).toEqual([]);
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const WORLD = '0000000000000000';

let t: TestApp;
let app: AppInstance;
let journal: { id: number; title: string; abbreviation: string };
let withFullText: { id: number; doi: string | null; title: string };
let abstractOnly: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const xml = await app.files.save({
    source: Readable.from([Buffer.from('<article/>')]),
    originalFilename: 'a.xml',
    contentType: 'application/xml',
    visibility: 'public',
  });
  const pdf = await app.files.save({
    source: Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]),
    originalFilename: 'a.pdf',
    contentType: 'application/pdf',
    visibility: 'public',
  });
  journal = await createJournal(app.db, { onlineIssn: '2049-3630' });
  withFullText = await createArticle(app.db, journal.id, {
    sourceFileKey: xml.key,
    pdfFileKey: pdf.key,
    publishedDate: '2024-05-01',
  });
  abstractOnly = await createArticle(app.db, journal.id, { sourceFormat: 'crossref', publishedDate: '2025-02-01' });

  // Crafted usage (CoP §7.2, §7.3): January, reader 1 opens the page with full text twice within
  // 20 s (one action), then its PDF; reader 2 opens the page. February, reader 3 opens the
  // abstract-only page and one of its figures.
  const counter = new UsageCounter(app.db, new SessionKeys());
  const at = (iso: string) => Date.parse(iso);
  counter.record({ kind: 'page', articleId: withFullText.id }, '10.0.0.1', BROWSER, at('2026-01-10T10:00:00Z'));
  counter.record({ kind: 'page', articleId: withFullText.id }, '10.0.0.1', BROWSER, at('2026-01-10T10:00:20Z'));
  counter.record({ kind: 'file', fileKey: pdf.key }, '10.0.0.1', BROWSER, at('2026-01-10T10:05:00Z'));
  counter.record({ kind: 'page', articleId: withFullText.id }, '10.0.0.2', BROWSER, at('2026-01-10T10:06:00Z'));
  counter.record({ kind: 'page', articleId: abstractOnly.id }, '10.0.0.3', BROWSER, at('2026-02-03T09:00:00Z'));
  counter.record(
    { kind: 'asset', articleId: abstractOnly.id, assetId: 1 },
    '10.0.0.3',
    BROWSER,
    at('2026-02-03T09:01:00Z'),
  );
  await counter.flush(Infinity);
  // January is rolled up, February still daily: reports read both.
  await app.usage.rollUp('2026-02-15');
});
afterEach(() => {
  vi.useRealTimers();
  app.config.counterApiKeys = [];
});
afterAll(async () => {
  await t?.close();
});

/** Fakes the clock's date only: "now" is mid-March 2026. */
function inMarch() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
}

const get = (path: string) => app.inject({ method: 'GET', url: `/api/counter/r5${path}` });

describe('COUNTER API: status, members, report list', () => {
  it('answers each as the specification defines it, open without a key', async () => {
    inMarch();
    const status = await get('/status');
    expect(status.statusCode).toBe(200);
    expectValid(status.json(), 'components/responses/200_Status/content/application~1json/schema');
    expect(status.json()[0].Service_Active).toBe(true);

    const members = await get(`/members?customer_id=${WORLD}`);
    expect(members.statusCode).toBe(200);
    expectValid(members.json(), 'components/responses/200_Members/content/application~1json/schema');
    expect(members.json()).toEqual([expect.objectContaining({ Institution_Name: 'The World', Customer_ID: WORLD })]);

    const reports = await get(`/reports?customer_id=${WORLD}`);
    expect(reports.statusCode).toBe(200);
    expectValid(reports.json(), 'components/responses/200_Reports/content/application~1json/schema');
    expect(reports.json().map((r: { Report_ID: string }) => r.Report_ID)).toEqual([
      'PR', 'PR_P1', 'TR', 'TR_J1', 'TR_J3', 'TR_J4', 'IR', 'IR_A1',
    ]); // prettier-ignore
    expect(reports.json()[0]).toMatchObject({ First_Month_Available: '2026-01', Last_Month_Available: '2026-02' });
  });

  it('answers the Exceptions of Appendix D with their HTTP statuses', async () => {
    const missing = await get('/members');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Code: 1030, Message: 'Insufficient Information to Process Request' });
    expectValid(missing.json(), 'components/schemas/Exception_1030');
    const other = await get('/reports?customer_id=12345');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      Code: 2010,
      Message: 'Requestor is Not Authorized to Access Usage for Institution',
    });
    expect((await get('/reports/xx?customer_id=0000000000000000')).statusCode).toBe(404);
  });

  it('requires a valid api_key once the admin sets COUNTER_API_KEYS (2020 APIKey Invalid)', async () => {
    app.config.counterApiKeys = ['k'.repeat(24)];
    expect((await get(`/members?customer_id=${WORLD}`)).json()).toMatchObject({ Code: 1030 });
    const wrong = await get(`/members?customer_id=${WORLD}&api_key=${'x'.repeat(24)}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ Code: 2020, Message: 'APIKey Invalid' });
    expect((await get(`/members?customer_id=${WORLD}&api_key=${'k'.repeat(24)}`)).statusCode).toBe(200);
    expect((await get('/status')).statusCode).toBe(200);
  });
});

const period = 'customer_id=0000000000000000&begin_date=2026-01&end_date=2026-02';

async function report(id: string, query = period, schema = id.toUpperCase()) {
  inMarch();
  const res = await get(`/reports/${id}?${query}`);
  expect(res.statusCode).toBe(200);
  expectValid(res.json(), `components/schemas/${schema}`);
  return res.json();
}

describe('COUNTER reports', () => {
  it('TR_J3: all four metrics of the journal by Access_Type, double click and uniques counted by the CoP', async () => {
    const body = await report('tr_j3');
    expect(body.Report_Header).toMatchObject({
      Report_ID: 'TR_J3',
      Report_Name: 'Journal Usage by Access Type',
      Release: '5.1',
      Institution_Name: 'The World',
      Report_Filters: {
        Begin_Date: '2026-01-01',
        End_Date: '2026-02-28',
        Data_Type: ['Journal'],
        Access_Method: ['Regular'],
      },
    });
    expect(body.Report_Header.Exceptions).toBeUndefined();
    expect(body.Report_Items).toEqual([
      {
        Title: journal.title,
        Publisher: expect.any(String),
        Platform: 'Genesis',
        Item_ID: { Proprietary: `genesis:${journal.abbreviation}`, Online_ISSN: '2049-3630' },
        Attribute_Performance: [
          {
            Access_Type: 'Open',
            Performance: {
              // Jan: page+page(double click)+PDF by reader 1, page by reader 2; Feb: page + figure by reader 3.
              Total_Item_Investigations: { '2026-01': 3, '2026-02': 2 },
              Total_Item_Requests: { '2026-01': 3 },
              Unique_Item_Investigations: { '2026-01': 2, '2026-02': 1 },
              Unique_Item_Requests: { '2026-01': 2 },
            },
          },
        ],
      },
    ]);
  });

  it('PR_P1 and PR: the platform by Data_Type Article; PR shows Access_Method when asked', async () => {
    const p1 = await report('pr_p1');
    expect(p1.Report_Items).toEqual([
      {
        Platform: 'Genesis',
        Attribute_Performance: [
          {
            Data_Type: 'Article',
            Performance: { Total_Item_Requests: { '2026-01': 3 }, Unique_Item_Requests: { '2026-01': 2 } },
          },
        ],
      },
    ]);
    const pr = await report(
      'pr',
      `${period}&attributes_to_show=Access_Method&metric_type=Total_Item_Investigations|Unique_Item_Investigations`,
    );
    expect(pr.Report_Header.Report_Attributes).toEqual({ Attributes_To_Show: ['Access_Method'] });
    expect(pr.Report_Items[0].Attribute_Performance).toEqual([
      {
        Data_Type: 'Article',
        Access_Method: 'Regular',
        Performance: {
          Total_Item_Investigations: { '2026-01': 3, '2026-02': 2 },
          Unique_Item_Investigations: { '2026-01': 2, '2026-02': 1 },
        },
      },
    ]);
  });

  it('TR with YOP and Access_Type, and the yop filter', async () => {
    const tr = await report('tr', `${period}&attributes_to_show=YOP|Access_Type`);
    const ap = tr.Report_Items[0].Attribute_Performance;
    expect(
      ap.map((a: { YOP: string; Access_Type: string; Data_Type: string }) => [a.Data_Type, a.YOP, a.Access_Type]),
    ).toEqual([
      ['Journal', '2024', 'Open'],
      ['Journal', '2025', 'Open'],
    ]);
    const only2025 = await report('tr', `${period}&attributes_to_show=YOP&yop=2025`);
    expect(only2025.Report_Header.Report_Filters.YOP).toEqual(['2025']);
    expect(only2025.Report_Items[0].Attribute_Performance).toHaveLength(1);
    expect(only2025.Report_Items[0].Attribute_Performance[0].Performance.Total_Item_Investigations).toEqual({
      '2026-02': 2,
    });
  });

  it('IR_A1: article requests under the journal; IR with parent details, and its item_id filter', async () => {
    const a1 = await report('ir_a1');
    expect(a1.Report_Items).toHaveLength(1);
    expect(a1.Report_Items[0]).toMatchObject({ Title: journal.title, Item_ID: { Online_ISSN: '2049-3630' } });
    expect(a1.Report_Items[0].Items).toEqual([
      expect.objectContaining({
        Item: withFullText.title,
        Authors: [{ Name: 'Ada Lovelace' }],
        Publication_Date: '2024-05-01',
        Article_Version: 'VoR',
        Item_ID: {
          Proprietary: `genesis:${withFullText.id}`,
          DOI: withFullText.doi,
          URI: `https://doi.org/${withFullText.doi}`,
        },
        Attribute_Performance: [
          {
            Access_Type: 'Open',
            Performance: { Total_Item_Requests: { '2026-01': 3 }, Unique_Item_Requests: { '2026-01': 2 } },
          },
        ],
      }),
    ]);
    const ir = await report('ir', `${period}&include_parent_details=True&attributes_to_show=YOP`);
    expect(ir.Report_Items[0].Items).toHaveLength(2);
    const one = await report('ir', `${period}&item_id=${withFullText.doi}`);
    expect(one.Report_Items).toEqual([{ Items: [expect.objectContaining({ Item: withFullText.title })] }]);
  });

  it('TR_J1 and TR_J4 (Controlled only): no usage on an open-access platform, Exception 3030', async () => {
    for (const id of ['tr_j1', 'tr_j4']) {
      const body = await report(id);
      expect(body.Report_Items).toEqual([]);
      expect(body.Report_Header.Exceptions).toEqual([
        { Code: 3030, Message: 'No Usage Available for Requested Dates' },
      ]);
    }
  });

  it('reports complete months only: 3020 for a begin in the current month, 3031 with the End_Date cut back', async () => {
    inMarch();
    const current = await get('/reports/tr_j3?customer_id=0000000000000000&begin_date=2026-03-01&end_date=2026-03-31');
    expect(current.statusCode).toBe(400);
    expect(current.json()).toMatchObject({ Code: 3020, Message: 'Invalid Date Arguments' });
    const reversed = await get('/reports/tr_j3?customer_id=0000000000000000&begin_date=2026-02&end_date=2026-01');
    expect(reversed.json()).toMatchObject({ Code: 3020 });
    expect(
      (await get('/reports/tr_j3?customer_id=0000000000000000&begin_date=2026-02-30&end_date=2026-02')).json(),
    ).toMatchObject({
      Code: 3020,
    });
    expect((await get('/reports/tr_j3?customer_id=0000000000000000&begin_date=2026-01')).json()).toMatchObject({
      Code: 1030,
    });
    const open = await report('tr_j3', 'customer_id=0000000000000000&begin_date=2026-02&end_date=2026-12');
    expect(open.Report_Header.Report_Filters.End_Date).toBe('2026-02-28');
    expect(open.Report_Header.Exceptions).toEqual([
      expect.objectContaining({ Code: 3031, Message: 'Usage Not Ready for Requested Dates' }),
    ]);
  });

  it('3032 before the first month of usage; 3050, 3060, 3062, 3063 for what it ignores, and still answers', async () => {
    const early = await report('tr_j3', 'customer_id=0000000000000000&begin_date=2025-06&end_date=2026-01');
    expect(early.Report_Header.Exceptions).toEqual([
      { Code: 3032, Message: 'Usage No Longer Available for Requested Dates', Data: 'Usage is available from 2026-01' },
    ]);
    const odd = await report(
      'ir',
      `${period}&colour=blue&metric_type=Total_Item_Requests|Searches_Federated&attributes_to_show=Country_Code&include_component_details=True`,
    );
    expect(odd.Report_Header.Exceptions.map((e: { Code: number }) => e.Code).sort()).toEqual([3050, 3060, 3062, 3063]);
    expect(odd.Report_Header.Exceptions.find((e: { Code: number }) => e.Code === 3050).Data).toBe('colour');
    const viewWithFilter = await report('tr_j3', `${period}&metric_type=Total_Item_Requests`);
    expect(viewWithFilter.Report_Header.Exceptions).toEqual([
      { Code: 3050, Message: 'Parameter Not Recognized in this Context', Data: 'metric_type' },
    ]);
  });
});

describe('TSV reports', () => {
  it('writes the tabular TR_J3 of the CoP: 13 header rows, a blank row, headings, one row per metric', async () => {
    inMarch();
    const res = await get(`/reports/tr_j3/tsv?${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="TR_J3_2026-01_2026-02.tsv"');
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(lines.slice(0, 13).map((l) => l[0])).toEqual([
      'Report_Name', 'Report_ID', 'Release', 'Institution_Name', 'Institution_ID', 'Metric_Types', 'Report_Filters',
      'Report_Attributes', 'Exceptions', 'Reporting_Period', 'Created', 'Created_By', 'Registry_Record',
    ]); // prettier-ignore
    expect(lines[5][1]).toBe(
      'Total_Item_Investigations; Total_Item_Requests; Unique_Item_Investigations; Unique_Item_Requests',
    );
    expect(lines[6][1]).toBe('Data_Type=Journal; Access_Method=Regular');
    expect(lines[9][1]).toBe('Begin_Date=2026-01-01; End_Date=2026-02-28');
    expect(lines[13]).toEqual(['']);
    expect(lines[14]).toEqual([
      'Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'Print_ISSN', 'Online_ISSN', 'URI',
      'Access_Type', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2026', 'Feb-2026',
    ]); // prettier-ignore
    const rows = lines.slice(15).map((l) => [l[0], l[5], l[7], l[9], l[10], l[11], l[12], l[13]]);
    expect(rows).toEqual([
      [
        journal.title,
        `genesis:${journal.abbreviation}`,
        '2049-3630',
        'Open',
        'Total_Item_Investigations',
        '5',
        '3',
        '2',
      ],
      [journal.title, `genesis:${journal.abbreviation}`, '2049-3630', 'Open', 'Total_Item_Requests', '3', '3', '0'],
      [
        journal.title,
        `genesis:${journal.abbreviation}`,
        '2049-3630',
        'Open',
        'Unique_Item_Investigations',
        '3',
        '2',
        '1',
      ],
      [journal.title, `genesis:${journal.abbreviation}`, '2049-3630', 'Open', 'Unique_Item_Requests', '2', '2', '0'],
    ]);
  });

  it('answers a stopping fault as the JSON path does', async () => {
    const res = await get('/reports/ir_a1/tsv?begin_date=2026-01&end_date=2026-02');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 1030 });
  });
});
