import type { Journal } from '../../../../shared/api/catalogue';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCurrentIssueArticles, type CurrentIssueScope } from '../api/get-journal-articles';
import { JournalArticleCard } from './journal-article-card';

/** Caption saying which list is shown: "Volume 9, Issue 97", "Volume 5" or "Latest articles". */
export function scopeCaption(
  scope: CurrentIssueScope,
  journal: Pick<Journal, 'currentVolume' | 'currentIssue'>,
): string {
  if (scope === 'issue') return `Volume ${journal.currentVolume}, Issue ${journal.currentIssue}`;
  if (scope === 'volume') return `Volume ${journal.currentVolume}`;
  return 'Latest articles';
}

/**
 * "Current Issue" tab (seed 000 §2 Journal detail): the articles of the current issue, or
 * of the current volume, or the newest ones (see useCurrentIssueArticles), with a caption
 * naming which; 'No Articles Published' when the journal has none.
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
            <span className="font-semibold text-brand-800">{scopeCaption(state.scope, journal)}</span>
            {' · '}
            {state.articles.length === 1 ? '1 article' : `${state.articles.length} articles`}
          </p>
        ) : null}
      </div>
      <div className="mt-6 min-h-48">
        {state.status === 'pending' ? (
          <StatusMessage>Loading articles...</StatusMessage>
        ) : state.status === 'error' ? (
          <StatusMessage role="alert">Error loading articles. Please try again later.</StatusMessage>
        ) : state.articles.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <h3 className="text-xl font-semibold">No Articles Published</h3>
            <p className="mt-2 text-slate-700">No articles have been published in the current issue yet.</p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {state.articles.map((article) => (
              <li key={article.id}>
                <JournalArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
