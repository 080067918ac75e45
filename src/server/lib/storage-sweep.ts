/**
 * Crash leftovers in file storage (decision 0014). A server killed in the middle of an upload
 * leaves a temporary file (`{key}.{pid}.tmp`), and one killed between writing a file and
 * recording it leaves a complete file that no `stored_files` row names. Nothing would ever
 * read or remove either. Every table that keeps a file (articles' PDF and source, intake
 * files, application documents, submission files…) references `stored_files.key`, so a file
 * without a `stored_files` row belongs to no record, except the journal images written without
 * one: a journal's cover (`journals.cover_files`) and a board member's photo
 * (`journal_board_members.photo_key`, `photo_webp_key`; decision 0030), which are kept too.
 *
 * `sweepStorage` removes such files once they are older than `olderThanMs` (default one
 * hour: far beyond the longest request, so a file being written or about to be recorded is
 * never touched). Files of any other name are left alone.
 *
 * Leases (lib/storage-leases.ts, decision 0101) are respected: a leased key is kept, and while a
 * time lease is held (a long OJS import whose files are recorded when its transaction commits)
 * no file modified at or after its start is removed.
 *
 * It works on any `Storage` (decision 0038): on S3 the objects are listed with ListObjectsV2 and
 * their LastModified is the age; S3 has no temporary objects (an upload cut short is no object;
 * its parts are dropped by the bucket's AbortIncompleteMultipartUpload lifecycle rule, see
 * docs/decisions/0038-storage-interface.md).
 */
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalBoardMembers, journals, storedFiles } from '../db/schema';
import type { Storage } from './storage';
import { dropExpiredLeases, storageLeasesAt } from './storage-leases';

/** Default age before a leftover is removed, in ms. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/** Keys looked up per query. */
const BATCH = 500;

export interface SweepOptions {
  db: Db;
  storage: Storage;
  /** Only files last modified longer ago than this are removed, in ms (default one hour). */
  olderThanMs?: number;
  /** The current time, in ms since the epoch (tests); default Date.now(). */
  now?: number;
}

export interface SweepReport {
  /** Names, relative to the storage root, of the temporary files removed. */
  temporary: string[];
  /** Keys of the stored files removed because no `stored_files` row names them. */
  unrecorded: string[];
}

/**
 * Removes old temporary files and old stored files without a `stored_files` row.
 * @returns what was removed
 * @throws when the database cannot be read (nothing recorded is removed then)
 */
export async function sweepStorage(options: SweepOptions): Promise<SweepReport> {
  const { db, storage } = options;
  const now = options.now ?? Date.now();
  const report: SweepReport = { temporary: [], unrecorded: [] };
  await dropExpiredLeases(db, new Date(now));
  // Read before listing: a lease taken after this read covers only files written after it.
  const leases = await storageLeasesAt(db, new Date(now));
  let cutoff = now - (options.olderThanMs ?? SWEEP_MIN_AGE_MS);
  if (leases.since) cutoff = Math.min(cutoff, leases.since.getTime());
  const keys: string[] = [];
  for await (const entry of storage.entries()) {
    if (entry.modified.getTime() >= cutoff) continue;
    if (entry.temporary) {
      await storage.removeEntry(entry.name);
      report.temporary.push(entry.name);
    } else if (entry.key && !leases.keys.has(entry.key)) keys.push(entry.key);
  }

  for (let i = 0; i < keys.length; i += BATCH) {
    const batch = keys.slice(i, i + BATCH);
    const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, batch));
    const recorded = new Set(rows.map((r) => r.key));
    for (const key of await journalImageKeys(
      db,
      batch.filter((k) => !recorded.has(k)),
    ))
      recorded.add(key);
    for (const key of batch) {
      if (recorded.has(key)) continue;
      await storage.remove(key);
      report.unrecorded.push(key);
    }
  }
  return report;
}

/**
 * Which of `keys` a journal's cover or a board member's photo names: images written with
 * `storage.write` and no `stored_files` row (journals/covers.ts, journals/board-photos.ts), which
 * belong to their journal all the same.
 */
async function journalImageKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const photos = await db
    .select({ jpeg: journalBoardMembers.photoKey, webp: journalBoardMembers.photoWebpKey })
    .from(journalBoardMembers)
    .where(or(inArray(journalBoardMembers.photoKey, keys), inArray(journalBoardMembers.photoWebpKey, keys)));
  // A cover's slots: {card: {webp, jpeg, …}, header: {…}}.
  const covers = await db
    .select({ key: sql<string>`slot.value ->> ext.name` })
    .from(journals)
    .innerJoin(sql`jsonb_each(${journals.coverFiles}) as slot`, sql`true`)
    .innerJoin(sql`(values ('webp'), ('jpeg')) as ext(name)`, sql`true`)
    .where(inArray(sql`slot.value ->> ext.name`, keys));
  return [...photos.flatMap((p) => [p.jpeg, p.webp]), ...covers.map((c) => c.key)].filter(
    (k): k is string => k !== null,
  );
}
