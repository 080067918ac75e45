/**
 * `npm run import -- [--journal ABBR] <path…>`: imports JATS / Crossref XML files (and the
 * PDFs beside them) from files or folder trees into the catalogue, in batches (one
 * transaction each), with a progress bar when stdout is a terminal, then prints a summary:
 * imported, updated, skipped with reasons. `--journal` files every article under that
 * existing journal (import-command.ts). Exit code 0 when it ran (even with skips), 1 on a
 * fatal error, 2 on bad usage (an unknown journal included).
 */
import { openCliContext, runCliCommand } from './context';
import { IMPORT_USAGE, parseImportArgs, runImportCommand } from './import-command';

async function run(): Promise<number> {
  const argv = process.argv.slice(2);
  const args = parseImportArgs(argv);
  // Bad usage is answered before the database is opened (it may be locked by a running server).
  if (!args.ok || argv.includes('--help')) {
    if (!args.ok && !argv.includes('--help')) console.error(`${args.reason}. Nothing was imported.`);
    console.error(IMPORT_USAGE);
    return 2;
  }
  const ctx = await openCliContext();
  try {
    return await runImportCommand(ctx.deps, argv, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      progress: true,
    });
  } finally {
    await ctx.database.close();
  }
}

runCliCommand('Import failed', run);
