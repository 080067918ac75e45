/**
 * A page hydrated in turns (issue 14, decision 0034): the shell, then the header, then the
 * page's content, each in a task of its own.
 *
 * Preact hydrates in one synchronous pass; a phone then runs the whole page's hydration as one
 * long task. {@link HydrateLater} wraps a part: during the first hydration it suspends until
 * its turn (a macrotask after the previous part's), the runtime keeps the part's server DOM
 * meanwhile and hydrates it then, so the browser can paint and answer input between the
 * parts. On the server, under React (which slices hydration itself) and for everything
 * rendered after the first hydration, a part renders at once.
 *
 * Ids from `useId` count up in render order. The parts are hydrated in the order they appear,
 * nothing after the last part makes ids (the footer is a static region), and the gate makes
 * none, so every id is the server's. A first attempt (withdrawn, decision 0024) keyed its
 * turns by `useId` and also split the article page's columns; the search page's ids then
 * differed from the server's. The e2e suite's axe run on every page checks the ids.
 */
import { Suspense, type ReactNode } from 'react';

let hydrating = false;
/** The turn of each part, by name, chained in the order the parts first rendered. */
const turns = new Map<string, { promise: Promise<void>; done: boolean }>();
let last: Promise<void> = Promise.resolve();
let finished: Promise<void> = Promise.resolve();

/** Yields to the event loop: the next macrotask (input and rendering can run before it). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the first hydration (`hydrate`) with each {@link HydrateLater} part waiting for a task
 * of its own, in the order the parts appear in the page.
 * @returns resolves once every part had its turn
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true;
  last = Promise.resolve();
  hydrate();
  // The parts registered during the synchronous first pass are chained on `last` by now.
  finished = last.then(nextTask).then(() => {
    hydrating = false;
    turns.clear();
  });
  return finished;
}

/** Resolves once the first hydration, deferred parts included, is done (at once when none ran). */
export function hydrationFinished(): Promise<void> {
  return finished;
}

function turnOf(part: string): { promise: Promise<void>; done: boolean } {
  let turn = turns.get(part);
  if (!turn) {
    const entry = { promise: Promise.resolve(), done: false };
    entry.promise = last.then(nextTask).then(() => {
      entry.done = true;
    });
    last = entry.promise;
    turns.set(part, entry);
    turn = entry;
  }
  return turn;
}

function Gate({ part, children }: { part: string; children: ReactNode }) {
  if (hydrating) {
    const turn = turnOf(part);
    // A suspension while hydrating: the part's server DOM stays as it is until its task.
    if (!turn.done) throw turn.promise;
  }
  return children;
}

/**
 * Hydrates `children` (one root element) in a task of its own after the parts before it;
 * renders them at once otherwise.
 * @param part the part's name, unique in the page (not `useId`: the gate must make no ids)
 */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate part={part}>{children}</Gate>
    </Suspense>
  );
}
