/**
 * Tables owned by ror (features/ror): organisations of the Research Organization Registry,
 * loaded from ROR's published data dump (schema v2) by `npm run ror -- load FILE`
 * (docs/decisions/0090-ror-and-languages.md). Only the loader writes them; affiliations read them.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One ROR record, as the affiliation search and matcher need it. */
export const rorOrganizations = pgTable(
  'ror_organizations',
  {
    /** The ROR id as ROR writes it, `https://ror.org/` and nine characters (`https://ror.org/03v76x132`). */
    id: text('id').primaryKey(),
    /** The display name (the name typed `ror_display`). */
    name: text('name').notNull(),
    /** Every other name: aliases, labels in other languages, then acronyms (`MIT`). */
    aliases: text('aliases').array().notNull(),
    /** Acronyms alone (also in `aliases`), for the matcher's tie rules and the combobox. */
    acronyms: text('acronyms').array().notNull(),
    /** ISO 3166-1 alpha-2 code of the first location's country; null when ROR gives none. */
    country: text('country'),
    /** ROR's status: active, inactive or withdrawn. */
    status: text('status').notNull(),
    /** ROR's types (education, funder, healthcare, company, …). */
    types: text('types').array().notNull(),
    /** Every name folded (lower case, accents removed, spaces squeezed): the matcher's exact keys. */
    foldedNames: text('folded_names').array().notNull(),
    /** The folded names joined by ` | `: the search's substring text (trigram index). */
    searchText: text('search_text').notNull(),
    /** ROR's last modification date of the record (`admin.last_modified.date`). */
    modifiedAt: text('modified_at'),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ror_organizations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('ror_organizations_folded_names_idx').using('gin', t.foldedNames),
  ],
);
