import type { ArticleSummary } from '../../../../shared/api/catalogue';
import { partialIsoDate } from '../../../../shared/domain/date-precision';
import { ArticleCardFrame } from '../../../components/articles/article-card-frame';
import { DATE_NOT_AVAILABLE, formatDate } from '../../../lib/format';

/** Options of {@link ArticleCard}. */
export interface ArticleCardProps {
  article: ArticleSummary;
  /** Level of the title heading: 2 under a page's h1 (the /articles list), 3 inside a section (home). */
  headingLevel?: 2 | 3;
  /**
   * Shows the seed's PDF action (seed 000 §2 Articles): a 'Read PDF' link opening the PDF in
   * a new tab, or a disabled 'PDF Unavailable' button. Cards elsewhere only link to the article.
   */
  showPdfAction?: boolean;
}

/**
 * Card of one article (seed 000 §2 Articles): type badge, title linking to the article
 * page, authors, abstract (2 lines), journal title and publication date ('Mar 05, 2025';
 * '2024' or 'Oct 2024' when only that is known, decision 0083; or 'Date not available'), and
 * optionally the PDF action.
 */
export function ArticleCard({ article, headingLevel = 3, showPdfAction = false }: ArticleCardProps) {
  const date = formatDate(article.publishedDate, article.publishedDatePrecision);
  const datetime = partialIsoDate(article.publishedDate, article.publishedDatePrecision);
  return (
    <ArticleCardFrame article={article} headingLevel={headingLevel} titleClamp="line-clamp-3">
      {article.abstract ? (
        <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-slate-600">{article.abstract}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-3 pt-4 text-sm">
        <div>
          <p className="font-serif italic text-brand-800">{article.journalTitle}</p>
          <p className="mt-1 text-slate-600">
            {datetime && date !== DATE_NOT_AVAILABLE ? <time dateTime={datetime}>{date}</time> : date}
          </p>
        </div>
        {showPdfAction ? <PdfAction article={article} /> : null}
      </div>
    </ArticleCardFrame>
  );
}

/** 'Read PDF' (new tab) when the article has a PDF, else the disabled 'PDF Unavailable'. */
function PdfAction({ article }: { article: ArticleSummary }) {
  const base = 'relative z-10 inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold';
  if (!article.pdfUrl) {
    return (
      <button
        type="button"
        disabled
        className={`${base} cursor-not-allowed border border-slate-300 bg-slate-50 text-slate-600`}
      >
        PDF Unavailable
      </button>
    );
  }
  return (
    <a
      href={article.pdfUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Read PDF: ${article.title} (opens in a new tab)`}
      className={`${base} border border-brand-900 text-brand-900 hover:bg-brand-50`}
    >
      Read PDF
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5">
        <path d="M11 3a1 1 0 1 0 0 2h2.586l-6.293 6.293a1 1 0 1 0 1.414 1.414L15 6.414V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
        <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
      </svg>
    </a>
  );
}
