/**
 * The decision composer's drafts (docs/decisions/0071-decision-letters-kept.md): one letter
 * per decision type of one submission, so that switching Minor → Major → Minor brings the edited
 * Minor letter back. Each draft keeps the text the template gave (`composed`) beside the editor's
 * text, so that the composer knows when a text is the editor's own work (`isEdited`) and asks
 * before replacing it. First step: the drafts are kept in this browser's localStorage under
 * `genesis.letter.{submissionId}.{decision}` (they survive a reload, not a change of browser);
 * storing them on the server is left for a later round (the decision record says so).
 */
import { useCallback, useState } from 'react';
import { DECISIONS, type Decision } from '../../../../shared/domain/submission-workflow';

/** One decision's letter: what the template gave, and the text as the editor has it now. */
export interface LetterDraft {
  /** The author's address the letter goes to. */
  to: string;
  subject: string;
  /** The text as composed from the template (to tell an edited text from it). */
  composed: string;
  /** The text as it is now: what is sent. */
  text: string;
}

/** The drafts by decision type. */
export type LetterDrafts = Partial<Record<Decision, LetterDraft>>;

/** The localStorage key of `decision`'s draft for submission `submissionId`. */
export function letterDraftKey(submissionId: number, decision: Decision): string {
  return `genesis.letter.${submissionId}.${decision}`;
}

/** True when the editor changed the text the template gave. */
export function isEdited(draft: LetterDraft | undefined): boolean {
  return draft !== undefined && draft.text !== draft.composed;
}

function parseDraft(raw: string | null): LetterDraft | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { to, subject, composed, text } = value as Record<string, unknown>;
    if ([to, subject, composed, text].every((v) => typeof v === 'string'))
      return { to, subject, composed, text } as LetterDraft;
  } catch {
    // A damaged entry is no draft.
  }
  return undefined;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage refused (privacy settings): the drafts live as long as the page.
  }
}

function load(submissionId: number): LetterDrafts {
  const store = storage();
  const drafts: LetterDrafts = {};
  for (const decision of DECISIONS) {
    const draft = parseDraft(store?.getItem(letterDraftKey(submissionId, decision)) ?? null);
    if (draft) drafts[decision] = draft;
  }
  return drafts;
}

/**
 * The drafts of `submissionId`, restored from localStorage on mount.
 * @returns `drafts`; `put(decision, draft)` stores one; `clear()` removes them all (after the
 *   decision is recorded)
 */
export function useLetterDrafts(submissionId: number) {
  const [drafts, setDrafts] = useState<LetterDrafts>(() => load(submissionId));
  const put = useCallback(
    (decision: Decision, draft: LetterDraft) => {
      setDrafts((current) => ({ ...current, [decision]: draft }));
      try {
        storage()?.setItem(letterDraftKey(submissionId, decision), JSON.stringify(draft));
      } catch {
        // Storage full or refused: the draft stays in the page.
      }
    },
    [submissionId],
  );
  const clear = useCallback(() => {
    setDrafts({});
    for (const decision of DECISIONS) storage()?.removeItem(letterDraftKey(submissionId, decision));
  }, [submissionId]);
  return { drafts, put, clear };
}
