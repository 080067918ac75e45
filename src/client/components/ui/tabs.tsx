import * as RadixTabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';

/** One tab: its id (unique in the set), its label and its panel's content. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** The looks of a tab list: the journal page's underline row, the guidelines index's pills. */
export const LIST_STYLES = {
  /** A row of labels over a rule, scrolling sideways on a phone (journal page). */
  underline: '-mb-px flex gap-1 overflow-x-auto [scrollbar-width:thin]',
  /** Pill buttons in a tinted bar, wrapping onto several lines on a phone (guidelines index). */
  pills: 'flex flex-wrap gap-2 rounded-xl bg-brand-50 p-1.5 ring-1 ring-inset ring-brand-100 sm:gap-1',
};

/** The classes of one tab of `variant`, selected or not. */
export function tabStyle(variant: keyof typeof LIST_STYLES, selected: boolean): string {
  if (variant === 'pills') {
    return `grow rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors sm:grow-0 sm:px-4 ${
      selected ? 'bg-brand-900 text-white shadow-sm' : 'text-brand-800 hover:bg-white hover:text-brand-900'
    }`;
  }
  return `shrink-0 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors focus-visible:-outline-offset-2 ${
    selected
      ? 'border-accent-400 text-brand-900'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-900'
  }`;
}

/**
 * Tabs on Radix Tabs (`@radix-ui/react-tabs`), after the WAI-ARIA tabs pattern with
 * automatic activation: a `tablist` of `tab` buttons and one `tabpanel` per tab. Only the
 * selected tab is in the tab order; Left and Right arrows move to the previous or next tab
 * (wrapping), Home and End to the first and last, and the tab that gets focus is selected.
 * Hidden panels stay in the document (with `hidden`) so that every `aria-controls` points
 * at an element.
 * @param label accessible name of the tab list
 * @param defaultId the tab selected first; default the first tab
 * @param variant 'underline' (default) or 'pills'
 * @param lazy render a panel's content only once its tab has been selected (then keep it),
 *   so that panels which load data load it when first opened
 */
export function Tabs({
  label,
  items,
  defaultId,
  variant = 'underline',
  lazy = false,
}: {
  label: string;
  items: readonly TabItem[];
  defaultId?: string;
  variant?: keyof typeof LIST_STYLES;
  lazy?: boolean;
}) {
  const [selected, setSelectedState] = useState(defaultId ?? items[0]?.id ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(selected ? [selected] : []));
  const setSelected = (id: string) => {
    setSelectedState(id);
    setOpened((before) => (before.has(id) ? before : new Set([...before, id])));
  };

  const list = (
    <RadixTabs.List aria-label={label} className={LIST_STYLES[variant]}>
      {items.map((item) => (
        <RadixTabs.Trigger
          key={item.id}
          value={item.id}
          // The selected tab is the tab stop from the first render (Radix would wait for focus).
          tabIndex={item.id === selected ? 0 : -1}
          className={tabStyle(variant, item.id === selected)}
        >
          {item.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );

  return (
    <RadixTabs.Root value={selected} onValueChange={setSelected} activationMode="automatic">
      {variant === 'underline' ? <div className="border-b border-slate-200">{list}</div> : list}
      {items.map((item) => (
        <RadixTabs.Content
          key={item.id}
          value={item.id}
          forceMount
          hidden={item.id !== selected}
          className="pt-8 focus-visible:outline-offset-4"
        >
          {!lazy || opened.has(item.id) ? item.content : null}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
