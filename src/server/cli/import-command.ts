/**
 * The `npm run import` command without its process: reads the arguments, checks them, runs
 * the import and prints its summary (import.ts opens the database and exits with the code).
 */
import { convertWaitingAssets } from '../features/assets';
import { findJournalByAbbreviation, seedHouseJournals } from '../features/journals';
import { importArticles } from '../features/scholarly';
import { progressBar, type Progress } from './progress';
import type { Deps } from '../deps';

export const IMPORT_USAGE = 'Usage: npm run import -- [--journal ABBREVIATION] [--no-convert] <file-or-folder> [more…]';

/** Where the command prints: lines of standard output and of standard error. */
export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Show a progress bar (when standard output is a terminal). */
  progress?: boolean;
}

/** The arguments, or the reason they are wrong. */
type ParsedArgs =
  { ok: true; journal: string | null; convert: boolean; paths: string[] } | { ok: false; reason: string };

/**
 * `--journal ABBR` or `--journal=ABBR` (once), then paths; `--` separators are dropped. A
 * value that starts with `-` or `.` or holds a slash is taken for a path: the value is missing.
 * `--no-convert` leaves the figures to the server's `assets.convert` job.
 */
export function parseImportArgs(argv: string[]): ParsedArgs {
  const paths: string[] = [];
  let journal: string | null = null;
  let convert = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--journal' || arg.startsWith('--journal=')) {
      const value = arg === '--journal' ? argv[++i] : arg.slice('--journal='.length);
      // A path where the abbreviation should be (`--journal ./catalogue`) is a missing value.
      if (value === undefined || value.trim() === '' || /^[-.]|[/\\]/.test(value))
        return { ok: false, reason: '--journal needs the abbreviation of an existing journal, e.g. --journal JLS' };
      if (journal !== null) return { ok: false, reason: '--journal may be given once' };
      journal = value.trim();
    } else if (arg === '--no-convert') {
      convert = false;
    } else if (arg.startsWith('--')) {
      return { ok: false, reason: `Unknown option ${arg}` };
    } else paths.push(arg);
  }
  if (paths.length === 0) return { ok: false, reason: 'No file or folder to import' };
  return { ok: true, journal, convert, paths };
}

/**
 * Runs `npm run import -- [--journal ABBR] <path…>` (README "Scripts"; decision 0021,
 * bulk import; decision 0033, "Import into a journal"). With `--journal`, every article is filed
 * under that existing journal (matched case-insensitively by abbreviation), its volume and
 * issue records made under it by the articles writer; without it, each article goes to the
 * journal its metadata names (found or created). An unknown or missing abbreviation stops the
 * command before anything is imported. Then, unless `--no-convert`, the figure images waiting for
 * their web renditions are converted here, one article after the other (decision 0082's job,
 * run in this process; decision 0084), and the time and the highest resident memory are printed.
 * @returns exit code: 0 when it ran (even with skipped files), 2 on bad usage
 * @throws on a missing path or a database failure (the caller prints it and exits 1)
 */
export async function runImportCommand(ctx: Pick<Deps, 'db' | 'files' | 'storage'>, argv: string[], io: CommandIo) {
  if (argv.includes('--help')) {
    io.err(IMPORT_USAGE);
    return 2;
  }
  const args = parseImportArgs(argv);
  if (!args.ok) {
    io.err(`${args.reason}. Nothing was imported.`);
    io.err(IMPORT_USAGE);
    return 2;
  }
  await seedHouseJournals(ctx.db);
  let journalId: number | undefined;
  if (args.journal !== null) {
    const journal = await findJournalByAbbreviation(ctx.db, args.journal);
    if (!journal) {
      io.err(`No journal has the abbreviation "${args.journal}" (see /api/journals). Nothing was imported.`);
      return 2;
    }
    journalId = journal.id;
    io.out(`Filing every article under ${journal.title} (${journal.abbreviation})`);
  }
  const started = Date.now();
  let bar: Progress | undefined;
  const report = await importArticles(ctx, args.paths, {
    journalId,
    onProgress: io.progress
      ? (done, total) => {
          bar ??= progressBar('Importing', 'articles', total);
          bar.update(done, total);
        }
      : undefined,
  }).finally(() => bar?.stop());
  io.out(
    `Imported ${report.imported}, updated ${report.updated}, skipped ${report.skipped.length}` +
      ` (PDFs attached: ${report.pdfsAttached}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const skip of report.skipped) io.out(`  skipped ${skip.path}: ${skip.reason}`);
  io.out(
    `Files stored with the articles: ${report.assetsStored}; references to no file: ${report.unresolvedAssets.length}` +
      (report.assetsStored > 0 && !args.convert
        ? " (figure images are converted by the server's assets.convert job)"
        : ''),
  );
  for (const missing of report.unresolvedAssets)
    io.out(`  no file for ${missing.element} "${missing.href}" in ${missing.path}`);
  if (args.convert) {
    const converted = await convertWaitingAssets(ctx, (articleId, one) =>
      io.out(
        `  article ${articleId}: ${one.converted} converted in ${(one.ms / 1000).toFixed(1)} s, RSS ${one.rssPeakMb} MB at most`,
      ),
    );
    if (converted.articles > 0) {
      io.out(
        `Figures converted: ${converted.converted} images of ${converted.articles} articles in ` +
          `${(converted.ms / 1000).toFixed(1)} s; peak memory (RSS) ${converted.rssPeakMb} MB ` +
          `(${converted.rssBeforeMb} MB before)`,
      );
      for (const failed of converted.failed) io.out(`  could not convert "${failed.href}": ${failed.reason}`);
    }
  }
  return 0;
}
