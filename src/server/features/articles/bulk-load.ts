/**
 * Bulk loads of the catalogue (issue 15, docs/decisions/0047-search-vector-maintenance.md):
 * the three full-text GIN indexes of `articles` are dropped before a large load and built
 * again after it, once, from the loaded rows. A GIN index updated row by row (through its
 * pending list) costs about as much as computing the vectors themselves; one build sorts
 * every entry once. The vectors stay written row by row by the trigger (an UPDATE of every
 * row afterwards would write each row twice).
 *
 * While the indexes are gone a search scans the table: for a first load or a fixture, not for
 * a catalogue in service.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The full-text indexes of `articles`, as src/server/db/schema/articles.ts declares them
 * (same names, same columns; src/server/features/articles/bulk-load.test.ts checks that the
 * rebuilt ones are the migrated ones).
 */
const SEARCH_INDEXES = [
  { name: 'articles_search_idx', column: 'search_vector' },
  { name: 'articles_title_search_idx', column: 'title_vector' },
  { name: 'articles_author_search_idx', column: 'author_vector' },
] as const;

/** Memory for one index build (PostgreSQL's default of 64 MB spills the 1M-article build to disk). */
const BUILD_MEMORY = '256MB';

/**
 * Runs `load` without the catalogue's full-text indexes and builds them again afterwards,
 * whether `load` succeeds or throws.
 * @param db the database (not a transaction: `load` may use several)
 * @param options.parallel build the indexes on separate connections at once (PostgreSQL's pool;
 *   PGlite has one connection)
 * @returns what `load` returns
 * @throws what `load` throws (after the indexes are back)
 */
export async function withoutSearchIndexes<T>(
  db: Db,
  load: () => Promise<T>,
  options: { parallel?: boolean } = {},
): Promise<T> {
  for (const { name } of SEARCH_INDEXES) await db.execute(sql`drop index if exists ${sql.identifier(name)}`);
  try {
    return await load();
  } finally {
    const build = ({ name, column }: (typeof SEARCH_INDEXES)[number]) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql.raw(`set local maintenance_work_mem = '${BUILD_MEMORY}'`));
        await tx.execute(
          sql`create index if not exists ${sql.identifier(name)} on articles using gin (${sql.identifier(column)})`,
        );
      });
    if (options.parallel) await Promise.all(SEARCH_INDEXES.map(build));
    else for (const index of SEARCH_INDEXES) await build(index);
  }
}
