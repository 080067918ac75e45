/**
 * `useServerDraft(submissionId, key)`: a text being written, kept on the server as it is typed
 * (docs/decisions/0074-revision-deadlines-and-drafts.md; the endpoints
 * `GET/PUT/DELETE /api/submissions/{id}/drafts/{key}`, shared/api/endpoints/drafts.ts).
 *
 *   const draft = useServerDraft<{ text: string }>(submissionId, 'discussion.author');
 *   if (!draft.loaded) return <p>Loading…</p>;
 *   <textarea value={draft.value?.text ?? ''} onChange={(e) => draft.set({ text: e.target.value })} />
 *   … after sending: await draft.clear();
 *
 * - On mount it loads the caller's draft (`value`: the saved body, or null when there is none;
 *   `loaded` turns true either way, also when the load failed: the person can still type).
 * - `set(body)` changes `value` at once and saves it {@link DRAFT_SAVE_DELAY_MS} ms after the last
 *   change (debounced), one PUT at a time; a change still waiting is saved when the component
 *   unmounts (`flush()` saves it now).
 * - `clear()` drops a waiting save and removes the draft (after the text is sent).
 * - `status`: 'idle', 'saving', 'saved' or 'error' (the last save failed; the next change tries again).
 * A key names the role it is written in (shared/api/drafts.ts: 'review', 'decision.{decision}',
 * 'discussion.{name}'); the server keeps a draft only for someone who may act in that role.
 * `body` is a flat object of fields (text, number, true/false or null).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftBody } from '../../shared/api/drafts';
import * as endpoints from '../../shared/api/endpoints/drafts';
import { ApiError } from './api-client';
import { call } from './call';

/** The debounce of a save, in ms (a pause in typing). */
export const DRAFT_SAVE_DELAY_MS = 800;

/** Where the last save stands. */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The caller's draft `key` of submission `submissionId`, or null when there is none. */
export async function loadServerDraft(submissionId: number, key: string): Promise<DraftBody | null> {
  try {
    return (await call(endpoints.getDraft, { params: { id: submissionId, key } })).body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Stores `body` as the caller's draft `key` of submission `submissionId`. */
export async function storeServerDraft(submissionId: number, key: string, body: DraftBody): Promise<void> {
  await call(endpoints.saveDraft, { params: { id: submissionId, key }, body: { body } });
}

/** Removes the caller's draft `key` of submission `submissionId` (none: nothing happens). */
export async function removeServerDraft(submissionId: number, key: string): Promise<void> {
  await call(endpoints.deleteDraft, { params: { id: submissionId, key } });
}

/** What {@link useServerDraft} gives. */
export interface ServerDraft<T extends DraftBody> {
  /** The draft as it is now in the page: restored from the server, then as set; null: none. */
  value: T | null;
  /** The load is over (a draft restored, none found, or the load failed). */
  loaded: boolean;
  status: DraftStatus;
  /** Changes the draft and saves it after a pause in typing. */
  set: (body: T) => void;
  /** Saves a waiting change now. */
  flush: () => Promise<void>;
  /** Drops a waiting change and removes the draft on the server. */
  clear: () => Promise<void>;
}

/**
 * The draft `key` of submission `submissionId` kept on the server (see the module comment).
 * `submissionId` null: nothing is loaded or saved (`loaded` true, `value` null).
 */
export function useServerDraft<T extends DraftBody>(
  submissionId: number | null,
  key: string,
  delayMs: number = DRAFT_SAVE_DELAY_MS,
): ServerDraft<T> {
  const [value, setValue] = useState<T | null>(null);
  const which = `${submissionId}/${key}`;
  // The draft whose load is over (restored, none, or failed): `loaded` is for the current one only.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const target = useRef({ submissionId, key });
  useEffect(() => {
    target.current = { submissionId, key };
  }, [submissionId, key]);

  useEffect(() => {
    if (submissionId === null) return;
    let live = true;
    loadServerDraft(submissionId, key)
      .then((body) => {
        // A change typed while loading wins over the stored draft.
        if (live && pending.current === null) setValue(body as T | null);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoadedFor(`${submissionId}/${key}`);
      });
    return () => {
      live = false;
    };
  }, [submissionId, key]);
  const loaded = submissionId === null || loadedFor === which;

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const body = pending.current;
    const { submissionId: id, key: k } = target.current;
    if (body === null || id === null) return;
    pending.current = null;
    setStatus('saving');
    try {
      await storeServerDraft(id, k, body);
      setStatus('saved');
    } catch {
      setStatus('error');
    }
  }, []);

  const set = useCallback(
    (body: T) => {
      setValue(body);
      pending.current = body;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setValue(null);
    setStatus('idle');
    const { submissionId: id, key: k } = target.current;
    if (id !== null) await removeServerDraft(id, k).catch(() => undefined);
  }, []);

  // A change still waiting when the form goes away is saved then.
  useEffect(() => () => void flush(), [flush]);

  return { value, loaded, status, set, flush, clear };
}
