import type { ArticleDetail } from '../../../../shared/api/catalogue';
import { Tooltip } from '../../../components/ui/tooltip';

/** Tooltip of the disabled 'Read Article' button (seed 000 §2 Articles, §8). */
export const PDF_NOT_AVAILABLE = 'PDF not available';

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors';

/** Download icon (decorative). */
function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
    </svg>
  );
}

/**
 * The article's main actions: 'Read Article' (opens the PDF viewer) and 'Download PDF'
 * when a PDF exists; otherwise 'Read Article' is disabled with the tooltip 'PDF not
 * available' (seed 000 §2, §8). It is `aria-disabled` rather than `disabled` so that
 * keyboard users can still reach it and hear why. Then the source XML when there is one.
 *
 * @param onRead called by 'Read Article' when there is a PDF
 */
/** Link text of the source file by format. */
const SOURCE_LABELS: Record<string, string> = { jats: 'JATS XML', crossref: 'Crossref XML' };

export function ArticleActions({ article, onRead }: { article: ArticleDetail; onRead: () => void }) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-3">
      {article.pdfUrl ? (
        <>
          <button type="button" onClick={onRead} className={`${BUTTON} bg-brand-900 text-white hover:bg-brand-800`}>
            Read Article
          </button>
          <a
            href={article.pdfUrl}
            download
            className={`${BUTTON} border border-brand-900 bg-white text-brand-900 hover:bg-brand-50`}
          >
            <DownloadIcon />
            Download PDF
          </a>
        </>
      ) : (
        <Tooltip content={PDF_NOT_AVAILABLE}>
          <button
            type="button"
            aria-disabled="true"
            onClick={(event) => event.preventDefault()}
            className={`${BUTTON} cursor-not-allowed border border-slate-300 bg-slate-100 text-slate-600`}
          >
            Read Article
          </button>
        </Tooltip>
      )}
      {article.sourceXmlUrl ? (
        <a
          href={article.sourceXmlUrl}
          className="inline-flex items-center gap-1.5 py-2.5 text-sm font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900"
        >
          {SOURCE_LABELS[article.sourceFormat] ?? 'Source XML'}
        </a>
      ) : null}
    </div>
  );
}
