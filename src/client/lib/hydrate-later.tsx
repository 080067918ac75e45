/**
 * A page hydrated in parts (decision 0034): the shell first, then the header's parts
 * and the page's content, each in renders of its own.
 *
 * A {@link HydrateLater} part is a Suspense boundary. React 19's `hydrateRoot` hydrates what
 * lies outside every boundary (the shell) in its first render and leaves each boundary's server
 * DOM in place; it then hydrates the boundaries at a lower priority (React's offscreen lane),
 * in document order, in time-sliced renders that yield to the browser every few milliseconds,
 * so a phone can paint and take input between them. A part the reader acts on first (a click,
 * a focus) is hydrated first and the event replayed on it (React's selective hydration).
 * On the server, and for everything rendered after the first hydration, a part renders at once.
 *
 * Ids from `useId` are derived from the position in the tree, not from render order, so parts
 * hydrated later keep the server's ids. The e2e suite's axe run on every page checks them.
 */
import { Suspense, useEffect, type ReactNode } from 'react';

/** Yields to the event loop: the next macrotask (input and rendering can run before it). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Parts rendered before the first hydration was over, whose content has not committed yet. */
const pending = new Set<string>();
let waiting: (() => void)[] = [];
/** Set once the first hydration is over: later renders of a part are not tracked. */
let settled = false;

function settleIfDone(): void {
  if (pending.size > 0 && !settled) return;
  settled = true;
  for (const resolve of waiting) resolve();
  waiting = [];
}

/**
 * Resolves once every part of the first render has hydrated (its content committed); at once
 * when no part is pending (a page rendered in the browser only, whose parts commit with it).
 * Called from an effect of the root (app/providers.tsx), which runs after the root's first
 * commit, when every part outside a later boundary has rendered and so registered.
 */
export function hydrationFinished(): Promise<void> {
  const finished = new Promise<void>((resolve) => waiting.push(resolve));
  settleIfDone();
  return finished;
}

/** Marks its part hydrated once the boundary's content has committed. */
function PartDone({ part }: { part: string }) {
  useEffect(() => {
    pending.delete(part);
    settleIfDone();
  }, [part]);
  return null;
}

/**
 * Hydrates `children` (one root element) in a render of its own, after the shell; renders
 * them at once otherwise.
 * @param part the part's name, unique in the page (names the part in {@link hydrationFinished})
 */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  // Registered during render, outside the boundary: the root's commit (and its effects) comes
  // before the boundary's, so the root's hydrationFinished() already counts this part.
  if (!settled && typeof document !== 'undefined') pending.add(part);
  return (
    <Suspense fallback={null}>
      {children}
      <PartDone part={part} />
    </Suspense>
  );
}
