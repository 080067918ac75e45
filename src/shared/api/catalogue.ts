/**
 * API contract of the public catalogue (seed 000 §3, §7): journals, articles, search.
 * One zod schema per response; the server validates its responses against them and the
 * client derives its types from them. Paging and the error body are in common.ts.
 */
import { translation } from './translations';
import { z } from 'zod';
import { affiliation, creditRole } from './contributors';
import { DATE_PRECISIONS } from '../domain/date-precision';
import { text } from '../validation/text';
import { articleCursor, pageQuery } from './common';

/** The orders of the article list (decision 0029): newest first (default), oldest first, by title. */
export const ARTICLE_SORTS = ['newest', 'oldest', 'title'] as const;
export type ArticleSortOrder = (typeof ARTICLE_SORTS)[number];

/**
 * Query of GET /api/articles (seed 000 §7; decision 0029): a page by offset or cursor, optionally of
 * one journal (its abbreviation, any case), article type and publication year, in one order.
 * A cursor pages the newest-first order only.
 */
export const articleListQuery = pageQuery
  .extend({
    cursor: articleCursor.optional(),
    journal: text().trim().min(1).max(100, 'Journal must be at most 100 characters').optional(),
    type: text().trim().min(1).max(100, 'Article type must be at most 100 characters').optional(),
    year: z.coerce
      .number('Year must be a year such as 2024')
      .int('Year must be a year such as 2024')
      .min(1000, 'Year must be a year such as 2024')
      .max(9999, 'Year must be a year such as 2024')
      .optional(),
    sort: z.enum(ARTICLE_SORTS, 'Sort must be newest, oldest or title').default('newest'),
  })
  .refine((q) => q.cursor === undefined || q.offset === 0, {
    path: ['offset'],
    message: 'Give either offset or cursor, not both',
  })
  .refine((q) => q.cursor === undefined || q.sort === 'newest', {
    path: ['cursor'],
    message: 'A cursor pages the newest-first order only: page other orders by offset',
  });

/**
 * What GET /api/articles can be filtered by: the journals and article types that have
 * articles (by title, by name), and the publication years newest first.
 */
export const articleListFilters = z.object({
  journals: z.array(z.object({ abbreviation: text(), title: text() })),
  articleTypes: z.array(text()),
  years: z.array(z.number().int()),
});
export type ArticleListFilters = z.infer<typeof articleListFilters>;

export const journal = z.object({
  id: z.number().int(),
  title: text(),
  abbreviation: text(),
  slug: text(),
  description: text(),
  category: text(),
  coverImage: text().nullable(),
  issn: text().nullable(),
  publisher: text().nullable(),
  currentVolume: z.number().int(),
  currentIssue: z.number().int(),
  /**
   * False when the current volume's articles carry no issue number (continuous publication,
   * e.g. eLife): the current issue is "Volume N" alone and `currentIssue` names no real issue
   * (decision 0083). Absent: true.
   */
  currentIssueNumbered: z.boolean().optional(),
  /** Number of published articles in the catalogue. */
  articleCount: z.number().int(),
  /**
   * Whether manuscripts and editor applications may be sent to it: it accepts submissions and
   * is not retired (decision 0046). Only such journals show "Submit Article" and the join buttons.
   */
  acceptsSubmissions: z.boolean(),
});
export type Journal = z.infer<typeof journal>;

/**
 * One journal as its page reads it (GET /api/journals/abbrev/{abbreviation}): the list's fields
 * and what journal management sets for authors (decision 0046): the article types it
 * accepts (empty: none chosen) and its article processing charge (null: none set).
 */
export const journalDetail = journal.extend({
  articleTypes: z.array(text()).optional(),
  apc: z.object({ amount: z.number(), currency: text() }).nullable().optional(),
});
export type JournalDetail = z.infer<typeof journalDetail>;

/**
 * One author of an article. Affiliations in order, each with its ROR id when known; CRediT
 * roles with their degree, equal contribution and the corresponding author's address
 * (decision 0089) are absent for articles whose source has none.
 */
export const contributor = z.object({
  name: text(),
  givenNames: text().nullable(),
  surname: text().nullable(),
  affiliations: z.array(affiliation),
  orcid: text().nullable(),
  /** True when the iD is authenticated (ORCID sign-in, or marked so by the imported source; decision 0088). */
  orcidAuthenticated: z.boolean().optional(),
  corresponding: z.boolean(),
  roles: z.array(creditRole).optional(),
  equalContribution: z.boolean().optional(),
  email: text().nullable().optional(),
});
export type Contributor = z.infer<typeof contributor>;

/** Article as listed (seed 000 §3 Article, plus journal names and DOI). */
export const articleSummary = z.object({
  id: z.number().int(),
  title: text(),
  abstract: text().nullable(),
  /** Display string of the author names, "A. One, B. Two" (the seed's `authors`). */
  authors: text(),
  articleType: text(),
  journalId: z.number().int(),
  journalTitle: text(),
  journalAbbreviation: text(),
  volume: text().nullable(),
  issue: text().nullable(),
  /** ISO date "YYYY-MM-DD" or null; a date known only by year or month is its first day. */
  publishedDate: text().nullable(),
  /**
   * How much of `publishedDate` is known (decision 0083): 'year' ("2024"), 'month' ("Oct
   * 2024") or 'day'. Absent: 'day'.
   */
  publishedDatePrecision: z.enum(DATE_PRECISIONS).optional(),
  doi: text().nullable(),
  /** Site-relative URL of the PDF (`/api/files/{key}`), or null when there is none. */
  pdfUrl: text().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** One article with everything the article page shows. */
export const articleDetail = articleSummary.extend({
  contributors: z.array(contributor),
  keywords: z.array(text()),
  subjects: z.array(text()),
  pages: text().nullable(),
  receivedDate: text().nullable(),
  acceptedDate: text().nullable(),
  license: text().nullable(),
  licenseUrl: text().nullable(),
  copyright: text().nullable(),
  journalIssn: text().nullable(),
  journalPublisher: text().nullable(),
  /** Site-relative URL of the source JATS/Crossref XML, or null. */
  sourceXmlUrl: text().nullable(),
  /** Where the record came from: 'jats' | 'crossref' (imported XML), 'arxiv', 'workflow'. */
  sourceFormat: text(),
  /** The language of title, abstract and keywords (BCP 47; decision 0095); absent: English. */
  language: text().optional(),
  /** Title, subtitle, abstract and keywords in other languages (decision 0095). */
  translations: z.array(translation).optional(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** Search hit (seed 000 §3 Search result). */
export const searchResult = z.object({
  id: z.number().int(),
  journalId: z.number().int(),
  title: text(),
  abstract: text().nullable(),
  authors: text(),
  articleType: text(),
});
export type SearchResult = z.infer<typeof searchResult>;

/**
 * Most search results listed, and the largest exact total a search reports: past it the
 * total is this figure with `X-Total-Count-Capped: true` ("1,000+ results"), since counting
 * every match of a common word would read them all (decision 0019).
 */
export const SEARCH_TOTAL_CAP = 1000;

/** Related articles shown under an article (`GET /api/articles/{id}/related`). */
export const RELATED_LIMIT = 5;

/** Abstract characters kept by the compact search view. */
export const COMPACT_ABSTRACT_CHARS = 200;
/** Author names kept by the compact search view (then "et al."). */
export const COMPACT_AUTHOR_NAMES = 3;

export const searchQuery = pageQuery.extend({
  q: text().trim().min(2, 'Search needs at least 2 characters').max(200),
  /**
   * `full` (default): whole abstract and author list. `compact`: abstract cut to
   * 200 characters and authors to 3 names + "et al.", so a header-search keystroke stays a
   * few kilobytes whatever the articles (decision 0004).
   */
  view: z.enum(['full', 'compact']).default('full'),
});

/** Most journals `GET /api/journals/search` lists; the header dropdown shows this many. */
export const JOURNAL_MATCH_LIMIT = 3;

/** Query of `GET /api/journals/search`: the reader's text (as for the article search) and a limit. */
export const journalSearchQuery = z.object({
  q: text().trim().min(2, 'Search needs at least 2 characters').max(200),
  limit: z.coerce.number().int().min(1).max(10).default(JOURNAL_MATCH_LIMIT),
});

/** A journal the search text names (decision 0083): the journal page is /journals/{abbreviation, lower case}. */
export const journalMatch = z.object({
  id: z.number().int(),
  title: text(),
  abbreviation: text(),
  /** Its articles in the catalogue. */
  articleCount: z.number().int(),
});
export type JournalMatch = z.infer<typeof journalMatch>;

/** Filters of GET /api/articles/journal/{journalId}: one volume, or one issue of it. */
export const journalArticlesQuery = pageQuery
  .extend({
    volume: text().trim().min(1).max(20).optional(),
    issue: text().trim().min(1).max(20).optional(),
    /** Keyset pagination (see articleCursor): the next page after a page's last article. */
    cursor: articleCursor.optional(),
  })
  .refine((q) => q.cursor === undefined || q.offset === 0, {
    path: ['offset'],
    message: 'Give either offset or cursor, not both',
  });

export const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

const checkState = z.enum(['up', 'down']);
/** GET /api/ready (decision 0039): each dependency's state; `redis` only when REDIS_URL is set. */
export const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: checkState, storage: checkState, redis: checkState.optional() }),
});
