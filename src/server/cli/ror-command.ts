/**
 * The `ror` command (docs/decisions/0090-ror-and-languages.md), separate from its entry point so
 * tests can run it:
 *
 *   npm run ror -- load FILE
 *
 * FILE is ROR's published data dump (Zenodo, `v…-ror-data_schema_v2.json`: a JSON array of
 * schema v2 records), or any array of such records (demo/ror/ror-records-excerpt.json). The load
 * is streamed and idempotent (an upsert on the ROR id); it prints the records read, loaded and
 * rejected (each malformed record with its index and reason, the first 20) and the time taken.
 * Exit status 0 when the file was read to its end (even with rejected records), 1 otherwise.
 */
import fs from 'node:fs';
import type { Db } from '../db/client';
import { loadRorDump } from '../features/ror';

export const ROR_USAGE = `Usage:
  npm run ror -- load FILE    load ROR's data dump (JSON array of schema v2 records)`;

/** Runs `args`; writes lines through `io`; answers the exit status. */
export async function runRorCommand(
  db: Db,
  args: string[],
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const [verb, file, ...rest] = args;
  if (verb !== 'load' || !file || rest.length > 0) {
    io.err(ROR_USAGE);
    return 1;
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    io.err(`No such file: ${file}`);
    return 1;
  }
  try {
    const report = await loadRorDump(db, file, (read) => {
      if (read % 10_000 === 0) io.out(`${read} records read…`);
    });
    for (const r of report.rejected.slice(0, 20)) io.err(`record ${r.index} rejected: ${r.reason}`);
    io.out(
      `ROR: ${report.read} records read, ${report.loaded} loaded, ${report.rejectedCount} rejected, in ${(report.ms / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    io.err(`ROR load failed: ${(error as Error).message}`);
    return 1;
  }
}
