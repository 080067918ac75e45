import { useRef } from 'react';
import { useNearView } from '../../../components/usage/use-near-view';
import { UsageSummary } from '../../../components/usage/usage-summary';
import { useJournalUsage } from '../api/get-journal-usage';

/**
 * The journal page's 'Usage' (docs/decisions/0085-counter-r5-usage.md): the COUNTER totals of the
 * journal's articles and their last 12 months. Nothing is shown while loading or on failure. The
 * figures served with a cached page are read again once it is hydrated (decision 0099).
 */
export function JournalUsage({ abbreviation }: { abbreviation: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Read again (the figures served may be old) once the box is near the viewport: no task at load on a phone.
  const { data, dataUpdatedAt } = useJournalUsage(abbreviation, useNearView(box));
  if (!data) return null;
  return (
    <div ref={box}>
      <UsageSummary usage={data} headingId="journal-usage" title="Usage" readAt={dataUpdatedAt} />
    </div>
  );
}
