import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Hover delay before a tooltip opens, and the window in which the next one opens at once (seed 000 §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When the last tooltip closed: within the skip delay the next opens without waiting. */
let lastClosedAt = -Infinity;

/**
 * A tooltip for one control (WCAG 1.4.13): opens after {@link TOOLTIP_DELAY_MS} of hover
 * (at once within {@link TOOLTIP_SKIP_DELAY_MS} of another closing) and at once on
 * keyboard focus; stays open while the pointer is over the trigger or the tooltip; Escape
 * dismisses it. The text is always in the DOM and the trigger names it through
 * `aria-describedby`, so screen readers announce it even when it is not shown.
 *
 * @param content the tooltip text
 * @param children renders the trigger; spread `describedBy` as its `aria-describedby`
 */
export function Tooltip({ content, children }: { content: string; children: (describedBy: string) => ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0 || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={() => show(TOOLTIP_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {children(id)}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-1/2 z-20 mb-2 -translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
      >
        {content}
      </span>
    </span>
  );
}
