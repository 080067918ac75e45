/**
 * The decision composer's drafts (docs/decisions/0071-decision-letters-kept.md, 0074): one letter
 * per decision type of one submission, so that switching Minor → Major → Minor brings the edited
 * Minor letter back. Each draft keeps the text the template gave (`composed`) beside the editor's
 * text, so that the composer knows when a text is the editor's own work (`isEdited`) and asks
 * before replacing it. The drafts are kept on the server (decision 0074: lib/use-server-draft.ts,
 * keys `decision.{decision}`, the editor's own), saved as the editor types and restored in any
 * browser; they are removed once the decision is recorded.
 */
import { useCallback, useMemo } from 'react';
import type { Decision } from '../../../../shared/domain/submission-workflow';
import { useServerDraft } from '../../../lib/use-server-draft';

/** One decision's letter: what the template gave, and the text as the editor has it now. */
export type LetterDraft = {
  /** The author's address the letter goes to. */
  to: string;
  subject: string;
  /** The text as composed from the template (to tell an edited text from it). */
  composed: string;
  /** The text as it is now: what is sent. */
  text: string;
  /** A revision's due date the letter was composed with ('YYYY-MM-DD'; decision 0074), else absent. */
  revisionDue?: string;
};

/** The drafts by decision type. */
export type LetterDrafts = Partial<Record<Decision, LetterDraft>>;

/** The server draft key of `decision`'s letter (shared/api/drafts.ts). */
export function letterDraftKey(decision: Decision): string {
  return `decision.${decision}`;
}

/** True when the editor changed the text the template gave. */
export function isEdited(draft: LetterDraft | undefined): boolean {
  return draft !== undefined && draft.text !== draft.composed;
}

/**
 * The drafts of `submissionId`, restored from the server on mount.
 * @returns `drafts`; `loaded` once all four are loaded; `put(decision, draft)` stores one
 *   (saved after a pause in typing); `clear()` removes them all (after the decision is recorded)
 */
export function useLetterDrafts(submissionId: number) {
  const minor = useServerDraft<LetterDraft>(submissionId, letterDraftKey('minor'));
  const major = useServerDraft<LetterDraft>(submissionId, letterDraftKey('major'));
  const accept = useServerDraft<LetterDraft>(submissionId, letterDraftKey('accept'));
  const reject = useServerDraft<LetterDraft>(submissionId, letterDraftKey('reject'));
  const all = useMemo(() => ({ minor, major, accept, reject }), [minor, major, accept, reject]);
  const drafts = useMemo(() => {
    const out: LetterDrafts = {};
    for (const [decision, draft] of Object.entries(all) as [Decision, typeof minor][])
      if (draft.value) out[decision] = draft.value;
    return out;
  }, [all]);
  const put = useCallback((decision: Decision, draft: LetterDraft) => all[decision].set(draft), [all]);
  const clear = useCallback(async () => {
    await Promise.all(Object.values(all).map((d) => d.clear()));
  }, [all]);
  const loaded = minor.loaded && major.loaded && accept.loaded && reject.loaded;
  return { drafts, loaded, put, clear };
}
