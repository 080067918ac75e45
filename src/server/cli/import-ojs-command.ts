/**
 * `npm run import:ojs -- FILE… --journal ABBR [--ojs-path PATH] [--files DIR]`, and
 * `npm run import:ojs -- --users FILE --journal ABBR [--notify]` (an OJS users export: accounts with
 * the journal's roles, decision 0096; with `--notify` each new account is mailed a set-password
 * link, else it waits for a reset): imports OJS Native
 * XML exports into an existing journal (docs/decisions/0091-ojs-native-import.md), each file in
 * one transaction, with a progress bar of the bytes read and records written on a terminal (plain
 * lines at each tenth otherwise, decision 0097), then
 * a report line per kind (seen, created, already there). `--ojs-path` is the journal's path in its
 * old OJS URLs (default: the abbreviation in lower case), kept for their redirects; `--files` the
 * folder of the files an export links by `<href>`. Exit code 0 when every file was imported, 1
 * when one was refused or failed (the others are still imported: each file is all or nothing),
 * 2 on bad usage (an unknown journal included).
 */
import { findJournalByAbbreviation, seedHouseJournals } from '../features/journals';
import type { RedepositQueue } from '../features/deposits';
import {
  importOjsNative,
  importOjsUsers,
  OjsImportError,
  previewOjsImport,
  redepositImportedDois,
} from '../features/ojs';
import type { Deps } from '../deps';
import type { Mailer } from '../plugins/mailer';
import { withStorageLease } from '../lib/storage-leases';
import { progressBar } from './progress';
import type { CommandIo } from './import-command';

export const IMPORT_OJS_USAGE = [
  'Usage: npm run import:ojs -- <export.xml> [more…] --journal ABBREVIATION [--ojs-path PATH] [--files DIR] [--dry-run]',
  '       npm run import:ojs -- --users <users.xml> --journal ABBREVIATION [--notify]',
].join('\n');

/** The arguments, or the reason they are wrong. */
export type OjsArgs =
  | {
      ok: true;
      journal: string;
      ojsPath: string | null;
      filesFolder: string | null;
      files: string[];
      /** An OJS users export (`--users FILE`). */
      usersFile: string | null;
      /** `--notify`: mail each new account a set-password link. */
      notify: boolean;
      /** `--dry-run`: say what importing the files would do, keep nothing (decision 0096). */
      dryRun: boolean;
    }
  | { ok: false; reason: string };

/**
 * Parses `--journal ABBR` (required), `--ojs-path PATH`, `--files DIR`, `--users FILE` (each
 * `--x v` or `--x=v`), the flag `--notify` (only with `--users`) and the files.
 */
export function parseImportOjsArgs(argv: string[]): OjsArgs {
  const values: Record<string, string> = {};
  const files: string[] = [];
  let notify = false;
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--notify' || arg === '--dry-run') {
      if (arg === '--notify') notify = true;
      else dryRun = true;
      continue;
    }
    const m = /^--(journal|ojs-path|files|users)(?:=(.*))?$/.exec(arg);
    if (m) {
      const value = m[2] ?? argv[++i];
      if (value === undefined || value === '' || value.startsWith('--'))
        return { ok: false, reason: `--${m[1]} needs a value` };
      if (values[m[1]] !== undefined) return { ok: false, reason: `--${m[1]} is given twice` };
      values[m[1]] = value;
    } else if (arg.startsWith('--')) return { ok: false, reason: `Unknown option ${arg}` };
    else files.push(arg);
  }
  if (!values.journal) return { ok: false, reason: '--journal is required' };
  if (files.length === 0 && values.users === undefined) return { ok: false, reason: 'No export file given' };
  if (notify && values.users === undefined) return { ok: false, reason: '--notify goes with --users' };
  if (dryRun && values.users !== undefined)
    return { ok: false, reason: '--dry-run previews Native XML files, not --users' };
  if (values['ojs-path'] !== undefined && !/^[A-Za-z0-9_-]+$/.test(values['ojs-path']))
    return { ok: false, reason: '--ojs-path is a path segment of letters, digits, - and _' };
  return {
    ok: true,
    journal: values.journal,
    ojsPath: values['ojs-path'] ?? null,
    filesFolder: values.files ?? null,
    files,
    usersFile: values.users ?? null,
    notify,
    dryRun,
  };
}

/** Runs the import of `argv`'s files. @returns the exit code */
export async function runImportOjsCommand(
  deps: Pick<Deps, 'db' | 'storage'> &
    Partial<Pick<Deps, 'publicUrl'>> & {
      mailer?: Pick<Mailer, 'enqueue'>;
      /** The Crossref redeposit queue (null or absent: deposits not configured, none queued; decision 0096). */
      redeposit?: RedepositQueue | null;
    },
  argv: string[],
  io: CommandIo,
): Promise<number> {
  const args = parseImportOjsArgs(argv);
  if (!args.ok) {
    io.err(`${args.reason}. Nothing was imported.`);
    io.err(IMPORT_OJS_USAGE);
    return 2;
  }
  // The house journals exist on a fresh install, as for `npm run import` (decision 0033).
  await seedHouseJournals(deps.db);
  const journal = await findJournalByAbbreviation(deps.db, args.journal);
  if (!journal) {
    io.err(`No journal with the abbreviation ${args.journal}. Nothing was imported.`);
    return 2;
  }
  let failed = 0;
  if (args.usersFile) failed += await importUsers(deps, args.usersFile, journal, args.notify, io);
  if (args.dryRun) {
    for (const file of args.files) failed += await preview(deps, file, journal, args, io);
    return failed ? 1 : 0;
  }
  for (const file of args.files) {
    // A bar on a terminal; plain lines at each tenth otherwise (a log shows how far a run got).
    const bar = io.progress ? progressBar(`OJS ${file}`, 'MB', 1, process.stdout, io.out) : null;
    const started = Date.now();
    try {
      // A time lease: a server's storage sweep keeps the files written before the commit (decision 0101).
      const report = await withStorageLease(deps.db, { holder: `import:ojs ${file}`, maxMs: 12 * 3600_000 }, () =>
        importOjsNative(deps.db, deps.storage, file, {
          journalId: journal.id,
          ojsPath: args.ojsPath ?? journal.abbreviation.toLowerCase(),
          ...(args.filesFolder ? { filesFolder: args.filesFolder } : {}),
          onProgress: ({ bytes, totalBytes, records }) =>
            bar?.update(
              Math.round(bytes / 1e6),
              Math.max(1, Math.round(totalBytes / 1e6)),
              `${records} records written`,
            ),
          beforeCommit: redepositImportedDois(deps.redeposit ?? null),
        }),
      );
      bar?.stop();
      io.out(
        `${file}: OJS ${report.version}, imported into ${journal.abbreviation} in ${((Date.now() - started) / 1000).toFixed(1)} s (${(report.storedBytes / 1e6).toFixed(1)} MB of files stored)`,
      );
      for (const [kind, c] of Object.entries(report.counts))
        if (c.seen) io.out(`  ${kind}: ${c.seen} in the file, ${c.created} created, ${c.existing} already there`);
      if (report.redepositsQueued)
        io.out(`  ${report.redepositsQueued} Crossref redeposits queued (the DOIs now resolve to their Genesis pages)`);
    } catch (err) {
      bar?.stop();
      failed += 1;
      if (!(err instanceof OjsImportError)) throw err;
      io.err(`${file}: not imported, nothing kept. ${err.message}`);
      for (const e of err.schemaErrors.slice(1, 10))
        io.err(`  ${e.line === null ? '' : `line ${e.line}: `}${e.message}`);
    }
  }
  return failed ? 1 : 0;
}

/** Imports an OJS users export and prints its report. @returns 1 when it was refused or failed, else 0 */
async function importUsers(
  deps: Pick<Deps, 'db'> & Partial<Pick<Deps, 'publicUrl'>> & { mailer?: Pick<Mailer, 'enqueue'> },
  file: string,
  journal: { id: number; abbreviation: string },
  notify: boolean,
  io: CommandIo,
): Promise<number> {
  const { mailer, publicUrl } = deps;
  if (notify && (!mailer || !publicUrl)) throw new Error('--notify needs the mail outbox and PUBLIC_URL');
  try {
    const report = await importOjsUsers(deps.db, file, {
      journalId: journal.id,
      notify,
      publicUrl: publicUrl ?? '',
      enqueue: (tx, message) => (mailer ? mailer.enqueue(tx, message) : Promise.resolve()),
    });
    const c = report.counts;
    io.out(
      `${file}: OJS ${report.version} users, into ${journal.abbreviation}: ${c.seen} in the file, ${c.created} created, ${c.linked} linked to existing accounts, ${c.already} already imported, ${c.not_linked} not linked, ${c.skipped} skipped; ${c.notified} set-password mails queued`,
    );
    if (!notify && c.created)
      io.out('  The new accounts have no password: each waits for its owner to ask for a reset.');
    for (const u of report.users) {
      const roles = u.siteRole
        ? ` as ${u.siteRole}${u.journalRole ? ` (${u.journalRole} of ${journal.abbreviation})` : ''}`
        : '';
      io.out(`  ${u.username} <${u.email}>: ${u.outcome.replace('_', ' ')}${roles}`);
      for (const note of u.notes) io.out(`    line ${u.line}: ${note}`);
    }
    return 0;
  } catch (err) {
    if (!(err instanceof OjsImportError)) throw err;
    io.err(`${file}: not imported, nothing kept. ${err.message}`);
    for (const e of err.schemaErrors.slice(1, 10)) io.err(`  ${e.line === null ? '' : `line ${e.line}: `}${e.message}`);
    return 1;
  }
}

/** Prints what importing `file` would do (nothing kept). @returns 1 when it would be refused or fail, else 0 */
async function preview(
  deps: Pick<Deps, 'db' | 'storage'>,
  file: string,
  journal: { id: number; abbreviation: string },
  args: { ojsPath: string | null; filesFolder: string | null },
  io: CommandIo,
): Promise<number> {
  const p = await previewOjsImport(deps.db, deps.storage, file, {
    journalId: journal.id,
    ojsPath: args.ojsPath ?? journal.abbreviation.toLowerCase(),
    ...(args.filesFolder ? { filesFolder: args.filesFolder } : {}),
  });
  if (!p.ok) {
    io.err(`${file}: would be refused${p.version ? ` (OJS ${p.version})` : ''}; nothing was imported.`);
    for (const e of p.errors.slice(0, 10))
      io.err(`  ${e.line === null ? '' : `line ${e.line}: `}${e.path ? `${e.path}: ` : ''}${e.message}`);
    return 1;
  }
  io.out(
    `${file}: OJS ${p.version}, preview for ${journal.abbreviation} (nothing imported; ${(p.fileBytes / 1e6).toFixed(1)} MB of files)`,
  );
  for (const [kind, c] of Object.entries(p.counts ?? {}))
    if (c.inFile)
      io.out(`  ${kind}: ${c.inFile} in the file, ${c.toCreate} to create, ${c.alreadyImported} already imported`);
  return 0;
}
