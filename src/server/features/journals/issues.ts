/**
 * The back catalogue (docs/decisions/0029-volumes-and-issues.md): a journal's volumes
 * and issues with their article counts, its current issue, and one issue's (or volume's)
 * table of contents. Reads `articles` (owned by features/articles) by `issue_id`, over
 * articles_issue_idx.
 */
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { IssueContents, IssueSummary, JournalVolumes, VolumeSummary } from '../../../shared/api/issues';
import type { Db } from '../../db/client';
import { articles, journalIssues, journals } from '../../db/schema';

/** `column` as a number when it is one ("12"), so that volume 10 sorts after volume 9. */
const numeric = (column: AnyColumn) => sql`case when ${column} ~ '^[0-9]{1,9}$' then ${column}::int end`;

/** Newest first: by volume (numerically, then as text), then by issue number likewise. */
export const newestIssueFirst = [
  sql`${numeric(journalIssues.volume)} desc nulls last`,
  sql`${journalIssues.volume} desc`,
  sql`${numeric(journalIssues.number)} desc nulls last`,
  sql`${journalIssues.number} desc`,
];

/** The columns of an issue as listed (also the editorial office's list, issue-management.ts). */
export const issueColumns = {
  id: journalIssues.id,
  volume: journalIssues.volume,
  number: journalIssues.number,
  year: journalIssues.year,
  title: journalIssues.title,
  description: journalIssues.description,
  publishedDate: journalIssues.publishedDate,
  status: journalIssues.status,
};

type IssueRow = Omit<IssueSummary, 'articleCount' | 'status'> & { id: number; status: string };

/** The issues matching `where`, newest first, each with its number of articles. */
async function issuesWithCounts(db: Db, where: SQL | undefined): Promise<(IssueSummary & { id: number })[]> {
  const rows: IssueRow[] = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(where)
    .orderBy(...newestIssueFirst);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ issueId: articles.issueId, n: sql<number>`count(*)::int` })
    .from(articles)
    .where(
      inArray(
        articles.issueId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(articles.issueId);
  const byIssue = new Map(counts.map((c) => [c.issueId, c.n]));
  return rows.map((r) => ({
    ...r,
    status: r.status as IssueSummary['status'],
    articleCount: byIssue.get(r.id) ?? 0,
  }));
}

/** Drops the record id from an issue. */
const publicIssue = ({ id: _id, ...issue }: IssueSummary & { id: number }): IssueSummary => issue;

/**
 * The current issue among `issues` (newest first): the newest one marked current, else the
 * newest with articles; null when none has articles (decision 0029: the current
 * issue comes from the data).
 */
export function currentIssueOf<T extends IssueSummary>(issues: readonly T[]): T | null {
  return issues.find((i) => i.status === 'current') ?? issues.find((i) => i.articleCount > 0) ?? null;
}

/**
 * Every volume of journal `journalId` with its issues, newest first, and its current issue.
 * Issues that are only announced (`future`) are left out.
 */
export async function listJournalVolumes(db: Db, journalId: number): Promise<JournalVolumes> {
  const issues = (
    await issuesWithCounts(db, and(eq(journalIssues.journalId, journalId), sql`${journalIssues.status} <> 'future'`))
  ).map(publicIssue);
  const volumes: VolumeSummary[] = [];
  for (const issue of issues) {
    let volume = volumes.at(-1);
    if (volume?.volume !== issue.volume) {
      volume = { volume: issue.volume, year: null, articleCount: 0, issues: [] };
      volumes.push(volume);
    }
    volume.issues.push(issue);
    volume.articleCount += issue.articleCount;
    if (issue.year !== null && (volume.year === null || issue.year < volume.year)) volume.year = issue.year;
  }
  return { journalId, current: currentIssueOf(issues), volumes };
}

/** The sections of a table of contents in this order; other article types follow by name. */
const SECTION_ORDER = ['Editorial', 'Research Article', 'Review', 'Mini Review', 'Case Report', 'Short Communication'];

function sectionRank(type: string): number {
  const at = SECTION_ORDER.indexOf(type);
  return at === -1 ? SECTION_ORDER.length : at;
}

/**
 * The table of contents of one issue (`number` given; '' is not a number here) or of every
 * issue of a volume (`number` undefined) of journal `journal`: articles grouped by article
 * type, each group by first page, then publication date.
 * @returns null when the journal has no such issue (or volume), or it is only announced
 */
export async function issueContents(
  db: Db,
  journal: IssueContents['journal'],
  volume: string,
  number: string | undefined,
): Promise<IssueContents | null> {
  const inVolume = and(
    eq(journalIssues.journalId, journal.id),
    eq(journalIssues.volume, volume),
    sql`${journalIssues.status} <> 'future'`,
  );
  const issues = await issuesWithCounts(db, inVolume);
  const shown = number === undefined ? issues : issues.filter((i) => i.number === number);
  if (shown.length === 0) return null;
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      abstract: articles.abstract,
      authors: articles.authors,
      articleType: articles.articleType,
      journalId: articles.journalId,
      journalTitle: journals.title,
      journalAbbreviation: journals.abbreviation,
      volume: articles.volume,
      issue: articles.issue,
      publishedDate: articles.publishedDate,
      publishedDatePrecision: articles.publishedDatePrecision,
      doi: articles.doi,
      pdfFileKey: articles.pdfFileKey,
      pages: articles.pages,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      inArray(
        articles.issueId,
        shown.map((i) => i.id),
      ),
    )
    .orderBy(
      sql`nullif(substring(${articles.pages} from '[0-9]{1,9}'), '')::int nulls last`,
      asc(articles.publishedDate),
      asc(articles.id),
    );
  const sections = new Map<string, IssueContents['sections'][number]>();
  for (const { pdfFileKey, ...row } of rows) {
    const section = sections.get(row.articleType) ?? { articleType: row.articleType, articles: [] };
    sections.set(row.articleType, section);
    // The file URL of features/articles/file-url.ts (a public stored file).
    section.articles.push({ ...row, pdfUrl: pdfFileKey ? `/api/files/${pdfFileKey}` : null });
  }
  const single = number === undefined ? null : publicIssue(shown[0]);
  return {
    journal,
    volume,
    number: single ? single.number : null,
    issue: single,
    issues: issues.map(publicIssue),
    articleCount: rows.length,
    sections: [...sections.values()].sort(
      (a, b) => sectionRank(a.articleType) - sectionRank(b.articleType) || a.articleType.localeCompare(b.articleType),
    ),
  };
}
