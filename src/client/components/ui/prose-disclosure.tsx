import { useId, useState, type ReactNode } from 'react';

type HeadingLevel = 2 | 3 | 4;

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 7.5 10 12.5 15 7.5" />
    </svg>
  );
}

/**
 * A show/hide section (WAI-ARIA disclosure pattern): a heading holding a `<button
 * aria-expanded aria-controls>` and the panel it shows or hides (`hidden` when closed, so
 * it leaves the accessibility tree). Enter and Space toggle it, as with any button.
 *
 * It draws no borders: put a list of them in a container with `divide-y`.
 *
 * Controlled when `open` is given (then `onOpenChange` reports clicks); otherwise it keeps
 * its own state, starting from `defaultOpen`.
 *
 * @param title the button's text (the question, for a FAQ)
 * @param marker shown before the title, e.g. the question number "1."
 * @param headingLevel level of the heading wrapping the button (default 3)
 * @param id id of the element around the disclosure (a fragment to link to)
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
  const buttonId = useId();
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = () => {
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  return (
    <div id={id} className="scroll-mt-28">
      <Heading className="font-sans text-base font-semibold sm:text-lg">
        <button
          type="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={toggle}
          className="flex w-full items-start gap-3 px-1 py-4 text-left text-brand-900 hover:text-brand-700 hover:underline hover:underline-offset-4"
        >
          {marker ? <span className="w-8 shrink-0 font-serif text-accent-700 tabular-nums">{marker}</span> : null}
          <span className="flex-1">{title}</span>
          <Chevron open={isOpen} />
        </button>
      </Heading>
      <div id={panelId} hidden={!isOpen} className={`pb-5 ${marker ? 'pl-12' : 'pl-1'} pr-1 sm:pr-8`}>
        {children}
      </div>
    </div>
  );
}
