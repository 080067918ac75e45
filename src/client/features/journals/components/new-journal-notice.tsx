/**
 * What a journal without articles says instead of looking broken (decision 0033:
 * a journal with no articles says 'New journal'): its card's badge, the journal
 * header's current issue, and the Current Issue and Archive tabs' notice.
 */
import type { Journal } from '../../../../shared/api/catalogue';

/** The words shown, on the card's badge and the tabs' notice heading. */
export const NEW_JOURNAL = 'New journal';

/**
 * True when the journal has published no article yet. A journal whose count is unknown (the
 * content-freeze cards carry none) is not called new.
 */
export function isNewJournal(journal: Partial<Pick<Journal, 'articleCount'>>): boolean {
  return journal.articleCount === 0;
}

/** The Current Issue and Archive tabs of a new journal: 'New journal', 'No issues published yet. …' */
export function NewJournalNotice() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <h3 className="text-xl font-semibold">{NEW_JOURNAL}</h3>
      <p className="mt-2 text-slate-700">
        No issues published yet. Its first articles will appear here as soon as they are published.
      </p>
    </div>
  );
}
