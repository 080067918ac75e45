/**
 * Tabular COUNTER reports as TSV (Code of Practice R5.1 §3.2 "Formats for COUNTER Reports", §5.2
 * "Delivering Tabular Reports"; docs/decisions/0085-counter-r5-usage.md): the 13 header rows
 * (Report_Name … Registry_Record), a blank row, the column headings, then one row per item,
 * attribute combination and Metric_Type, with Reporting_Period_Total and one column per month
 * ("Jan-2022"). Rows whose total is zero are left out; a zero month inside a row is 0. Written
 * from the JSON report, so both formats always agree.
 */
import type { CounterException } from './exceptions';
import { monthsOf, type BuiltReport, type PerformanceSums } from './reports';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A cell: tabs and line breaks would break the table, so they become spaces. */
function cell(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).replace(/[\t\r\n]+/g, ' ');
}

type Json = Record<string, unknown>;

function ids(itemId: unknown): Record<string, string> {
  return (itemId ?? {}) as Record<string, string>;
}

function authors(value: unknown): string {
  const list = (value ?? []) as { Name: string; ORCID?: string }[];
  return list.map((a) => (a.ORCID ? `${a.Name} (ORCID:${a.ORCID})` : a.Name)).join('; ');
}

/** The column headings before Metric_Type, per report (the CoP's sample reports' order). */
function identityColumns(report: TsvShape): string[] {
  const { def, attributes, includeParent } = report;
  if (def.level === 'platform')
    return ['Platform', 'Data_Type', ...(attributes.includes('Access_Method') ? ['Access_Method'] : [])];
  const title = ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID'];
  const issns = ['Print_ISSN', 'Online_ISSN', 'URI'];
  switch (def.id) {
    case 'TR':
      return [
        ...title,
        'ISBN',
        ...issns,
        'Data_Type',
        ...['YOP', 'Access_Type', 'Access_Method'].filter((a) => attributes.includes(a)),
      ];
    case 'TR_J3':
      return [...title, ...issns, 'Access_Type'];
    case 'TR_J4':
      return [...title, ...issns, 'YOP'];
    case 'TR_J1':
      return [...title, ...issns];
    case 'IR_A1':
      return [
        'Item', 'Publisher', 'Publisher_ID', 'Platform', 'Authors', 'Publication_Date', 'Article_Version', 'DOI',
        'Proprietary_ID', 'Print_ISSN', 'Online_ISSN', 'URI', 'Parent_Title', 'Parent_Authors', 'Parent_Article_Version',
        'Parent_DOI', 'Parent_Proprietary_ID', 'Parent_Print_ISSN', 'Parent_Online_ISSN', 'Parent_URI', 'Access_Type',
      ]; // prettier-ignore
    default: {
      const shown = ['Authors', 'Publication_Date', 'Article_Version'].filter((a) => attributes.includes(a));
      const parent = includeParent
        ? [
            'Parent_Title', 'Parent_Authors', 'Parent_Publication_Date', 'Parent_Article_Version', 'Parent_Data_Type',
            'Parent_DOI', 'Parent_Proprietary_ID', 'Parent_ISBN', 'Parent_Print_ISSN', 'Parent_Online_ISSN', 'Parent_URI',
          ] // prettier-ignore
        : [];
      const attrs = ['YOP', 'Access_Type', 'Access_Method'].filter((a) => attributes.includes(a));
      return [
        'Item',
        'Publisher',
        'Publisher_ID',
        'Platform',
        ...shown,
        'DOI',
        'Proprietary_ID',
        'ISBN',
        ...issns,
        ...parent,
        'Data_Type',
        ...attrs,
      ];
    }
  }
}

/** The identity cells of one JSON item (title or item, its parent) and one Attribute_Performance. */
function identityCells(item: Json, parent: Json | null, attribute: Json): Record<string, string> {
  const id = ids(item.Item_ID);
  const out: Record<string, string> = {
    Title: cell(item.Title),
    Item: cell(item.Item),
    Publisher: cell(item.Publisher),
    Platform: cell(item.Platform),
    Authors: authors(item.Authors),
    Publication_Date: cell(item.Publication_Date),
    Article_Version: cell(item.Article_Version),
    DOI: cell(id.DOI),
    Proprietary_ID: cell(id.Proprietary),
    ISBN: cell(id.ISBN),
    Print_ISSN: cell(id.Print_ISSN),
    Online_ISSN: cell(id.Online_ISSN),
    URI: cell(id.URI),
    Data_Type: cell(attribute.Data_Type),
    YOP: cell(attribute.YOP),
    Access_Type: cell(attribute.Access_Type),
    Access_Method: cell(attribute.Access_Method),
  };
  if (parent) {
    const pid = ids(parent.Item_ID);
    Object.assign(out, {
      Parent_Title: cell(parent.Title),
      Parent_Data_Type: cell(parent.Data_Type),
      Parent_DOI: cell(pid.DOI),
      Parent_Proprietary_ID: cell(pid.Proprietary),
      Parent_ISBN: cell(pid.ISBN),
      Parent_Print_ISSN: cell(pid.Print_ISSN),
      Parent_Online_ISSN: cell(pid.Online_ISSN),
      Parent_URI: cell(pid.URI),
    });
  }
  return out;
}

function filterText(filters: Json, skip: string[]): string {
  return Object.entries(filters)
    .filter(([k]) => !skip.includes(k))
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('|') : String(v)}`)
    .join('; ');
}

function exceptionText(list: CounterException[] | undefined): string {
  return (list ?? []).map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`).join('; ');
}

/** What the TSV's columns depend on: the report, its period, the attributes shown, parents or not. */
export type TsvShape = Pick<BuiltReport, 'def' | 'period' | 'attributes' | 'includeParent'>;

/** The report as TSV text (UTF-8, LF line ends, no byte order mark added here). */
export function reportTsv(report: BuiltReport): string {
  let out = tsvHead(report, report.json.Report_Header);
  for (const item of report.json.Report_Items) {
    if (Array.isArray(item.Items))
      for (const child of item.Items as Json[]) out += tsvItemLines(report, child, 'Title' in item ? item : null);
    else out += tsvItemLines(report, item, null);
  }
  return out;
}

/** The 13 header rows, the blank row and the column headings, each line ended by LF. */
export function tsvHead(shape: TsvShape, header: BuiltReport['json']['Report_Header']): string {
  const filters = header.Report_Filters as Json;
  const attributes = (header.Report_Attributes ?? {}) as Json;
  const institution = (header.Institution_ID ?? {}) as Record<string, string[]>;
  const months = monthsOf(shape.period);
  const metricTypes = (filters.Metric_Type as string[] | undefined) ?? [];
  const headRows: [string, string][] = [
    ['Report_Name', cell(header.Report_Name)],
    ['Report_ID', cell(header.Report_ID)],
    ['Release', '5.1'],
    ['Institution_Name', cell(header.Institution_Name)],
    [
      'Institution_ID',
      Object.entries(institution)
        .flatMap(([k, v]) => v.map((x) => `${k}:${x}`))
        .join('; '),
    ],
    ['Metric_Types', metricTypes.join('; ')],
    ['Report_Filters', filterText(filters, ['Metric_Type', 'Begin_Date', 'End_Date'])],
    ['Report_Attributes', filterText(attributes, [])],
    ['Exceptions', exceptionText(header.Exceptions as CounterException[] | undefined)],
    ['Reporting_Period', `Begin_Date=${cell(filters.Begin_Date)}; End_Date=${cell(filters.End_Date)}`],
    ['Created', cell(header.Created)],
    ['Created_By', cell(header.Created_By)],
    ['Registry_Record', cell(header.Registry_Record)],
  ];
  const columns = [
    ...identityColumns(shape),
    'Metric_Type',
    'Reporting_Period_Total',
    ...months.map((m) => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]}-${m.slice(0, 4)}`),
  ];
  const lines = headRows.map((r) => r.join('\t'));
  lines.push('');
  lines.push(columns.join('\t'));
  return `${lines.join('\n')}\n`;
}

/**
 * The rows of one JSON item (a title, a platform, or an item under `parent`): one per
 * Attribute_Performance and Metric_Type, rows whose total is zero left out; each ended by LF.
 */
export function tsvItemLines(shape: TsvShape, item: Json, parent: Json | null): string {
  const identity = identityColumns(shape);
  const months = monthsOf(shape.period);
  let out = '';
  for (const attribute of (item.Attribute_Performance ?? []) as Json[]) {
    const cells = identityCells(item, parent, attribute);
    const perf = attribute.Performance as Record<string, Record<string, number>>;
    for (const [metric, counts] of Object.entries(perf))
      out += metricLine(
        identity,
        cells,
        metric,
        months.map((m) => counts[m] ?? 0),
      );
  }
  return out;
}

/**
 * The rows {@link tsvItemLines} writes of an item report's item, from its head (the item without
 * Attribute_Performance) and its Attribute_Performance as sums (reports.ts `performanceSums`,
 * decision 0111), without making the Performance objects.
 */
export function tsvSumsLines(
  shape: TsvShape,
  head: Json,
  parent: Json | null,
  entries: PerformanceSums[],
  metrics: readonly string[],
): string {
  const identity = identityColumns(shape);
  let out = '';
  for (const entry of entries) {
    const cells = identityCells(head, parent, entry.attributes);
    for (let k = 0; k < metrics.length; k++) out += metricLine(identity, cells, metrics[k], entry.sums[k]);
  }
  return out;
}

/** One row: the identity cells, the metric, its total and each month's value; nothing when the total is zero. */
function metricLine(identity: string[], cells: Record<string, string>, metric: string, values: number[]): string {
  const total = values.reduce((a, b) => a + b, 0);
  if (total === 0) return '';
  return `${[...identity.map((c) => cells[c] ?? ''), metric, String(total), ...values.map(String)].join('\t')}\n`;
}
