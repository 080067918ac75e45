/**
 * Hydration in turns (issue 14, docs/decisions/0024): a server-rendered page is hydrated one
 * part at a time, each part in its own task, so the browser can answer input and paint between
 * them instead of running one long task for the whole page (Preact's hydration is one
 * synchronous pass; React 19 slices it itself and simply follows the same turns).
 *
 * A part is wrapped in `<HydrateInTurn>`: during the first hydration it suspends until its turn
 * (the previous part's turn plus one macrotask); the runtime keeps the server's DOM meanwhile and
 * hydrates it when the turn comes. On the server, and for anything rendered after hydration
 * (client navigation), it renders its children at once. The wrapped subtree must render exactly
 * one element at its root: Preact keeps the first server node of a part that suspends while
 * hydrating (there are no Suspense markers in our server HTML, since nothing suspends there).
 */
import { Suspense, useId, type ReactNode } from 'react';

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

let hydrating = false;
let last: Promise<void> = Promise.resolve();
const turns = new Map<string, Turn>();
let finished: Promise<void> = Promise.resolve();

/** Yields to the event loop: the next macrotask (input and rendering can run before it). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Marks the start of the first hydration; call right before `hydrateRoot`.
 * @returns nothing; {@link hydrationFinished} resolves once every part has had its turn
 */
export function beginStagedHydration(): void {
  hydrating = true;
  last = nextTask();
  // Settles after the parts registered during the first pass (they chain onto `last`).
  finished = nextTask().then(async function drain(): Promise<void> {
    const seen = last;
    await seen;
    if (seen !== last) return drain();
    hydrating = false;
    turns.clear();
  });
}

/** Resolves once the first hydration and all its turns are done (at once when none ran). */
export function hydrationFinished(): Promise<void> {
  return finished;
}

function turnOf(id: string): Turn {
  let turn = turns.get(id);
  if (!turn) {
    const entry: Turn = { promise: Promise.resolve(), done: false };
    entry.promise = last.then(nextTask).then(() => {
      entry.done = true;
    });
    last = entry.promise;
    turns.set(id, entry);
    turn = entry;
  }
  return turn;
}

function Gate({ children }: { children: ReactNode }) {
  const id = useId();
  if (hydrating) {
    const turn = turnOf(id);
    // A suspension while hydrating: the server's DOM of this part stays as it is until then.
    if (!turn.done) throw turn.promise;
  }
  return children;
}

/** Hydrates `children` (one root element) in a task of its own; renders them at once otherwise. */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
