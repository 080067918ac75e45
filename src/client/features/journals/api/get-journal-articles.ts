/**
 * GET /api/articles/journal/{journalId}: a journal's articles, newest first, optionally of
 * one volume and issue (seed 000 §2 Journal detail "Current Issue", §7).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ArticleSummary, Journal } from '../../../../shared/api/catalogue';
import type { PAGE_MAX_LIMIT } from '../../../../shared/api/common';
import { getList, type ListPage } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Filters of the call: a volume and issue as printed, and the page size (1–100). */
export interface JournalArticlesFilter {
  volume?: string;
  issue?: string;
  limit: number;
}

/** Page size of the issue and volume lists: the API's largest page (typed against the contract). */
export const ISSUE_ARTICLES_LIMIT: typeof PAGE_MAX_LIMIT = 100;
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
  return getList<ArticleSummary>(urlFromQueryKey(journalArticlesQueryKey(journalId, filter)), { signal });
}

/** Query options of one page of a journal's articles. */
export function getJournalArticlesQueryOptions(journalId: number, filter: JournalArticlesFilter) {
  return queryOptions({
    queryKey: journalArticlesQueryKey(journalId, filter),
    queryFn: ({ signal }) => getJournalArticles(journalId, filter, signal),
  });
}

/** The three steps of the Current Issue fallback chain, in order (see {@link useCurrentIssueArticles}). */
function currentIssueSteps(journal: Journal | undefined) {
  const id = journal?.id ?? 0;
  const volume = String(journal?.currentVolume ?? '');
  const issue = String(journal?.currentIssue ?? '');
  return [
    getJournalArticlesQueryOptions(id, { volume, issue, limit: ISSUE_ARTICLES_LIMIT }),
    getJournalArticlesQueryOptions(id, { volume, limit: ISSUE_ARTICLES_LIMIT }),
    getJournalArticlesQueryOptions(id, { limit: LATEST_JOURNAL_ARTICLES_LIMIT }),
  ] as const;
}

/**
 * Loads the Current Issue chain into `queryClient` as {@link useCurrentIssueArticles} reads
 * it, one step at a time, stopping at the first step that fails or finds articles (the server
 * render, issue 14).
 */
export async function prefetchCurrentIssueArticles(queryClient: QueryClient, journal: Journal): Promise<void> {
  for (const options of currentIssueSteps(journal)) {
    await queryClient.prefetchQuery(options);
    const page = queryClient.getQueryData(options.queryKey);
    if (!page || page.items.length > 0) return;
  }
}

/** Which list the Current Issue tab ended up showing. */
export type CurrentIssueScope = 'issue' | 'volume' | 'latest';

/** State of {@link useCurrentIssueArticles}. */
export type CurrentIssueArticles =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; scope: CurrentIssueScope; articles: ArticleSummary[] };

/**
 * Hook: the articles of the journal's current issue, with a fallback chain for journals
 * whose articles carry no issue numbers (eLife): the current issue
 * (`?volume=&issue=&limit=100`); if empty, the current volume (`?volume=&limit=100`); if
 * still empty, the newest articles (`?limit=12`). Each step runs only after the previous
 * one came back empty, and nothing runs before the journal is loaded (seed 000 §4).
 * @param journal the loaded journal, or undefined while it loads
 * @returns pending, error, or success with the list shown and the scope it came from
 *   (success with an empty list: the journal has no articles at all)
 */
export function useCurrentIssueArticles(journal: Journal | undefined): CurrentIssueArticles {
  const [issueStep, volumeStep, latestStep] = currentIssueSteps(journal);
  const byIssue = useQuery({ ...issueStep, enabled: journal !== undefined });
  const needVolume = byIssue.isSuccess && byIssue.data.items.length === 0;
  const byVolume = useQuery({ ...volumeStep, enabled: needVolume });
  const needLatest = needVolume && byVolume.isSuccess && byVolume.data.items.length === 0;
  const latest = useQuery({ ...latestStep, enabled: needLatest });

  if (byIssue.isError || (needVolume && byVolume.isError) || (needLatest && latest.isError)) return { status: 'error' };
  if (byIssue.isSuccess && !needVolume) return { status: 'success', scope: 'issue', articles: byIssue.data.items };
  if (byVolume.isSuccess && needVolume && !needLatest) {
    return { status: 'success', scope: 'volume', articles: byVolume.data.items };
  }
  if (latest.isSuccess && needLatest) return { status: 'success', scope: 'latest', articles: latest.data.items };
  return { status: 'pending' };
}
