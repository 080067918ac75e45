/**
 * Related articles (docs/decisions/0023-citations-related-usage.md): up to five articles whose text
 * is most like an article's, by PostgreSQL full text over the search vector the catalogue already
 * keeps (title weight A, keywords and authors B, abstract C; GIN index articles_search_idx).
 * Bounded at any catalogue size (92k articles: bench/related.ts):
 * 1. the article's title words (its weight-A lexemes, at most 12) are the query;
 * 2. candidates must share two of its rarer title words (an OR of pairs over the at most 8
 *    rarest; "rare" from the planner's most-common-elements statistics of search_vector, so
 *    the index never walks the long posting lists of words such as "model"), or the one rare
 *    word when there is only one; at most CANDIDATES of them are read;
 * 3. the candidates are ranked by `ts_rank` against all the title words (matches in
 *    titles weigh more than in abstracts), ties newest first, and the first five kept.
 * 4. when fewer than five are found, the list is filled with articles of the same journal or
 *    sharing its subjects (decision 0081; `fallbackIds`).
 * Results are cached per article for RESULT_TTL_MS (a new article appears in others' lists
 * within that time).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ArticleSummary } from '../../../shared/api/catalogue';
import { queryRows, type Db } from '../../db/client';
import { articles } from '../../db/schema';
import { COMPACT_ABSTRACT_CHARS, RELATED_LIMIT } from '../../../shared/api/catalogue';
import { summariesByIds, truncate } from './service';

/** Title lexemes used at most. */
const MAX_TERMS = 12;
/** Rare title lexemes paired at most (28 pairs). */
const MAX_RARE_TERMS = 8;
/** A lexeme in more than this share of articles is common: never a candidate condition. */
const COMMON_SHARE = 0.02;
/** Candidates ranked at most. */
const CANDIDATES = 500;
const RESULT_TTL_MS = 10 * 60_000;
const STATS_TTL_MS = 10 * 60_000;

/** A lexeme as a tsquery operand: quoted, quotes and backslashes escaped. */
function operand(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Per database: the lexeme shares and the results, cached. */
interface Caches {
  shares: { at: number; shares: Map<string, number> } | null;
  results: LRUCache<number, ArticleSummary[]>;
}
const caches = new WeakMap<Db, Caches>();
function cachesOf(db: Db): Caches {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { shares: null, results: new LRUCache({ max: 2000, ttl: RESULT_TTL_MS }) }));
  return c;
}

/** The share of articles holding each of the most common lexemes (planner statistics), cached. */
async function lexemeShares(db: Db): Promise<Map<string, number>> {
  const c = cachesOf(db);
  if (c.shares && Date.now() - c.shares.at < STATS_TTL_MS) return c.shares.shares;
  const rows = await queryRows<{ lexeme: string; share: number }>(
    db,
    sql`select x.lexeme, x.share from pg_stats s,
          unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as x(lexeme, share)
        where s.schemaname = current_schema() and s.tablename = 'articles' and s.attname = 'search_vector'
          and x.lexeme is not null`,
  );
  c.shares = { at: Date.now(), shares: new Map(rows.map((r) => [r.lexeme, Number(r.share)])) };
  return c.shares.shares;
}

/** The article's title lexemes (weight A of its search vector), or null when there is no such article. */
async function titleLexemes(db: Db, id: number): Promise<string[] | null> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) return null;
  const rows = await queryRows<{ lexeme: string }>(
    db,
    sql`select u.lexeme from ${articles} a, unnest(a.search_vector) u
        where a.id = ${id} and 'A' = any(u.weights) limit ${MAX_TERMS}`,
  );
  return rows.map((r) => r.lexeme);
}

/** The tsquery texts of step 2 (match) and step 3 (rank), or null when the title gives no word. */
export function relatedQueries(terms: string[], shares: Map<string, number>): { match: string; rank: string } | null {
  if (terms.length === 0) return null;
  const share = (t: string) => shares.get(t) ?? 0;
  const rare = terms
    .filter((t) => share(t) <= COMMON_SHARE)
    .sort((a, b) => share(a) - share(b))
    .slice(0, MAX_RARE_TERMS);
  const paired = rare.length >= 2 ? rare : rare.length === 1 ? null : terms.slice(0, MAX_RARE_TERMS);
  const pairs: string[] = [];
  if (paired) {
    for (let i = 0; i < paired.length; i++)
      for (let j = i + 1; j < paired.length; j++) pairs.push(`(${operand(paired[i])} & ${operand(paired[j])})`);
  }
  const match = paired ? (pairs.length ? pairs.join(' | ') : operand(paired[0])) : operand(rare[0]);
  return { match, rank: terms.map(operand).join(' | ') };
}

/**
 * The ranking query of article `id` (steps 2 and 3): the ids of at most five related
 * articles, best first; null when the article does not exist or its title gives no word.
 * Exported so that bench/related.ts explains the very query the API runs.
 */
export async function relatedIdsQuery(db: Db, id: number) {
  const terms = await titleLexemes(db, id);
  if (terms === null) return null;
  const queries = relatedQueries(terms, await lexemeShares(db));
  if (!queries) return { query: null };
  // Cast, not to_tsquery(): the lexemes are already normalized, and a parser would split
  // "fine-grain" into a phrase.
  const match = sql`${queries.match}::tsquery`;
  const rank = sql`${queries.rank}::tsquery`;
  const candidates = db
    .select({ id: articles.id, searchVector: articles.searchVector, publishedDate: articles.publishedDate })
    .from(articles)
    .where(and(sql`${articles.searchVector} @@ ${match}`, ne(articles.id, id)))
    .limit(CANDIDATES)
    .as('candidates');
  const query = db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(
      sql`ts_rank(${candidates.searchVector}, ${rank}) desc`,
      sql`${candidates.publishedDate} desc nulls last`,
      sql`${candidates.id} desc`,
    )
    .limit(RELATED_LIMIT);
  return { query };
}

/**
 * The fallback when the text finds fewer than five (decision 0081): articles of the same journal
 * or sharing a subject with article `id`, not `id` and not in `found`, the most shared subjects
 * first, then the same journal, then newest; as many as fill the list to five. Bounded: each
 * source reads at most {@link CANDIDATES} rows (the journal's newest through
 * articles_journal_published_idx; the subject sharers in table order).
 */
async function fallbackIds(db: Db, id: number, found: number[]): Promise<number[]> {
  const exclude = sql`${`{${[id, ...found].join(',')}}`}::int[]`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with me as (select journal_id, subjects from ${articles} where id = ${id}),
      candidates as (
        (select a.id from ${articles} a, me where a.journal_id = me.journal_id and a.id <> all(${exclude})
          order by a.published_date desc nulls last, a.id desc limit ${CANDIDATES})
        union
        (select a.id from ${articles} a, me where cardinality(me.subjects) > 0 and a.subjects && me.subjects
          and a.id <> all(${exclude}) limit ${CANDIDATES})
      )
      select a.id from candidates c join ${articles} a on a.id = c.id, me
      order by cardinality(array(select unnest(a.subjects) intersect select unnest(me.subjects))) desc,
        (a.journal_id = me.journal_id) desc, a.published_date desc nulls last, a.id desc
      limit ${RELATED_LIMIT - found.length}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Up to five articles most like article `id` (never itself), best first, as summaries with
 * the abstract cut to 200 characters.
 * @returns null when there is no article `id`
 */
export async function relatedArticles(db: Db, id: number): Promise<ArticleSummary[] | null> {
  const cache = cachesOf(db).results;
  const cached = cache.get(id);
  if (cached) return cached;
  const built = await relatedIdsQuery(db, id);
  if (built === null) return null;
  const similar = built.query ? (await built.query).map((r) => r.id) : [];
  const ids = similar.length < RELATED_LIMIT ? [...similar, ...(await fallbackIds(db, id, similar))] : similar;
  const byId = new Map((await summariesByIds(db, ids)).map((s) => [s.id, s]));
  // Abstracts cut as in the compact search view: a list of titles needs no more (and the
  // server render embeds the answer in the page).
  const related = ids.flatMap((i) => {
    const summary = byId.get(i);
    if (!summary) return [];
    return [{ ...summary, abstract: summary.abstract && truncate(summary.abstract, COMPACT_ABSTRACT_CHARS) }];
  });
  cache.set(id, related);
  return related;
}
