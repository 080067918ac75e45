/**
 * Tables owned by articles (features/articles). Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  check,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Affiliation, CreditRole } from '../../../shared/api/contributors';
import type { Translation } from '../../../shared/api/translations';
import { DATE_PRECISIONS, type DatePrecision } from '../../../shared/domain/date-precision';
import { oneOf, timestamps, tsvector } from './columns';
import { storedFiles } from './files';
import { journalIssues, journals } from './journals';

/**
 * One contributor as stored in articles.contributors (jsonb). Affiliations are records with
 * their ROR id (decision 0089; one-line strings before, turned into `{ name }` by migration
 * meta_contributors_funding); CRediT roles, equal contribution and the corresponding
 * author's address are absent on rows written before that decision.
 */
export interface ContributorRecord {
  name: string;
  givenNames: string | null;
  surname: string | null;
  affiliations: Affiliation[];
  orcid: string | null;
  /**
   * True when the iD was obtained through ORCID sign-in (or the imported source marked it
   * authenticated); absent for a typed iD (decision 0088). Only these get ORCID's mark.
   */
  orcidAuthenticated?: boolean;
  corresponding: boolean;
  roles?: CreditRole[];
  equalContribution?: boolean;
  /** The corresponding author's address, shown on the article page; null or absent otherwise. */
  email?: string | null;
}

/** A published article. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    doi: text('doi'),
    title: text('title').notNull(),
    abstract: text('abstract'),
    /**
     * The language of the title, abstract and keywords above (BCP 47, ISO 639-1 language;
     * docs/decisions/0095-metadata-in-several-languages.md): the article's primary language.
     */
    language: text('language').notNull().default('en'),
    /**
     * Title (with subtitle), abstract and keywords in other languages (decision 0095), each
     * language once, never the primary one. The search trigger indexes their titles with the
     * title and their abstracts and keywords with the record.
     */
    translations: jsonb('translations').$type<Translation[]>().notNull().default([]),
    contributors: jsonb('contributors').$type<ContributorRecord[]>().notNull().default([]),
    /** Display string of author names, the seed's `authors` field. */
    authors: text('authors').notNull().default(''),
    articleType: text('article_type').notNull(),
    volume: text('volume'),
    issue: text('issue'),
    /**
     * The issue record of `volume`/`issue` (docs/decisions/0029-volumes-and-issues.md): set by
     * the articles writer, never by its callers; null when the article has no volume.
     */
    issueId: integer('issue_id').references(() => journalIssues.id, { onDelete: 'set null' }),
    pages: text('pages'),
    publishedDate: date('published_date', { mode: 'string' }),
    /**
     * How much of `published_date` the source gave (decision 0083): 'year' (stored as
     * January 1), 'month' (the 1st) or 'day'.
     */
    publishedDatePrecision: text('published_date_precision').$type<DatePrecision>().notNull().default('day'),
    receivedDate: date('received_date', { mode: 'string' }),
    acceptedDate: date('accepted_date', { mode: 'string' }),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    license: text('license'),
    licenseUrl: text('license_url'),
    copyright: text('copyright'),
    pdfFileKey: text('pdf_file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    sourceFileKey: text('source_file_key').references(() => storedFiles.key, { onDelete: 'set null' }),
    /** 'jats' | 'crossref' | 'workflow' (published through peer review). */
    sourceFormat: text('source_format').notNull(),
    /*
     * The search vectors are written by the BEFORE INSERT OR UPDATE trigger
     * `articles_search_vectors` (migration 0021, docs/decisions/0047-search-vector-maintenance.md),
     * never by the application: the whole record (title A; keywords and authors B; abstract C),
     * the title alone (search's title tier, docs/decisions/0019-catalogue-search.md: small, so
     * ranking a few hundred title matches reads no abstract), and the author names alone
     * (search's author tier). The title, keywords and abstract in the configuration of the
     * article's language, each translation's in its own language's; the author names in
     * 'english' (decision 0114; `articleSearchConfigs` lists the configurations in use).
     */
    searchVector: tsvector('search_vector'),
    titleVector: tsvector('title_vector'),
    authorVector: tsvector('author_vector'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_doi_lower_key').on(sql`lower(${t.doi})`),
    check('articles_published_date_precision_check', oneOf(t.publishedDatePrecision, DATE_PRECISIONS)),
    index('articles_published_idx').on(t.publishedDate.desc().nullsLast(), t.id.desc()),
    index('articles_journal_published_idx').on(t.journalId, t.publishedDate.desc().nullsLast(), t.id.desc()),
    // A journal's volume or issue, newest first (the journal page's Current Issue): its page
    // and its count without a walk over all the journal's articles (decision 0020).
    index('articles_journal_issue_idx').on(
      t.journalId,
      t.volume,
      t.issue,
      t.publishedDate.desc().nullsLast(),
      t.id.desc(),
    ),
    // The article list's filters and orders (decision 0029): one article type newest (or oldest)
    // first; by title. A year is a date range on the date indexes above.
    index('articles_type_published_idx').on(t.articleType, t.publishedDate.desc().nullsLast(), t.id.desc()),
    // The first 200 characters: a btree entry must stay small whatever the title's length.
    index('articles_title_idx').on(sql`lower(left(${t.title}, 200))`, t.id),
    // An issue's table of contents and article count (decision 0029).
    index('articles_issue_idx').on(t.issueId),
    index('articles_search_idx').using('gin', t.searchVector),
    // Usage figures find the article of a served PDF by its file key (features/usage).
    index('articles_pdf_file_key_idx').on(t.pdfFileKey),
    index('articles_title_search_idx').using('gin', t.titleVector),
    index('articles_author_search_idx').using('gin', t.authorVector),
    // OAI-PMH harvests walk the catalogue in datestamp order, keyset on (updated_at, id), whole
    // or within one set (a journal, an article type): docs/decisions/0025-oai-pmh-and-identifiers.md.
    index('articles_updated_idx').on(t.updatedAt, t.id),
    index('articles_journal_updated_idx').on(t.journalId, t.updatedAt, t.id),
    index('articles_type_updated_idx').on(t.articleType, t.updatedAt, t.id),
  ],
);

/**
 * One row per withdrawn (deleted) article, so that OAI-PMH can answer it as a deleted record
 * for ever (`deletedRecord` persistent, docs/decisions/0025-oai-pmh-and-identifiers.md).
 * Written only by the row-level AFTER DELETE trigger on `articles` (migration 0012), whoever
 * deletes the row; an AFTER INSERT trigger removes the tombstone of an id that comes back.
 * No foreign keys: a tombstone outlives its article and may outlive its journal.
 */
export const articleTombstones = pgTable(
  'article_tombstones',
  {
    articleId: integer('article_id').primaryKey(),
    journalId: integer('journal_id').notNull(),
    articleType: text('article_type').notNull(),
    doi: text('doi'),
    /** When the article was deleted: its OAI datestamp. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_tombstones_deleted_idx').on(t.deletedAt, t.articleId)],
);

/**
 * How many articles each journal has of each article type (decision 0020, no count per request):
 * kept by statement triggers on `articles` (migration 0009) in the same transaction as the
 * change, whoever writes the rows. The total of a journal, of a type, or of the catalogue is a
 * sum over these few rows instead of a count over every article.
 */
export const articleCounts = pgTable(
  'article_counts',
  {
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    articleType: text('article_type').notNull(),
    articleCount: integer('article_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.articleType] })],
);

/**
 * The text search configurations the catalogue's vectors use besides 'english' (decision 0114):
 * each article's text is indexed in its language's configuration ('simple' for a language
 * PostgreSQL has none for), so the search parses the reader's text in each of these. Written by
 * the database only: the search vectors' trigger adds the configuration of an article's language
 * and of each translation's the first time one is used; rows are never removed (a configuration
 * no longer used only costs the search one more parse).
 */
export const articleSearchConfigs = pgTable('article_search_configs', {
  config: text('config').primaryKey(),
});

/**
 * The catalogue version (docs/decisions/0020-public-read-cache.md): advanced by a
 * statement trigger on every change to `articles` or `journals`, which also sends
 * `NOTIFY genesis_catalogue`. A sequence, not a row: writers never wait on each other for it.
 */
export const catalogueVersion = pgSequence('catalogue_version');
