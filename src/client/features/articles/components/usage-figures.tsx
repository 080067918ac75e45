import { UsageSummary } from '../../../components/usage/usage-summary';
import { useArticleUsage } from '../api/get-usage';

/**
 * 'Usage' (docs/decisions/0085-counter-r5-usage.md): the article's COUNTER totals and its last 12
 * months (`GET /api/articles/{id}/usage`). Nothing is shown while loading or when the figures
 * cannot be read.
 */
export function UsageFigures({ articleId }: { articleId: number }) {
  const { data } = useArticleUsage(articleId);
  if (!data) return null;
  return <UsageSummary usage={data} headingId="article-usage" title="Usage" />;
}
