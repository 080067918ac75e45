/**
 * Crash leftovers in file storage (issue 12). A server killed in the middle of an upload
 * leaves a temporary file (`{key}.{pid}.tmp`), and one killed between writing a file and
 * recording it leaves a complete file that no `stored_files` row names. Nothing would ever
 * read or remove either. Every table that keeps a file (articles' PDF and source, intake
 * files, application documents, submission files…) references `stored_files.key`, so a file
 * without a `stored_files` row belongs to no record.
 *
 * `sweepStorage` removes such files once they are older than `olderThanMs` (default one
 * hour: far beyond the longest request, so a file being written or about to be recorded is
 * never touched). Files of any other name are left alone.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { isStorageKey, type DiskStorage } from './storage';

/** Default age before a leftover is removed, in ms. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/** A temporary name of DiskStorage.write: `{key}.{pid}.tmp`. */
const TEMP_NAME = /^[A-Za-z0-9_-]{22}\.[0-9]+\.tmp$/;

/** Keys looked up per query. */
const BATCH = 500;

export interface SweepOptions {
  db: Db;
  storage: DiskStorage;
  /** Only files last modified longer ago than this are removed, in ms (default one hour). */
  olderThanMs?: number;
  /** The current time, in ms since the epoch (tests); default Date.now(). */
  now?: number;
}

export interface SweepReport {
  /** Paths, relative to the storage root, of the temporary files removed. */
  temporary: string[];
  /** Keys of the stored files removed because no `stored_files` row names them. */
  unrecorded: string[];
}

/** Regular files two levels under `root` (`{prefix}/{name}`), with their age; [] when root is absent. */
async function listFiles(root: string): Promise<{ relative: string; name: string; mtimeMs: number }[]> {
  let prefixes: string[];
  try {
    prefixes = await fsp.readdir(root);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files: { relative: string; name: string; mtimeMs: number }[] = [];
  for (const prefix of prefixes) {
    const dir = path.join(root, prefix);
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const stat = await fsp.stat(path.join(dir, entry.name)).catch(() => null);
      if (stat) files.push({ relative: path.join(prefix, entry.name), name: entry.name, mtimeMs: stat.mtimeMs });
    }
  }
  return files;
}

/**
 * Removes old temporary files and old stored files without a `stored_files` row.
 * @returns what was removed
 * @throws when the database cannot be read (nothing recorded is removed then)
 */
export async function sweepStorage(options: SweepOptions): Promise<SweepReport> {
  const { db, storage } = options;
  const cutoff = (options.now ?? Date.now()) - (options.olderThanMs ?? SWEEP_MIN_AGE_MS);
  const old = (await listFiles(storage.root)).filter((f) => f.mtimeMs < cutoff);
  const report: SweepReport = { temporary: [], unrecorded: [] };

  for (const file of old.filter((f) => TEMP_NAME.test(f.name))) {
    await fsp.rm(path.join(storage.root, file.relative), { force: true });
    report.temporary.push(file.relative);
  }

  const keys = old.map((f) => f.name).filter(isStorageKey);
  for (let i = 0; i < keys.length; i += BATCH) {
    const batch = keys.slice(i, i + BATCH);
    const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, batch));
    const recorded = new Set(rows.map((r) => r.key));
    for (const key of batch) {
      if (recorded.has(key)) continue;
      await storage.remove(key);
      report.unrecorded.push(key);
    }
  }
  return report;
}
