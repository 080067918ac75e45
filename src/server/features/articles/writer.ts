/**
 * The one writer of the `articles` table: publishing through peer review
 * (production/publication.ts) and the XML importer (scholarly/import-service.ts) both save
 * articles here (docs/decisions/0015-feature-ownership.md), and a co-author's ORCID iD connected
 * after publication is marked here (sso/flows.ts, decision 0105). The search vectors are written by
 * the database's trigger (docs/decisions/0047-search-vector-maintenance.md), in the statement
 * that writes the row: a saved article is searchable as soon as its transaction commits. No
 * cache is emptied here: every write advances the catalogue version when it commits (triggers
 * of migration 0011), and the public cache and the search cache follow that version
 * (features/public-cache, docs/decisions/0020), on this server and on every other.
 *
 * Every write also keeps the article attached to its issue record
 * (docs/decisions/0029-volumes-and-issues.md): `issue_id` is found or created from the
 * article's journal, `volume` and `issue` here, and never set by callers.
 */
import { eq, getTableColumns, is, sql, SQL, type Column } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { issueIdsFor, issueKeyOf } from '../journals';
import type { DbOrTx } from '../../db/client';

/**
 * What an article is saved with: every column but the id, the search vectors (the trigger's),
 * the timestamps and its issue (derived).
 */
export type ArticleValues = Omit<
  typeof articles.$inferInsert,
  'id' | 'searchVector' | 'titleVector' | 'authorVector' | 'createdAt' | 'updatedAt' | 'issueId'
>;

/** `rows` with the id of the issue record each belongs to (found or created), null without a volume. */
async function withIssueIds<T extends ArticleValues>(
  db: DbOrTx,
  rows: readonly T[],
): Promise<(T & { issueId: number | null })[]> {
  const ids = await issueIdsFor(db, rows);
  return rows.map((row) => {
    const key = issueKeyOf(row);
    return { ...row, issueId: key === null ? null : (ids.get(key) ?? null) };
  });
}

/**
 * Inserts an article (within `db`, a transaction or not).
 * @returns its id
 * @throws the database's unique violation when another article has the same DOI (case-insensitive)
 */
export async function insertArticle(db: DbOrTx, values: ArticleValues): Promise<{ id: number }> {
  const [withIssue] = await withIssueIds(db, [values]);
  const [row] = await db.insert(articles).values(withIssue).returning({ id: articles.id });
  return row;
}

/** Replaces the columns of article `id` with `values` (and its issue from them) and stamps `updated_at`. */
export async function updateArticle(db: DbOrTx, id: number, values: ArticleValues): Promise<void> {
  await db
    .update(articles)
    .set({ ...(await withIssueIds(db, [values]))[0], updatedAt: new Date() })
    .where(eq(articles.id, id));
}

/** Rows per INSERT statement in insertArticles (one JSON parameter each; ~2 KB a row). */
const ROWS_PER_STATEMENT = 2000;

/** Columns the database writes: the id, the timestamps' defaults and the trigger's search vectors. */
const DATABASE_COLUMNS = ['id', 'createdAt', 'updatedAt', 'searchVector', 'titleVector', 'authorVector'];

/** The columns insertArticles writes: every column of ArticleValues. */
const WRITTEN_COLUMNS = Object.entries(getTableColumns(articles))
  .filter(([key]) => !DATABASE_COLUMNS.includes(key))
  .map(([key, column]) => ({ key, column }));

/** The value of `column` in the JSON document: undefined becomes its default (an empty array for `'{}'`). */
function jsonValue(column: Column, value: unknown): unknown {
  if (value !== undefined) return value;
  if (!column.hasDefault) return null;
  if (is(column.default, SQL)) return column.columnType === 'PgArray' ? [] : null;
  return column.default;
}

/** The outcome of a batch insert. */
export interface InsertedArticles {
  /** Id and DOI of each article created (in no particular order: match them by DOI). */
  inserted: { id: number; doi: string | null }[];
  /** Rows not inserted because their DOI (case-insensitive) was already in the catalogue or earlier in `rows`. */
  skipped: number;
}

/**
 * Inserts many articles (docs/decisions/0021-static-assets-and-bulk-import.md): up to 2,000 rows a
 * statement, sent as one JSON parameter and expanded by `jsonb_to_recordset`, which costs
 * PostgreSQL (and PGlite) far less than thousands of bind parameters. Runs within `db`: pass a
 * transaction to make the batch all-or-nothing. `onDuplicateDoi: 'skip'` leaves out a row whose DOI
 * is already present (ON CONFLICT DO NOTHING on the unique lower(doi) index), which makes a load
 * idempotent by DOI; `'fail'` (the default) raises the database's unique violation, as
 * insertArticle does. Rows are inserted in DOI order, so that concurrent batches take the
 * index's locks in one order and cannot deadlock on a DOI they share.
 * @returns the ids created and the count skipped
 */
export async function insertArticles(
  db: DbOrTx,
  rows: readonly ArticleValues[],
  options: { onDuplicateDoi?: 'skip' | 'fail' } = {},
): Promise<InsertedArticles> {
  const result: InsertedArticles = { inserted: [], skipped: 0 };
  const names = sql.join(
    WRITTEN_COLUMNS.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    WRITTEN_COLUMNS.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const sorted = (await withIssueIds(db, rows)).sort((x, y) =>
    (x.doi ?? '').toLowerCase().localeCompare((y.doi ?? '').toLowerCase()),
  );
  for (let at = 0; at < sorted.length; at += ROWS_PER_STATEMENT) {
    const chunk = sorted.slice(at, at + ROWS_PER_STATEMENT);
    const json = JSON.stringify(
      chunk.map((row) =>
        Object.fromEntries(
          WRITTEN_COLUMNS.map(({ key, column }) => [column.name, jsonValue(column, row[key as keyof typeof row])]),
        ),
      ),
    );
    // Skipping: DOIs already present are left out before the row is built (its search vectors
    // cost more than the lookup); ON CONFLICT still catches repeats within the batch and races.
    const skip = options.onDuplicateDoi === 'skip';
    const { rows: done } = (await db.execute(
      sql`insert into ${articles} (${names})
          select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${types})
          ${skip ? sql`where not exists (select 1 from ${articles} a where lower(a.doi) = lower(r.doi))` : sql``}
          ${skip ? sql`on conflict do nothing` : sql``} returning id, doi`,
    )) as unknown as { rows: { id: number; doi: string | null }[] };
    result.inserted.push(...done);
    result.skipped += chunk.length - done.length;
  }
  return result;
}

/*
 * A co-author connected their ORCID iD from the mailed link (decision 0093) after the article
 * was published (decision 0105): the published record's contributor who is that person gets the
 * iD, marked authenticated, so that the article page shows ORCID's mark and the credit push
 * (features/orcid, decision 0088) writes the work to their ORCID record at once, not at the next
 * republish.
 */
const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Gives `person.orcid` (authenticated) to the contributor of article `articleId` who is the
 * connected author: the one with the same iD as before (a typed iD), else the one with the same
 * given names and surname, else the one with the same address (only the corresponding author's
 * is stored). Locks the row; the write stamps `updated_at` (the catalogue version follows).
 * @param person the author as the submission now holds them (`orcid` the connected iD) and the
 *   iD they had before connecting (null for none)
 * @returns whether a contributor was changed (false: no such article, or no contributor matches)
 */
export async function markArticleContributorOrcid(
  db: DbOrTx,
  articleId: number,
  person: {
    orcid: string;
    previousOrcid: string | null;
    givenNames: string | null;
    surname: string | null;
    email: string | null;
  },
): Promise<boolean> {
  const [row] = await db
    .select({ contributors: articles.contributors })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for('update');
  if (!row) return false;
  const list = row.contributors;
  let index = person.previousOrcid ? list.findIndex((c) => c.orcid === person.previousOrcid) : -1;
  if (index < 0) {
    index = list.findIndex((c) => same(c.givenNames, person.givenNames) && same(c.surname, person.surname));
  }
  if (index < 0) index = list.findIndex((c) => same(c.email, person.email));
  if (index < 0) return false;
  const contributors = list.map((c, i) => (i === index ? { ...c, orcid: person.orcid, orcidAuthenticated: true } : c));
  await db
    .update(articles)
    .set({ contributors, updatedAt: sql`now()` })
    .where(eq(articles.id, articleId));
  return true;
}
