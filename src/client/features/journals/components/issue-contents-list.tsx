/**
 * The table of contents of an issue page (decision 0029): one section per article type, each
 * article with its title (to its page), authors, page range, DOI and PDF link.
 */
import { Link } from 'react-router';
import type { ContentsArticle, IssueContents } from '../../../../shared/api/issues';
import { paths } from '../../../../shared/routes';
import { StaticRegion } from '../../../lib/static-region';

/** "pp. 40–52", "p. 7", "e1004" (an article number): the page range as printed, or null. */
export function pageRange(pages: string | null): string | null {
  const value = pages?.trim();
  if (!value) return null;
  const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(value);
  if (range) return `pp. ${range[1]}–${range[2]}`;
  return /^\d+$/.test(value) ? `p. ${value}` : value;
}

function ContentsEntry({ article, showIssue }: { article: ContentsArticle; showIssue: boolean }) {
  const pages = pageRange(article.pages);
  return (
    <li className="border-b border-slate-200 py-4 last:border-b-0">
      <h4 className="font-serif text-lg font-semibold leading-snug">
        <Link to={paths.article.getHref(article.id)} className="text-brand-900 underline-offset-2 hover:underline">
          {article.title}
        </Link>
      </h4>
      {article.authors ? <p className="mt-1 text-sm text-slate-700">{article.authors}</p> : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {showIssue && article.issue ? <span>Issue {article.issue}</span> : null}
        {pages ? <span>{pages}</span> : null}
        {article.doi ? (
          <a href={`https://doi.org/${article.doi}`} className="text-brand-800 underline-offset-2 hover:underline">
            https://doi.org/{article.doi}
          </a>
        ) : null}
        {article.pdfUrl ? (
          <a href={article.pdfUrl} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            PDF<span className="sr-only"> of {article.title}</span>
          </a>
        ) : null}
      </p>
    </li>
  );
}

/** The sections of `contents`; a whole volume's entries also name their issue. */
export function IssueContentsList({ contents }: { contents: IssueContents }) {
  const showIssue = contents.number === null && contents.issues.some((issue) => issue.number !== '');
  const ids = contents.sections.flatMap((section) => section.articles.map((article) => article.id));
  return (
    <StaticRegion id={`issue-contents:${ids.join(',')}`} className="space-y-10">
      {contents.sections.map((section) => {
        const id = `section-${section.articleType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <section key={section.articleType} aria-labelledby={id}>
            <h3 id={id} className="border-b-2 border-accent-400 pb-2 text-xl font-bold tracking-tight">
              {section.articleType}
              <span className="ml-2 text-base font-normal text-slate-600">({section.articles.length})</span>
            </h3>
            <ol className="mt-2">
              {section.articles.map((article) => (
                <ContentsEntry key={article.id} article={article} showIssue={showIssue} />
              ))}
            </ol>
          </section>
        );
      })}
    </StaticRegion>
  );
}
