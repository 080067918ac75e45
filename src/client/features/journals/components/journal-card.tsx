import { Link } from 'react-router';
import type { Journal } from '../../../../shared/api/catalogue';
import { paths } from '../../../../shared/routes';
import { Badge } from '../../../components/ui/badge';
import { JournalCover } from './journal-cover';
import { isNewJournal, NEW_JOURNAL } from './new-journal-notice';

/** Fields a journal card shows. */
export type JournalCardData = Pick<Journal, 'title' | 'abbreviation' | 'description' | 'category'> &
  Partial<Pick<Journal, 'coverImage' | 'articleCount'>>;

/**
 * Card of one journal (seed 000 §2 Journals list): cover image or gradient fallback,
 * abbreviation badge, title, category, description and one link, 'View Journal →', to
 * /journals/{abbreviation in lower case}, stretched over the whole card. Also used by the
 * home portfolio. A journal without articles carries a 'New journal' badge (decision 0033).
 * @param headingLevel level of the title heading: 3 (default, inside a section) or 2
 * @param href where the card leads; default the journal's page
 * @param linkText the link's visible text; default 'View Journal'
 */
export function JournalCard({
  journal,
  headingLevel = 3,
  href,
  linkText = 'View Journal',
}: {
  journal: JournalCardData;
  headingLevel?: 2 | 3;
  href?: string;
  linkText?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const count = journal.articleCount === 1 ? '1 article' : `${journal.articleCount ?? 0} articles`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="h-36 shrink-0 bg-brand-900">
        <JournalCover abbreviation={journal.abbreviation} category={journal.category} coverImage={journal.coverImage} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge>{journal.abbreviation}</Badge>
          {isNewJournal(journal) ? <Badge tone="gold">{NEW_JOURNAL}</Badge> : null}
        </div>
        <Heading className="mt-3 text-lg font-semibold leading-snug group-hover:underline">{journal.title}</Heading>
        <p className="mt-1 text-sm font-medium text-accent-700">{journal.category}</p>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{journal.description}</p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-5 text-sm">
          <Link
            to={href ?? paths.journal.getHref(journal.abbreviation)}
            className="font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] hover:text-brand-900"
          >
            {linkText}
            <span aria-hidden="true"> →</span>
            <span className="sr-only"> {journal.title}</span>
          </Link>
          {journal.articleCount ? <span className="text-xs text-slate-600">{count}</span> : null}
        </div>
      </div>
    </article>
  );
}
