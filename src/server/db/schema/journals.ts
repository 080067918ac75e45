/**
 * Tables owned by journals (features/journals). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
    /** True for the publisher's own journals (seed 000 §3), false for imported source journals. */
    isHouse: boolean('is_house').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('journals_slug_key').on(t.slug),
    uniqueIndex('journals_abbreviation_lower_key').on(sql`lower(${t.abbreviation})`),
    index('journals_issn_idx').on(t.issn),
  ],
);

/** Where an issue stands: announced (future), the journal's current issue, or in the back catalogue. */
export const ISSUE_STATUSES = ['future', 'current', 'back'] as const;

/**
 * A journal issue (issue 18; docs/decisions/0029-volumes-and-issues.md): a volume and an issue
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
