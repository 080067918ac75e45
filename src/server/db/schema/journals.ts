/**
 * Tables owned by journals (features/journals). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
