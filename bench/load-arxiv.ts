/**
 * Big-corpus loader: the arXiv metadata corpus (../shared/data/arxiv-92k.jsonl.gz, CC0 1.0)
 * into the catalogue as articles of one source journal "arXiv", for load benchmarks.
 *
 * Streams the gzipped JSON lines (never the whole file in memory) and inserts them through the
 * articles feature's batch writer (insertArticles: one JSON parameter expanded by
 * jsonb_to_recordset), 5,000 rows per transaction, with `concurrency` transactions in flight
 * (2 on PostgreSQL: both cores compute the search vectors; 1 on PGlite, which has one
 * connection). Into an empty catalogue (a first load), the secondary indexes (full-text GIN and
 * btree) are dropped for the load and built once after it (withoutSecondaryIndexes, decisions
 * 0047 and 0057). The report says how long each phase took.
 * Idempotent: a DOI already present (unique index on lower(doi)) is skipped, so a second run
 * inserts nothing. A progress bar is drawn when stdout is a terminal.
 *
 * CLI (uses DATA_DIR / DATABASE_URL like the server; stop the server first when embedded):
 *   npx tsx bench/load-arxiv.ts [--file <path.jsonl.gz>] [--limit <n>]
 */
import { refreshPlannerStatistics } from '../src/server/db/maintenance';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase, queryRows, type Db } from '../src/server/db/client';
import { journals, type ContributorRecord } from '../src/server/db/schema';
import {
  insertArticles,
  prepareBulkWrite,
  withoutSecondaryIndexes,
  type ArticleValues,
} from '../src/server/features/articles';
import { progressBar } from '../src/server/cli/progress';

/** Records in the shared corpus (the progress bar's total when no limit is given). */
export const ARXIV_RECORDS = 92_015;
export const DEFAULT_ARXIV_FILE = path.resolve(import.meta.dirname, '../../shared/data/arxiv-92k.jsonl.gz');
/** Rows per transaction (decision 0021). */
const ROWS_PER_TRANSACTION = 5000;

/** The source journal every loaded record belongs to (found again by its title). */
export const ARXIV_JOURNAL = {
  title: 'arXiv',
  abbreviation: 'arXiv',
  slug: 'arxiv',
  category: 'Computer Science',
  publisher: 'Cornell University',
  description: 'Open-access preprint server. Metadata released by arXiv under CC0 1.0.',
  isHouse: false,
} as const;

/** One line of the corpus (fields the loader uses). */
interface ArxivRecord {
  arxiv_id: string;
  title: string;
  abstract: string | null;
  authors: string[] | null;
  primary_category: string;
  categories: string[] | null;
  created: string;
  doi: string | null;
}

export interface LoadArxivOptions {
  /** Path of the gzipped JSON-lines file; default the shared 92k corpus. */
  file?: string;
  /** Read at most this many records (default: all). */
  limit?: number;
  /** Called after each transaction with the records written so far (inserted or skipped). */
  onProgress?: (done: number) => void;
  /** Transactions in flight at once (default 1; 2 suits PostgreSQL on two cores). */
  concurrency?: number;
}

export interface LoadArxivReport {
  journalId: number;
  /** Records read from the file (valid or not). */
  read: number;
  inserted: number;
  /** Records whose DOI was already in the catalogue (or earlier in the file). */
  skipped: number;
  /** Lines that were not a usable record (bad JSON, no id or title). */
  invalid: number;
  seconds: number;
  /** Records read per second, inserted or skipped. */
  rowsPerSecond: number;
  /** Wall-clock seconds of each phase (they add up to `seconds`, but for the journal lookup). */
  phases: LoadPhases;
}

/**
 * Where a load's time goes, in wall-clock seconds (docs/decisions/0057). `parse` is
 * this process's own work, which overlaps the database's: reading and gunzipping the file,
 * JSON parsing and mapping the records, and building each batch's JSON document.
 */
export interface LoadPhases {
  /** Reading, gunzipping, parsing and mapping the records (this process; overlaps `insert`). */
  parse: number;
  /** Dropping the full-text indexes and writing the rows with their search vectors (whole phase). */
  insert: number;
  /** Building the secondary indexes again (full-text GIN and btree) (0 when they stayed in place). */
  indexes: number;
  /** VACUUM (ANALYZE) of the catalogue tables. */
  vacuum: number;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Maps one corpus record to an article row (title and abstract collapsed, LaTeX kept). */
export function toArticle(r: ArxivRecord, journalId: number): ArticleValues {
  const names = (r.authors ?? []).map(collapse).filter(Boolean);
  const contributors: ContributorRecord[] = names.map((name) => ({
    name,
    givenNames: null,
    surname: null,
    affiliations: [],
    orcid: null,
    corresponding: false,
  }));
  const abstract = r.abstract ? collapse(r.abstract) : '';
  return {
    journalId,
    doi: r.doi?.trim() || `10.48550/arXiv.${r.arxiv_id}`,
    title: collapse(r.title),
    abstract: abstract || null,
    contributors,
    authors: names.join(', '),
    articleType: 'Preprint',
    publishedDate: /^\d{4}-\d{2}-\d{2}/.test(r.created) ? r.created.slice(0, 10) : null,
    keywords: r.categories ?? [],
    subjects: r.primary_category ? [r.primary_category] : [],
    license: null,
    sourceFormat: 'arxiv',
  };
}

/** One line naming each phase's seconds, for the loader's and the bench's output. */
export function describePhases(p: LoadPhases): string {
  return (
    `phases: rows and search vectors ${p.insert.toFixed(1)} s (of which reading and parsing the file ` +
    `${p.parse.toFixed(1)} s, overlapped), indexes ${p.indexes.toFixed(1)} s, VACUUM ANALYZE ${p.vacuum.toFixed(1)} s`
  );
}

function parseLine(line: string): ArxivRecord | null {
  try {
    const r = JSON.parse(line) as Partial<ArxivRecord>;
    if (typeof r.arxiv_id !== 'string' || typeof r.title !== 'string' || !collapse(r.title)) return null;
    return r as ArxivRecord;
  } catch {
    return null;
  }
}

/** The id of the "arXiv" journal, created when no journal has that title. */
export async function ensureArxivJournal(db: Db): Promise<number> {
  const [found] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.title, ARXIV_JOURNAL.title))
    .limit(1);
  if (found) return found.id;
  const [created] = await db.insert(journals).values(ARXIV_JOURNAL).returning({ id: journals.id });
  return created.id;
}

/**
 * Loads the arXiv corpus into the catalogue, then VACUUM (ANALYZE)s it like every import does
 * (PGlite has no autovacuum daemon).
 * @returns counts (inserted, skipped as duplicate DOI, invalid lines) and the rate
 */
export async function loadArxiv(db: Db, options: LoadArxivOptions = {}): Promise<LoadArxivReport> {
  const started = performance.now();
  const since = (t: number) => (performance.now() - t) / 1000;
  const [{ any }] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from articles) as any`);
  let loaded = started;
  const load = () =>
    loadRecords(db, options).finally(() => {
      loaded = performance.now();
    });
  // PostgreSQL builds the three indexes on three connections at once; PGlite has one.
  const report = any
    ? await load()
    : await withoutSecondaryIndexes(db, load, { parallel: (options.concurrency ?? 1) > 1 });
  const indexed = performance.now();
  // As after any import (src/server/features/scholarly/import-service.ts).
  await refreshPlannerStatistics(db);
  const phases: LoadPhases = {
    parse: report.parseSeconds,
    insert: (loaded - started) / 1000,
    indexes: (indexed - loaded) / 1000,
    vacuum: since(indexed),
  };
  const seconds = since(started);
  const { parseSeconds: _, ...counts } = report;
  return { ...counts, seconds, rowsPerSecond: report.read / seconds, phases };
}

/** Streams the records into the catalogue (loadArxiv's work, without the upkeep). */
async function loadRecords(
  db: Db,
  options: LoadArxivOptions,
): Promise<Omit<LoadArxivReport, 'seconds' | 'rowsPerSecond' | 'phases'> & { parseSeconds: number }> {
  const journalId = await ensureArxivJournal(db);
  const limit = options.limit ?? Infinity;
  const input = fs.createReadStream(options.file ?? DEFAULT_ARXIV_FILE).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  const report = { journalId, read: 0, inserted: 0, skipped: 0, invalid: 0, parseSeconds: 0 };
  let pending: ArticleValues[] = [];
  const inFlight = new Set<Promise<void>>();
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let failure: unknown;

  const write = async (rows: ArticleValues[]) => {
    const done = await db.transaction(async (tx) => {
      // No statement timeout (a batch is not a request), room for the transition tables, LZ4.
      await prepareBulkWrite(tx);
      return insertArticles(tx, rows, { onDuplicateDoi: 'skip' });
    });
    report.inserted += done.inserted.length;
    report.skipped += done.skipped;
    options.onProgress?.(report.inserted + report.skipped);
  };
  const flush = async () => {
    const rows = pending;
    pending = [];
    if (rows.length === 0) return;
    const p = write(rows).catch((err: unknown) => {
      failure ??= err;
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (failure) throw failure;
  };

  // Time in the loop but not waiting for the database: reading, gunzip, JSON parsing, mapping.
  const loopStarted = performance.now();
  let waited = 0;
  const flushTimed = async () => {
    const t = performance.now();
    await flush();
    waited += performance.now() - t;
  };
  try {
    for await (const line of lines) {
      if (report.read >= limit) break;
      if (!line.trim()) continue;
      report.read += 1;
      const record = parseLine(line);
      if (!record) {
        report.invalid += 1;
        continue;
      }
      pending.push(toArticle(record, journalId));
      if (pending.length >= ROWS_PER_TRANSACTION) await flushTimed();
    }
    report.parseSeconds = (performance.now() - loopStarted - waited) / 1000;
    await flush();
  } finally {
    await Promise.all(inFlight);
    lines.close();
    input.destroy();
  }
  if (failure) throw failure;
  return report;
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, limit: { type: 'string' } },
  });
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new Error('--limit must be a positive whole number');
  }
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const bar = progressBar('Loading arXiv', 'records', limit ?? ARXIV_RECORDS);
  try {
    const report = await loadArxiv(database.db, {
      file: values.file,
      limit,
      concurrency: database.kind === 'postgres' ? 2 : 1,
      onProgress: (done) => bar.update(done, Math.max(done, limit ?? ARXIV_RECORDS)),
    }).finally(() => bar.stop());
    console.log(
      `arXiv: ${report.inserted} inserted, ${report.skipped} skipped (DOI already present), ` +
        `${report.invalid} invalid, in ${report.seconds.toFixed(1)} s ` +
        `(${Math.round(report.rowsPerSecond)} rows/s) into journal ${report.journalId}`,
    );
    console.log(describePhases(report.phases));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
