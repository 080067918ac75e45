/**
 * What a reader typed into a search box, read for the catalogue search
 * (docs/decisions/0019-catalogue-search.md): the text as searched, a DOI when the text is one,
 * and the PostgreSQL tsquery of the words.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The reader's text, ready to search. */
export interface SearchText {
  /** Trimmed, whitespace collapsed, lower case: what is searched, and the cache key. */
  text: string;
  /** The DOI, lower case, when the text is one ("10.1234/x", "doi:10.1234/x" or a doi.org URL); else null. */
  doi: string | null;
  /**
   * True when the text uses web-search syntax beyond plain words ("quoted phrase", `or`,
   * `-excluded`): such a query is matched against the whole record only, never by journal.
   */
  advanced: boolean;
  /** True when the text excludes a word (`-word`). */
  negated: boolean;
}

// A DOI is "10." + a registrant code of 4–9 digits (dots allowed) + "/" + a suffix (Crossref's
// recommended pattern, https://www.crossref.org/blog/dois-and-matching-regular-expressions/).
const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/;
const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;

/**
 * The DOI named by `text`, lower case (DOIs are case-insensitive), or null.
 * @param text trimmed; a bare DOI, `doi:10.…`, or `https://doi.org/10.…` (also `http://dx.doi.org/`)
 */
export function doiOf(text: string): string | null {
  let candidate = text.replace(DOI_PREFIX, '').trim();
  if (!DOI.test(candidate)) return null;
  try {
    // A DOI URL may carry percent-escapes ("10.1000/a%2Fb").
    if (/^https?:/i.test(text)) candidate = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  return candidate.toLowerCase();
}

/** Reads the reader's text (2–200 characters, checked by the route). */
export function readSearchText(q: string): SearchText {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  const negated = /(^|\s)-[^\s-]/.test(text);
  return {
    text,
    doi: doiOf(text),
    negated,
    advanced: negated || text.includes('"') || /(^|\s)or(\s|$)/.test(text),
  };
}

/** The tsqueries of a reader's text. */
export interface SearchQueries {
  /** `websearch_to_tsquery('english', text)`: whole words, as typed. */
  exact: SQL;
  /** The same with the last word also as a prefix; null when the text has no such word. */
  prefix: SQL | null;
}

/**
 * The tsqueries of a reader's text. `exact` is `websearch_to_tsquery('english', text)`,
 * which accepts any input without a syntax error (words, "quoted phrases", `or`,
 * `-excluded`). `prefix` also matches a last plain word of 3+ letters or digits as a prefix
 * ("neur" finds "neural"), so results appear while the reader is still typing: only that
 * word, made of letters and digits alone, ever reaches `to_tsquery`. A last word inside
 * quotes, negated, or after `or` keeps the plain web-search meaning (no prefix query).
 */
export function searchTsQueries(text: string): SearchQueries {
  const exact = sql`websearch_to_tsquery('english', ${text})`;
  const match = /^(.*?)([\p{L}\p{N}]{3,})$/u.exec(text);
  if (!match) return { exact, prefix: null };
  const [, head, last] = match;
  const quotes = head.match(/"/g)?.length ?? 0;
  if (quotes % 2 === 1 || /(^|\s)-$/.test(head) || /(^|\s)or\s+$/i.test(head) || /[\p{L}\p{N}]$/u.test(head))
    return { exact, prefix: null };
  const prefix = sql`(websearch_to_tsquery('english', ${head}) && (websearch_to_tsquery('english', ${last}) || to_tsquery('simple', ${`${last}:*`})))`;
  return { exact, prefix };
}
