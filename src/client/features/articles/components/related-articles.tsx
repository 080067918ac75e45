import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { useRelatedArticles } from '../api/get-related';
import { ArticleDate } from './article-details';

/**
 * 'Related articles' (decision 0023): up to five articles whose text is most like this one
 * (`GET /api/articles/{id}/related`), each with its title (a link to its page), authors,
 * journal and date. Left out while loading, on an error, and when there are none.
 */
export function RelatedArticles({ articleId }: { articleId: number }) {
  const { data } = useRelatedArticles(articleId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-articles">
      <h2 id="related-articles" className="text-2xl font-bold">
        Related articles
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {data.map((article) => (
          <li key={article.id} className="py-4">
            <Link
              to={paths.article.getHref(article.id)}
              className="font-semibold leading-snug text-brand-900 hover:underline"
            >
              {article.title}
            </Link>
            {article.authors ? <p className="mt-1 line-clamp-1 text-sm text-slate-600">{article.authors}</p> : null}
            <p className="mt-1 text-sm text-slate-600">
              <span className="font-serif italic">{article.journalTitle}</span>
              {' · '}
              <ArticleDate value={article.publishedDate} precision={article.publishedDatePrecision} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
