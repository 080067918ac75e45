/**
 * The discussion-thread policy (docs/decisions/0066-record-policies.md, on lib/authorize.ts;
 * docs/decisions/0072-discussions.md): who may read a submission's thread, write in it and
 * read its files.
 *
 * - The author's thread (no invitation): the editors of the submission's journal (an admin: any;
 *   the submission policy's `handle`, decision 0037) and the submission's author.
 * - A reviewer's thread (an invitation): the editors of the journal and that invitation's reviewer
 *   (their account on the invitation, or the invited address once the account's address is
 *   verified, decision 0013). Never the submission's author, even one who is also an editor of
 *   the journal: there is no author ↔ reviewer correspondence, and an author may not learn who
 *   reviews (decision 0011).
 * Anyone else gets 404 'Discussion not found', as for a thread that does not exist.
 *
 * Facts: the submission facts (the user's journal role), loaded once by `submissionFacts`.
 */
import type { PolicyUser } from '../../lib/authorize';
import { definePolicy } from '../../lib/authorize';
import { submissionPolicy, type SubmissionFacts, type SubmissionRecord } from '../submissions';
import { DISCUSSION_MESSAGES } from '../../../shared/api/discussions';

/** What the policy reads of a thread: its submission, and its invitation for a reviewer's thread. */
export interface ThreadRecord {
  submission: SubmissionRecord;
  /** The reviewer's invitation; null for the author's thread. */
  invitation: { reviewerId: number | null; reviewerEmail: string } | null;
}

type Viewer = PolicyUser & { email?: string; emailVerified?: boolean };

/** An editor of the submission's journal (the submission policy's `handle`; an admin: any). */
const editsFor = (user: Viewer, t: ThreadRecord, f: SubmissionFacts) =>
  submissionPolicy.rules.handle(user, t.submission, f);
/** The submission's author. */
const isAuthor = (user: Viewer, t: ThreadRecord) => t.submission.authorId === user.id;
/** The thread's reviewer: the invitation's account, or its address once the user's address is verified. */
const isReviewer = (user: Viewer, t: ThreadRecord) =>
  t.invitation !== null &&
  (t.invitation.reviewerId === user.id ||
    (user.emailVerified === true &&
      typeof user.email === 'string' &&
      t.invitation.reviewerEmail.toLowerCase() === user.email.toLowerCase()));

/** May `user` take part in thread `t` (read it, write in it, read its files)? */
const takesPart = (user: Viewer, t: ThreadRecord, f: SubmissionFacts) =>
  t.invitation === null
    ? editsFor(user, t, f) || isAuthor(user, t)
    : !isAuthor(user, t) && (editsFor(user, t, f) || isReviewer(user, t));

/**
 * The policy: `read` (the thread and its messages), `post` (write in it), `read_attachment` (a
 * file sent in it). The same people for each; refused: 404 'Discussion not found'.
 */
export const discussionPolicy = definePolicy({
  record: 'discussion thread',
  hidden: { code: 'NOT_FOUND', message: DISCUSSION_MESSAGES.notFound },
  rules: {
    read: (user: PolicyUser, t: ThreadRecord, f: SubmissionFacts) => takesPart(user, t, f),
    post: takesPart,
    read_attachment: takesPart,
  },
});

/**
 * The side `user` writes for in thread `t` (they take part in it): the author in the author's
 * thread, the reviewer in their thread, else the editors.
 */
export function sideOf(user: Viewer, t: ThreadRecord): 'editor' | 'author' | 'reviewer' {
  if (t.invitation === null) return isAuthor(user, t) ? 'author' : 'editor';
  return isReviewer(user, t) ? 'reviewer' : 'editor';
}

/**
 * Whether `user` reads the thread as one of the editors (sees every name) rather than as its
 * author or reviewer (sees the editors as "Editor", decision 0072's blind names).
 */
export const readsAsEditor = (user: Viewer, t: ThreadRecord) => sideOf(user, t) === 'editor';

/** Whether `user` wrote the message (a sender id). */
export const wrote = (user: PolicyUser, senderId: number | null) => senderId !== null && senderId === user.id;
