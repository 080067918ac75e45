import { Link } from 'react-router';
import type { Journal } from '../../../../shared/api/catalogue';
import type { IssueSummary } from '../../../../shared/api/issues';
import { paths } from '../../../../shared/routes';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCurrentIssueArticles } from '../api/get-journal-articles';
import { JournalArticleCard } from './journal-article-card';
import { formatCount } from '../../../lib/format';
import { StaticRegion } from '../../../lib/static-region';
import { isNewJournal, NewJournalNotice } from './new-journal-notice';

/** An issue as a caption: "Volume 9, Issue 97", or "Volume 13" for a volume's unnumbered articles. */
export function issueCaption(issue: Pick<IssueSummary, 'volume' | 'number'>): string {
  return issue.number ? `Volume ${issue.volume}, Issue ${issue.number}` : `Volume ${issue.volume}`;
}

/**
 * "Current Issue" tab (seed 000 §2 Journal detail; decision 0029): the articles of the journal's
 * current issue (from its issue records) with a caption naming it and a link to its table of
 * contents, or the newest articles ('Latest articles') of a journal without issues; a journal
 * with no articles at all says 'New journal' and 'No issues published yet.' (decision 0033), one whose
 * current issue is empty 'No Articles Published'. Below, a link pages through all of the
 * journal's articles (the article list filtered by the journal).
 */
export function CurrentIssuePanel({ journal }: { journal: Journal }) {
  const state = useCurrentIssueArticles(journal);
  return (
    <section aria-labelledby="current-issue-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="current-issue-heading" className="text-2xl font-bold tracking-tight">
          Current Issue
        </h2>
        {state.status === 'success' && state.articles.length > 0 ? (
          <p className="text-sm text-slate-600">
            {state.scope === 'issue' ? (
              <Link
                to={paths.journalIssue.getHref(journal.abbreviation, state.issue.volume, state.issue.number)}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {issueCaption(state.issue)}
              </Link>
            ) : (
              <span className="font-semibold text-brand-800">Latest articles</span>
            )}
            {' · '}
            {state.articles.length === 1 ? '1 article' : `${state.articles.length} articles`}
          </p>
        ) : null}
      </div>
      <div className="mt-6 min-h-48">
        {isNewJournal(journal) ? (
          <NewJournalNotice />
        ) : state.status === 'pending' ? (
          <StatusMessage>Loading articles...</StatusMessage>
        ) : state.status === 'error' ? (
          <StatusMessage role="alert">Error loading articles. Please try again later.</StatusMessage>
        ) : state.articles.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <h3 className="text-xl font-semibold">No Articles Published</h3>
            <p className="mt-2 text-slate-700">No articles have been published in the current issue yet.</p>
          </div>
        ) : (
          <StaticRegion
            id={`current-issue:${state.articles.map((article) => article.id).join(',')}`}
            as="ul"
            className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          >
            {state.articles.map((article) => (
              <li key={article.id}>
                <JournalArticleCard article={article} />
              </li>
            ))}
          </StaticRegion>
        )}
      </div>
      {journal.articleCount > 0 ? (
        <p className="mt-8">
          <Link
            to={`${paths.articles.getHref()}?${new URLSearchParams({ journal: journal.abbreviation })}`}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Browse all {formatCount(journal.articleCount)} articles of {journal.title}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
