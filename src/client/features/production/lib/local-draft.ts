/**
 * Production metadata typed but not saved, kept in this browser (decision 0102): the form's draft
 * in `localStorage` under `genesis.production-metadata.{submissionId}`, written as the editor
 * types and removed once saved or discarded, so that a reload (or a closed tab) loses nothing.
 * The wizard keeps its translations the same way (decision 0095).
 *
 * Stored: `{ v: 1, base, savedAt, draft }`: `base` is the `updatedAt` of the saved record the
 * editor started from (null: never saved), `savedAt` when the draft was written (ISO 8601),
 * `draft` the form's own state (JSON). Anything else under the key is ignored.
 */
import { browserStorage } from '../../../lib/use-stored-draft';

/** The storage key of submission `submissionId`'s unsaved production metadata. */
export function localDraftKey(submissionId: number): string {
  return `genesis.production-metadata.${submissionId}`;
}

/** An unsaved draft as stored. */
export interface LocalDraft<T> {
  /** The saved record's `updatedAt` the draft started from (null: nothing saved then). */
  base: string | null;
  /** When the draft was last written (ISO 8601). */
  savedAt: string;
  draft: T;
}

/** The unsaved draft of `submissionId`, or null (none, or not of the stored shape). */
export function readLocalDraft(submissionId: number): LocalDraft<unknown> | null {
  const raw = browserStorage()?.getItem(localDraftKey(submissionId));
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object') return null;
    const { v: version, base, savedAt, draft } = v as Record<string, unknown>;
    if (version !== 1 || (base !== null && typeof base !== 'string') || typeof savedAt !== 'string') return null;
    if (!draft || typeof draft !== 'object') return null;
    return { base, savedAt, draft };
  } catch {
    return null;
  }
}

/** Keeps `draft` as submission `submissionId`'s unsaved production metadata (a full storage: not kept). */
export function writeLocalDraft(submissionId: number, base: string | null, draft: unknown, now = new Date()): void {
  try {
    browserStorage()?.setItem(
      localDraftKey(submissionId),
      JSON.stringify({ v: 1, base, savedAt: now.toISOString(), draft }),
    );
  } catch {
    // A full or refused storage: the form still works, the draft is not kept.
  }
}

/** Removes submission `submissionId`'s unsaved draft (saved or discarded). */
export function removeLocalDraft(submissionId: number): void {
  browserStorage()?.removeItem(localDraftKey(submissionId));
}
