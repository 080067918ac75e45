/**
 * The `npm run export:ojs` command without its process (export-ojs.ts opens the database and
 * exits with the code): a journal, or some of its issues, written to a file in OJS Native XML
 * (docs/decisions/0092-ojs-export.md).
 */
import fs from 'node:fs';
import { findJournalByAbbreviation } from '../features/journals';
import { exportOjsNative, OJS_FORMATS, type OjsFormat } from '../features/ojs';
import type { Deps } from '../deps';
import type { CommandIo } from './import-command';

export const EXPORT_OJS_USAGE =
  'Usage: npm run export:ojs -- --journal ABBREVIATION [--issue ID…] [--outside-issues] [--format 3.4|3.5] --out FILE';

/** The arguments, or the reason they are wrong. */
type ParsedArgs =
  | {
      ok: true;
      journal: string;
      issueIds: number[] | undefined;
      outsideIssues: boolean;
      format: OjsFormat;
      out: string;
    }
  | { ok: false; reason: string };

/**
 * `--journal ABBR` (required), `--issue ID` (repeatable, ids of the journal's issues),
 * `--outside-issues` (the articles in no issue, instead of issues), `--format 3.4|3.5` (default
 * 3.5), `--out FILE` (required); each option also as `--name=value`; `--` separators dropped.
 */
export function parseExportOjsArgs(argv: string[]): ParsedArgs {
  let journal: string | null = null;
  let out: string | null = null;
  let format: OjsFormat = '3.5';
  let outsideIssues = false;
  const issueIds: number[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--outside-issues') {
      outsideIssues = true;
      continue;
    }
    const match = /^--(journal|issue|format|out)(?:=(.*))?$/.exec(arg);
    if (!match)
      return { ok: false, reason: arg.startsWith('-') ? `Unknown option ${arg}` : `Unexpected argument ${arg}` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value.trim() === '' || (match[2] === undefined && value.startsWith('--')))
      return { ok: false, reason: `--${match[1]} needs a value` };
    if (match[1] === 'journal') journal = value.trim();
    else if (match[1] === 'out') out = value;
    else if (match[1] === 'format') {
      if (!(OJS_FORMATS as readonly string[]).includes(value))
        return { ok: false, reason: `--format must be one of ${OJS_FORMATS.join(', ')}` };
      format = value as OjsFormat;
    } else {
      if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
        return { ok: false, reason: `--issue needs an issue id (a whole number), not ${value}` };
      issueIds.push(Number(value));
    }
  }
  if (journal === null) return { ok: false, reason: '--journal is required' };
  if (out === null) return { ok: false, reason: '--out is required' };
  if (outsideIssues && issueIds.length) return { ok: false, reason: '--outside-issues and --issue exclude each other' };
  return { ok: true, journal, issueIds: issueIds.length ? issueIds : undefined, outsideIssues, format, out };
}

/**
 * Runs the command: finds the journal by abbreviation (case-insensitively), streams the export
 * into `FILE.partial` and renames it to FILE once complete (an interrupted export leaves no
 * FILE), then prints what it wrote and the highest resident memory.
 * @returns exit code: 0 when written, 2 on bad usage (an unknown journal or issue included)
 * @throws on a database or storage failure (the caller prints it and exits 1)
 */
export async function runExportOjsCommand(ctx: Pick<Deps, 'db' | 'storage'>, argv: string[], io: CommandIo) {
  const args = parseExportOjsArgs(argv);
  if (!args.ok || argv.includes('--help')) {
    if (!args.ok && !argv.includes('--help')) io.err(`${args.reason}. Nothing was exported.`);
    io.err(EXPORT_OJS_USAGE);
    return 2;
  }
  const journal = await findJournalByAbbreviation(ctx.db, args.journal);
  if (!journal) {
    io.err(`No journal with the abbreviation ${args.journal}. Nothing was exported.`);
    return 2;
  }
  const started = Date.now();
  const partial = `${args.out}.partial`;
  const out = fs.createWriteStream(partial);
  try {
    const result = await exportOjsNative(
      ctx.db,
      ctx.storage,
      { journalId: journal.id, issueIds: args.issueIds, outsideIssues: args.outsideIssues, format: args.format },
      out,
    );
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    fs.renameSync(partial, args.out);
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    io.out(
      `Exported ${journal.abbreviation} to ${args.out} (OJS ${args.format} Native XML, <${result.root}>): ` +
        `${result.issues} issues, ${result.articles} articles, ${result.authors} authors, ` +
        `${result.files} files (${mb(result.fileBytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `peak memory ${mb(process.resourceUsage().maxRSS * 1024)}.`,
    );
    if (result.articlesOutsideIssues > 0)
      io.out(
        `${result.articlesOutsideIssues} articles of the journal are in no issue: export them with --outside-issues.`,
      );
    return 0;
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    if (error instanceof Error && 'code' in error && error.code === 'NOT_FOUND') {
      io.err(`${error.message}: --issue must name issues of ${journal.abbreviation}. Nothing was exported.`);
      return 2;
    }
    throw error;
  }
}
