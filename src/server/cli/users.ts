/**
 * `npm run users -- …`: create and list accounts, set a password (see users-command.ts).
 * Opens the database like the server does (an embedded database in use by a running server
 * is refused with a clear message: stop the server first, or use DATABASE_URL).
 */
import { openCliContext, runCliCommand } from './context';
import { runUsersCommand } from './users-command';

async function run(): Promise<number> {
  const ctx = await openCliContext();
  try {
    return await runUsersCommand(ctx.deps.db, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await ctx.database.close();
  }
}

runCliCommand('users failed', run);
