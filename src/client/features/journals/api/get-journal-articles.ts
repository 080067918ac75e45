/**
 * GET /api/articles/journal/{journalId}: a journal's articles, newest first, optionally of
 * one volume and issue (seed 000 §2 Journal detail "Current Issue", §7); and the Current
 * Issue tab's data, which comes from the journal's issue records (decision 0029).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ArticleSummary, Journal } from '../../../../shared/api/catalogue';
import type { IssueSummary } from '../../../../shared/api/issues';
import type { ListPage } from '../../../lib/api-client';
import { listJournalArticlesAnswer } from '../../../lib/answer-checks/list-journal-articles';
import { getCheckedList } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';
import { getIssueContentsQueryOptions, useIssueContents } from './get-issue-contents';
import { getJournalIssuesQueryOptions, useJournalIssues } from './get-journal-issues';

/** Filters of the call: a volume and issue as printed, and the page size (1–100). */
export interface JournalArticlesFilter {
  volume?: string;
  issue?: string;
  limit: number;
}

/** How many of the journal's newest articles the last fallback shows. */
export const LATEST_JOURNAL_ARTICLES_LIMIT = 12;

/** Query key: `['api', 'articles', 'journal', id, { volume, issue, limit }]`. */
export function journalArticlesQueryKey(journalId: number, { volume, issue, limit }: JournalArticlesFilter) {
  return ['api', 'articles', 'journal', journalId, { volume, issue, limit }] as const;
}

/**
 * Fetches one page of a journal's articles.
 * @returns the articles (newest first) and the total from `X-Total-Count`
 * @throws ApiError (404 when the journal does not exist, 400 for a bad filter)
 */
export function getJournalArticles(
  journalId: number,
  filter: JournalArticlesFilter,
  signal?: AbortSignal,
): Promise<ListPage<ArticleSummary>> {
  return getCheckedList(urlFromQueryKey(journalArticlesQueryKey(journalId, filter)), listJournalArticlesAnswer, {
    signal,
  });
}

/** Query options of one page of a journal's articles. */
export function getJournalArticlesQueryOptions(journalId: number, filter: JournalArticlesFilter) {
  return queryOptions({
    queryKey: journalArticlesQueryKey(journalId, filter),
    queryFn: ({ signal }) => getJournalArticles(journalId, filter, signal),
  });
}

/** The newest articles of a journal: the Current Issue tab of a journal without issue records. */
function latestArticlesOptions(journal: Journal | undefined) {
  return getJournalArticlesQueryOptions(journal?.id ?? 0, { limit: LATEST_JOURNAL_ARTICLES_LIMIT });
}

/**
 * Loads what {@link useCurrentIssueArticles} reads into `queryClient` (the server render,
 * decision 0018): the journal's issues, then its current issue's contents, or its newest articles
 * when it has no issue.
 */
export async function prefetchCurrentIssueArticles(queryClient: QueryClient, journal: Journal): Promise<void> {
  const issuesOptions = getJournalIssuesQueryOptions(journal.abbreviation);
  await queryClient.prefetchQuery(issuesOptions);
  const issues = queryClient.getQueryData(issuesOptions.queryKey);
  if (!issues) return;
  if (issues.current) {
    const { volume, number } = issues.current;
    await queryClient.prefetchQuery(getIssueContentsQueryOptions(journal.abbreviation, volume, number));
  } else {
    await queryClient.prefetchQuery(latestArticlesOptions(journal));
  }
}

/** Which list the Current Issue tab shows: the current issue's, or the newest articles (no issues). */
export type CurrentIssueScope = 'issue' | 'latest';

/** State of {@link useCurrentIssueArticles}. */
export type CurrentIssueArticles =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; scope: 'issue'; issue: IssueSummary; articles: ArticleSummary[] }
  | { status: 'success'; scope: 'latest'; articles: ArticleSummary[] };

/**
 * Hook: the articles of the journal's current issue (decision 0029: the issue marked current, else
 * the newest issue with articles, from `GET /api/journals/{abbreviation}/issues`), in
 * table-of-contents order; for a journal without issues, its newest articles (`?limit=12`).
 * Nothing runs before the journal is loaded (seed 000 §4).
 * @param journal the loaded journal, or undefined while it loads
 * @returns pending, error, or success with the list shown and where it came from
 *   (success with an empty list: the journal has no articles at all)
 */
export function useCurrentIssueArticles(journal: Journal | undefined): CurrentIssueArticles {
  const abbreviation = journal?.abbreviation ?? '';
  const issues = useJournalIssues(abbreviation, journal !== undefined);
  const current = issues.data?.current ?? null;
  const contents = useIssueContents(abbreviation, current?.volume ?? '', current?.number, current !== null);
  const needLatest = issues.isSuccess && current === null;
  const latest = useQuery({ ...latestArticlesOptions(journal), enabled: needLatest });

  if (issues.isError || (current && contents.isError) || (needLatest && latest.isError)) return { status: 'error' };
  if (current && contents.isSuccess) {
    const articles = contents.data.sections.flatMap((section) => section.articles);
    return { status: 'success', scope: 'issue', issue: current, articles };
  }
  if (needLatest && latest.isSuccess) return { status: 'success', scope: 'latest', articles: latest.data.items };
  return { status: 'pending' };
}
