/**
 * `npm run ror -- load FILE`: loads ROR's data dump (see ror-command.ts). Opens the database
 * like the server does (an embedded database in use by a running server is refused: stop the
 * server first, or use DATABASE_URL).
 */
import { openCliContext, runCliCommand } from './context';
import { runRorCommand } from './ror-command';

async function run(): Promise<number> {
  const ctx = await openCliContext();
  try {
    return await runRorCommand(ctx.deps.db, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await ctx.database.close();
  }
}

runCliCommand('ror failed', run);
