/**
 * `npm run export:ojs -- --journal ABBR [--issue ID…] [--outside-issues] [--format 3.5] --out FILE`:
 * writes a journal (or some of its issues) as OJS Native XML with its files embedded
 * (export-ojs-command.ts; docs/decisions/0092-ojs-export.md). Exit code 0 when written, 1 on a
 * fatal error, 2 on bad usage (an unknown journal or issue included).
 */
import { openCliContext, runCliCommand } from './context';
import { EXPORT_OJS_USAGE, parseExportOjsArgs, runExportOjsCommand } from './export-ojs-command';

async function run(): Promise<number> {
  const argv = process.argv.slice(2);
  const args = parseExportOjsArgs(argv);
  // Bad usage is answered before the database is opened (it may be locked by a running server).
  if (!args.ok || argv.includes('--help')) {
    if (!args.ok && !argv.includes('--help')) console.error(`${args.reason}. Nothing was exported.`);
    console.error(EXPORT_OJS_USAGE);
    return 2;
  }
  const ctx = await openCliContext();
  try {
    return await runExportOjsCommand(ctx.deps, argv, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await ctx.database.close();
  }
}

runCliCommand('Export failed', run);
