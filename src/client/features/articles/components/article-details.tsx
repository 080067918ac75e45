import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleDetail } from '../../../../shared/api/catalogue';
import { paths } from '../../../../shared/routes';
import { partialIsoDate, type DatePrecision } from '../../../../shared/domain/date-precision';
import { DATE_NOT_AVAILABLE, formatDate } from '../../../lib/format';
import { doiHref, licenseName } from '../lib/article-text';

const LINK =
  'font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

/**
 * A date as `<time>` in 'MMM dd, yyyy', or 'Date not available'; a date known only by its year
 * or month (decision 0083) as "2024" or "Oct 2024", its `datetime` as precise ("2024", "2024-10").
 */
export function ArticleDate({ value, precision = 'day' }: { value: string | null; precision?: DatePrecision }) {
  const text = formatDate(value, precision);
  const datetime = partialIsoDate(value, precision);
  return datetime && text !== DATE_NOT_AVAILABLE ? <time dateTime={datetime}>{text}</time> : <>{text}</>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2.5 first:pt-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-1 text-sm text-slate-800 wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * "Article information": journal (linking to its page), volume, issue, pages, the
 * published, received and accepted dates, DOI, license and copyright. Rows the record
 * lacks are left out, except the published date ('Date not available').
 */
export function ArticleDetails({ article }: { article: ArticleDetail }) {
  const license = licenseName(article.licenseUrl);
  // The licence statement under its link, unless it only repeats the link's name ('CC BY 4.0').
  return (
    <section aria-labelledby="article-information" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="article-information" className="text-lg font-semibold">
        Article information
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        <Row term="Journal">
          <Link to={paths.journal.getHref(article.journalAbbreviation)} className={`${LINK} font-serif italic`}>
            {article.journalTitle}
          </Link>
          {article.journalIssn ? (
            <span className="block text-xs text-slate-600">ISSN {article.journalIssn}</span>
          ) : null}
        </Row>
        {article.volume ? <Row term="Volume">{article.volume}</Row> : null}
        {article.issue ? <Row term="Issue">{article.issue}</Row> : null}
        {article.pages ? <Row term="Pages">{article.pages}</Row> : null}
        <Row term="Published">
          <ArticleDate value={article.publishedDate} precision={article.publishedDatePrecision} />
        </Row>
        {article.receivedDate ? (
          <Row term="Received">
            <ArticleDate value={article.receivedDate} />
          </Row>
        ) : null}
        {article.acceptedDate ? (
          <Row term="Accepted">
            <ArticleDate value={article.acceptedDate} />
          </Row>
        ) : null}
        {article.doi ? (
          <Row term="DOI">
            <a href={doiHref(article.doi)} className={`${LINK} break-all`}>
              {doiHref(article.doi)}
            </a>
          </Row>
        ) : null}
        {article.licenseUrl || article.license ? (
          <Row term="License">
            {article.licenseUrl ? (
              <a href={article.licenseUrl} rel="license" className={LINK}>
                {license ?? 'View the license'}
              </a>
            ) : null}
            {article.license && !(article.licenseUrl && article.license.trim() === license) ? (
              <span className={`block leading-relaxed ${article.licenseUrl ? 'mt-1.5 text-xs text-slate-600' : ''}`}>
                {article.license}
              </span>
            ) : null}
          </Row>
        ) : null}
        {article.copyright ? <Row term="Copyright">{article.copyright}</Row> : null}
        {article.journalPublisher ? <Row term="Publisher">{article.journalPublisher}</Row> : null}
      </dl>
    </section>
  );
}
