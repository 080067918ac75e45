/**
 * A tooltip for one control, WCAG 1.4.13 (seed 000 §9): opens after {@link TOOLTIP_DELAY_MS}
 * of hover (at once within {@link TOOLTIP_SKIP_DELAY_MS} of another closing) and at once on
 * keyboard focus; stays open while the pointer is over the trigger or the tooltip (the
 * tooltip sits inside the hover area, joined to the trigger by a transparent bridge); Escape
 * dismisses it. The text is also always in the DOM (visually hidden) as the trigger's
 * `aria-describedby`, so screen readers announce it even when the tooltip is not shown.
 *
 * Our own, not Radix Tooltip: Radix positions with floating-ui (~10 KB gzipped), which was the
 * largest single part of the article page's JavaScript for one tooltip above one button
 * (the public pages' JavaScript budget; decision 0024). The tooltip is placed above its trigger by CSS.
 *
 * @param content the tooltip text
 * @param children the trigger: one element that takes props (a `<button>`)
 */
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';

/** Hover delay before a tooltip opens, and the window in which the next one opens at once (seed 000 §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When the last tooltip closed (ms since the epoch), for the skip delay across tooltips. */
let lastClosedAt = 0;

export function Tooltip({
  content,
  children,
}: {
  content: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => clearTimeout(timer.current);
  const show = () => {
    cancel();
    setOpen(true);
  };
  const hide = () => {
    cancel();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };
  const showAfterDelay = () => {
    if (open) return;
    cancel();
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
  };

  // Escape dismisses it wherever the focus is (a hovered tooltip has no focus inside).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      lastClosedAt = Date.now();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  useEffect(() => cancel, []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={showAfterDelay}
      onPointerMove={showAfterDelay}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': descriptionId })}
      <span id={descriptionId} className="sr-only">
        {content}
      </span>
      {open ? (
        <span className="absolute bottom-full left-1/2 z-50 -translate-x-1/2 pb-2">
          <span
            role="tooltip"
            className="block whitespace-nowrap rounded bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {content}
          </span>
        </span>
      ) : null}
    </span>
  );
}
