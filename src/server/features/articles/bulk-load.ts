/**
 * Bulk loads of the catalogue (docs/decisions/0047-search-vector-maintenance.md and
 * 0057-bulk-load-profile.md): the secondary indexes of `articles` (the three full-text GIN
 * indexes and the btree indexes that back no constraint) are dropped before a large load and
 * built again after it, once, from the loaded rows. A GIN index updated row by row (through its
 * pending list) costs about as much as computing the vectors themselves, and ten btree indexes
 * maintained row by row cost about three times their build (measured, decision 0057); one build
 * sorts every entry once. The vectors stay written row by row by the trigger (an UPDATE of
 * every row afterwards would write each row twice). Autovacuum is off for `articles` during the
 * load: it analyzed the growing table again and again, and the loader ends with a VACUUM
 * (ANALYZE) of its own.
 *
 * While the indexes are gone a search or a list scans the table: for a first load or a fixture,
 * not for a catalogue in service.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { DbOrTx } from '../../db/client';

/** Memory for one index build (PostgreSQL's default of 64 MB spills the 1M-article build to disk). */
const BUILD_MEMORY = '256MB';

/**
 * Memory for a bulk statement's sorts and transition tables (the row-count triggers of
 * migration 0011 keep a statement's new rows, ~6 KB each with their vectors: 4 MB, the default,
 * spills a 2,000-row statement to a temp file).
 */
const BULK_WORK_MEM = '64MB';

/** Index builds at once on PostgreSQL (the pool's connections); PGlite has one connection. */
const PARALLEL_BUILDS = 3;

/** A secondary index of `articles`, as the database defines it. */
interface IndexDefinition {
  name: string;
  definition: string;
  /** The GIN full-text indexes take longest to build: they start first. */
  gin: boolean;
}

/**
 * The indexes of `articles` that back no constraint (neither the primary key nor a unique
 * index: the DOI's is needed by the load's duplicate check), as `pg_indexes` defines them, so
 * that they are built again exactly as migrated, whatever migrations add later.
 */
async function secondaryIndexes(db: Db): Promise<IndexDefinition[]> {
  const rows = await queryRows<{ name: string; definition: string; gin: boolean }>(
    db,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition, am.amname = 'gin' as gin
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_am am on am.oid = c.relam
        where i.indrelid = 'articles'::regclass and not i.indisunique and not i.indisprimary
        order by am.amname = 'gin' desc, c.relname`,
  );
  return rows;
}

/**
 * Settings for a transaction that writes many rows (the arXiv loader, bench/scale.ts): no
 * statement timeout (a batch is not a request; on a busy machine 2,000 rows outlast the pool's
 * DB_STATEMENT_TIMEOUT_MS), more memory for the statement's transition tables, and on PostgreSQL
 * builds that have it, LZ4 instead of pglz for the values TOAST compresses (the abstract, the
 * contributors, the search vectors): pglz was ~7 % of the load's server CPU (decision 0057).
 * PGlite has pglz only and keeps it.
 * @param tx a transaction: every setting is `SET LOCAL`
 */
export async function prepareBulkWrite(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql.raw(`set local work_mem = '${BULK_WORK_MEM}'`));
  const [lz4] = await queryRows<{ ok: boolean }>(
    tx as Db,
    sql`select 'lz4' = any(enumvals) as ok from pg_settings where name = 'default_toast_compression'`,
  );
  if (lz4?.ok) await tx.execute(sql`set local default_toast_compression = 'lz4'`);
}

/**
 * Runs `load` without the secondary indexes of `articles` (full-text GIN and btree) and with
 * autovacuum off for the table, then builds the indexes again and turns autovacuum back on,
 * whether `load` succeeds or throws.
 * @param db the database (not a transaction: `load` may use several)
 * @param options.parallel build the indexes on separate connections at once (PostgreSQL's pool;
 *   PGlite has one connection)
 * @returns what `load` returns
 * @throws what `load` throws (after the indexes are back)
 */
export async function withoutSecondaryIndexes<T>(
  db: Db,
  load: () => Promise<T>,
  options: { parallel?: boolean } = {},
): Promise<T> {
  const indexes = await secondaryIndexes(db);
  await db.execute(sql`alter table articles set (autovacuum_enabled = false)`);
  for (const { name } of indexes) await db.execute(sql`drop index if exists ${sql.identifier(name)}`);
  try {
    return await load();
  } finally {
    const build = ({ definition }: IndexDefinition) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql.raw(`set local maintenance_work_mem = '${BUILD_MEMORY}'`));
        // pg_get_indexdef's own text: `CREATE INDEX <name> ON public.articles USING …`.
        await tx.execute(sql.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
      });
    const queue = [...indexes];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await build(next);
    };
    await Promise.all(Array.from({ length: options.parallel ? PARALLEL_BUILDS : 1 }, worker));
    await db.execute(sql`alter table articles reset (autovacuum_enabled)`);
  }
}
