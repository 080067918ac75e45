/**
 * Loads ROR's published data dump (a JSON array of v2 records, ~120,000 records and ~1 GB for
 * the full dump; docs/decisions/0090-ror-and-languages.md) into `ror_organizations`, streamed
 * (stream-json: one record in memory at a time, rows written in batches), as an idempotent
 * upsert on the ROR id. A malformed record is reported and skipped, never fatal.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import type { Db } from '../../db/client';
import { rorOrganizations } from '../../db/schema';
import { rorRow, type RorRow } from './records';

/** Rows per INSERT … ON CONFLICT statement. */
const BATCH = 500;

export interface RorLoadReport {
  /** Records read from the file. */
  read: number;
  /** Rows inserted or updated. */
  loaded: number;
  /** Malformed records: their index in the array and why (the first 100 kept). */
  rejected: { index: number; reason: string }[];
  rejectedCount: number;
  /** Wall time, milliseconds. */
  ms: number;
}

async function upsert(db: Db, rows: RorRow[]): Promise<void> {
  if (rows.length === 0) return;
  // One row per id in a statement (ON CONFLICT cannot touch a row twice): the last one wins.
  const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
  await db
    .insert(rorOrganizations)
    .values(unique)
    .onConflictDoUpdate({
      target: rorOrganizations.id,
      set: {
        name: sql`excluded.name`,
        aliases: sql`excluded.aliases`,
        acronyms: sql`excluded.acronyms`,
        country: sql`excluded.country`,
        status: sql`excluded.status`,
        types: sql`excluded.types`,
        foldedNames: sql`excluded.folded_names`,
        searchText: sql`excluded.search_text`,
        modifiedAt: sql`excluded.modified_at`,
        loadedAt: sql`now()`,
      },
    });
}

/**
 * Loads the dump at `file` (a JSON array of ROR v2 records).
 * @param onProgress called after each batch with the records read so far
 * @throws Error when the file cannot be read or is not a JSON array (nothing after the last
 *   complete batch is written)
 */
export async function loadRorDump(db: Db, file: string, onProgress?: (read: number) => void): Promise<RorLoadReport> {
  const started = performance.now();
  const report: RorLoadReport = { read: 0, loaded: 0, rejected: [], rejectedCount: 0, ms: 0 };
  const pipeline = streamArray.withParserAsStream();
  const input = fs.createReadStream(file);
  input.on('error', (error) => pipeline.destroy(error));
  input.pipe(pipeline);
  let batch: RorRow[] = [];
  for await (const item of pipeline as AsyncIterable<{ key: number; value: unknown }>) {
    report.read += 1;
    try {
      batch.push(rorRow(item.value));
    } catch (error) {
      report.rejectedCount += 1;
      if (report.rejected.length < 100) report.rejected.push({ index: item.key, reason: (error as Error).message });
    }
    if (batch.length >= BATCH) {
      await upsert(db, batch);
      report.loaded += batch.length;
      batch = [];
      onProgress?.(report.read);
    }
  }
  await upsert(db, batch);
  report.loaded += batch.length;
  report.ms = Math.round(performance.now() - started);
  return report;
}
