import { Link } from 'react-router';
import type { ArticleSummary } from '../../../../shared/api/catalogue';
import { paths } from '../../../app/paths';
import { Badge } from '../../../components/ui/badge';
import { DATE_NOT_AVAILABLE, formatDate } from '../../../lib/format';

/** Card of one article: type badge, linked title, authors, journal and publication date. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const date = formatDate(article.publishedDate);
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div>
        <Badge tone="gold">{article.articleType}</Badge>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug">
        <Link
          to={paths.article.getHref(article.id)}
          className="line-clamp-3 text-brand-900 after:absolute after:inset-0 after:content-[''] group-hover:underline"
        >
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{article.authors}</p>
      <div className="mt-auto pt-4 text-sm">
        <p className="font-serif italic text-brand-800">{article.journalTitle}</p>
        <p className="mt-1 text-slate-600">
          {article.publishedDate && date !== DATE_NOT_AVAILABLE ? (
            <time dateTime={article.publishedDate.slice(0, 10)}>{date}</time>
          ) : (
            date
          )}
        </p>
      </div>
    </article>
  );
}
