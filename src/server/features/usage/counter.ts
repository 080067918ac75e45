/**
 * The in-memory tally of usage hits between two writes
 * (docs/decisions/0023-citations-related-usage.md): a hit only bumps a count here; every few
 * seconds the tally is added to the database in one statement (service.addUsage), so a page view
 * costs no write of its own. A failed write keeps the counts for the next one. Counts still in
 * memory when a server dies are lost (at most FLUSH_INTERVAL_MS of usage); a clean shutdown writes
 * them (the plugin's onClose).
 */
import type { Db } from '../../db/client';
import type { UsageHit } from './hits';
import { addUsage, type DailyCount, type FileDownloads } from './service';

/** How often the tally is written, in ms. */
export const FLUSH_INTERVAL_MS = 5_000;

/** Distinct (article or file, day) entries kept before further new ones are dropped (memory bound). */
const MAX_ENTRIES = 100_000;

/** The UTC day of `at`, "YYYY-MM-DD". */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The tally of one server: `record(hit)` counts, `flush()` adds the counts to the database.
 * Counts are kept per (article, UTC day) for views and per (file key, UTC day) for downloads.
 */
export class UsageCounter {
  private views = new Map<string, DailyCount>();
  private files = new Map<string, FileDownloads>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Counts one hit on the UTC day of `at`. */
  record(hit: UsageHit, at: Date = new Date()): void {
    const day = utcDay(at);
    if (this.views.size + this.files.size >= MAX_ENTRIES) return;
    if (hit.kind === 'view') {
      const key = `${hit.articleId}|${day}`;
      const row = this.views.get(key) ?? { articleId: hit.articleId, day, views: 0, downloads: 0 };
      row.views += 1;
      this.views.set(key, row);
    } else {
      const key = `${hit.fileKey}|${day}`;
      const row = this.files.get(key) ?? { fileKey: hit.fileKey, day, downloads: 0 };
      row.downloads += 1;
      this.files.set(key, row);
    }
  }

  /**
   * Writes the tally so far and empties it; resolves when written (flushes run one at a time).
   * On failure the counts are kept for the next flush and the error is thrown.
   */
  flush(): Promise<void> {
    const run = this.flushing.catch(() => undefined).then(() => this.write());
    this.flushing = run;
    return run;
  }

  private async write(): Promise<void> {
    if (this.views.size === 0 && this.files.size === 0) return;
    const views = [...this.views.values()];
    const files = [...this.files.values()];
    this.views = new Map();
    this.files = new Map();
    try {
      await addUsage(this.db, views, files);
    } catch (err) {
      for (const v of views) this.putBack(this.views, `${v.articleId}|${v.day}`, v);
      for (const f of files) this.putBack(this.files, `${f.fileKey}|${f.day}`, f);
      throw err;
    }
  }

  private putBack<T extends { downloads: number; views?: number }>(map: Map<string, T>, key: string, row: T): void {
    const now = map.get(key);
    if (!now) return void map.set(key, row);
    now.downloads += row.downloads;
    if (now.views !== undefined && row.views !== undefined) now.views += row.views;
  }
}
