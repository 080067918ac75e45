/**
 * The catalogue search (seed 000 §2 Header search and Search, §7 GET /api/articles/search;
 * docs/decisions/0019-catalogue-search.md): a DOI finds its article; other text is
 * searched by tiers (search-tiers.ts: title, author, journal, whole record), each ranking a
 * bounded set of candidates; the total is exact up to {@link SEARCH_TOTAL_CAP} and capped
 * beyond; answers are cached in memory until the catalogue changes (search-cache.ts).
 */
import type { SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type JournalMatch, type SearchResult } from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { SearchCache } from './search-cache';
import { BASE_SEARCH_CONFIG, readSearchText, searchTsQueries, type SearchText } from './search-text';
import {
  cappedCount,
  doiLookup,
  journalTier,
  namedJournals,
  PREFIX_TIERS,
  RANK_BLOCK,
  resultRows,
  searchConfigs,
  searchSetup,
  TIERS,
  titleTier,
  type TierQuery,
} from './search-tiers';

/** One page of a search. */
export interface SearchAnswer {
  /** The page's results, best first (full view). */
  items: SearchResult[];
  /** Number of matches: exact when `capped` is false, else {@link SEARCH_TOTAL_CAP} ("1,000+"). */
  total: number;
  /** True when there are more than SEARCH_TOTAL_CAP matches; only the first SEARCH_TOTAL_CAP are listed. */
  capped: boolean;
}

interface Runner {
  execute(query: SQL): PromiseLike<unknown>;
}

async function rowsOf<T>(runner: Runner, query: SQL): Promise<T[]> {
  return ((await runner.execute(query)) as { rows: T[] }).rows;
}

const NOTHING: SearchAnswer = { items: [], total: 0, capped: false };

type Tier = (typeof TIERS)[number];

/**
 * Appends to `ids` the ordered ids of one phase's tiers until `need` are listed.
 * @returns true when every tier was read to its end (the phase's matches are all in `ids`)
 */
async function readTiers(tx: Runner, tiers: readonly Tier[], tq: TierQuery, ids: number[], need: number) {
  for (const tier of tiers) {
    if (tier === journalTier && tq.journalIds.length === 0) continue;
    if (ids.length >= need) return false;
    const want = need - ids.length;
    const asked = tier === journalTier ? want : Math.ceil(want / RANK_BLOCK) * RANK_BLOCK;
    const rows = await rowsOf<{ id: number }>(tx, tier(tq, want));
    for (const r of rows) ids.push(Number(r.id));
    if (rows.length >= asked) return false;
  }
  return true;
}

/** The number of matches of `tq` (and its journals), counted up to SEARCH_TOTAL_CAP + 1. */
async function countUpToCap(tx: Runner, tq: TierQuery): Promise<number> {
  const [{ total }] = await rowsOf<{ total: number }>(tx, cappedCount(tq, SEARCH_TOTAL_CAP));
  return Number(total);
}

/**
 * The first `need` result ids and the number of matches (up to SEARCH_TOTAL_CAP + 1). Two
 * phases: whole words first (the GIN indexes intersect exact words cheaply), then, only when
 * those are all listed and fewer than `need`, the last word as a prefix (a prefix reads every
 * word it begins; "neur" finds "neural") without the articles already listed.
 */
async function findIds(
  tx: Runner,
  st: SearchText,
  queries: { exact: SQL | null; prefix: SQL | null },
  journalIds: number[],
  need: number,
): Promise<{ ids: number[]; matches: number }> {
  const ids: number[] = [];
  const exact: TierQuery | null = queries.exact
    ? { query: queries.exact, negated: st.negated, journalIds, excludeIds: [] }
    : null;
  const prefix: TierQuery | null = queries.prefix
    ? { query: queries.prefix, negated: st.negated, journalIds, excludeIds: [] }
    : null;
  let complete = exact ? await readTiers(tx, TIERS, exact, ids, need) : true;
  if (complete && prefix) {
    const listed = [...ids];
    complete = await readTiers(tx, PREFIX_TIERS, { ...prefix, excludeIds: listed }, ids, need);
  }
  if (complete) return { ids, matches: ids.length };
  // Words as typed first: a common word passes the cap without its prefix being read.
  const exactMatches = exact ? await countUpToCap(tx, exact) : 0;
  const matches = exactMatches > SEARCH_TOTAL_CAP || !prefix ? exactMatches : await countUpToCap(tx, prefix);
  return { ids, matches };
}

/** Runs one search in a transaction (its settings are local to it). */
async function runSearch(db: Db, st: SearchText, page: { limit: number; offset: number }): Promise<SearchAnswer> {
  return db.transaction(async (tx) => {
    // The configurations the catalogue's vectors use (decision 0114): English, and those of the
    // other languages its articles are in.
    const others = await rowsOf<{ config: string }>(tx, searchConfigs());
    const queries = searchTsQueries(st.text, [BASE_SEARCH_CONFIG, ...others.map((r) => r.config)]);
    const [setup] = await rowsOf<{ exact_nodes: number; prefix_nodes: number; journal_ids: number[] | string }>(
      tx,
      searchSetup(st.text, queries.exact, queries.prefix, !st.advanced && !st.doi),
    );
    let ids: number[];
    let matches: number;
    if (st.doi) {
      ids = (await rowsOf<{ id: number }>(tx, doiLookup(st.doi))).map((r) => Number(r.id));
      matches = ids.length;
    } else {
      const journalIds = parseIntArray(setup.journal_ids);
      const exact = Number(setup.exact_nodes) > 0 || journalIds.length > 0 ? queries.exact : null;
      const prefix = Number(setup.prefix_nodes) > 0 ? queries.prefix : null;
      if (!exact && !prefix) return NOTHING;
      const need = Math.min(page.offset + page.limit, SEARCH_TOTAL_CAP);
      ({ ids, matches } = await findIds(tx, st, { exact, prefix }, journalIds, need));
      ids = ids.slice(0, SEARCH_TOTAL_CAP);
    }
    const total = Math.min(matches, SEARCH_TOTAL_CAP);
    const capped = matches > SEARCH_TOTAL_CAP;
    const pageIds = ids.slice(page.offset, page.offset + page.limit);
    if (pageIds.length === 0) return { items: [], total, capped };
    const rows = await rowsOf<SearchResult>(tx, resultRows(pageIds));
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const items = pageIds.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ ...r, id: Number(r.id), journalId: Number(r.journalId) }] : [];
    });
    return { items, total, capped };
  });
}

/** An int[] as either driver returns it: an array, or PostgreSQL's text form "{1,2}". */
function parseIntArray(value: number[] | string | null): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (!value) return [];
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

const caches = new WeakMap<Db, SearchCache<SearchAnswer>>();

/**
 * Searches the published articles (full view; the route derives the compact one).
 * - A DOI ("10.1234/x", "doi:10.1234/x", "https://doi.org/10.1234/x") finds its article, or nothing.
 * - Other text: websearch syntax (words, "quoted phrases", `or`, `-word`), the last word
 *   also as a prefix from 3 letters (search-text.ts), read as each language of the catalogue
 *   reads it (its text search configurations, decision 0114); results by tier: title matches, then
 *   author matches, then the articles of a journal the text names, then matches anywhere in
 *   the record; within a tier by rank, ties newest first. Stop words alone match nothing.
 * - At most SEARCH_TOTAL_CAP results are listed: a page past them is empty.
 * Answers are cached until {@link clearSearchCache} (search-cache.ts).
 * @param q the reader's text, 2–200 characters (checked by the route)
 * @param page `limit` 1–100 and `offset` ≥ 0
 */
export async function searchCatalogue(
  db: Db,
  q: string,
  page: { limit: number; offset: number },
): Promise<SearchAnswer> {
  const st = readSearchText(q);
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache<SearchAnswer>();
    caches.set(db, cache);
  }
  return cache.get(`${page.limit}:${page.offset}:${st.text}`, () => runSearch(db, st, page));
}

/**
 * The journals a search text names, for the header dropdown (decision 0083): the same naming
 * as the article search's journal tier (search-tiers.ts `journalNamed`, decision 0081): every
 * word in the title (the last also as a prefix) with one that is not generic, or the
 * abbreviation. Web-search syntax and DOIs name none (as in the article search).
 * @param q the reader's text, 2–200 characters (checked by the route)
 * @param limit 1–10
 * @returns by title, each with its number of articles
 */
export async function searchJournals(db: Db, q: string, limit: number): Promise<JournalMatch[]> {
  const st = readSearchText(q);
  if (st.advanced || st.doi) return [];
  const { exact, prefix } = searchTsQueries(st.text);
  const rows = await rowsOf<JournalMatch>(db, namedJournals(st.text, prefix ?? exact, limit));
  return rows.map((r) => ({ ...r, id: Number(r.id), articleCount: Number(r.articleCount) }));
}

/**
 * The heaviest queries of a search of `q`, as the API runs them on a cache miss: the title
 * tier for the page, and the capped count. Exported so that bench/explain.ts shows their plans.
 */
export function searchQueries(_db: Db, q: string, page: { limit: number; offset: number }) {
  const { exact } = searchTsQueries(readSearchText(q).text);
  const tq: TierQuery = { query: exact, negated: false, journalIds: [], excludeIds: [] };
  return { page: titleTier(tq, page.offset + page.limit), total: cappedCount(tq, SEARCH_TOTAL_CAP) };
}
