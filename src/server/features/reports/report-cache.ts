/**
 * The editorial reports computed once a minute at most (docs/decisions/0086-editorial-reports.md):
 * a report of a 50,000-submission office aggregates tens of thousands of rows with percentiles,
 * which takes the database hundreds of milliseconds; editors reading the same report (the same
 * journals, editor, period and day) within {@link REPORT_CACHE_MS} share one computation, and
 * requests that arrive while it runs wait for it instead of starting their own (single flight).
 * The caller's scope is checked on every request before the cache is read (routes.ts), and the
 * key holds the journals the report covers, never the caller. One cache per app (a test file's
 * database is its own). A failed computation is not kept.
 */
import { LRUCache } from 'lru-cache';
import type { EditorialReport } from '../../../shared/api/reports';

/** How long a computed report is served, in ms. */
export const REPORT_CACHE_MS = 60_000;

/** A cache of reports by key, sharing computations in flight. */
export function reportCache(): (key: string, compute: () => Promise<EditorialReport>) => Promise<EditorialReport> {
  const cache = new LRUCache<string, Promise<EditorialReport>>({ max: 500, ttl: REPORT_CACHE_MS });
  return (key, compute) => {
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = compute();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  };
}
