import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its id (unique in the set), its label and its panel's content. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation): a `tablist` of `tab`
 * buttons and one `tabpanel` per tab. Only the selected tab is in the tab order; Left and
 * Right arrows move to the previous or next tab (wrapping), Home and End to the first and
 * last, and the tab that gets focus is selected. Hidden panels stay in the document (with
 * `hidden`) so that every `aria-controls` points at an element.
 * @param label accessible name of the tab list
 * @param defaultId the tab selected first; default the first tab
 */
export function Tabs({ label, items, defaultId }: { label: string; items: readonly TabItem[]; defaultId?: string }) {
  const prefix = useId();
  const [selected, setSelected] = useState(defaultId ?? items[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next];
    setSelected(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div className="border-b border-slate-200">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:thin]"
        >
          {items.map((item) => {
            const isSelected = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) buttons.current.set(item.id, element);
                  else buttons.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={isSelected}
                aria-controls={panelId(item.id)}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(item.id)}
                className={`shrink-0 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors focus-visible:-outline-offset-2 ${
                  isSelected
                    ? 'border-accent-400 text-brand-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-900'
                }`}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          tabIndex={0}
          className="pt-8 focus-visible:outline-offset-4"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
