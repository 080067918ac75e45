import { useState, type ReactNode } from 'react';

type HeadingLevel = 2 | 3 | 4;

function Chevron() {
  // Turned by the state of its `details` (`group-open:`), so it follows without JavaScript too.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 7.5 10 12.5 15 7.5" />
    </svg>
  );
}

/**
 * A show/hide section as HTML's own disclosure, `<details>` and `<summary>` (decision 0083): it
 * opens and closes without JavaScript (before hydration, or with none), by mouse, Enter and
 * Space, and the browser opens it when a link targets it. The summary holds a heading with the
 * title, so the questions stay in the page's outline.
 *
 * It draws no borders: put a list of them in a container with `divide-y`.
 *
 * Controlled when `open` is given (then `onOpenChange` reports the reader's toggles); otherwise
 * it keeps its own state, starting from `defaultOpen`.
 *
 * @param title the summary's text (the question, for a FAQ)
 * @param marker shown before the title, e.g. the question number "1."
 * @param headingLevel level of the heading in the summary (default 3)
 * @param id id of the `details` (a fragment to link to)
 */
export function ProseDisclosure({
  title,
  marker,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  headingLevel = 3,
  id,
}: {
  title: ReactNode;
  marker?: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  headingLevel?: HeadingLevel;
  id?: string;
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const Heading = `h${headingLevel}` as const;

  return (
    <details
      id={id}
      open={isOpen}
      onToggle={(event) => {
        // Also fired when React sets `open` itself: only a change from the state is the reader's.
        const next = event.currentTarget.open;
        if (next === isOpen) return;
        if (open === undefined) setOwnOpen(next);
        onOpenChange?.(next);
      }}
      className="group scroll-mt-28"
    >
      <summary className="flex w-full cursor-pointer list-none items-start gap-3 px-1 py-4 text-left text-brand-900 hover:text-brand-700 hover:underline hover:underline-offset-4 [&::-webkit-details-marker]:hidden">
        <Heading className="flex flex-1 items-start gap-3 font-sans text-base font-semibold sm:text-lg">
          {marker ? <span className="w-8 shrink-0 font-serif text-accent-700 tabular-nums">{marker}</span> : null}
          <span className="flex-1">{title}</span>
        </Heading>
        <Chevron />
      </summary>
      <div className={`pb-5 ${marker ? 'pl-12' : 'pl-1'} pr-1 sm:pr-8`}>{children}</div>
    </details>
  );
}
