import { formatCount as count } from '../../../lib/format';
import { useArticleUsage } from '../api/get-usage';

/**
 * 'Usage' (decision 0023): how often readers viewed the article's page and downloaded its PDF,
 * in all and over the last 30 days (`GET /api/articles/{id}/usage`). Robots are not counted.
 * Nothing is shown while loading or when the figures cannot be read.
 */
export function UsageFigures({ articleId, hasPdf }: { articleId: number; hasPdf: boolean }) {
  const { data } = useArticleUsage(articleId);
  if (!data) return null;
  const recent = data.daily.reduce(
    (sum, day) => ({ views: sum.views + day.views, downloads: sum.downloads + day.downloads }),
    { views: 0, downloads: 0 },
  );
  const rows = [{ term: 'Views', total: data.total.views, recent: recent.views }];
  if (hasPdf || data.total.downloads > 0) {
    rows.push({ term: 'PDF downloads', total: data.total.downloads, recent: recent.downloads });
  }
  return (
    <section aria-labelledby="article-usage" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="article-usage" className="text-lg font-semibold">
        Usage
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{row.term}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{count(row.total)}</dd>
            <dd className="text-xs text-slate-600">{count(row.recent)} in the last 30 days</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500">Counted per day by this site; robots and crawlers are left out.</p>
    </section>
  );
}
