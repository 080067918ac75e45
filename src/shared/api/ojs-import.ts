/**
 * The API contract of the admin's OJS import screen (docs/decisions/0101-ojs-import-screen.md): an
 * uploaded OJS export, its preview (what an import would create and skip, per kind, or why the
 * file is refused), the import's progress and its report. The upload and its preview are server
 * records, so a reload of the page finds them.
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { serialId } from './common';

/** Largest OJS export the portal accepts, in bytes (2 GiB; the command line takes any size). */
export const OJS_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;

/** The refusal of a larger file (413). */
export const OJS_UPLOAD_TOO_LARGE = 'The file is larger than 2 GB. Import it with npm run import:ojs instead.';

/** The refusal of a file that is not XML (400), told from its first bytes. */
export const OJS_UPLOAD_NOT_XML = 'This is not an XML file. Choose an OJS export (Native XML or users XML).';

/** An upload's kind: issues and articles (OJS Native XML), or users (OJS's users export). */
export const OJS_UPLOAD_KINDS = ['native', 'users'] as const;

/** Where an upload stands; see db/schema/ojs.ts. */
export const OJS_UPLOAD_STATES = ['previewing', 'previewed', 'importing', 'imported', 'failed'] as const;

/** A journal's path in its old OJS URLs: letters, digits, - and _ (as `--ojs-path`). */
export const OJS_PATH = /^[A-Za-z0-9_-]{1,100}$/;

/** The multipart form fields of an upload (the file is the part named `file`). */
export const ojsUploadFields = z.object({
  kind: z.enum(OJS_UPLOAD_KINDS),
  ojsPath: text()
    .trim()
    .regex(OJS_PATH, 'The OJS path is letters, digits, - and _')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  notify: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** Path parameters: the journal, and one upload of it. */
export const ojsImportsParams = z.object({ abbreviation: text().trim().min(1).max(100) });
export const ojsImportParams = ojsImportsParams.extend({ id: serialId });

/** One kind of record (issues, articles, publications, authors, galleys, files, users…). */
export const ojsKindCount = z.object({
  kind: text(),
  /** In the file. */
  inFile: z.number().int().nonnegative(),
  /** Created (report) or to be created (preview). */
  created: z.number().int().nonnegative(),
  /** Imported before: skipped. */
  alreadyImported: z.number().int().nonnegative(),
});

/** A message about the file: the schema's reason with its line, a record that fails, a user not linked. */
export const ojsNotice = z.object({
  message: text(),
  /** The element's path in the file, when known. */
  path: text().nullable(),
  line: z.number().int().nullable(),
});

/** The preview: what an import would do (`ok`), or why the file is refused. */
export const ojsPreview = z.object({
  ok: z.boolean(),
  /** The OJS version of the format (the one that validated; for a refused file the likeliest). */
  version: text().nullable(),
  counts: z.array(ojsKindCount),
  /** Bytes of the embedded files that would be stored. */
  fileBytes: z.number().int().nonnegative(),
  /** Refusals (ok false) or, for users, the accounts that would not be linked and what is not carried over. */
  notices: z.array(ojsNotice),
});

/** The import's report. */
export const ojsReport = z.object({
  version: text(),
  counts: z.array(ojsKindCount),
  /** The issues of the file, with their Genesis pages. */
  issues: z.array(z.object({ title: text(), href: text() })),
  /** Articles created, and the first few with their pages. */
  articles: z.array(z.object({ title: text(), href: text() })),
  /** Crossref redeposits queued for the imported DOIs. */
  redepositsQueued: z.number().int().nonnegative(),
  notices: z.array(ojsNotice),
});

/** An upload, as the screen shows it. */
export const ojsUpload = z.object({
  id: z.number().int(),
  kind: z.enum(OJS_UPLOAD_KINDS),
  ojsPath: text().nullable(),
  notify: z.boolean(),
  fileName: text(),
  byteSize: z.number().int().nonnegative(),
  state: z.enum(OJS_UPLOAD_STATES),
  createdAt: text(),
  preview: ojsPreview.nullable(),
  /**
   * While importing (null before its first figures): records written of those the preview counted,
   * bytes of the file read; kept in the upload's row, so every server answers with it (decision 0110).
   */
  progress: z
    .object({
      records: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      bytes: z.number().nonnegative(),
      totalBytes: z.number().nonnegative(),
    })
    .nullable(),
  report: ojsReport.nullable(),
  /** Why the import failed (nothing was kept). */
  error: text().nullable(),
});
export type OjsUpload = z.infer<typeof ojsUpload>;
export type OjsPreview = z.infer<typeof ojsPreview>;
export type OjsReport = z.infer<typeof ojsReport>;

/** The journal's uploads of the last day, newest first. */
export const ojsUploadList = z.object({ uploads: z.array(ojsUpload) });
