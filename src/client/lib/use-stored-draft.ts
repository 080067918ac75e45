/**
 * A form's typed values kept in the browser's localStorage while they differ from what the form
 * opened with, so that closing its dialog by accident (Escape, a press outside) or reloading the
 * page loses nothing ("Nothing a person typed is lost: drafts survive a reload"; decision 0105).
 * Only for forms that exist in the browser alone: a form of a server record the server drafts
 * uses `useServerDraft` (decision 0074).
 *
 * Never store a secret with it: the caller passes only what may rest in the browser (a client
 * secret or a password stays in the component's own state).
 */
import { useCallback, useState } from 'react';

/** The key prefix of every draft this hook keeps. */
export const STORED_DRAFT_PREFIX = 'genesis.draft.';

/** The browser's localStorage, or null where there is none (the server render) or it refuses. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that refuses storage (a privacy mode): the form works, nothing is kept.
    return null;
  }
}

/**
 * @param key the draft's name (after {@link STORED_DRAFT_PREFIX}), one per form and record
 * @param initial what the form opens with (the record's values, or empty)
 * @param read checks what storage holds (any JSON: it may be old or edited) and returns the
 *   values, or null to ignore it
 * @returns `values`; `set` (kept at once, or removed when back to `initial`); `restored` (the
 *   form opened with a kept draft); `discard` (back to `initial`, the draft removed)
 */
export function useStoredDraft<T>(
  key: string,
  initial: T,
  read: (stored: unknown) => T | null,
): { values: T; set: (update: (current: T) => T) => void; restored: boolean; discard: () => void } {
  const name = STORED_DRAFT_PREFIX + key;
  const [state, setState] = useState<{ values: T; restored: boolean }>(() => {
    const raw = browserStorage()?.getItem(name);
    if (!raw) return { values: initial, restored: false };
    let kept: T | null = null;
    try {
      kept = read(JSON.parse(raw));
    } catch {
      kept = null;
    }
    return kept === null ? { values: initial, restored: false } : { values: kept, restored: true };
  });
  // What the form opened with (a later `initial` does not reset a form being typed in).
  const [first] = useState(initial);
  const [start] = useState(() => JSON.stringify(initial));

  const set = useCallback(
    (update: (current: T) => T) =>
      setState((s) => {
        const values = update(s.values);
        const text = JSON.stringify(values);
        try {
          if (text === start) browserStorage()?.removeItem(name);
          else browserStorage()?.setItem(name, text);
        } catch {
          // Storage full or refused: the typing still shows; only the reload copy is missing.
        }
        return { ...s, values };
      }),
    [name, start],
  );
  const discard = useCallback(() => {
    browserStorage()?.removeItem(name);
    setState({ values: first, restored: false });
  }, [name, first]);

  return { values: state.values, set, restored: state.restored, discard };
}
