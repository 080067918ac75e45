/**
 * EXPLAIN (ANALYZE, BUFFERS) of the catalogue's heavy queries, written to match what
 * src/server/features/articles/service.ts sends (its searchQuery builds the tsquery; the
 * rest is repeated here: keep it in step when the service changes): the
 * ranked search page and its count, the deep-offset list page and its count, and the
 * journals page (features/journals/service.ts) with its per-journal article counts.
 */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/client';
import { articles, journals } from '../src/server/db/schema';
import { searchQuery } from '../src/server/features/articles/service';

export interface Plan {
  name: string;
  /** Every line of the plan. */
  lines: string[];
  /** "Execution Time" reported by the server, in ms. */
  executionMs: number | null;
}

/** Runs EXPLAIN (ANALYZE, BUFFERS) on `query`. */
export async function explain(db: Db, name: string, query: SQL): Promise<Plan> {
  const rows = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${query}`);
  const lines = rows.map((r) => Object.values(r)[0]);
  const time = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find(Boolean);
  return { name, lines, executionMs: time ? Number(time[1]) : null };
}

const newestFirst = [sql`${articles.publishedDate} desc nulls last`, sql`${articles.id} desc nulls last`];

function searchQueries(q: string, limit: number): { page: SQL; total: SQL } {
  const query = searchQuery(q);
  const matches = sql`${articles.searchVector} @@ ${query}`;
  return {
    page: sql`select ${articles.id}, ${articles.journalId}, ${articles.title}, ${articles.abstract},
        ${articles.authors}, ${articles.articleType}
      from ${articles} where ${matches}
      order by ts_rank_cd(${articles.searchVector}, ${query}) desc, ${sql.join(newestFirst, sql`, `)}
      limit ${limit}`,
    total: sql`select ${count()} from ${articles} where ${matches}`,
  };
}

/** The list page as the service runs it: the page's ids by the index, then those rows. */
function listQueries(limit: number, offset: number): { page: SQL; total: SQL } {
  return {
    page: sql`select ${articles.id}, ${articles.title}, ${articles.abstract}, ${articles.authors},
        ${articles.articleType}, ${articles.journalId}, ${journals.title}, ${journals.abbreviation},
        ${articles.volume}, ${articles.issue}, ${articles.publishedDate}, ${articles.doi},
        ${articles.pdfFileKey}
      from ${articles} inner join ${journals} on ${eq(journals.id, articles.journalId)}
      where ${articles.id} in (
        select ${articles.id} from ${articles} order by ${sql.join(newestFirst, sql`, `)}
        limit ${limit} offset ${offset})`,
    total: sql`select ${count()} from ${articles}`,
  };
}

/** The journals page: a page of journals, then one grouped count of their articles. */
const journalsPage = sql`select a.journal_id, count(*) from articles a
  where a.journal_id in (select ${journals.id} from ${journals}
    order by ${journals.isHouse} desc, ${journals.title} asc, ${journals.id} asc limit 20)
  group by a.journal_id`;

/**
 * The plans of the header search ("neural network", limit 5), the offset-50000 list and the
 * journals page, each page query with its count.
 */
export async function explainCatalogue(db: Db): Promise<Plan[]> {
  const search = searchQueries('neural network', 5);
  const list = listQueries(20, 50_000);
  return [
    await explain(db, 'search "neural network" limit 5: page', search.page),
    await explain(db, 'search "neural network": count', search.total),
    await explain(db, 'list offset 50000: page', list.page),
    await explain(db, 'list: count', list.total),
    await explain(db, 'journals: page with article counts', journalsPage),
  ];
}

/** The first `n` lines of a plan and its execution time, for the console. */
export function summarize(plan: Plan, n = 8): string {
  const head = plan.lines.slice(0, n).map((l) => `    ${l}`);
  const more = plan.lines.length > n ? [`    … (${plan.lines.length - n} more lines)`] : [];
  const time = plan.executionMs === null ? '' : ` (${plan.executionMs.toFixed(1)} ms)`;
  return [`  ${plan.name}${time}`, ...head, ...more].join('\n');
}
