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
  /** `websearch_to_tsquery(config, text)` in each configuration, or'ed: whole words, as typed. */
  exact: SQL;
  /** The same with the last word also as a prefix; null when the text has no such word. */
  prefix: SQL | null;
}

/** The configuration every search parses the text in: the catalogue's own (English) and the author names'. */
export const BASE_SEARCH_CONFIG = 'english';

/** A configuration name as the database lists them (letters and underscores), else an error: it is written into SQL. */
function configName(name: string): string {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a text search configuration: ${name}`);
  return name;
}

/** `websearch_to_tsquery` of `text` in every configuration, or'ed (one configuration: that call alone). */
function inEvery(configs: readonly string[], text: string): SQL {
  return sql.join(
    configs.map((c) => sql`websearch_to_tsquery(${sql.raw(`'${configName(c)}'`)}, ${text})`),
    sql` || `,
  );
}

/** The excluded words and phrases of a web-search text (`-word`, `-"a phrase"`). */
function excluded(text: string): string[] {
  return [...text.matchAll(/(?:^|\s)-("[^"]*"?|[^\s"]+)/g)].map((m) => m[1]);
}

/**
 * The tsqueries of a reader's text, in each text search configuration the catalogue's vectors
 * use (`configs`, 'english' first; docs/decisions/0114: an article's text is indexed in its
 * language's configuration, and a reader's language is not known, so the text is parsed in each
 * and the queries or'ed: an article matches the text as its own language reads it).
 * `exact` is `websearch_to_tsquery(config, text)`,
 * which accepts any input without a syntax error (words, "quoted phrases", `or`,
 * `-excluded`). `prefix` also matches a last plain word of 3+ letters or digits as a prefix
 * ("neur" finds "neural"), so results appear while the reader is still typing: only that
 * word, made of letters and digits alone, ever reaches `to_tsquery`. A last word inside
 * quotes, negated, or after `or` keeps the plain web-search meaning (no prefix query).
 * With several configurations an excluded word is excluded as each of them reads it (and'ed
 * to the or'ed queries): otherwise one configuration's stem of it would let an article through
 * that another's excludes.
 * @param configs PostgreSQL text search configuration names; default `['english']`
 */
export function searchTsQueries(text: string, configs: readonly string[] = [BASE_SEARCH_CONFIG]): SearchQueries {
  const several = configs.length > 1;
  const group = (q: SQL) => (several ? sql`(${q})` : q);
  const notAny = several ? excluded(text).map((word) => sql` && !!(${inEvery(configs, word)})`) : [];
  const exact = notAny.length
    ? sql`(${group(inEvery(configs, text))}${sql.join(notAny)})`
    : group(inEvery(configs, text));
  const match = /^(.*?)([\p{L}\p{N}]{3,})$/u.exec(text);
  if (!match) return { exact, prefix: null };
  const [, head, last] = match;
  const quotes = head.match(/"/g)?.length ?? 0;
  if (quotes % 2 === 1 || /(^|\s)-$/.test(head) || /(^|\s)or\s+$/i.test(head) || /[\p{L}\p{N}]$/u.test(head))
    return { exact, prefix: null };
  const prefix = sql`(${group(inEvery(configs, head))} && (${inEvery(configs, last)} || to_tsquery('simple', ${`${last}:*`}))${sql.join(notAny)})`;
  return { exact, prefix };
}
