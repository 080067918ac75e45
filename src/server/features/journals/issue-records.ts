/**
 * Issue records kept attached to the articles (docs/decisions/0029-volumes-and-issues.md):
 * the articles writer (features/articles/writer.ts) asks here for the issue of each article's
 * journal, volume and issue number, and gets it found or created. The journals feature owns
 * `journal_issues`, so this is the one place that creates them.
 */
import { sql } from 'drizzle-orm';
import { journalIssues } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

/** What an article says about its issue: journal, volume and issue as printed, and its date. */
export interface ArticleIssueRef {
  journalId: number;
  volume?: string | null;
  issue?: string | null;
  /** ISO date "YYYY-MM-DD" of the article, or null: the issue's year and date start from its earliest. */
  publishedDate?: string | null;
}

/**
 * The issue key of an article (the same normalisation as the backfill of migration 0012):
 * `${journalId}|${volume}|${number}` with volume and number trimmed and a missing number as
 * ''; null when the article has no volume (it belongs to no issue).
 */
export function issueKeyOf(ref: Pick<ArticleIssueRef, 'journalId' | 'volume' | 'issue'>): string | null {
  const volume = ref.volume?.trim();
  if (!volume) return null;
  return `${ref.journalId}|${volume}|${ref.issue?.trim() ?? ''}`;
}

/**
 * Finds or creates the issue record of each of `refs` (within `db`, a transaction or not),
 * in one statement however many: an existing issue keeps its id; its year and publication
 * date move earlier when an article predates them. Concurrent callers are safe (the unique
 * journal/volume/number index; rows are taken in key order, so they cannot deadlock).
 * @returns issue id by {@link issueKeyOf} key (refs without a volume are absent)
 */
export async function issueIdsFor(db: DbOrTx, refs: readonly ArticleIssueRef[]): Promise<Map<string, number>> {
  const byKey = new Map<string, { journal_id: number; volume: string; number: string; d: string | null }>();
  for (const ref of refs) {
    const key = issueKeyOf(ref);
    if (key === null) continue;
    const date = ref.publishedDate ?? null;
    const known = byKey.get(key);
    if (!known)
      byKey.set(key, {
        journal_id: ref.journalId,
        volume: ref.volume!.trim(),
        number: ref.issue?.trim() ?? '',
        d: date,
      });
    else if (date !== null && (known.d === null || date < known.d)) known.d = date;
  }
  const ids = new Map<string, number>();
  if (byKey.size === 0) return ids;
  const json = JSON.stringify([...byKey.values()]);
  await db.execute(sql`
    insert into ${journalIssues} (journal_id, volume, number, year, published_date)
    select journal_id, volume, number, extract(year from d)::int, d
    from jsonb_to_recordset(${json}::jsonb) as r(journal_id int, volume text, number text, d date)
    order by journal_id, volume, number
    on conflict (journal_id, volume, number) do update set
      year = least(${journalIssues.year}, excluded.year),
      published_date = least(${journalIssues.publishedDate}, excluded.published_date),
      updated_at = now()
    where excluded.published_date < ${journalIssues.publishedDate}
      or (${journalIssues.publishedDate} is null and excluded.published_date is not null)`);
  const { rows } = (await db.execute(sql`
    select i.id, i.journal_id, i.volume, i.number
    from jsonb_to_recordset(${json}::jsonb) as r(journal_id int, volume text, number text)
    join ${journalIssues} i on i.journal_id = r.journal_id and i.volume = r.volume and i.number = r.number`)) as unknown as {
    rows: { id: number; journal_id: number; volume: string; number: string }[];
  };
  for (const row of rows) ids.set(`${row.journal_id}|${row.volume}|${row.number}`, row.id);
  return ids;
}
