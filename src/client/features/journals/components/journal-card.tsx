import { Link } from 'react-router';
import type { Journal } from '../../../../shared/api/catalogue';
import { paths } from '../../../app/paths';
import { Badge } from '../../../components/ui/badge';

/**
 * Card of one journal: abbreviation badge, linked title, category, description and the
 * number of published articles (left out while there are none).
 */
export function JournalCard({ journal }: { journal: Journal }) {
  const count = journal.articleCount === 1 ? '1 article' : `${journal.articleCount} articles`;
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div>
        <Badge>{journal.abbreviation}</Badge>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug">
        <Link
          to={paths.journal.getHref(journal.abbreviation)}
          className="text-brand-900 after:absolute after:inset-0 after:content-[''] group-hover:underline"
        >
          {journal.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm font-medium text-accent-700">{journal.category}</p>
      <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{journal.description}</p>
      {journal.articleCount > 0 ? <p className="mt-auto pt-4 text-xs text-slate-600">{count}</p> : null}
    </article>
  );
}
