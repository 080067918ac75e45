/**
 * The catalogue search (seed 000 §2 Header search and Search, §7 GET /api/articles/search;
 * issue 15; docs/decisions/0019-catalogue-search.md): a DOI finds its article; other text is
 * searched by tiers (search-tiers.ts: title, author, journal, whole record), each ranking a
 * bounded set of candidates; the total is exact up to {@link SEARCH_TOTAL_CAP} and capped
 * beyond; answers are cached in memory until the catalogue changes (search-cache.ts).
 */
import type { SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type SearchResult } from '../../../shared/api/catalogue';
import type { Db } from '../../db/client';
import { SearchCache } from './search-cache';
import { readSearchText, searchTsQuery, type SearchText } from './search-text';
import {
  cappedCount,
  doiLookup,
  journalTier,
  RANK_BLOCK,
  resultRows,
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

/** The ordered ids of the first `need` results (or all, when fewer), and whether they are all. */
async function tierIds(tx: Runner, tq: TierQuery, need: number): Promise<{ ids: number[]; complete: boolean }> {
  const ids: number[] = [];
  for (const tier of TIERS) {
    if (tier === journalTier && tq.journalIds.length === 0) continue;
    if (ids.length >= need) return { ids, complete: false };
    const want = need - ids.length;
    const asked = tier === journalTier ? want : Math.ceil(want / RANK_BLOCK) * RANK_BLOCK;
    const rows = await rowsOf<{ id: number }>(tx, tier(tq, want));
    for (const r of rows) ids.push(Number(r.id));
    if (rows.length >= asked) return { ids, complete: false };
  }
  return { ids, complete: true };
}

/** Runs one search in a transaction (its settings are local to it). */
async function runSearch(db: Db, st: SearchText, page: { limit: number; offset: number }): Promise<SearchAnswer> {
  return db.transaction(async (tx) => {
    const query = searchTsQuery(st.text);
    const [setup] = await rowsOf<{ lexemes: number; journal_ids: number[] | string }>(
      tx,
      searchSetup(st.text, query, !st.advanced && !st.doi),
    );
    let ids: number[];
    let total: number;
    let capped = false;
    if (st.doi) {
      ids = (await rowsOf<{ id: number }>(tx, doiLookup(st.doi))).map((r) => Number(r.id));
      total = ids.length;
    } else {
      const journalIds = parseIntArray(setup.journal_ids);
      if (Number(setup.lexemes) === 0 && journalIds.length === 0) return NOTHING;
      const tq: TierQuery = { query, negated: st.negated, journalIds };
      const need = Math.min(page.offset + page.limit, SEARCH_TOTAL_CAP);
      const found = await tierIds(tx, tq, need);
      ids = found.ids.slice(0, SEARCH_TOTAL_CAP);
      let matches = found.ids.length;
      if (!found.complete) {
        const [{ total: counted }] = await rowsOf<{ total: number }>(tx, cappedCount(tq, SEARCH_TOTAL_CAP));
        matches = Number(counted);
      }
      capped = matches > SEARCH_TOTAL_CAP;
      total = Math.min(matches, SEARCH_TOTAL_CAP);
    }
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
 *   also as a prefix from 3 letters (search-text.ts); results by tier: title matches, then
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
 * The heaviest queries of a search of `q`, as the API runs them on a cache miss: the title
 * tier for the page, and the capped count. Exported so that bench/explain.ts shows their plans.
 */
export function searchQueries(_db: Db, q: string, page: { limit: number; offset: number }) {
  const tq: TierQuery = { query: searchTsQuery(readSearchText(q).text), negated: false, journalIds: [] };
  return { page: titleTier(tq, page.offset + page.limit), total: cappedCount(tq, SEARCH_TOTAL_CAP) };
}
