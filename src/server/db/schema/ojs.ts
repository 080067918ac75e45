/**
 * Tables owned by ojs (features/ojs): what an import from Open Journal Systems brought in
 * (docs/decisions/0091-ojs-native-import.md). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
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
