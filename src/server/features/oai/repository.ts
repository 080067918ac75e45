/**
 * The catalogue as OAI-PMH items: live articles (datestamp `updated_at`) and withdrawn ones
 * (the `article_tombstones` rows, datestamp `deleted_at`), walked in (datestamp, id) order by
 * keyset over the indexes articles(updated_at, id), articles(journal_id, updated_at, id),
 * articles(article_type, updated_at, id) and article_tombstones(deleted_at, article_id), so a
 * page costs the same at the first record as at the 100,000th.
 */
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { articleCounts, articles, articleTombstones, journals } from '../../db/schema';

/** Which items a list covers: one journal and/or some article types, and a datestamp range. */
export interface ItemFilter {
  journalId?: number;
  /** Article types (exact values of articles.article_type). */
  types?: string[];
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  untilExclusive?: Date;
}

/** A position in the (datestamp, id) order: the exact datestamp (ISO, microseconds, UTC) and the id. */
export interface Position {
  stamp: string;
  id: number;
}

/** One item of a list: its id, exact datestamp, and what its set specs are made of. */
export interface ItemHeader {
  id: number;
  /** ISO 8601 UTC with microseconds: the keyset position (a Date would lose the microseconds). */
  stamp: string;
  deleted: boolean;
  journalSlug: string | null;
  articleType: string;
}

const STAMP_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

function conditions(filter: ItemFilter, at: SQL, id: SQL, journal: SQL, type: SQL, after?: Position): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.journalId !== undefined) parts.push(sql`${journal} = ${filter.journalId}`);
  if (filter.types) {
    parts.push(
      sql`${type} in (${sql.join(
        filter.types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.from) parts.push(sql`${at} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.untilExclusive) parts.push(sql`${at} < ${filter.untilExclusive.toISOString()}::timestamptz`);
  if (after) parts.push(sql`(${at}, ${id}) > (${after.stamp}::timestamptz, ${after.id})`);
  return sql.join(parts, sql` and `);
}

/**
 * The query of {@link itemPage} (bench/oai.ts explains it): up to `limit` items after `after`
 * (or from the start) in (datestamp, id) order, at most `limit` index entries read from each
 * of the two tables. Columns: id, stamp, deleted, article_type, journal_slug.
 */
export function itemPageQuery(filter: ItemFilter, after: Position | undefined, limit: number): SQL {
  const live = conditions(filter, sql`a.updated_at`, sql`a.id`, sql`a.journal_id`, sql`a.article_type`, after);
  const gone = conditions(filter, sql`t.deleted_at`, sql`t.article_id`, sql`t.journal_id`, sql`t.article_type`, after);
  return sql`
    select r.id, to_char(r.at at time zone 'UTC', ${sql.raw(STAMP_FORMAT)}) as stamp, r.deleted,
      r.article_type, j.slug as journal_slug
    from (
      (select a.id, a.updated_at as at, false as deleted, a.journal_id, a.article_type
        from ${articles} a where ${live} order by a.updated_at, a.id limit ${limit})
      union all
      (select t.article_id, t.deleted_at, true, t.journal_id, t.article_type
        from ${articleTombstones} t where ${gone} order by t.deleted_at, t.article_id limit ${limit})
    ) r left join ${journals} j on j.id = r.journal_id
    order by r.at, r.id limit ${limit}`;
}

type ItemRow = { id: number; stamp: string; deleted: boolean; article_type: string; journal_slug: string | null };

function itemOf(r: ItemRow): ItemHeader {
  return {
    id: Number(r.id),
    stamp: r.stamp,
    deleted: r.deleted === true,
    journalSlug: r.journal_slug,
    articleType: r.article_type,
  };
}

/** Up to `limit` items after `after` (or from the start), in (datestamp, id) order. */
export async function itemPage(
  db: Db,
  filter: ItemFilter,
  after: Position | undefined,
  limit: number,
): Promise<ItemHeader[]> {
  if (filter.types?.length === 0) return [];
  return (await queryRows<ItemRow>(db, itemPageQuery(filter, after, limit))).map(itemOf);
}

/**
 * How many items `filter` covers. Without a datestamp range, live articles are summed from
 * article_counts (kept by triggers, a few rows); with one, both tables are counted over their
 * index range. Called once per list (the total travels in the resumption token).
 */
export async function countItems(db: Db, filter: ItemFilter): Promise<number> {
  if (filter.types?.length === 0) return 0;
  let live: number;
  if (!filter.from && !filter.untilExclusive) {
    const where: SQL[] = [sql`true`];
    if (filter.journalId !== undefined) where.push(sql`${articleCounts.journalId} = ${filter.journalId}`);
    if (filter.types) where.push(inArray(articleCounts.articleType, filter.types));
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${articleCounts.articleCount}), 0)` })
      .from(articleCounts)
      .where(sql.join(where, sql` and `));
    live = Number(row.n);
  } else {
    const cond = conditions(filter, sql`a.updated_at`, sql`a.id`, sql`a.journal_id`, sql`a.article_type`);
    const [row] = await queryRows<{ n: string }>(db, sql`select count(*) as n from ${articles} a where ${cond}`);
    live = Number(row.n);
  }
  const cond = conditions(filter, sql`t.deleted_at`, sql`t.article_id`, sql`t.journal_id`, sql`t.article_type`);
  const [gone] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from ${articleTombstones} t where ${cond}`,
  );
  return live + Number(gone.n);
}

/** The item with article id `id` (live or withdrawn), or null when there never was one. */
export async function findItem(db: Db, id: number): Promise<ItemHeader | null> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`
    select r.id, to_char(r.at at time zone 'UTC', ${sql.raw(STAMP_FORMAT)}) as stamp, r.deleted,
      r.article_type, j.slug as journal_slug
    from (
      select a.id, a.updated_at as at, false as deleted, a.journal_id, a.article_type
        from ${articles} a where a.id = ${id}
      union all
      select t.article_id, t.deleted_at, true, t.journal_id, t.article_type
        from ${articleTombstones} t where t.article_id = ${id}
    ) r left join ${journals} j on j.id = r.journal_id
    order by r.deleted limit 1`,
  );
  return rows[0] ? itemOf(rows[0]) : null;
}

/** The earliest datestamp of any item (Identify's earliestDatestamp), or null on an empty catalogue. */
export async function earliestDatestamp(db: Db): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select least((select min(updated_at) from ${articles}), (select min(deleted_at) from ${articleTombstones})) as at`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** The article columns a record shows (not the search vectors). */
const { searchVector: _s, titleVector: _t, authorVector: _a, ...RECORD_COLUMNS } = getTableColumns(articles);

/** The full records of live articles `ids` with their journal (order not kept). */
export async function articleRecords(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      article: RECORD_COLUMNS,
      journal: {
        title: journals.title,
        abbreviation: journals.abbreviation,
        slug: journals.slug,
        issn: journals.issn,
        publisher: journals.publisher,
        isHouse: journals.isHouse,
      },
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(inArray(articles.id, ids));
}

/** One full article record with its journal, as articleRecords gives it. */
export type ArticleRecord = Awaited<ReturnType<typeof articleRecords>>[number];
