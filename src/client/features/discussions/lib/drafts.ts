/**
 * The composer's draft of a discussion message (docs/decisions/0072-discussions.md): kept
 * as it is typed so that it survives a reload, in this browser's localStorage under
 * `genesis.discussion.{user}.{submissionId}.{thread}` (`user`: the account id, or
 * its address while the id is not known yet). Every read and write goes through
 * `loadDraft`/`saveDraft`, the one seam for server-side drafts to replace.
 */

const key = (userId: number | string, submissionId: number, thread: string) =>
  `genesis.discussion.${userId}.${submissionId}.${thread}`;

/** The draft kept for the user's thread, or '' (none, or no storage). */
export function loadDraft(userId: number | string, submissionId: number, thread: string): string {
  try {
    return globalThis.localStorage?.getItem(key(userId, submissionId, thread)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the user's draft of the thread; '' removes it (sent, or emptied). */
export function saveDraft(userId: number | string, submissionId: number, thread: string, text: string): void {
  try {
    if (text === '') globalThis.localStorage?.removeItem(key(userId, submissionId, thread));
    else globalThis.localStorage?.setItem(key(userId, submissionId, thread), text);
  } catch {
    // Storage full or refused (private mode): the draft lives only in the page.
  }
}
