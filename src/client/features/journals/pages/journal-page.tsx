import { useParams } from 'react-router';
import { describe } from '../../../../shared/seo/page-meta';
import { Container } from '../../../components/ui/container';
import { usePageMeta } from '../../../lib/page-meta';
import { feedLinks } from '../../../../shared/seo/feeds';
import { useJournal } from '../api/get-journal';
import { CurrentIssuePanel } from '../components/current-issue-panel';
import { JournalHeader } from '../components/journal-header';
import { JournalNotFound } from '../components/journal-not-found';
import { ArchivePanel } from '../components/archive-panel';
import { AreasFocusedPanel, ArticlesInPressPanel, EditorialBoardPanel } from '../components/journal-panels';
import { LinkTabs } from '../../../components/ui/link-tabs';
import type { PagePrefetch } from '../../../app/page-data';
import { getJournalQueryOptions } from '../api/get-journal';
import { prefetchCurrentIssueArticles } from '../api/get-journal-articles';
import { getJournalBoardQueryOptions } from '../api/get-journal-board';
import { getJournalUsageQueryOptions } from '../api/get-journal-usage';
import { JournalUsage } from '../components/journal-usage';

/**
 * Journal detail page, /journals/{abbreviation} (seed 000 §2 Journal detail, §4): loads the
 * journal by abbreviation (case-insensitive), then shows its header and five tabs, Current
 * Issue first. Loading shows 'Loading journal details...' in the header's place; a missing
 * journal or a failed call shows 'Journal Not Found'. Each tab is its own URL (`?tab=archive`).
 * Below the tabs, the journal's COUNTER usage (decision 0085).
 */
export function JournalPage() {
  const { abbreviation = '' } = useParams();
  const { data: journal, isPending, isError } = useJournal(abbreviation);

  const title = journal?.title ?? (isError ? 'Journal Not Found' : 'Journals');
  // The journal's feeds and the site's, as the server announces them (decision 0026).
  usePageMeta(title, journal ? describe(journal.description) : undefined, journal ? feedLinks(journal) : undefined);

  if (isPending) {
    return (
      <div className="flex min-h-[26rem] items-center justify-center bg-brand-900 px-4">
        <p role="status" className="text-lg text-brand-100">
          Loading journal details...
        </p>
      </div>
    );
  }
  if (isError) return <JournalNotFound abbreviation={abbreviation} />;

  return (
    <>
      <JournalHeader journal={journal} />
      <Container className="py-10 sm:py-12">
        <LinkTabs
          label={`${journal.title} sections`}
          items={[
            { id: 'current-issue', label: 'Current Issue', content: <CurrentIssuePanel journal={journal} /> },
            { id: 'in-press', label: 'Articles in Press', content: <ArticlesInPressPanel /> },
            {
              id: 'editorial-board',
              label: 'Editorial Board',
              content: <EditorialBoardPanel journal={journal} acceptsApplications={journal.acceptsSubmissions} />,
            },
            { id: 'areas-focused', label: 'Areas Focused', content: <AreasFocusedPanel journal={journal} /> },
            { id: 'archive', label: 'Archive', content: <ArchivePanel journal={journal} /> },
          ]}
        />
        <div className="mt-10 max-w-xl">
          <JournalUsage abbreviation={journal.abbreviation} />
        </div>
      </Container>
    </>
  );
}

/**
 * Server render (decision 0018): the journal of `:abbreviation`, then its issues (the Archive tab
 * and the Current Issue tab read them), its current issue's articles, its board and its usage
 * (decision 0085).
 */
export const prefetchJournalPage: PagePrefetch = async ({ queryClient, params }) => {
  const options = getJournalQueryOptions(params.abbreviation ?? '');
  await queryClient.prefetchQuery(options);
  const journal = queryClient.getQueryData(options.queryKey);
  if (journal) {
    await Promise.all([
      prefetchCurrentIssueArticles(queryClient, journal),
      queryClient.prefetchQuery(getJournalBoardQueryOptions(journal.abbreviation)),
      queryClient.prefetchQuery(getJournalUsageQueryOptions(journal.abbreviation)),
    ]);
  }
};
