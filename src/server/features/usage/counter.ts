/**
 * The COUNTER intake of one server (docs/decisions/0085-counter-r5-usage.md): a counted request
 * only appends a small record to memory (its kind, item, the user's digest and the time); every
 * FLUSH_INTERVAL_MS the records are resolved against the articles in two queries, passed through
 * the double-click filter and unique counters (cop.ts), and the metrics of the actions whose 30 s
 * have passed are added to counter_item_daily in one statement. So a page costs no write, and the
 * database holds every action at most DOUBLE_CLICK_MS + FLUSH_INTERVAL_MS (35 s) after it was made.
 * A failed write keeps the metrics for the next; a clean shutdown counts and writes all that is
 * held; a crash loses at most that much usage.
 *
 * A write shares the server's thread with the pages (docs/decisions/0115-usage-intake-beside-the-page.md):
 * it counts the actions SLICE at a time and adds the rows ROWS_PER_STATEMENT at a time, giving the
 * thread back between slices, so no page waits behind a whole write's counting.
 */
import type { Db } from '../../db/client';
import { inSlices } from '../../lib/in-slices';
import { CounterProcessor, type CounterEvent, type ItemDay, type SessionKeys } from './cop';
import type { QueuedHit, UsageHit } from './hits';
import { addItemDays, resolveHits } from './service';

/** How often the intake is written, in ms. */
export const FLUSH_INTERVAL_MS = 5_000;

/** Records kept between two writes before further ones are dropped (memory bound, ~100 bytes each). */
const MAX_QUEUED = 200_000;

/** Actions counted in one turn of the event loop (~1 ms of CPU), decision 0115. */
export const SLICE = 2_000;

/** Article-day rows added by one statement (each statement all or nothing), decision 0115. */
export const ROWS_PER_STATEMENT = 5_000;

/** The intake: `record()` remembers, `flush()` counts and writes. */
export class UsageCounter {
  private queue: QueuedHit[] = [];
  private unwritten = new Map<string, ItemDay>();
  private readonly processor = new CounterProcessor();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly keys: SessionKeys,
  ) {}

  /** Remembers one counted request of the user at (ip, userAgent), made at `at` (ms). */
  record(hit: UsageHit, ip: string, userAgent: string, at: number = Date.now()): void {
    if (this.queue.length >= MAX_QUEUED) return;
    this.queue.push({ hit, user: this.keys.user(ip, userAgent), at });
  }

  /**
   * Counts the actions whose double-click window has passed at `now` (all of them when `now` is
   * Infinity: shutdown, tests) and adds their metrics to the database; resolves when written.
   * Flushes run one at a time; on a failed write the metrics not yet added are kept (a statement
   * adds its rows or none) and the error is thrown.
   */
  flush(now: number = Date.now()): Promise<void> {
    const run = this.flushing.catch(() => undefined).then(() => this.write(now));
    this.flushing = run;
    return run;
  }

  private async write(now: number): Promise<void> {
    if (this.queue.length > 0) {
      const queued = this.queue;
      this.queue = [];
      let events: CounterEvent[];
      try {
        events = await resolveHits(this.db, queued);
      } catch (err) {
        this.queue = queued.concat(this.queue).slice(0, MAX_QUEUED);
        throw err;
      }
      // In slices, the thread given back between them (events stay in order: one flush at a time).
      await inSlices(events, SLICE, (event) => this.processor.add(event));
    }
    const settled = this.processor.settle(now);
    // The settle's rows are one per article and day already: merged only with rows a failed write left.
    let rows = settled;
    if (this.unwritten.size > 0) {
      for (const row of settled) merge(this.unwritten, row);
      rows = [...this.unwritten.values()];
      this.unwritten = new Map();
    }
    if (rows.length === 0) return;
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      try {
        await addItemDays(this.db, rows.slice(i, i + ROWS_PER_STATEMENT));
      } catch (err) {
        // The statements before this one are committed: only this one's rows and the rest are kept.
        for (let j = i; j < rows.length; j++) merge(this.unwritten, rows[j]);
        throw err;
      }
    }
  }
}

function merge(into: Map<string, ItemDay>, row: ItemDay): void {
  const key = `${row.articleId}|${row.day}`;
  const now = into.get(key);
  if (!now) return void into.set(key, { ...row });
  now.totalItemInvestigations += row.totalItemInvestigations;
  now.uniqueItemInvestigations += row.uniqueItemInvestigations;
  now.totalItemRequests += row.totalItemRequests;
  now.uniqueItemRequests += row.uniqueItemRequests;
}
