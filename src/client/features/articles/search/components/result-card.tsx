import type { SearchResult } from '../../../../../shared/api/catalogue';
import { Link } from 'react-router';
import { paths } from '../../../../../shared/routes';
import { Badge } from '../../../../components/ui/badge';

/**
 * One result of the full results list (seed 000 §2 Search): article type, the title as an h3 linking
 * to /journals/{journalId}/articles/{id} (the whole card is clickable), authors and the
 * abstract clamped to three lines.
 */
export function ResultCard({ result }: { result: SearchResult }) {
  return (
    <article className="group relative rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <Badge tone="gold">{result.articleType}</Badge>
      <h3 className="mt-3 text-lg font-semibold leading-snug sm:text-xl">
        <Link
          to={paths.journalArticle.getHref(result.journalId, result.id)}
          className="text-brand-900 after:absolute after:inset-0 after:rounded-lg after:content-[''] group-hover:underline"
        >
          {result.title}
        </Link>
      </h3>
      {result.authors ? <p className="mt-2 line-clamp-2 text-sm text-slate-700">{result.authors}</p> : null}
      {result.abstract ? (
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600">{result.abstract}</p>
      ) : null}
    </article>
  );
}
