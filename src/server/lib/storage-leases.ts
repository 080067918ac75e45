/**
 * Leases on the file storage (docs/decisions/0101-ojs-import-screen.md): work that writes files it
 * records only later keeps them from the storage sweep (lib/storage-sweep.ts, decision 0014), which
 * otherwise removes any file an hour old that no `stored_files` row names.
 *
 * - A **key lease** keeps one stored file until it expires: an uploaded OJS export waiting for
 *   its preview and import (a day at most).
 * - A **time lease** keeps every file written at or after its start until it is released or
 *   expires: an OJS import writes its files as it reads the export and records them only when its
 *   one transaction commits, which for a large export can be more than the sweep's hour later.
 *   Released when the work ends (committed or rolled back); a process that dies holding one leaves
 *   it to expire, after which the sweep removes what that run left.
 *
 * Leases are rows of `storage_leases`, written on the database (never inside the work's own
 * transaction: the sweep must see them while that transaction is open).
 */
import { and, eq, gt, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { storageLeases } from '../db/schema';

/** A lease taken: its id, to release it. */
export interface StorageLease {
  id: number;
}

/**
 * Keeps the stored file `key` from the sweep until `expiresAt`.
 * @param db the database or the transaction that records what the file is for
 */
export async function leaseStorageKey(
  db: DbOrTx,
  options: { holder: string; key: string; expiresAt: Date },
): Promise<StorageLease> {
  const [row] = await db
    .insert(storageLeases)
    .values({ holder: options.holder, key: options.key, expiresAt: options.expiresAt })
    .returning({ id: storageLeases.id });
  return row;
}

/** Ends the key leases of `key` (the file was removed or recorded). */
export async function releaseStorageKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(storageLeases).where(eq(storageLeases.key, key));
}

/**
 * Runs `work` holding a time lease: no file written from now on is swept before `work` settles
 * (or `maxMs` has passed, for a process that dies without releasing it).
 * @param db the database itself (the lease must be committed before `work` starts writing)
 * @returns what `work` returns; the lease is released whether it resolves or throws
 */
export async function withStorageLease<T>(
  db: Db,
  options: { holder: string; maxMs: number },
  work: () => Promise<T>,
): Promise<T> {
  const [lease] = await db
    .insert(storageLeases)
    .values({
      holder: options.holder,
      since: sql`now()`,
      expiresAt: sql`now() + ${`${options.maxMs} milliseconds`}::interval`,
    })
    .returning({ id: storageLeases.id });
  try {
    return await work();
  } finally {
    await db.delete(storageLeases).where(eq(storageLeases.id, lease.id));
  }
}

/**
 * What the sweep must keep at `now`: the keys of unexpired key leases, and the start of the
 * earliest unexpired time lease (files modified at or after it are kept), or null when none.
 */
export async function storageLeasesAt(db: DbOrTx, now: Date): Promise<{ keys: Set<string>; since: Date | null }> {
  const keyRows = await db
    .select({ key: storageLeases.key })
    .from(storageLeases)
    .where(and(isNotNull(storageLeases.key), gt(storageLeases.expiresAt, now)));
  const [earliest] = await db
    .select({ since: min(storageLeases.since) })
    .from(storageLeases)
    .where(and(isNull(storageLeases.key), gt(storageLeases.expiresAt, now)));
  return {
    keys: new Set(keyRows.map((r) => r.key).filter((k): k is string => k !== null)),
    since: earliest?.since ?? null,
  };
}

/** Deletes leases expired at `now` (the sweep's pass). @returns how many */
export async function dropExpiredLeases(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db
    .delete(storageLeases)
    .where(lte(storageLeases.expiresAt, now))
    .returning({ id: storageLeases.id });
  return gone.length;
}
