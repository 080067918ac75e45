import { useRef } from 'react';
import { useNearView } from '../../../components/usage/use-near-view';
import { UsageSummary } from '../../../components/usage/usage-summary';
import { useArticleUsage } from '../api/get-usage';

/**
 * 'Usage' (docs/decisions/0085-counter-r5-usage.md): the article's COUNTER totals and its last 12
 * months (`GET /api/articles/{id}/usage`). Nothing is shown while loading or when the figures
 * cannot be read. Hydrated, not adopted as a static region: the figures served with a cached page
 * are those of its render, read again once the page is hydrated (decision 0099).
 */
export function UsageFigures({ articleId }: { articleId: number }) {
  const box = useRef<HTMLDivElement>(null);
  // Read again (the figures served may be old) once the box is near the viewport: no task at load on a phone.
  const { data, dataUpdatedAt } = useArticleUsage(articleId, useNearView(box));
  if (!data) return null;
  return (
    <div ref={box}>
      <UsageSummary usage={data} headingId="article-usage" title="Usage" readAt={dataUpdatedAt} />
    </div>
  );
}
