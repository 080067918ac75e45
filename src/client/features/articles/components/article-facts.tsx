import type { ArticleDetail } from '../../../../shared/api/catalogue';
import { doiHref, licenseName } from '../lib/article-text';

const LINK =
  'font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

/**
 * The article's DOI, licence and a link to its citation box, under the title on phones
 * (decision 0081: on a phone the details and the Cite box come after the whole text, ~15,000 px
 * down). The page shows it below 1024 px only; from there the right column starts with the
 * same details. Markup and links only (a static region, decision 0034); a row the record lacks
 * is left out, the Cite link is always there.
 */
export function ArticleFacts({ article }: { article: ArticleDetail }) {
  const license = licenseName(article.licenseUrl) ?? (article.licenseUrl ? 'License' : article.license);
  return (
    <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {article.doi ? (
        <div className="flex min-w-0 gap-1.5">
          <dt className="font-semibold">DOI</dt>
          <dd className="min-w-0">
            <a href={doiHref(article.doi)} className={`${LINK} break-all`}>
              {article.doi}
            </a>
          </dd>
        </div>
      ) : null}
      {license ? (
        <div className="flex min-w-0 gap-1.5">
          <dt className="font-semibold">License</dt>
          <dd className="min-w-0">
            {article.licenseUrl ? (
              <a href={article.licenseUrl} rel="license" className={LINK}>
                {license}
              </a>
            ) : (
              license
            )}
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="sr-only">Citation</dt>
        <dd>
          <a href="#cite-article" className={LINK}>
            Cite this article
          </a>
        </dd>
      </div>
    </dl>
  );
}
