/**
 * `npm run import:ojs -- <export.xml>… --journal ABBR [--ojs-path PATH] [--files DIR]`: imports
 * OJS Native XML exports (import-ojs-command.ts, docs/decisions/0091-ojs-native-import.md);
 * `--users FILE [--notify]` an OJS users export (decision 0096).
 * Exit code 0 when every file was imported, 1 when one was not, 2 on bad usage.
 */
import { redepositQueue } from '../features/deposits';
import { applyStoredTemplate } from '../features/mail-templates';
import { enqueueMail } from '../lib/mailer';
import type { DbOrTx } from '../db/client';
import type { MailMessage } from '../lib/mailer';
import { openCliContext, runCliCommand } from './context';
import { IMPORT_OJS_USAGE, parseImportOjsArgs, runImportOjsCommand } from './import-ojs-command';

async function run(): Promise<number> {
  const argv = process.argv.slice(2);
  const args = parseImportOjsArgs(argv);
  // Bad usage is answered before the database is opened (it may be locked by a running server).
  if (!args.ok || argv.includes('--help')) {
    if (!args.ok && !argv.includes('--help')) console.error(`${args.reason}. Nothing was imported.`);
    console.error(IMPORT_OJS_USAGE);
    return 2;
  }
  const ctx = await openCliContext();
  try {
    // `--users … --notify` puts set-password mails in the outbox; the server's mail job delivers them.
    const deps = {
      ...ctx.deps,
      publicUrl: ctx.config.publicUrl,
      redeposit: redepositQueue(ctx.config.crossref !== undefined && ctx.config.crossref !== null),
      mailer: { enqueue: async (tx: DbOrTx, m: MailMessage) => enqueueMail(tx, await applyStoredTemplate(tx, m)) },
    };
    return await runImportOjsCommand(deps, argv, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      progress: true,
    });
  } finally {
    await ctx.database.close();
  }
}

runCliCommand('Import failed', run);
