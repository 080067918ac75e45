/**
 * API contract of the public catalogue (seed 000 §3, §7): journals, articles, search.
 * One zod schema per response; the server validates its responses against them and the
 * client derives its types from them.
 */
import { z } from 'zod';

/** Pagination query shared by every list endpoint: `?limit=&offset=`. */
export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(PAGE_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Header carrying the total number of items of a paginated list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const journal = z.object({
  id: z.number().int(),
  title: z.string(),
  abbreviation: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  coverImage: z.string().nullable(),
  issn: z.string().nullable(),
  publisher: z.string().nullable(),
  currentVolume: z.number().int(),
  currentIssue: z.number().int(),
  /** Number of published articles in the catalogue. */
  articleCount: z.number().int(),
});
export type Journal = z.infer<typeof journal>;

export const contributor = z.object({
  name: z.string(),
  givenNames: z.string().nullable(),
  surname: z.string().nullable(),
  affiliations: z.array(z.string()),
  orcid: z.string().nullable(),
  corresponding: z.boolean(),
});
export type Contributor = z.infer<typeof contributor>;

/** Article as listed (seed 000 §3 Article, plus journal names and DOI). */
export const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string().nullable(),
  /** Display string of the author names, "A. One, B. Two" (the seed's `authors`). */
  authors: z.string(),
  articleType: z.string(),
  journalId: z.number().int(),
  journalTitle: z.string(),
  journalAbbreviation: z.string(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  /** ISO date "YYYY-MM-DD" or null. */
  publishedDate: z.string().nullable(),
  doi: z.string().nullable(),
  /** Site-relative URL of the PDF (`/api/files/{key}`), or null when there is none. */
  pdfUrl: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** One article with everything the article page shows. */
export const articleDetail = articleSummary.extend({
  contributors: z.array(contributor),
  keywords: z.array(z.string()),
  subjects: z.array(z.string()),
  pages: z.string().nullable(),
  receivedDate: z.string().nullable(),
  acceptedDate: z.string().nullable(),
  license: z.string().nullable(),
  licenseUrl: z.string().nullable(),
  copyright: z.string().nullable(),
  journalIssn: z.string().nullable(),
  journalPublisher: z.string().nullable(),
  /** Site-relative URL of the source JATS/Crossref XML, or null. */
  sourceXmlUrl: z.string().nullable(),
  /** Where the record came from: 'jats' | 'crossref' (imported XML), 'arxiv', 'workflow'. */
  sourceFormat: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** Search hit (seed 000 §3 Search result). */
export const searchResult = z.object({
  id: z.number().int(),
  journalId: z.number().int(),
  title: z.string(),
  abstract: z.string().nullable(),
  authors: z.string(),
  articleType: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Abstract characters kept by the compact search view. */
export const COMPACT_ABSTRACT_CHARS = 200;
/** Author names kept by the compact search view (then "et al."). */
export const COMPACT_AUTHOR_NAMES = 3;

export const searchQuery = pageQuery.extend({
  q: z.string().trim().min(2, 'Search needs at least 2 characters').max(200),
  /**
   * `full` (default): whole abstract and author list. `compact`: abstract cut to
   * 200 characters and authors to 3 names + "et al.", so a header-search keystroke stays a
   * few kilobytes whatever the articles (issue 3).
   */
  view: z.enum(['full', 'compact']).default('full'),
});

/** Filters of GET /api/articles/journal/{journalId}: one volume, or one issue of it. */
export const journalArticlesQuery = pageQuery.extend({
  volume: z.string().trim().min(1).max(20).optional(),
  issue: z.string().trim().min(1).max(20).optional(),
});

/** Citation download formats of GET /api/articles/{id}/citation. */
export const citationQuery = z.object({ format: z.enum(['bibtex', 'ris']) });

export const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/** Error body of every non-2xx answer (seed 000 §3 Error object, §8). */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A refused workflow transition (409) names the submission's current status. */
  currentStatus: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
