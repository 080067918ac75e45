/**
 * EXPLAIN (ANALYZE, BUFFERS) of the catalogue's heavy queries — the very query builders the
 * services run (features/articles/service.ts, features/journals/service.ts): the ranked
 * search page and its count, the deep-offset list's ids and its count, and the journals'
 * grouped article count.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/client';
import { journals } from '../src/server/db/schema';
import { searchQueries } from '../src/server/features/articles/search';
import { articleListQueries } from '../src/server/features/articles/service';
import { articleCountsQuery } from '../src/server/features/journals/service';

export interface Plan {
  name: string;
  /** Every line of the plan. */
  lines: string[];
  /** "Execution Time" reported by the server, in ms. */
  executionMs: number | null;
}

/** Runs EXPLAIN (ANALYZE, BUFFERS) on `query`. */
export async function explain(db: Db, name: string, query: SQLWrapper): Promise<Plan> {
  const rows = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${query}`);
  const lines = rows.map((r) => Object.values(r)[0]);
  const time = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find(Boolean);
  return { name, lines, executionMs: time ? Number(time[1]) : null };
}

/**
 * The plans of the header search ("neural network", limit 5), the offset-50000 list and the
 * journals page, each page query with its count.
 */
export async function explainCatalogue(db: Db): Promise<Plan[]> {
  const search = searchQueries(db, 'neural network', { limit: 5, offset: 0 });
  const list = articleListQueries(db, undefined, { limit: 20, offset: 50_000 });
  const journalIds = (await db.select({ id: journals.id }).from(journals)).map((j) => j.id);
  return [
    await explain(db, 'search "neural network" limit 5: page', search.page),
    await explain(db, 'search "neural network": count', search.total),
    await explain(db, "list offset 50000: the page's ids", list.ids),
    await explain(db, 'list: count', list.total),
    await explain(db, 'journals: article counts', articleCountsQuery(db, journalIds)),
  ];
}

/** The first `n` lines of a plan and its execution time, for the console. */
export function summarize(plan: Plan, n = 8): string {
  const head = plan.lines.slice(0, n).map((l) => `    ${l}`);
  const more = plan.lines.length > n ? [`    … (${plan.lines.length - n} more lines)`] : [];
  const time = plan.executionMs === null ? '' : ` (${plan.executionMs.toFixed(1)} ms)`;
  return [`  ${plan.name}${time}`, ...head, ...more].join('\n');
}
