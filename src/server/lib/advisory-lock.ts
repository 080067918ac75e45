/**
 * Transaction-scoped PostgreSQL advisory locks by name (PostgreSQL 15 §9.27.10
 * `pg_advisory_xact_lock`): for a check-then-insert that no unique index can express (an
 * intake's idempotency digest, "no second pending deposit of an article"). Works on PGlite too
 * (one connection: the lock is always free).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** A signed 64-bit advisory-lock id for `name`: the first 8 bytes of its sha256. */
function lockIdOf(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/**
 * Takes transaction-scoped advisory locks on `names` in a fixed order (so that two
 * transactions never wait on each other in a cycle); they are released at commit or rollback.
 * Call it inside a transaction: outside one, the lock would be released at once.
 */
export async function lockNames(tx: DbOrTx, names: readonly string[]): Promise<void> {
  const ids = [...new Set(names.map(lockIdOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}
