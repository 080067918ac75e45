/**
 * A tooltip for one control on Radix Tooltip (`@radix-ui/react-tooltip`), WCAG 1.4.13:
 * opens after {@link TOOLTIP_DELAY_MS} of hover (at once within
 * {@link TOOLTIP_SKIP_DELAY_MS} of another closing) and at once on keyboard focus; stays
 * open while the pointer is over the trigger or the tooltip; Escape dismisses it. The text
 * is also always in the DOM (visually hidden) as the trigger's `aria-describedby`, so
 * screen readers announce it even when the tooltip is not shown (seed 000 §9).
 *
 * @param content the tooltip text
 * @param children the trigger: one element that takes a ref and props (a `<button>`)
 */
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useId, type ReactElement } from 'react';

/** Hover delay before a tooltip opens, and the window in which the next one opens at once (seed 000 §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  const descriptionId = useId();
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild aria-describedby={descriptionId}>
          {children}
        </RadixTooltip.Trigger>
        <span id={descriptionId} className="sr-only">
          {content}
        </span>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side="top"
            sideOffset={8}
            className="z-50 whitespace-nowrap rounded bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
