import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: a stable id, its label and its panel. */
export interface GuidelineTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern, automatic activation: a `tablist` of `tab`
 * buttons, each controlling one `tabpanel`. Only the selected tab is in the tab order;
 * Left/Right arrows move to the previous/next tab (wrapping), Home/End to the first/last,
 * and the focused tab is selected. The tab list wraps onto several lines on a phone
 * rather than hiding tabs off screen. Hidden panels stay in the document (`hidden`).
 * @param label accessible name of the tab list
 */
export function GuidelineTabs({ label, tabs }: { label: string; tabs: readonly GuidelineTab[] }) {
  const prefix = useId();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = tabs[index];
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 rounded-xl bg-brand-50 p-1.5 ring-1 ring-inset ring-brand-100 sm:gap-1"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={`grow rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors sm:grow-0 sm:px-4 ${
                isSelected ? 'bg-brand-900 text-white shadow-sm' : 'text-brand-800 hover:bg-white hover:text-brand-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-8 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
