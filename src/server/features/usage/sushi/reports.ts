/**
 * The COUNTER R5.1 reports of a journal platform (Code of Practice R5.1 §4, the COUNTER API
 * 5.1 JSON formats; docs/decisions/0085-counter-r5-usage.md): the master reports PR, TR, IR and
 * the standard views PR_P1, TR_J1, TR_J3, TR_J4, IR_A1, built from the COUNTER tables.
 *
 * What this platform's content is, in COUNTER terms: every item is an Article (Data_Type
 * `Article`; its title's Data_Type `Journal`), Access_Type `Open` (all open access),
 * Access_Method `Regular`, Article_Version `VoR`. Unique_Title_* apply to books only and
 * Searches_Platform is not counted, so those metrics never appear; nor does any usage in the
 * `Controlled`-only views TR_J1 and TR_J4 (their answer is the Exception 3030).
 *
 * Requests are parsed from the raw query: a fault that stops the request throws CounterError
 * (1030, 2010, 2020, 3020); faults the CoP lets the server ignore become Exceptions in the header
 * (3050, 3060, 3062, 3063), as do 3030, 3031 and 3032 (Appendix D).
 */
import { inArray, sql } from 'drizzle-orm';
import { PUBLISHER } from '../../../../shared/domain/publisher';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { intArray } from '../../../db/sql-arrays';
import type { Deps } from '../../../deps';
import { articles, journals } from '../../../db/schema';
import { firstUsageMonth, reportRows, type ReportQuery, type ReportRow } from '../service';
import { CounterError, exception, type CounterException } from './exceptions';

/** The platform's name in reports (Platform element) and the namespace of its proprietary ids. */
export const PLATFORM = PUBLISHER.name;
const NAMESPACE = 'genesis';
/** The only institution: usage of an open-access platform is reported to "The World" (CoP §3.2). */
export const WORLD_ID = '0000000000000000';
export const WORLD_NAME = 'The World';

export const REPORT_IDS = ['pr', 'pr_p1', 'tr', 'tr_j1', 'tr_j3', 'tr_j4', 'ir', 'ir_a1'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export type Metric =
  'Total_Item_Investigations' | 'Unique_Item_Investigations' | 'Total_Item_Requests' | 'Unique_Item_Requests';
const REQUESTS: Metric[] = ['Total_Item_Requests', 'Unique_Item_Requests'];
const ALL_METRICS: Metric[] = [
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
];

interface ReportDef {
  id: string;
  name: string;
  description: string;
  level: 'platform' | 'title' | 'item';
  /** Master reports take filters and attributes; standard views only dates. */
  master: boolean;
  /** Metric_Type values the report accepts (a master) or shows (a view), in the CoP's order. */
  metrics: readonly string[];
  /** The Data_Type values the master's filter accepts. */
  dataTypes?: readonly string[];
  attributes?: readonly string[];
  /** A standard view's fixed Report_Filters (besides the dates). */
  fixedFilters?: Record<string, string[]>;
}

const PR_DATA_TYPES = [
  'Article', 'Audiovisual', 'Book', 'Book_Segment', 'Conference', 'Conference_Item', 'Database_Full_Item', 'Dataset',
  'Image', 'Interactive_Resource', 'Journal', 'Multimedia', 'News_Item', 'Newspaper_or_Newsletter', 'Other', 'Patent',
  'Platform', 'Reference_Item', 'Reference_Work', 'Report', 'Software', 'Sound', 'Standard', 'Thesis_or_Dissertation',
  'Unspecified',
] as const; // prettier-ignore
const TR_DATA_TYPES = [
  'Book', 'Conference', 'Journal', 'Newspaper_or_Newsletter', 'Other', 'Patent', 'Reference_Work', 'Report', 'Standard',
  'Thesis_or_Dissertation', 'Unspecified',
] as const; // prettier-ignore
const IR_DATA_TYPES = [
  'Article', 'Audiovisual', 'Book_Segment', 'Conference_Item', 'Database_Full_Item', 'Dataset', 'Image',
  'Interactive_Resource', 'Multimedia', 'News_Item', 'Other', 'Patent', 'Reference_Item', 'Report', 'Software', 'Sound',
  'Standard', 'Thesis_or_Dissertation', 'Unspecified',
] as const; // prettier-ignore

/** The eight reports, as the CoP R5.1 §4 names and defines them. */
export const REPORTS: Record<ReportId, ReportDef> = {
  pr: {
    id: 'PR',
    name: 'Platform Report',
    description: 'A customizable report summarizing activity across the platform.',
    level: 'platform',
    master: true,
    metrics: ['Searches_Platform', ...ALL_METRICS, 'Unique_Title_Investigations', 'Unique_Title_Requests'],
    dataTypes: PR_DATA_TYPES,
    attributes: ['Access_Method'],
  },
  pr_p1: {
    id: 'PR_P1',
    name: 'Platform Usage',
    description: 'Platform-level usage summarized by Metric_Type.',
    level: 'platform',
    master: false,
    metrics: ['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'],
    fixedFilters: { Access_Method: ['Regular'] },
  },
  tr: {
    id: 'TR',
    name: 'Title Report',
    description: 'A customizable report detailing activity at the title level (journals).',
    level: 'title',
    master: true,
    metrics: [...ALL_METRICS, 'Unique_Title_Investigations', 'Unique_Title_Requests', 'Limit_Exceeded', 'No_License'],
    dataTypes: TR_DATA_TYPES,
    attributes: ['YOP', 'Access_Type', 'Access_Method'],
  },
  tr_j1: {
    id: 'TR_J1',
    name: 'Journal Requests (Controlled)',
    description: 'Reports on usage of controlled journal content as Total_Item_Requests and Unique_Item_Requests.',
    level: 'title',
    master: false,
    metrics: REQUESTS,
    fixedFilters: { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
  },
  tr_j3: {
    id: 'TR_J3',
    name: 'Journal Usage by Access Type',
    description: 'Reports on usage of journal content for all Metric_Types broken down by Access_Type.',
    level: 'title',
    master: false,
    metrics: ALL_METRICS,
    fixedFilters: { Data_Type: ['Journal'], Access_Method: ['Regular'] },
  },
  tr_j4: {
    id: 'TR_J4',
    name: 'Journal Requests by YOP (Controlled)',
    description: 'Breaks down the usage of controlled journal content by year of publication (YOP).',
    level: 'title',
    master: false,
    metrics: REQUESTS,
    fixedFilters: { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
  },
  ir: {
    id: 'IR',
    name: 'Item Report',
    description: 'A granular, customizable report showing activity at the level of the item (article).',
    level: 'item',
    master: true,
    metrics: [...ALL_METRICS, 'Limit_Exceeded', 'No_License'],
    dataTypes: IR_DATA_TYPES,
    attributes: ['YOP', 'Access_Type', 'Access_Method', 'Authors', 'Publication_Date', 'Article_Version'],
  },
  ir_a1: {
    id: 'IR_A1',
    name: 'Journal Article Requests',
    description: 'Reports on journal article requests at the article level.',
    level: 'item',
    master: false,
    metrics: REQUESTS,
    fixedFilters: { Data_Type: ['Article'], Access_Method: ['Regular'] },
  },
};

/** The parameters every call may carry (CoP §8.1). */
const COMMON_PARAMS = ['customer_id', 'requestor_id', 'api_key', 'platform'];
const MASTER_PARAMS: Record<'pr' | 'tr' | 'ir', string[]> = {
  pr: ['metric_type', 'data_type', 'access_method', 'attributes_to_show', 'granularity'],
  tr: [
    'metric_type',
    'data_type',
    'access_method',
    'access_type',
    'yop',
    'item_id',
    'attributes_to_show',
    'granularity',
  ],
  ir: [
    'metric_type', 'data_type', 'access_method', 'access_type', 'yop', 'item_id', 'author', 'attributes_to_show',
    'granularity', 'include_parent_details', 'include_component_details',
  ], // prettier-ignore
};

/** A parsed request's period: months [begin, end] as "YYYY-MM". */
interface Period {
  begin: string;
  end: string;
}

/** The checks every call makes (CoP §8.2): the API key when one is required, and the customer. */
export function checkAccess(
  query: Record<string, string | undefined>,
  apiKeys: readonly string[],
  needsCustomer: boolean,
) {
  if (apiKeys.length > 0) {
    if (!query.api_key) throw new CounterError(1030, 'api_key is required');
    if (!apiKeys.includes(query.api_key)) throw new CounterError(2020);
  }
  if (!needsCustomer) return;
  if (!query.customer_id) throw new CounterError(1030, 'customer_id is required');
  if (query.customer_id !== WORLD_ID)
    throw new CounterError(2010, `Usage is reported to The World only: customer_id ${WORLD_ID}`);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "yyyy-mm-dd" or "yyyy-mm" → "yyyy-mm", or null when not a valid date of either form. */
function monthOfParam(value: string): string | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m || !MONTH.test(`${m[1]}-${m[2]}`)) return null;
  if (m[3] !== undefined) {
    const d = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return null;
  }
  return `${m[1]}-${m[2]}`;
}

function addMonths(month: string, n: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}

function lastDay(month: string): string {
  const d = new Date(`${addMonths(month, 1)}-01T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

function monthsOf(p: Period): string[] {
  const out: string[] = [];
  for (let m = p.begin; m <= p.end; m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * The requested period (CoP Appendix D): missing dates → 1030; a malformed date, an end before the
 * begin, or a begin in the current month or later → 3020; an end in the current month or later is
 * set to the last complete month, with 3031 naming the months not ready.
 */
function parsePeriod(query: Record<string, string | undefined>, now: Date, exceptions: CounterException[]): Period {
  const missing = ['begin_date', 'end_date'].filter((p) => !query[p]);
  if (missing.length) throw new CounterError(1030, `${missing.join(' and ')} required`);
  const begin = monthOfParam(query.begin_date!);
  const end = monthOfParam(query.end_date!);
  if (!begin || !end) throw new CounterError(3020, 'Dates are yyyy-mm-dd or yyyy-mm');
  if (end < begin) throw new CounterError(3020, 'end_date is before begin_date');
  const current = now.toISOString().slice(0, 7);
  if (begin >= current) throw new CounterError(3020, `Usage is reported for complete months, before ${current}`);
  if (end >= current) {
    const last = addMonths(current, -1);
    exceptions.push(exception(3031, `${current} to ${end} not ready; reported to ${last}`));
    return { begin, end: last };
  }
  return { begin, end };
}

/** A pipe-separated parameter's values (the API's list syntax), or null when absent. */
function list(value: string | undefined): string[] | null {
  if (value === undefined || value === '') return null;
  return value.split('|').map((v) => v.trim());
}

/** One report's JSON (Report_Header and Report_Items) and its period, for the TSV writer. */
export interface BuiltReport {
  json: {
    Report_Header: Record<string, unknown> & { Report_ID: string; Release: string };
    Report_Items: Record<string, unknown>[];
  };
  period: Period;
  def: ReportDef;
  /** The attributes shown (master reports), for the TSV columns. */
  attributes: string[];
  includeParent: boolean;
}

/**
 * What a report request needs besides its query: the database, the site's URL (item URIs), the
 * time, and optionally `journalId`: the report of that journal's usage only (every report, PR and
 * PR_P1 included, reads only the journal's rows; an item_id naming another journal's title or
 * article matches nothing; docs/decisions/0106-counter-reports-of-one-journal.md).
 */
export type ReportContext = Pick<Deps, 'db' | 'publicUrl'> & { now: Date; journalId?: number };

/**
 * Builds report `id` for the raw query (parameters as received, names lower case). Throws
 * CounterError for the faults that stop it; the others are Exceptions in the header.
 */
export async function buildReport(
  id: ReportId,
  query: Record<string, string | undefined>,
  ctx: ReportContext,
): Promise<BuiltReport> {
  const prepared = await prepareReport(id, query, ctx);
  const rows = prepared.rowsQuery ? await reportRows(ctx.db, prepared.rowsQuery) : [];
  await noteFirstUsage(ctx.db, prepared, ctx.journalId);
  const items = await reportItems(
    ctx,
    prepared.def,
    id,
    rows,
    prepared.metrics,
    prepared.attributes,
    prepared.includeParent,
  );
  if (items.length === 0) prepared.exceptions.push(exception(3030));
  return {
    json: { Report_Header: reportHeader(prepared, ctx), Report_Items: items },
    period: prepared.period,
    def: prepared.def,
    attributes: prepared.attributes,
    includeParent: prepared.includeParent,
  };
}

/** A report request parsed and checked: everything but its items (decision 0104: item reports stream them). */
export interface PreparedReport {
  id: ReportId;
  def: ReportDef;
  period: Period;
  /** The Exceptions so far (the header's, in the order found). */
  exceptions: CounterException[];
  filters: Record<string, unknown>;
  reportAttributes: Record<string, unknown>;
  /** The metrics shown. */
  metrics: Metric[];
  attributes: string[];
  includeParent: boolean;
  /** What to read, or null when nothing can match (an Access_Type the platform has none of…). */
  rowsQuery: ReportQuery | null;
}

/**
 * Parses and checks a report request (CoP R5.1 §8, Appendix D): throws CounterError for the
 * faults that stop it; the others become Exceptions of the header.
 */
export async function prepareReport(
  id: ReportId,
  query: Record<string, string | undefined>,
  ctx: ReportContext,
): Promise<PreparedReport> {
  const def = REPORTS[id];
  const exceptions: CounterException[] = [];
  const period = parsePeriod(query, ctx.now, exceptions);
  const known = new Set([...COMMON_PARAMS, 'begin_date', 'end_date', ...(def.master ? MASTER_PARAMS[id as 'pr'] : [])]);
  const unknown = Object.keys(query).filter((k) => !known.has(k));
  if (unknown.length) exceptions.push(exception(3050, unknown.join(', ')));
  if (query.platform !== undefined && query.platform !== PLATFORM)
    exceptions.push(exception(3060, `platform=${query.platform}`));

  const filters: Record<string, unknown> = { Begin_Date: `${period.begin}-01`, End_Date: lastDay(period.end) };
  const invalidFilters: string[] = [];
  const invalidAttributes: string[] = [];
  let metrics: string[] = [...def.metrics];
  let dataTypeOk = true;
  let accessTypeOk = true;
  let accessMethodOk = true;
  let yops: [number, number][] | undefined;
  let itemFilter: string | undefined;
  let author: string | undefined;
  const attributes: string[] = [];
  let includeParent = id === 'ir_a1';

  if (def.master) {
    const pick = (param: string, element: string, allowed: readonly string[]): string[] | null => {
      const values = list(query[param]);
      if (!values) return null;
      const ok = values.filter((v) => allowed.includes(v));
      const bad = values.filter((v) => !allowed.includes(v));
      if (bad.length) invalidFilters.push(`${param}=${bad.join('|')}`);
      if (ok.length) filters[element] = [...new Set(ok)];
      return ok.length ? ok : null;
    };
    const m = pick('metric_type', 'Metric_Type', def.metrics);
    if (m) metrics = def.metrics.filter((x) => m.includes(x));
    const dt = pick('data_type', 'Data_Type', def.dataTypes ?? []);
    if (dt) dataTypeOk = dt.includes(def.level === 'title' ? 'Journal' : 'Article');
    const am = pick('access_method', 'Access_Method', ['Regular', 'TDM']);
    if (am) accessMethodOk = am.includes('Regular');
    if (id !== 'pr') {
      const at = pick('access_type', 'Access_Type', ['Controlled', 'Open', 'Free_To_Read']);
      if (at) accessTypeOk = at.includes('Open');
      const yopValues = list(query.yop);
      if (yopValues) {
        const ranges: [number, number][] = [];
        const ok: string[] = [];
        for (const v of yopValues) {
          const r = /^(\d{4})(?:-(\d{4}))?$/.exec(v);
          if (r && (r[2] === undefined || r[2] >= r[1])) {
            ranges.push([Number(r[1]), Number(r[2] ?? r[1])]);
            ok.push(v);
          } else invalidFilters.push(`yop=${v}`);
        }
        if (ok.length) {
          filters.YOP = ok;
          yops = ranges;
        }
      }
      if (query.item_id) {
        itemFilter = query.item_id;
        filters.Item_ID = query.item_id;
      }
      if (id === 'ir' && query.author) {
        author = query.author;
        filters.Author = query.author;
      }
    }
    const shown = list(query.attributes_to_show);
    if (shown) {
      for (const a of shown) {
        if ((def.attributes ?? []).includes(a)) {
          if (!attributes.includes(a)) attributes.push(a);
        } else invalidAttributes.push(`attributes_to_show=${a}`);
      }
    }
    if (query.granularity !== undefined && query.granularity !== 'Month')
      invalidAttributes.push(`granularity=${query.granularity} (only Month is supported)`);
    if (id === 'ir') {
      const parent = query.include_parent_details;
      if (parent === 'True') includeParent = true;
      else if (parent !== undefined && parent !== 'False') invalidAttributes.push(`include_parent_details=${parent}`);
      const components = query.include_component_details;
      if (components === 'True') exceptions.push(exception(3063));
      else if (components !== undefined && components !== 'False')
        invalidAttributes.push(`include_component_details=${components}`);
    }
  } else {
    Object.assign(filters, def.fixedFilters);
    filters.Metric_Type = [...def.metrics];
    if (def.fixedFilters?.Access_Type && !def.fixedFilters.Access_Type.includes('Open')) accessTypeOk = false;
  }
  if (invalidFilters.length) exceptions.push(exception(3060, invalidFilters.join('; ')));
  if (invalidAttributes.length) exceptions.push(exception(3062, invalidAttributes.join('; ')));

  const reportAttributes: Record<string, unknown> = {};
  if (attributes.length) reportAttributes.Attributes_To_Show = attributes;
  if (id === 'ir' && query.include_parent_details !== undefined && includeParent)
    reportAttributes.Include_Parent_Details = 'True';

  // The platform's usage: nothing outside Article/Journal, Open, Regular.
  const anything = dataTypeOk && accessTypeOk && accessMethodOk;
  const shownMetrics = metrics.filter((x): x is Metric => (ALL_METRICS as string[]).includes(x));
  let rowsQuery: ReportQuery | null = null;
  if (anything && shownMetrics.length) {
    const ids = itemFilter ? await itemIds(ctx.db, def.level, itemFilter) : undefined;
    const journalIds = def.level === 'title' ? ids : undefined;
    const scope = ctx.journalId;
    rowsQuery = {
      from: `${period.begin}-01`,
      to: `${addMonths(period.end, 1)}-01`,
      byArticle: def.level === 'item',
      yops,
      // One journal's report (decision 0106): its title only, whatever item_id names.
      journalIds: scope === undefined ? journalIds : journalIds ? journalIds.filter((j) => j === scope) : [scope],
      articleIds: def.level === 'item' ? ids : undefined,
      author,
    };
  }
  return {
    id,
    def,
    period,
    exceptions,
    filters,
    reportAttributes,
    metrics: shownMetrics,
    attributes,
    includeParent,
    rowsQuery,
  };
}

/**
 * Adds Exception 3032 when the period begins before the first month with usage (of the journal
 * whose report it is, when `journalId` is given; decision 0114).
 */
export async function noteFirstUsage(db: DbOrTx, prepared: PreparedReport, journalId?: number): Promise<void> {
  const first = await firstUsageMonth(db, journalId);
  if (first && prepared.period.begin < first)
    prepared.exceptions.push(exception(3032, `Usage is available from ${first}`));
}

/** The Report_Header of a prepared report, with its Exceptions so far. */
export function reportHeader(
  prepared: PreparedReport,
  ctx: ReportContext,
): Record<string, unknown> & { Report_ID: string; Release: string } {
  const header: Record<string, unknown> & { Report_ID: string; Release: string } = {
    Release: '5.1',
    Report_ID: prepared.def.id,
    Report_Name: prepared.def.name,
    Created: ctx.now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Created_By: PUBLISHER.legalName,
    Institution_Name: WORLD_NAME,
    Institution_ID: { Proprietary: [`${NAMESPACE}:${WORLD_ID}`] },
    Registry_Record: '',
    Report_Filters: prepared.filters,
  };
  if (Object.keys(prepared.reportAttributes).length) header.Report_Attributes = prepared.reportAttributes;
  if (prepared.exceptions.length) header.Exceptions = prepared.exceptions;
  return header;
}

/** The journals (TR: by ISSN or proprietary id) or articles (IR: by DOI or proprietary id) an item_id names. */
async function itemIds(db: DbOrTx, level: ReportDef['level'], value: string): Promise<number[]> {
  const proprietary = value.startsWith(`${NAMESPACE}:`) ? value.slice(NAMESPACE.length + 1) : null;
  if (level === 'title') {
    const rows = await db
      .select({ id: journals.id })
      .from(journals)
      .where(
        sql`${journals.onlineIssn} = ${value} or ${journals.printIssn} = ${value} or ${journals.issn} = ${value}
            or lower(${journals.abbreviation}) = lower(${proprietary ?? ''})`,
      );
    return rows.map((r) => r.id);
  }
  const numeric = proprietary && /^\d{1,10}$/.test(proprietary) ? Number(proprietary) : 0;
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(sql`lower(${articles.doi}) = lower(${value}) or ${articles.id} = ${numeric}`);
  return rows.map((r) => r.id);
}

type Counts = Record<string, number>;
type Performance = Partial<Record<Metric, Counts>>;

/** The column of a report row holding each metric. */
const COLUMN: Record<Metric, 'tii' | 'uii' | 'tir' | 'uir'> = {
  Total_Item_Investigations: 'tii',
  Unique_Item_Investigations: 'uii',
  Total_Item_Requests: 'tir',
  Unique_Item_Requests: 'uir',
};

/**
 * The Performance of some rows: per metric the non-zero months (zero usage omitted, CoP §3.3.10),
 * in time order. One pass sums every metric per month; the rows usually come in month order (the
 * report's statement sorts them), else the months are put in order ("YYYY-MM": code-unit order,
 * no locale collation, which took most of an item report's CPU; decision 0106).
 */
function performance(rows: ReportRow[], metrics: Metric[]): Performance | null {
  const columns = metrics.map((m) => COLUMN[m]);
  const months: string[] = [];
  const sums: number[][] = metrics.map(() => []);
  const at = new Map<string, number>();
  let ordered = true;
  for (const r of rows) {
    let i = at.get(r.month);
    if (i === undefined) {
      i = months.length;
      if (i > 0 && months[i - 1] > r.month) ordered = false;
      months.push(r.month);
      at.set(r.month, i);
      for (const s of sums) s.push(0);
    }
    for (let k = 0; k < columns.length; k++) sums[k][i] += r[columns[k]];
  }
  const order = months.map((_, i) => i);
  if (!ordered) order.sort((a, b) => (months[a] < months[b] ? -1 : 1));
  const out: Performance = {};
  let any = false;
  for (let k = 0; k < metrics.length; k++) {
    const counts: Counts = {};
    let some = false;
    for (const i of order)
      if (sums[k][i] > 0) {
        counts[months[i]] = sums[k][i];
        some = true;
      }
    if (some) {
      out[metrics[k]] = counts;
      any = true;
    }
  }
  return any ? out : null;
}

/** Groups rows by a key, keeping first-seen order. */
function groupBy<K>(rows: ReportRow[], key: (r: ReportRow) => K): Map<K, ReportRow[]> {
  const out = new Map<K, ReportRow[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** The Attribute_Performance of rows split by the attributes shown (YOP, Access_Type, Access_Method). */
function attributePerformance(
  rows: ReportRow[],
  metrics: Metric[],
  base: Record<string, string>,
  attributes: string[],
): Record<string, unknown>[] {
  const byYop = attributes.includes('YOP');
  const out: Record<string, unknown>[] = [];
  for (const [yop, group] of byYop ? groupBy(rows, (r) => r.yop) : new Map([[0, rows]])) {
    const perf = performance(group, metrics);
    if (!perf) continue;
    out.push({ ...entryAttributes(base, attributes, byYop ? yop : null), Performance: perf });
  }
  return out;
}

/**
 * An Attribute_Performance entry's attributes, in the order COUNTER's examples and our JSON give
 * them: `base` (Data_Type), then YOP when split by it, Access_Type and Access_Method when shown.
 */
function entryAttributes(
  base: Record<string, string>,
  attributes: string[],
  yop: number | null,
): Record<string, string> {
  const entry = { ...base };
  if (yop !== null) entry.YOP = String(yop).padStart(4, '0');
  if (attributes.includes('Access_Type')) entry.Access_Type = 'Open';
  if (attributes.includes('Access_Method')) entry.Access_Method = 'Regular';
  return entry;
}

/**
 * An item report's Attribute_Performance base and attributes shown (CoP §4.3): IR_A1 always
 * Access_Type alone, without Data_Type; IR Data_Type Article and the attributes asked for.
 */
function itemEntryShape(id: ReportId, attributes: string[]): { base: Record<string, string>; shown: string[] } {
  return id === 'ir_a1' ? { base: {}, shown: ['Access_Type'] } : { base: { Data_Type: 'Article' }, shown: attributes };
}

function journalItemId(j: {
  abbreviation: string;
  onlineIssn: string | null;
  printIssn: string | null;
  issn: string | null;
}) {
  const id: Record<string, string> = { Proprietary: `${NAMESPACE}:${j.abbreviation}` };
  const issn = /^\d{4}-\d{3}[\dX]$/;
  if (j.printIssn && issn.test(j.printIssn)) id.Print_ISSN = j.printIssn;
  const online = j.onlineIssn ?? (j.printIssn ? null : j.issn);
  if (online && issn.test(online)) id.Online_ISSN = online;
  return id;
}

async function reportItems(
  ctx: ReportContext,
  def: ReportDef,
  id: ReportId,
  rows: ReportRow[],
  metrics: Metric[],
  attributes: string[],
  includeParent: boolean,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  if (def.level === 'platform') {
    const shown = id === 'pr_p1' ? metrics.filter((m) => REQUESTS.includes(m)) : metrics;
    const ap = attributePerformance(rows, shown, { Data_Type: 'Article' }, id === 'pr' ? attributes : []);
    return ap.length ? [{ Platform: PLATFORM, Attribute_Performance: ap }] : [];
  }
  const journalOf = await readJournals(ctx.db, [...new Set(rows.map((r) => r.journalId))]);

  if (def.level === 'title') {
    const out: Record<string, unknown>[] = [];
    for (const [journalId, group] of groupBy(rows, (r) => r.journalId)) {
      const j = journalOf.get(journalId);
      if (!j) continue;
      let ap: Record<string, unknown>[];
      if (id === 'tr') ap = attributePerformance(group, metrics, { Data_Type: 'Journal' }, attributes);
      else if (id === 'tr_j3') ap = attributePerformance(group, metrics, {}, ['Access_Type']);
      else if (id === 'tr_j4') ap = attributePerformance(group, metrics, {}, ['YOP']);
      else ap = attributePerformance(group, metrics, {}, []);
      if (!ap.length) continue;
      out.push({
        Title: j.title,
        Publisher: publisherOf(j),
        Platform: PLATFORM,
        Item_ID: journalItemId(j),
        Attribute_Performance: ap,
      });
    }
    return out;
  }

  const articleOf = await readArticles(ctx.db, [...new Set(rows.map((r) => r.articleId!))]);
  const parents = new Map<number, Record<string, unknown>[]>();
  for (const [articleId, group] of groupBy(rows, (r) => r.articleId!)) {
    const a = articleOf.get(articleId);
    if (!a) continue;
    const item = articleItem(ctx, id, a, group, metrics, attributes, journalOf.get(group[0].journalId));
    if (!item) continue;
    const key = includeParent ? group[0].journalId : 0;
    const list = parents.get(key);
    if (list) list.push(item);
    else parents.set(key, [item]);
  }
  const out: Record<string, unknown>[] = [];
  for (const [journalId, items] of parents)
    out.push({ ...parentOf(id, includeParent, journalOf.get(journalId)), Items: items });
  return out;
}

/** A journal as the reports show it (title, publisher, ISSNs, proprietary id). */
export interface ReportJournal {
  id: number;
  title: string;
  abbreviation: string;
  publisher: string | null;
  issn: string | null;
  printIssn: string | null;
  onlineIssn: string | null;
}

/** What an item report shows of an article. */
export interface ReportArticle {
  id: number;
  title: string;
  doi: string | null;
  contributors: { name: string; orcid?: string | null }[];
  publishedDate: string | null;
}

/** The journals of these ids, by id. */
export async function readJournals(db: DbOrTx, ids: number[]): Promise<Map<number, ReportJournal>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: journals.id,
      title: journals.title,
      abbreviation: journals.abbreviation,
      publisher: journals.publisher,
      issn: journals.issn,
      printIssn: journals.printIssn,
      onlineIssn: journals.onlineIssn,
    })
    .from(journals)
    .where(inArray(journals.id, ids));
  return new Map(rows.map((j) => [j.id, j]));
}

/**
 * The articles of these ids, by id, in one query: the ids are one array parameter (drizzle's IN
 * list of thousands of parameters was slow to build, and bounded), so a platform's IR with tens of
 * thousands needs no parts.
 */
export async function readArticles(db: DbOrTx, ids: number[]): Promise<Map<number, ReportArticle>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<ReportArticle>(
    db as Db,
    sql`select id, title, doi, contributors, to_char(published_date, 'YYYY-MM-DD') as "publishedDate"
        from articles where id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((a) => [a.id, a]));
}

const publisherOf = (j: { publisher: string | null } | undefined) => j?.publisher || PUBLISHER.legalName;

/**
 * One article's item of an item report (IR, IR_A1), from its rows (one article's, in YOP and
 * month order); null when none of the metrics shown has usage (zero usage is omitted, CoP §3.3.10).
 * `journal` is the article's journal (its publisher), when it still exists.
 */
export function articleItem(
  ctx: Pick<ReportContext, 'publicUrl'>,
  id: ReportId,
  a: ReportArticle,
  group: ReportRow[],
  metrics: Metric[],
  attributes: string[],
  journal: ReportJournal | undefined,
): Record<string, unknown> | null {
  const { base, shown } = itemEntryShape(id, attributes);
  const ap = attributePerformance(group, metrics, base, shown);
  if (!ap.length) return null;
  return { ...articleHead(ctx, id, a, attributes, journal), Attribute_Performance: ap };
}

/**
 * An item of an item report without its Attribute_Performance (which comes last): Item,
 * Publisher, Platform, Authors, Publication_Date and Article_Version as shown, Item_ID.
 */
export function articleHead(
  ctx: Pick<ReportContext, 'publicUrl'>,
  id: ReportId,
  a: ReportArticle,
  attributes: string[],
  journal: ReportJournal | undefined,
): Record<string, unknown> {
  const showAll = id === 'ir_a1';
  const item: Record<string, unknown> = { Item: a.title, Publisher: publisherOf(journal), Platform: PLATFORM };
  const authors = a.contributors
    .filter((c) => c.name.trim().length >= 2)
    .slice(0, 3)
    .map((c) =>
      c.orcid && /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(c.orcid) ? { Name: c.name, ORCID: c.orcid } : { Name: c.name },
    );
  if ((showAll || attributes.includes('Authors')) && authors.length) item.Authors = authors;
  if ((showAll || attributes.includes('Publication_Date')) && a.publishedDate) item.Publication_Date = a.publishedDate;
  if (showAll || attributes.includes('Article_Version')) item.Article_Version = 'VoR';
  const itemId: Record<string, string> = { Proprietary: `${NAMESPACE}:${a.id}` };
  if (a.doi && /^10\.[1-9]\d{2}[\d.]*\/.+$/.test(a.doi)) {
    itemId.DOI = a.doi;
    itemId.URI = `https://doi.org/${a.doi}`;
  } else itemId.URI = `${ctx.publicUrl}/articles/${a.id}`;
  item.Item_ID = itemId;
  return item;
}

/**
 * One Attribute_Performance entry of an item as sums (decision 0111): its attributes as
 * {@link attributePerformance} writes them, and per metric shown (in the report's order) the sum
 * of each month of the period (index 0 its first month), 0 without usage.
 */
export interface PerformanceSums {
  attributes: Record<string, string>;
  sums: number[][];
}

/**
 * An item's Attribute_Performance as {@link PerformanceSums}, from its months as
 * `itemMonths` gives them (six numbers a row: yop, month index, tii, uii, tir, uir; YOP and month
 * order): the entries {@link articleItem} makes (IR_A1: Access_Type only; IR: Data_Type and the
 * attributes shown, one entry per YOP when YOP is shown), those without usage of any metric shown
 * left out. Empty when the item has none (it is not listed).
 */
export function performanceSums(
  id: ReportId,
  flat: number[],
  months: number,
  metrics: Metric[],
  attributes: string[],
): PerformanceSums[] {
  const { base, shown } = itemEntryShape(id, attributes);
  const byYop = shown.includes('YOP');
  const columns = metrics.map((m) => COLUMN_INDEX[COLUMN[m]]);
  const out: PerformanceSums[] = [];
  for (let start = 0; start < flat.length;) {
    let end = start + 6;
    if (byYop) while (end < flat.length && flat[end] === flat[start]) end += 6;
    else end = flat.length;
    const sums = columns.map(() => new Array<number>(months).fill(0));
    for (let i = start; i < end; i += 6)
      for (let k = 0; k < columns.length; k++) sums[k][flat[i + 1]] += flat[i + columns[k]];
    if (sums.some((s) => s.some((v) => v > 0)))
      out.push({ attributes: entryAttributes(base, shown, byYop ? flat[start] : null), sums });
    start = end;
  }
  return out;
}

/** Where each metric's column is in a row of `itemMonths`. */
const COLUMN_INDEX = { tii: 2, uii: 3, tir: 4, uir: 5 } as const;

/**
 * The JSON text of an item's Attribute_Performance from its {@link PerformanceSums}: what
 * `JSON.stringify` writes of the array {@link articleItem} makes (months and metrics without
 * usage left out), without making its objects. `monthFields[i]` is the period's month i as a JSON
 * object key with its colon, `"YYYY-MM":` ({@link monthFields}).
 */
export function performanceJson(entries: PerformanceSums[], metrics: Metric[], monthFields: string[]): string {
  let out = '[';
  for (let e = 0; e < entries.length; e++) {
    const attributes = JSON.stringify(entries[e].attributes).slice(1, -1);
    out += `${e ? ',' : ''}{${attributes}${attributes ? ',' : ''}"Performance":{`;
    let firstMetric = true;
    for (let k = 0; k < metrics.length; k++) {
      const sums = entries[e].sums[k];
      let counts = '';
      for (let m = 0; m < sums.length; m++)
        if (sums[m] > 0) counts += `${counts ? ',' : ''}${monthFields[m]}${sums[m]}`;
      if (!counts) continue;
      out += `${firstMetric ? '' : ','}"${metrics[k]}":{${counts}}`;
      firstMetric = false;
    }
    out += '}}';
  }
  return `${out}]`;
}

/** The months of a period as JSON object keys with their colons (`"2025-01":`), for {@link performanceJson}. */
export function monthFields(period: { begin: string; end: string }): string[] {
  return monthsOf(period).map((m) => `${JSON.stringify(m)}:`);
}

/**
 * The parent an item report's items are listed under, without its `Items`: the journal when the
 * parent is shown (IR_A1's parent has no Data_Type, IR_A1_Parent_Item; IR's has, Item_Parent_Item),
 * else nothing (one `{ Items }` holds every item).
 */
export function parentOf(id: ReportId, includeParent: boolean, j: ReportJournal | undefined): Record<string, unknown> {
  if (includeParent && j && id === 'ir_a1') return { Title: j.title, Item_ID: journalItemId(j) };
  if (includeParent && j) return { Title: j.title, Data_Type: 'Journal', Item_ID: journalItemId(j) };
  return {};
}

/**
 * The report list (CoP §8.1 `/reports`): each report with the months for which usage is available.
 * `Path` is left out: the CoP's paths are `/r51/reports/…`, this server's `/api/counter/r5/reports/…`.
 * Of the platform, or of the journal `journalId` (decision 0114): First_Month_Available is the
 * first month with its own usage; Last_Month_Available is for both the last complete month
 * (every month up to it is counted and final, with or without usage; later ones are not ready).
 * With no usage yet, both are the last complete month.
 */
export async function reportList(db: DbOrTx, now: Date, journalId?: number) {
  const first = (await firstUsageMonth(db, journalId)) ?? addMonths(now.toISOString().slice(0, 7), -1);
  const last = addMonths(now.toISOString().slice(0, 7), -1);
  return REPORT_IDS.map((id) => ({
    Report_Name: REPORTS[id].name,
    Report_ID: REPORTS[id].id,
    Release: '5.1',
    Report_Description: REPORTS[id].description,
    First_Month_Available: first < last ? first : last,
    Last_Month_Available: last,
  }));
}

export { monthsOf, lastDay };
