/**
 * `npm run import -- <path…>`: imports JATS / Crossref XML files (and the PDFs beside them)
 * from files or folder trees into the catalogue, in batches (one transaction each), with a
 * progress bar when stdout is a terminal, then prints a summary: imported, updated, skipped
 * with reasons. Exit code 0 when it ran (even with skips), 1 on a fatal error, 2 on
 * bad usage.
 */
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/lock';
import { seedHouseJournals } from '../features/journals';
import { importArticles } from '../features/scholarly';
import { openCliContext } from './context';
import { progressBar, type Progress } from './progress';

async function run(): Promise<number> {
  const paths = process.argv.slice(2).filter((a) => a !== '--');
  if (paths.length === 0 || paths.includes('--help')) {
    console.error('Usage: npm run import -- <file-or-folder> [more…]');
    return 2;
  }
  const ctx = await openCliContext();
  try {
    await seedHouseJournals(ctx.database.db);
    const started = Date.now();
    let bar: Progress | undefined;
    const report = await importArticles({ db: ctx.database.db, files: ctx.files }, paths, {
      onProgress: (done, total) => {
        bar ??= progressBar('Importing', 'articles', total);
        bar.update(done, total);
      },
    }).finally(() => bar?.stop());
    console.log(
      `Imported ${report.imported}, updated ${report.updated}, skipped ${report.skipped.length}` +
        ` (PDFs attached: ${report.pdfsAttached}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const skip of report.skipped) console.log(`  skipped ${skip.path}: ${skip.reason}`);
    return 0;
  } finally {
    await ctx.database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof ConfigError || err instanceof DataDirLockedError;
    console.error(known ? (err as Error).message : `Import failed: ${(err as Error).stack ?? String(err)}`);
    process.exit(1);
  },
);
