import type { ArticleSummary } from '../../../../shared/api/catalogue';
import { partialIsoDate } from '../../../../shared/domain/date-precision';
import { ArticleCardFrame } from '../../../components/articles/article-card-frame';
import { formatLongDate } from '../../../lib/format';

/** "JOSE, Vol 9, Issue 97": the journal, volume and issue that are known. */
export function issueLine(article: Pick<ArticleSummary, 'journalAbbreviation' | 'volume' | 'issue'>): string {
  const parts = [article.journalAbbreviation];
  if (article.volume) parts.push(`Vol ${article.volume}`);
  if (article.issue) parts.push(`Issue ${article.issue}`);
  return parts.filter(Boolean).join(', ');
}

/**
 * Article card of the journal page (seed 000 §2 Articles, "the journal page cards"): type
 * badge, title linking to /articles/{id}, authors, journal, volume and issue, and the date
 * as a long US date ("March 5, 2025"; "2024" or "October 2024" when only that is known,
 * decision 0083) or 'Published' when there is none.
 */
export function JournalArticleCard({ article }: { article: ArticleSummary }) {
  const date = formatLongDate(article.publishedDate, article.publishedDatePrecision);
  const datetime = partialIsoDate(article.publishedDate, article.publishedDatePrecision);
  return (
    <ArticleCardFrame article={article} titleClamp="line-clamp-4" className="focus-within:shadow-md">
      <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-4 text-sm text-slate-600">
        <p className="font-serif italic text-brand-800">{issueLine(article)}</p>
        <p>{date && datetime ? <time dateTime={datetime}>{date}</time> : 'Published'}</p>
      </div>
    </ArticleCardFrame>
  );
}
