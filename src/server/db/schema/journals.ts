/**
 * Tables owned by journals (features/journals). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/** One slot of an uploaded cover: its size in pixels and the storage keys of its WebP and JPEG. */
export interface CoverSlotFiles {
  width: number;
  height: number;
  webp: string;
  jpeg: string;
}
/** An uploaded cover in the sizes of its slots (decision 0030): the journal card and the journal header. */
export type CoverFiles = Record<'card' | 'header', CoverSlotFiles>;

/** A journal: one of the publisher's own, or a real source journal of imported articles. */
export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Short name shown on badges; `/journals/{abbreviation lower-cased}` finds the journal. */
    abbreviation: text('abbreviation').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    coverImage: text('cover_image'),
    issn: text('issn'),
    publisher: text('publisher'),
    currentVolume: integer('current_volume').notNull().default(1),
    currentIssue: integer('current_issue').notNull().default(1),
    /**
     * False when the current volume's articles carry no issue number (continuous publication,
     * e.g. eLife): the journal's current issue is then its volume alone, and `current_issue`
     * (the seed's default 1) names no real issue (decision 0083). Kept by refreshCurrentIssue.
     */
    currentIssueNumbered: boolean('current_issue_numbered').notNull().default(true),
    /** True for the publisher's own journals (seed 000 §3), false for imported source journals. */
    isHouse: boolean('is_house').notNull().default(false),
    // ---- Journal management (docs/decisions/0030-journal-management.md) ----
    /** ISSN of the print edition, "NNNN-NNNC" (ISO 3297 check character verified on write). */
    printIssn: text('print_issn'),
    /** ISSN of the online edition, "NNNN-NNNC". */
    onlineIssn: text('online_issn'),
    aimsAndScope: text('aims_and_scope').notNull().default(''),
    /** Article types accepted for submission (a subset of ARTICLE_TYPES); empty: all of them. */
    articleTypes: text('article_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Article processing charge, in `apcCurrency` (ISO 4217); both null: no charge. */
    apcAmount: numeric('apc_amount', { precision: 10, scale: 2 }),
    apcCurrency: text('apc_currency'),
    /** Whether manuscripts and editor applications may be sent to it (backfilled from is_house). */
    acceptsSubmissions: boolean('accepts_submissions').notNull().default(true),
    /** Set when an admin retires the journal: hidden from lists and forms, its pages stay. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The uploaded cover resized for its slots (storage keys); null: `cover_image` is a plain URL. */
    coverFiles: jsonb('cover_files').$type<CoverFiles>(),
    // ---- end of journal management ----
    // ---- Review deadlines (docs/decisions/0036-editorial-review-deadlines.md) ----
    /** Days a reviewer has to answer an invitation, the default of the editor's invite form. */
    reviewResponseDays: integer('review_response_days').notNull().default(7),
    /** Days a reviewer has to submit the review, the default of the editor's invite form. */
    reviewDueDays: integer('review_due_days').notNull().default(21),
    /**
     * Days an author has to send a revision after a minor or major revision decision, the default
     * of the editor's decision composer (docs/decisions/0074-revision-deadlines-and-drafts.md).
     */
    revisionDays: integer('revision_days').notNull().default(30),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('journals_slug_key').on(t.slug),
    uniqueIndex('journals_abbreviation_lower_key').on(sql`lower(${t.abbreviation})`),
    index('journals_issn_idx').on(t.issn),
    check('journals_apc_check', sql`(${t.apcAmount} is null) = (${t.apcCurrency} is null)`),
    check(
      'journals_review_days_check',
      sql`${t.reviewResponseDays} between 1 and 90 and ${t.reviewDueDays} between 1 and 365 and ${t.reviewDueDays} >= ${t.reviewResponseDays}`,
    ),
    check('journals_revision_days_check', sql`${t.revisionDays} between 1 and 365`),
  ],
);

/** Where an issue stands: announced (future), the journal's current issue, or in the back catalogue. */
export const ISSUE_STATUSES = ['future', 'current', 'back'] as const;

/**
 * A journal issue (docs/decisions/0029-volumes-and-issues.md): a volume and an issue
 * number as printed. `number` is '' for the articles of a volume that carry no issue number
 * (continuous publication, eLife). Articles point at their issue by `articles.issue_id`, set by
 * the articles writer from their `volume`/`issue` text, which finds or creates the record here.
 */
export const journalIssues = pgTable(
  'journal_issues',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    volume: text('volume').notNull(),
    /** The issue number as printed, or '' for a volume's unnumbered articles. */
    number: text('number').notNull().default(''),
    /** Year of publication: the earliest publication year of its articles unless set. */
    year: integer('year'),
    title: text('title'),
    description: text('description'),
    /** Publication date: the earliest publication date of its articles unless set. */
    publishedDate: date('published_date', { mode: 'string' }),
    /** 'future' | 'current' | 'back' (ISSUE_STATUSES). */
    status: text('status').notNull().default('back'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('journal_issues_journal_volume_number_key').on(t.journalId, t.volume, t.number),
    /** At most one current issue per journal (decision 0032). */
    uniqueIndex('journal_issues_one_current_key')
      .on(t.journalId)
      .where(sql`${t.status} = 'current'`),
    check('journal_issues_status_check', sql`${t.status} in ('future', 'current', 'back')`),
  ],
);

// ---- Journal management (docs/decisions/0030-journal-management.md) ----

/** The categories an admin can file a journal under (the journals list's category filter). */
export const journalCategories = pgTable(
  'journal_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('journal_categories_name_lower_key').on(sql`lower(${t.name})`)],
);
// ---- end of journal management ----

// ---------------------------------------------------------------------------------------------
// Editorial boards (docs/decisions/0031-editorial-boards.md). Written only by
// features/journals (board.ts); the admin triage adds an approved applicant through index.ts.
// ---------------------------------------------------------------------------------------------

/** Board roles in the order the Editorial Board tab shows them (standard terms). */
export const BOARD_ROLES = ['editor_in_chief', 'editor', 'associate_editor', 'reviewer_board'] as const;

/** A member of a journal's editorial board. */
export const journalBoardMembers = pgTable(
  'journal_board_members',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'editor_in_chief' | 'editor' | 'associate_editor' | 'reviewer_board' (BOARD_ROLES). */
    role: text('role').notNull(),
    affiliation: text('affiliation').notNull().default(''),
    /** Bare ORCID iD ("0000-0002-1825-0097"), checksum verified on the way in; null when none. */
    orcid: text('orcid'),
    /** Storage key of the square photo (BOARD_PHOTO_SIZE px, JPEG); null when none. */
    photoKey: text('photo_key'),
    /** Storage key of the same photo in WebP (decision 0046); null when none. */
    photoWebpKey: text('photo_webp_key'),
    /** Position within the journal's board (ascending); the tab groups by role, then this. */
    displayOrder: integer('display_order').notNull().default(0),
    /** The member's account, when they have one (set when an approved application adds them). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('journal_board_members_journal_idx').on(t.journalId, t.displayOrder),
    check(
      'journal_board_members_role_check',
      sql`${t.role} in ('editor_in_chief', 'editor', 'associate_editor', 'reviewer_board')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Journal roles (docs/decisions/0037-editor-scope.md): which journals an editor
// handles. Written only by features/journals (journal-roles.ts); admin calls it through index.ts.
// ---------------------------------------------------------------------------------------------

/** An account's role on one journal: editor-in-chief, editor or associate editor (JOURNAL_ROLES). */
export const journalEditors = pgTable(
  'journal_editors',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'editor_in_chief' | 'editor' | 'associate_editor' (shared/domain/journal-roles.ts). */
    role: text('role').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('journal_editors_journal_user_key').on(t.journalId, t.userId),
    index('journal_editors_user_idx').on(t.userId),
    check('journal_editors_role_check', sql`${t.role} in ('editor_in_chief', 'editor', 'associate_editor')`),
  ],
);
