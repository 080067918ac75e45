/**
 * Item reports (IR, IR_A1) written as their rows come (docs/decisions/0104-counter-streams-and-cache-under-load.md).
 *
 * The COUNTER API 5.1 has no paging: a platform's IR_A1 is every article with usage in one answer
 * (55,848 items on the bench). Built whole, it held every row, item and the JSON text in memory
 * at once. Here the report is read through a cursor, in pages of PAGE_ROWS articles ordered by
 * journal and article (each one row, its rows gathered by the database: decisions 0106, 0111),
 * and each article's item is written as soon as its row is in: memory holds a page or two,
 * whatever the number of items.
 *
 * - **Before the first byte**: the request is parsed and checked as `buildReport` does (a fault that
 *   stops it throws CounterError, answered alone with its HTTP status), Exception 3032 is known,
 *   and the rows are read until the first item (or the end): so Exception 3030 ("No Usage
 *   Available") is known before the Report_Header is written, and a database failure before that
 *   is still answered as Exception 1000.
 * - **The same answer**: the header goes through the endpoint's schema as the route's serializer
 *   sends it, and each item is the one `buildReport` makes: its head `articleHead` (as `articleItem`'s),
 *   its parent `parentOf`'s, its Attribute_Performance written as text from its month sums
 *   (`performanceSums`, `performanceJson`, tsv.ts `tsvSumsLines`; decision 0111: not made into
 *   objects and serialized), so the JSON and TSV are byte for byte what the whole report
 *   serialized is (stream.test.ts compares them).
 * - **Reading**: on PostgreSQL through `DECLARE … CURSOR` in a read-only transaction on one pooled
 *   connection, held while the answer is written (the reader's pace: a page is fetched when the
 *   one before is written); at most MAX_STREAMS such reads at once, further ones wait for a turn.
 *   On PGlite (one connection for the whole server: a transaction held for a slow reader would
 *   stop every other request) the rows are read in one query, then written the same way.
 * - A failure after the first byte can no longer change the status: the answer is cut short (the
 *   client sees an incomplete body, never a complete-looking wrong one) and the failure logged.
 */
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getCounterReport } from '../../../../shared/api/endpoints/counter';
import { queryRows, type Db } from '../../../db/client';
import { itemMonths, itemRowsQuery, type ItemRowsRow, type ReportQuery } from '../service';
import { exception } from './exceptions';
import {
  articleHead,
  monthFields,
  monthsOf,
  noteFirstUsage,
  parentOf,
  performanceJson,
  performanceSums,
  prepareReport,
  readArticles,
  readJournals,
  reportHeader,
  type Metric,
  type PerformanceSums,
  type ReportContext,
  type ReportJournal,
} from './reports';
import { tsvHead, tsvSumsLines, type TsvShape } from './tsv';

/**
 * Rows fetched from the cursor at a time: articles, each with its rows gathered (about 12 rows
 * per YOP for a year's report: about the 5,000 rows a page held before, decision 0106).
 */
export const PAGE_ROWS = 500;
/** Item reports read through a cursor at once (each holds one pooled connection while it is written). */
export const MAX_STREAMS = 2;
/** Characters gathered before a chunk is handed to the response. */
const CHUNK_CHARS = 64 * 1024;

/**
 * An item of an item report, with the parent it is listed under (its key changes with the parent):
 * the item's head (`articleHead`) and its Attribute_Performance as sums (`performanceSums`,
 * decision 0111), which the JSON and TSV writers write without making its objects.
 */
interface ItemEvent {
  parentKey: number;
  parent: Record<string, unknown>;
  head: Record<string, unknown>;
  performance: PerformanceSums[];
}

/** What the routes need to answer an item report as it is read. */
export interface StreamedReport {
  /** The Report_Header (its Exceptions final: 3030 included when there is no item). */
  header: Record<string, unknown> & { Report_ID: string; Release: string };
  /** The TSV's shape (report definition, period, attributes, parents). */
  shape: TsvShape;
  /** The metrics shown, in the order of each item's sums. */
  metrics: Metric[];
  /** The items in order, a page of articles' at a time (none empty); the first is already read. Iterate once. */
  events: AsyncGenerator<ItemEvent[]>;
  /**
   * Ends the reading (its cursor, transaction and turn) whether or not `events` was iterated: a
   * stream destroyed before its first read never starts `events`, so ending that would not reach
   * the reader under it. Safe after the end and more than once.
   */
  close(): Promise<void>;
}

/** Item-report reads through a cursor under way, and those waiting for a turn. */
let running = 0;
const queue: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_STREAMS) await new Promise<void>((resolve) => queue.push(resolve));
  else running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
}

/**
 * Pages of the rows of `queries`, one after the other (at most `size` rows each, none empty): on
 * PostgreSQL through a cursor per query in one read-only transaction, the next page fetched while
 * the one before is handled; on PGlite each query whole. Leaving the loop early ends the
 * transaction (and its cursors).
 */
async function* rowPages<T>(db: Db, kind: 'pglite' | 'postgres', queries: SQL[], size: number): AsyncGenerator<T[]> {
  if (kind === 'pglite') {
    for (const query of queries) {
      const rows = await queryRows<T>(db, query);
      for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
    }
    return;
  }
  const release = await turn();
  // A hand-over of one page between the transaction (producer) and this generator (consumer).
  const pages: T[][] = [];
  let finished = false;
  let failure: unknown = null;
  let stop = false;
  let wakeConsumer: (() => void) | null = null;
  let wakeProducer: (() => void) | null = null;
  const wake = (which: 'consumer' | 'producer') => {
    const f = which === 'consumer' ? wakeConsumer : wakeProducer;
    if (which === 'consumer') wakeConsumer = null;
    else wakeProducer = null;
    f?.();
  };
  const producer = db
    .transaction(
      async (tx) => {
        for (const [n, query] of queries.entries()) {
          const cursor = sql.raw(`counter_report_rows_${n}`);
          await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
          for (;;) {
            while (pages.length > 0 && !stop) await new Promise<void>((resolve) => (wakeProducer = resolve));
            if (stop) return;
            const { rows } = (await tx.execute(
              sql`fetch forward ${sql.raw(String(size))} from ${cursor}`,
            )) as unknown as { rows: T[] };
            if (rows.length > 0) pages.push(rows);
            wake('consumer');
            if (rows.length < size) break;
          }
          await tx.execute(sql`close ${cursor}`);
        }
      },
      { accessMode: 'read only' },
    )
    .then(
      () => {
        finished = true;
        wake('consumer');
      },
      (err: unknown) => {
        failure = err;
        wake('consumer');
      },
    );
  try {
    for (;;) {
      while (pages.length === 0 && !finished && failure === null)
        await new Promise<void>((resolve) => (wakeConsumer = resolve));
      const page = pages.shift();
      if (page) {
        wake('producer');
        yield page;
        continue;
      }
      if (failure !== null) throw failure;
      return;
    }
  } finally {
    stop = true;
    wake('producer');
    await producer;
    release();
  }
}

/**
 * The items of an item report in order, from its pages of articles (one row each, its months
 * gathered by the database): each article's months summed and ordered (`itemMonths`), its
 * metadata read a page at a time, its head and Attribute_Performance sums made as `buildReport`
 * makes its item (decision 0111: the same entries, metrics and months, written as text).
 */
async function* itemEvents(
  db: Db,
  ctx: ReportContext,
  prepared: Awaited<ReturnType<typeof prepareReport>>,
  from: string,
  pages: AsyncGenerator<ItemRowsRow[]>,
): AsyncGenerator<ItemEvent[]> {
  const journals = new Map<number, { journal: ReportJournal | undefined; parent: Record<string, unknown> }>();
  const months = monthsOf(prepared.period).length;
  for await (const rows of pages) {
    const newJournals = [...new Set(rows.map((r) => r.journalId))].filter((j) => !journals.has(j));
    const read = await readJournals(db, newJournals);
    for (const j of newJournals)
      journals.set(j, {
        journal: read.get(j),
        parent: parentOf(prepared.id, prepared.includeParent, read.get(j)),
      });
    const articleOf = await readArticles(
      db,
      rows.map((r) => r.articleId),
    );
    const items: ItemEvent[] = [];
    for (const row of rows) {
      const a = articleOf.get(row.articleId);
      if (!a) continue;
      const performance = performanceSums(
        prepared.id,
        itemMonths(row.m, from),
        months,
        prepared.metrics,
        prepared.attributes,
      );
      if (!performance.length) continue;
      const { journal, parent } = journals.get(row.journalId)!;
      items.push({
        parentKey: prepared.includeParent ? row.journalId : 0,
        parent,
        head: articleHead(ctx, prepared.id, a, prepared.attributes, journal),
        performance,
      });
    }
    // A page at a time: an async step per item cost more than the item (decision 0111).
    if (items.length) yield items;
  }
}

/**
 * Prepares item report `id` (IR or IR_A1) for the raw query and reads it up to its first item
 * (`options.pageRows`: articles per read, PAGE_ROWS by default).
 * Throws CounterError for the faults that stop a request, and what the database throws before
 * the first item (the route answers Exception 1000).
 */
export async function openItemReport(
  id: 'ir' | 'ir_a1',
  query: Record<string, string | undefined>,
  ctx: ReportContext & { kind: 'pglite' | 'postgres' },
  options: { pageRows?: number } = {},
): Promise<StreamedReport> {
  const prepared = await prepareReport(id, query, ctx);
  const q = prepared.rowsQuery;
  const size = options.pageRows ?? PAGE_ROWS;
  const pages = q ? rowPages<ItemRowsRow>(ctx.db as Db, ctx.kind, await rowQueries(ctx, q), size) : emptyPages();
  const events = itemEvents(ctx.db as Db, ctx, prepared, `${prepared.period.begin}-01`, pages);
  let first: IteratorResult<ItemEvent[]>;
  try {
    await noteFirstUsage(ctx.db, prepared, ctx.journalId);
    first = await events.next();
  } catch (err) {
    await events.return(undefined);
    throw err;
  }
  if (first.done) prepared.exceptions.push(exception(3030));
  const rest = events;
  async function* all(): AsyncGenerator<ItemEvent[]> {
    if (first.done) return;
    yield first.value;
    yield* rest;
  }
  return {
    header: reportHeader(prepared, ctx),
    shape: {
      def: prepared.def,
      period: prepared.period,
      attributes: prepared.attributes,
      includeParent: prepared.includeParent,
    },
    metrics: prepared.metrics,
    events: all(),
    close: async () => {
      await rest.return(undefined);
    },
  };
}

async function* emptyPages(): AsyncGenerator<ItemRowsRow[]> {}

/**
 * The statements an item report is read with. On PostgreSQL, without an article filter, one per
 * journal in id order (the report's order): PostgreSQL groups and sorts one journal's rows, read
 * through its (journal_id, month) index, before the first comes, not the whole platform's; the
 * rows and their order are the single statement's. Otherwise the single statement.
 */
async function rowQueries(ctx: ReportContext & { kind: 'pglite' | 'postgres' }, q: ReportQuery): Promise<SQL[]> {
  if (ctx.kind !== 'postgres' || q.articleIds !== undefined || q.journalIds !== undefined) return [itemRowsQuery(q)];
  const journals = await queryRows<{ id: number }>(ctx.db as Db, sql`select id from journals order by id`);
  return journals.map((j) => itemRowsQuery({ ...q, journalIds: [j.id] }));
}

/** Gathers text into chunks of about CHUNK_CHARS characters. */
async function* chunked(parts: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const part of parts) {
    buffer += part;
    if (buffer.length >= CHUNK_CHARS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/**
 * The report's JSON text, in the order and with the keys the route's serializer gives the whole
 * report (`JSON.stringify` of the endpoint's 200 schema's encoding): `{"Report_Header":…,
 * "Report_Items":[ parents, each `{…,"Items":[items]}` ]}`.
 */
async function* jsonParts(report: StreamedReport): AsyncGenerator<string> {
  const shell = JSON.stringify(
    z.encode(getCounterReport.responses[200], { Report_Header: report.header, Report_Items: [] }),
  );
  // `…,"Report_Items":[]}` → the items go between its brackets.
  yield shell.slice(0, -2);
  const fields = monthFields(report.shape.period);
  let key: number | null = null;
  for await (const page of report.events) {
    let text = '';
    for (const { parentKey, parent, head, performance } of page) {
      if (parentKey !== key) {
        const open = JSON.stringify({ ...parent, Items: [] }).slice(0, -2);
        text += key === null ? open : `]},${open}`;
        key = parentKey;
      } else text += ',';
      // The item's keys in articleItem's order: its head's, then Attribute_Performance.
      text += `${JSON.stringify(head).slice(0, -1)},"Attribute_Performance":${performanceJson(performance, report.metrics, fields)}}`;
    }
    yield text;
  }
  yield key === null ? ']}' : ']}]}';
}

/** The report's TSV text (tsv.ts's format, its rows written as the items come). */
async function* tsvParts(report: StreamedReport): AsyncGenerator<string> {
  yield tsvHead(report.shape, report.header);
  for await (const page of report.events) {
    let lines = '';
    for (const { parent, head, performance } of page)
      lines += tsvSumsLines(report.shape, head, 'Title' in parent ? parent : null, performance, report.metrics);
    if (lines) yield lines;
  }
}

/**
 * The body of an opened item report as a byte stream, JSON or TSV. A failure while it is read
 * destroys the stream (the answer is cut short) and is passed to `onError`.
 */
export function reportStream(
  report: StreamedReport,
  format: 'json' | 'tsv',
  onError: (err: unknown) => void,
): Readable {
  const parts = format === 'json' ? jsonParts(report) : tsvParts(report);
  const stream = Readable.from(chunked(parts), { objectMode: false });
  // A client gone before the end destroys the stream. Readable.from ends the generators it has
  // started; `close` ends the reader under them even when none was (a stream destroyed before
  // its first read), which closes the cursor and its transaction and gives back the turn.
  stream.on('error', onError);
  stream.on('close', () => void report.close().catch(onError));
  return stream;
}
