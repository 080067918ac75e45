/**
 * A journal's own COUNTER API (docs/decisions/0106-counter-reports-of-one-journal.md): the
 * platform's calls under /api/journals/{abbreviation}/counter/r5/, every report counting that
 * journal's usage only. Two journals with usage in January 2026: the journal path's TR, IR and
 * IR_A1 list and count only its own, the platform's list both; the answers validate against the
 * COUNTER API 5.1 schemas as the platform's do; the key rules and Exceptions are the platform's;
 * an unknown journal is 404. The second journal's usage also has November 2025: each journal's
 * report list and Exception 3032 give its own first month (decision 0114), and a journal is looked
 * up by its abbreviation in one read.
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

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false });
ajv.addSchema({ ...spec, $id: 'counter-api' });

/** Validates `value` against the spec's schema at `pointer` ("components/schemas/IR_A1"). */
function expectValid(value: unknown, pointer: string) {
  const validate = ajv.getSchema(`counter-api#/${pointer}`);
  if (!validate) throw new Error(`no schema ${pointer}`);
  const ok = validate(value);
  expect(ok ? [] : validate.errors).toEqual([]);
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const WORLD = '0000000000000000';
const period = `customer_id=${WORLD}&begin_date=2026-01&end_date=2026-01`;

let t: TestApp;
let app: AppInstance;
let first: { id: number; title: string; abbreviation: string };
let second: { id: number; title: string; abbreviation: string };
let firstArticle: { id: number; doi: string | null; title: string };
let secondArticle: { id: number; doi: string | null; title: string };

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  first = await createJournal(app.db, { onlineIssn: '2049-3630' });
  second = await createJournal(app.db, { onlineIssn: '1476-4687' });
  const pdf = () =>
    app.files.save({
      source: Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]),
      originalFilename: 'a.pdf',
      contentType: 'application/pdf',
      visibility: 'public',
    });
  const [firstPdf, secondPdf] = [await pdf(), await pdf()];
  firstArticle = await createArticle(app.db, first.id, {
    sourceFormat: 'crossref',
    pdfFileKey: firstPdf.key,
    publishedDate: '2025-03-01',
  });
  secondArticle = await createArticle(app.db, second.id, {
    sourceFormat: 'crossref',
    pdfFileKey: secondPdf.key,
    publishedDate: '2025-04-01',
  });
  // January 2026: the first journal's article's page read by two readers, the second's by three;
  // each article's PDF by one reader (a Request, and an Investigation, CoP §3.3.2).
  const counter = new UsageCounter(app.db, new SessionKeys());
  const at = Date.parse('2026-01-12T10:00:00Z');
  for (const ip of ['10.0.0.1', '10.0.0.2'])
    counter.record({ kind: 'page', articleId: firstArticle.id }, ip, BROWSER, at);
  for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
    counter.record({ kind: 'page', articleId: secondArticle.id }, ip, BROWSER, at);
  counter.record({ kind: 'file', fileKey: firstPdf.key }, '10.0.0.9', BROWSER, at);
  counter.record({ kind: 'file', fileKey: secondPdf.key }, '10.0.1.9', BROWSER, at);
  // November 2025: the second journal's article's page read once more (its usage begins two
  // months before the first journal's, decision 0114).
  counter.record(
    { kind: 'page', articleId: secondArticle.id },
    '10.0.2.1',
    BROWSER,
    Date.parse('2025-11-20T09:00:00Z'),
  );
  await counter.flush(Infinity);
  await app.usage.rollUp('2026-02-15');
});
afterEach(() => {
  vi.useRealTimers();
  app.config.counterApiKeys = [];
});
afterAll(async () => {
  await t?.close();
});

/** "now" is mid-February 2026: January is the last complete month. */
function inFebruary() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-02-15T12:00:00Z'));
}

const get = (url: string) => app.inject({ method: 'GET', url });
const journalApi = (j: { abbreviation: string }) => `/api/journals/${encodeURIComponent(j.abbreviation)}/counter/r5`;

async function report(base: string, id: string, query = period) {
  inFebruary();
  const res = await get(`${base}/reports/${id}?${query}`);
  expect(res.statusCode).toBe(200);
  expectValid(res.json(), `components/schemas/${id.toUpperCase()}`);
  return res.json();
}

describe("A journal's COUNTER API", () => {
  it('answers status, members and the report list as the platform does, valid by the specification', async () => {
    inFebruary();
    const base = journalApi(first);
    const status = await get(`${base}/status`);
    expect(status.statusCode).toBe(200);
    expectValid(status.json(), 'components/responses/200_Status/content/application~1json/schema');
    expect(status.json()[0].Description).toContain(first.title);
    const members = await get(`${base}/members?customer_id=${WORLD}`);
    expect(members.statusCode).toBe(200);
    expectValid(members.json(), 'components/responses/200_Members/content/application~1json/schema');
    const reports = await get(`${base}/reports?customer_id=${WORLD}`);
    expect(reports.statusCode).toBe(200);
    expectValid(reports.json(), 'components/responses/200_Reports/content/application~1json/schema');
    expect(reports.json().map((r: { Report_ID: string }) => r.Report_ID)).toEqual([
      'PR', 'PR_P1', 'TR', 'TR_J1', 'TR_J3', 'TR_J4', 'IR', 'IR_A1',
    ]); // prettier-ignore
  });

  it("lists the reports with the journal's own first month; the platform's with its first", async () => {
    inFebruary();
    const months = async (base: string) => {
      const res = await get(`${base}/reports?customer_id=${WORLD}`);
      expect(res.statusCode).toBe(200);
      expectValid(res.json(), 'components/responses/200_Reports/content/application~1json/schema');
      const list = res.json() as { First_Month_Available: string; Last_Month_Available: string }[];
      expect(list).toHaveLength(8);
      // The same months for every report of one list.
      expect(new Set(list.map((r) => `${r.First_Month_Available}/${r.Last_Month_Available}`)).size).toBe(1);
      return { first: list[0].First_Month_Available, last: list[0].Last_Month_Available };
    };
    // January 2026 is the last complete month in February (CoP: usage is reported for whole months).
    expect(await months(journalApi(first))).toEqual({ first: '2026-01', last: '2026-01' });
    expect(await months(journalApi(second))).toEqual({ first: '2025-11', last: '2026-01' });
    expect(await months('/api/counter/r5')).toEqual({ first: '2025-11', last: '2026-01' });
  });

  it("notes 3032 for a period before the journal's own first month", async () => {
    const query = `customer_id=${WORLD}&begin_date=2025-11&end_date=2026-01`;
    const own = await report(journalApi(first), 'tr', query);
    expect(own.Report_Header.Exceptions).toEqual([
      expect.objectContaining({ Code: 3032, Data: 'Usage is available from 2026-01' }),
    ]);
    const other = await report(journalApi(second), 'tr', query);
    expect(other.Report_Header.Exceptions ?? []).toEqual([]);
    expect(other.Report_Items[0].Attribute_Performance[0].Performance.Total_Item_Investigations).toEqual({
      '2025-11': 1,
      '2026-01': 4,
    });
  });

  it('looks the journal up by its abbreviation alone: one read, whatever its articles', async () => {
    const select = vi.spyOn(app.db, 'select');
    const execute = vi.spyOn(app.db, 'execute');
    try {
      const res = await get(`${journalApi(first)}/status`);
      expect(res.statusCode).toBe(200);
      expect(select).toHaveBeenCalledTimes(1);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  });

  it("TR counts only the journal's usage; the platform's counts both", async () => {
    const own = await report(journalApi(first), 'tr');
    expect(own.Report_Items.map((i: { Title: string }) => i.Title)).toEqual([first.title]);
    expect(own.Report_Items[0].Attribute_Performance[0].Performance.Total_Item_Investigations).toEqual({
      '2026-01': 3,
    });
    const other = await report(journalApi(second), 'tr');
    expect(other.Report_Items.map((i: { Title: string }) => i.Title)).toEqual([second.title]);
    expect(other.Report_Items[0].Attribute_Performance[0].Performance.Total_Item_Investigations).toEqual({
      '2026-01': 4,
    });
    const platform = await report('/api/counter/r5', 'tr');
    expect(platform.Report_Items).toHaveLength(2);
  });

  it("IR and IR_A1 (streamed) list only the journal's articles, IR_A1 valid as the platform's", async () => {
    const ir = await report(journalApi(second), 'ir', `${period}&include_parent_details=True`);
    const items = ir.Report_Items.flatMap((p: { Items: { Item: string }[] }) => p.Items.map((i) => i.Item));
    expect(items).toEqual([secondArticle.title]);
    const a1 = await report(journalApi(first), 'ir_a1');
    expect(a1.Report_Items).toEqual([
      expect.objectContaining({
        Title: first.title,
        Item_ID: expect.objectContaining({ Online_ISSN: '2049-3630' }),
        Items: [expect.anything()],
      }),
    ]);
    expect(a1.Report_Items[0].Items[0]).toMatchObject({
      Item: firstArticle.title,
      Attribute_Performance: [{ Performance: { Total_Item_Requests: { '2026-01': 1 } } }],
    });
    const platformA1 = await report('/api/counter/r5', 'ir_a1');
    expect(platformA1.Report_Items.map((p: { Title: string }) => p.Title).sort()).toEqual(
      [first.title, second.title].sort(),
    );
    // The platform's IR names both; the TSV of the journal's only its own.
    const platform = await report('/api/counter/r5', 'ir');
    expect(platform.Report_Items.flatMap((p: { Items: unknown[] }) => p.Items)).toHaveLength(2);
    inFebruary();
    const tsv = await get(`${journalApi(first)}/reports/ir/tsv?${period}`);
    expect(tsv.statusCode).toBe(200);
    expect(tsv.body).toContain(firstArticle.title);
    expect(tsv.body).not.toContain(secondArticle.title);
  });

  it("an item_id of another journal's article matches nothing (3030)", async () => {
    const body = await report(journalApi(first), 'ir', `${period}&item_id=genesis:${secondArticle.id}`);
    expect(body.Report_Items).toEqual([]);
    expect(body.Report_Header.Exceptions).toEqual([expect.objectContaining({ Code: 3030 })]);
  });

  it("keeps the platform's key rules and Exceptions; 404 for an unknown journal", async () => {
    const base = journalApi(first);
    const missing = await get(`${base}/members`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Code: 1030 });
    expect((await get(`${base}/reports/tr?begin_date=2026-01&end_date=2026-01`)).json()).toMatchObject({
      Code: 1030,
    });
    app.config.counterApiKeys = ['k'.repeat(24)];
    const wrong = await get(`${base}/reports/tr?${period}&api_key=${'x'.repeat(24)}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ Code: 2020, Message: 'APIKey Invalid' });
    app.config.counterApiKeys = [];
    expect((await get(`${base}/reports/xx?${period}`)).statusCode).toBe(404);
    for (const path of [
      '/status',
      `/members?customer_id=${WORLD}`,
      `/reports?customer_id=${WORLD}`,
      `/reports/tr?${period}`,
      `/reports/ir/tsv?${period}`,
    ]) {
      const res = await get(`/api/journals/NO-SUCH-JOURNAL/counter/r5${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Journal "NO-SUCH-JOURNAL" not found');
    }
  });
});
