/**
 * Tables owned by ojs (features/ojs): what an import from Open Journal Systems brought in
 * (docs/decisions/0091-ojs-native-import.md). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { journals } from './journals';

/** The kinds of OJS record an import keeps a mapping for. */
export const OJS_RECORD_KINDS = [
  /** The journal's path in OJS's URLs (`/index.php/{path}/…`): `ojs_id` is the path. */
  'journal',
  'issue',
  'section',
  'article',
  'publication',
  'author',
  'galley',
  'submission_file',
  'issue_galley',
  'cover',
  'user',
] as const;
export type OjsRecordKind = (typeof OJS_RECORD_KINDS)[number];

/**
 * One OJS record brought into journal `journal_id`: its kind and OJS internal id (the id of the
 * export's `<id type="internal">` or the element's `id` attribute), and what it became in
 * Genesis (`genesis_id`: an article or issue id, a stored file's key, a user id). `data` keeps
 * what Genesis has no column for (every locale of a publication, its versions, authors' names by
 * locale, a galley's label). The primary key makes a second run skip what landed (idempotence,
 * resumption) and gives the old OJS links their target.
 */
export const ojsImportedRecords = pgTable(
  'ojs_imported_records',
  {
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OjsRecordKind>().notNull(),
    ojsId: text('ojs_id').notNull(),
    genesisId: text('genesis_id').notNull(),
    /** The article this record belongs to (galleys, publications, authors, files), for links and reports. */
    articleOjsId: text('article_ojs_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.journalId, t.kind, t.ojsId] }),
    index('ojs_imported_records_genesis_idx').on(t.kind, t.genesisId),
    // The old links: a journal by its OJS path, whichever journal it is.
    index('ojs_imported_records_ojs_idx').on(t.kind, t.ojsId),
  ],
);

/** What an admin's upload of an OJS export is for: issues and articles (Native XML), or users. */
export const OJS_UPLOAD_KINDS = ['native', 'users'] as const;
export type OjsUploadKind = (typeof OJS_UPLOAD_KINDS)[number];

/**
 * Where an upload stands (docs/decisions/0101-ojs-import-screen.md): `previewing` (its preview job
 * queued or running), `previewed` (the preview is ready: `preview` says what an import would do),
 * `importing` (the import job queued or running), `imported` (`report` is the import's), `failed`
 * (the import failed and kept nothing: `error`). A discarded upload is deleted, not kept.
 */
export const OJS_UPLOAD_STATES = ['previewing', 'previewed', 'importing', 'imported', 'failed'] as const;
export type OjsUploadState = (typeof OJS_UPLOAD_STATES)[number];

/**
 * An OJS export uploaded by an admin through the portal, its preview and its import (decision
 * 0101). The file's bytes are in the storage under `storage_key` (held from the sweep by a lease,
 * lib/storage-leases.ts) until the import ends, the admin discards it, or a day has passed.
 * `preview` and `report` are the JSON of the preview and of the import's report.
 */
export const ojsImportUploads = pgTable(
  'ojs_import_uploads',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    /** The admin who uploaded it (only they, or another admin, see it). */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<OjsUploadKind>().notNull(),
    /** The journal's path in its old OJS URLs (Native XML imports). */
    ojsPath: text('ojs_path'),
    /** Users: mail each new account a set-password link. */
    notify: boolean('notify').notNull().default(false),
    fileName: text('file_name').notNull(),
    /** The uploaded file in the storage; null once removed (after the import). */
    storageKey: text('storage_key'),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    state: text('state').$type<OjsUploadState>().notNull(),
    preview: jsonb('preview').$type<Record<string, unknown>>(),
    report: jsonb('report').$type<Record<string, unknown>>(),
    /**
     * While importing: how far the job has come (records written, bytes of the file read), written
     * by the server running it about once a second so that every server answers with it (decision 0110).
     */
    progress: jsonb('progress').$type<{ records: number; bytes: number; totalBytes: number }>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ojs_import_uploads_created_idx').on(t.createdAt)],
);
