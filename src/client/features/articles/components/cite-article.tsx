import type { ArticleDetail } from '../../../../shared/api/catalogue';
import { CITATION_FORMATS, citationHref } from '../api/citation';
import { vancouverCitation } from '../lib/citation-text';

/**
 * 'Cite': the reference in Vancouver style, and BibTeX and RIS downloads from
 * `GET /api/articles/{id}/citation?format=bibtex|ris` (the server answers a file).
 */
export function CiteArticle({ article }: { article: ArticleDetail }) {
  return (
    <section aria-labelledby="cite-article" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="cite-article" className="text-lg font-semibold">
        Cite
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-slate-700 wrap-anywhere">{vancouverCitation(article)}</p>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">Download citation</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {CITATION_FORMATS.map(({ format, label }) => (
          <li key={format}>
            <a
              href={citationHref(article.id, format)}
              download
              className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:border-brand-900 hover:bg-brand-50"
            >
              {label}
              <span className="sr-only"> citation file</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
