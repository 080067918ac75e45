/**
 * The latest few of a long record, and the rest on request (decision 0075, amendment "records that
 * stay short"): the mail record and the history of the editor's submission page grow with every
 * step of a submission's life, so they print their latest entries and a "Show all (N)" / "Show
 * fewer" button (a disclosure: `aria-expanded`, `aria-controls` naming the list). Nothing is
 * dropped: every entry is one click away, and its own content (a mail's full text) opens there.
 */
import { useState } from 'react';
import { SrOnly } from '../../../components/ui/sr-only';

/** How many mails the record prints before "Show all": the latest three. */
export const LATEST_MAILS = 3;
/** How many history events print before "Show all": the latest five. */
export const LATEST_EVENTS = 5;

/**
 * Which of `items` to print: all of them when `expanded` or when there are no more than `latest`;
 * else the latest `latest` — the first ones of a newest-first list, the last ones of an
 * oldest-first list.
 */
export function latestOf<T>(
  items: readonly T[],
  latest: number,
  order: 'newest-first' | 'oldest-first',
  expanded: boolean,
) {
  if (expanded || items.length <= latest) return items;
  return order === 'newest-first' ? items.slice(0, latest) : items.slice(items.length - latest);
}

/** The open/closed state of a record's "Show all" (closed at first). */
export function useShowAll() {
  const [expanded, setExpanded] = useState(false);
  return { expanded, toggle: () => setExpanded((open) => !open) };
}

/**
 * "Show all (N)" / "Show fewer" for a list of `total` entries of which `latest` print when closed;
 * nothing when the list is no longer than that.
 * @param controls the id of the list it opens
 * @param what what the entries are, for screen readers ("mails", "events")
 */
export function ShowAllButton({
  total,
  latest,
  expanded,
  controls,
  what,
  onToggle,
}: {
  total: number;
  latest: number;
  expanded: boolean;
  controls: string;
  what: string;
  onToggle: () => void;
}) {
  if (total <= latest) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {expanded ? null : (
        <p className="text-slate-600">
          The latest {latest} of {total} {what}.
        </p>
      )}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={controls}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        onClick={onToggle}
      >
        {expanded ? (
          <>
            Show fewer<SrOnly> {what}</SrOnly>
          </>
        ) : (
          <>
            Show all ({total})<SrOnly> {what}</SrOnly>
          </>
        )}
      </button>
    </div>
  );
}
