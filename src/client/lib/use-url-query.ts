/**
 * The URL's query as the state of a page's filter controls (decision 0037: filters live in the
 * URL, so a filtered list can be bookmarked and survives a reload).
 *
 * React Router renders a changed location in a transition, and a controlled control whose value
 * arrives in a transition springs back to its old value until that render commits: a checkbox
 * reads unticked for a moment after the click, a select shows its old option, and a text field
 * can drop keystrokes typed meanwhile. This hook shows every change at once with `useOptimistic`
 * while the router's transition runs, and builds each change on the query already shown, so two
 * quick changes (a search, then a category) both reach the URL.
 *
 * @returns `[query, update]`: the query to render the controls from (with changes not yet
 *   committed), and `update(change)`, which lets `change` edit a copy of it and replaces the
 *   current history entry with the result (no new entry per keystroke, no scroll reset).
 */
import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';

export function useUrlQuery(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const [shown, show] = useOptimistic(params);
  const update = (change: (next: URLSearchParams) => void) =>
    startTransition(() => {
      const next = new URLSearchParams(shown);
      change(next);
      show(next);
      setParams(next, { replace: true, preventScrollReset: true });
    });
  return [shown, update];
}
