/**
 * The preview of an OJS Native XML import (docs/decisions/0096-ojs-users-and-redeposit.md): what
 * importing a file into a journal would do, without keeping anything. The file is validated and
 * imported in a transaction that is then rolled back (`dryRun`, import-native.ts), so the counts
 * are the real run's, "already imported" included; the bytes it stored meanwhile are removed.
 * Used by `npm run import:ojs -- … --dry-run` and meant for the admin's upload screen.
 */
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { importOjsNative, OjsImportError, type OjsImportOptions, type OjsImportReport } from './import-native';
import { detectOjsFormat, type OjsVersion } from './import-validate';

/** One kind of record: in the file, to be created, and already imported (skipped). */
export interface PreviewCount {
  inFile: number;
  toCreate: number;
  alreadyImported: number;
}

/** What an import of the file would do, or why it would be refused. */
export interface OjsImportPreview {
  /** True when the import would succeed. */
  ok: boolean;
  /** The OJS format: the one that validated; for a refused file the likeliest; null for no OJS export. */
  version: OjsVersion | null;
  /** By kind, as in the import's report (issues, sections, articles, publications, authors, galleys, files…). */
  counts: Record<keyof OjsImportReport['counts'], PreviewCount> | null;
  /** Bytes of the embedded files that would be stored. */
  fileBytes: number;
  /** Why it would be refused: the message, and where (element path and line) when known. */
  errors: { message: string; path: string | null; line: number | null }[];
}

/**
 * Previews the import of `file` into `options.journalId`: nothing is kept (database or storage).
 * @returns the preview; a refused or failing file gives `ok: false` with its errors (never throws
 *   for the file's content)
 */
export async function previewOjsImport(
  db: Db,
  storage: Storage,
  file: string,
  options: Pick<OjsImportOptions, 'journalId' | 'ojsPath' | 'filesFolder' | 'schemaDir'>,
): Promise<OjsImportPreview> {
  try {
    const report = await importOjsNative(db, storage, file, { ...options, dryRun: true });
    const counts = Object.fromEntries(
      Object.entries(report.counts).map(([kind, c]) => [
        kind,
        { inFile: c.seen, toCreate: c.created, alreadyImported: c.existing },
      ]),
    ) as OjsImportPreview['counts'];
    return { ok: true, version: report.version, counts, fileBytes: report.storedBytes, errors: [] };
  } catch (err) {
    if (!(err instanceof OjsImportError)) throw err;
    const schema = err.schemaErrors.map((e) => ({ message: e.message, path: null, line: e.line }));
    // The likeliest format of a refused file, from its first megabyte (the schema found it invalid).
    const detected = await detectOjsFormat(file);
    return {
      ok: false,
      version: detected.ok ? detected.candidates[0] : null,
      counts: null,
      fileBytes: 0,
      errors: schema.length
        ? schema
        : [{ message: err.message, path: err.where?.path ?? null, line: err.where?.line ?? null }],
    };
  }
}
