/**
 * The queries of the catalogue search (docs/decisions/0019-catalogue-search.md). A search is a
 * list of disjoint tiers, each read only as far as the page needs:
 * 1. title: the title matches every word (`title_vector`, GIN);
 * 2. author: the author names do (`author_vector`, GIN), the title does not;
 * 3. journal: articles of a journal the text names ("Journal of Open Source Education",
 *    "JOSE"), newest first, not already in 1–2;
 * 4. text: the whole record does (`search_vector`: title, keywords, authors, abstract), not 1–3.
 * Tiers 1, 2 and 4 rank a bounded candidate set: candidates are read in index order
 * (whatever their rank) in blocks of {@link RANK_BLOCK}, and each block is sorted by rank,
 * then newest first. A common word thus costs a few hundred rows, never all its matches, and
 * the order of the first n results does not depend on n (pages never overlap).
 * search.ts runs the tiers with whole words first, then (tiers 1, 2, 4) with the last word as
 * a prefix, leaving out what the first phase listed (`excludeIds`).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { articles, articleSearchConfigs, journals } from '../../db/schema';
import { intArray } from '../../db/sql-arrays';

/** Candidates ranked together: the order is by rank within each block of this many. */
export const RANK_BLOCK = 250;

/** The words of the journal titles that do not name a journal by themselves. */
const GENERIC_JOURNAL_WORDS = new Set(['journal', 'journals', 'archives', 'of', 'the', 'and', 'section', 'in', 'for']);

/** True when `text` (lower case) has a word that may name a journal: 2+ letters, not generic. */
function namesByWords(text: string): boolean {
  return text.split(/[^\p{L}\p{N}]+/u).some((word) => word.length >= 2 && !GENERIC_JOURNAL_WORDS.has(word));
}

const newestFirst = sql`${articles.publishedDate} desc nulls last, ${articles.id} desc`;

/** The query's condition on one tier's vector, with the whole record when a word is excluded. */
function tierMatch(vector: SQLWrapper, query: SQL, negated: boolean): SQL {
  return negated ? sql`${vector} @@ ${query} and ${articles.searchVector} @@ ${query}` : sql`${vector} @@ ${query}`;
}

/**
 * Ids of the first `count` articles of a ranked tier (count rounded up to whole blocks).
 * @param match the tier's condition
 * @param rank the rank of a candidate (higher first)
 */
function rankedTier(match: SQL, rank: SQL, count: number): SQL {
  const candidates = Math.ceil(count / RANK_BLOCK) * RANK_BLOCK;
  return sql`select id from (
      select id, published_date, rank, row_number() over () as n from (
        select ${articles.id} as id, ${articles.publishedDate} as published_date, ${rank} as rank
        from ${articles} where ${match} limit ${candidates}
      ) c
    ) r
    order by (n - 1) / ${RANK_BLOCK}, rank desc, published_date desc nulls last, id desc`;
}

/** What every tier query needs. */
export interface TierQuery {
  /** The tsquery (search-text.ts). */
  query: SQL;
  /** The text excludes a word: tiers 1–2 also check the whole record. */
  negated: boolean;
  /** Journals named by the text (tier 3). */
  journalIds: number[];
  /** Articles already listed (by an earlier phase): left out of every tier. */
  excludeIds: number[];
}

/** `and the article is not one of excludeIds`, or nothing. */
function notListed(excludeIds: number[]): SQL {
  return excludeIds.length > 0 ? sql` and ${articles.id} <> all(${intArray(excludeIds)})` : sql``;
}

/** Tier 1: the title matches. */
export function titleTier({ query, negated, excludeIds }: TierQuery, count: number): SQL {
  const match = sql`${tierMatch(articles.titleVector, query, negated)}${notListed(excludeIds)}`;
  // Normalization 1: a match in a short title ranks above one in a long title.
  return rankedTier(match, sql`ts_rank_cd(${articles.titleVector}, ${query}, 1)`, count);
}

/** Tier 2: the author names match, the title does not. */
export function authorTier({ query, negated, excludeIds }: TierQuery, count: number): SQL {
  const match = sql`${tierMatch(articles.authorVector, query, negated)} and not ${articles.titleVector} @@ ${query}${notListed(excludeIds)}`;
  return rankedTier(match, sql`ts_rank_cd(${articles.authorVector}, ${query})`, count);
}

/** Tier 3: the newest `count` articles of the named journals, not in tiers 1–2. */
export function journalTier({ query, journalIds, excludeIds }: TierQuery, count: number): SQL {
  return sql`select a.id from unnest(${intArray(journalIds)}) as j(id)
    cross join lateral (
      select ${articles.id} as id, ${articles.publishedDate} as published_date from ${articles}
      where ${articles.journalId} = j.id
        and not ${articles.titleVector} @@ ${query} and not ${articles.authorVector} @@ ${query}${notListed(excludeIds)}
      order by ${newestFirst} limit ${count}
    ) a
    order by a.published_date desc nulls last, a.id desc limit ${count}`;
}

/** Tier 4: the whole record matches, and tiers 1–3 do not hold the article. */
export function textTier({ query, journalIds, excludeIds }: TierQuery, count: number): SQL {
  const match = sql`${articles.searchVector} @@ ${query}
    and not ${articles.titleVector} @@ ${query} and not ${articles.authorVector} @@ ${query}
    and ${articles.journalId} <> all(${intArray(journalIds)})${notListed(excludeIds)}`;
  return rankedTier(match, sql`ts_rank_cd(${articles.searchVector}, ${query})`, count);
}

/** The four tiers, in order. */
export const TIERS = [titleTier, authorTier, journalTier, textTier] as const;
/** The tiers of the prefix phase (a journal is named by whole words: its tier is in the first phase). */
export const PREFIX_TIERS = [titleTier, authorTier, textTier] as const;

/**
 * The number of articles in any tier, counted up to `cap` + 1 (no further: an exact figure
 * for a common word would read every match). Tiers 1–2 are within tier 4's matches.
 */
export function cappedCount({ query, journalIds }: TierQuery, cap: number): SQL {
  const inJournals = journalIds.length > 0 ? sql` or ${articles.journalId} = any(${intArray(journalIds)})` : sql``;
  return sql`select count(*)::int as total from (
      select 1 from ${articles} where ${articles.searchVector} @@ ${query}${inJournals} limit ${cap + 1}
    ) c`;
}

/**
 * The condition on `journals` of a journal the text names (decision 0081): every word of the
 * text is in its title (`query`: the text's tsquery, the last word as a prefix when it has one)
 * and the text has a word that is not generic, or the text (lower case) is its abbreviation.
 */
export function journalNamed(text: string, query: SQL): SQL {
  const byWords = namesByWords(text) ? sql`to_tsvector('english', ${journals.title}) @@ ${query} or ` : sql``;
  return sql`(${byWords}lower(${journals.abbreviation}) = ${text})`;
}

/**
 * The journals the text names ({@link journalNamed}), by title, at most `limit`, each with its
 * number of articles in the catalogue (decision 0083: journals in the header dropdown).
 */
export function namedJournals(text: string, query: SQL, limit: number): SQL {
  return sql`select ${journals.id} as id, ${journals.title} as title, ${journals.abbreviation} as abbreviation,
      (select count(*)::int from ${articles} where ${articles.journalId} = ${journals.id}) as "articleCount"
    from ${journals} where ${journalNamed(text, query)}
    order by ${journals.title}, ${journals.id} limit ${limit}`;
}

/**
 * The session settings of a search transaction and what the text names, in one round trip:
 * no sequential scan (a common word must use the GIN indexes, never read the table), no JIT
 * (compiling costs more than these small queries), no parallel workers (candidates come in
 * index order); `exact_nodes` and `prefix_nodes`, the size of each query (0 for stop words
 * alone); and `journal_ids`, the journals named by the text: every word of the text is in the
 * journal's title (the last word as a prefix), and the text has a word that is not a generic
 * one ("Journal of …"), so "Acta", "Acta Crystallographica" and "Biological Crystallography"
 * name the Acta Crystallographica journals (decision 0081), "journal of" names none; or the text
 * is the journal's abbreviation. `withJournals` false names none.
 */
export function searchSetup(text: string, exact: SQL, prefix: SQL | null, withJournals: boolean): SQL {
  const query = prefix ?? exact;
  const named = withJournals ? journalNamed(text, query) : sql`false`;
  return sql`select set_config('enable_seqscan', 'off', true) as seqscan,
      set_config('jit', 'off', true) as jit,
      set_config('max_parallel_workers_per_gather', '0', true) as parallel,
      numnode(${exact}) as exact_nodes,
      numnode(${query}) as prefix_nodes,
      coalesce((select array_agg(${journals.id} order by ${journals.id}) from ${journals} where ${named}), '{}') as journal_ids`;
}

/**
 * The text search configurations the catalogue's vectors use besides 'english' (decision 0114;
 * kept by the vectors' trigger in `article_search_configs`, a few rows), by name.
 */
export function searchConfigs(): SQL {
  return sql`select ${articleSearchConfigs.config} as config from ${articleSearchConfigs} order by 1`;
}

/** The article whose DOI is `doi` (lower case), through the unique index on lower(doi). */
export function doiLookup(doi: string): SQL {
  return sql`select ${articles.id} as id from ${articles} where lower(${articles.doi}) = ${doi} limit 1`;
}

/** The search result fields of the articles `ids` (any order). */
export function resultRows(ids: number[]): SQL {
  return sql`select ${articles.id} as id, ${articles.journalId} as "journalId", ${articles.title} as title,
      ${articles.abstract} as abstract, ${articles.authors} as authors, ${articles.articleType} as "articleType"
    from ${articles} where ${articles.id} = any(${intArray(ids)})`;
}
