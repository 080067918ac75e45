/**
 * The submission policy and the submission-file policy (docs/decisions/0066-record-policies.md,
 * on lib/authorize.ts): who may do what to one submission and to one of its files, by name.
 *
 * Submissions (decision 0037): an admin handles every submission; an editor or associate editor
 * (site policy `handle_submissions`) those of journals where they hold a journal role
 * (`journal_editors`); the author acts on their own. Anyone else — an editor of another
 * journal, a reviewer, another author — gets 404 worded as for a submission that does not
 * exist. Assigning editors is the one 403: an editor of the journal sees the submission but only
 * the journal's editor-in-chief (or an admin) assigns its handling editor, and only they or the
 * handling editor assign its associate editor (decision 0037).
 *
 * Files (decision 0009, 0011): an editor of the journal reads every file; a review's attachment
 * its reviewer (the original) or, once that round is decided, the submission's author (a blind
 * copy; features/reviews' review policy says which); other files their author. Others 404.
 *
 * The facts beyond the user and the record — the user's journal role on the submission's
 * journal, who reads a review attachment — are loaded once by {@link submissionFacts} and
 * passed in; the rules are pure.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { JournalRole } from '../../../shared/domain/journal-roles';
import { can } from '../../../shared/domain/policy';
import type { DbOrTx } from '../../db/client';
import { journalEditors, submissions } from '../../db/schema';
import { authorize, definePolicy, permits, type PolicyUser } from '../../lib/authorize';
import { journalRoleOf } from '../journals';
import type { AttachmentReader } from './peer-review';

export const SUBMISSION_NOT_FOUND = 'Submission not found';

/** What the submission policy reads of a submission. */
export interface SubmissionRecord {
  journalId: number;
  authorId: number;
  handlingEditorId?: number | null;
}

/** The facts a submission rule needs beyond the user and the record. */
export interface SubmissionFacts {
  /** The user's role on the submission's journal (null: none, or not loaded for a non-editor). */
  journalRole: JournalRole | null;
  /**
   * The user's invitation to review it, when loaded (the drafts' rules, decision 0074):
   * 'accepted' (reviewing now), 'submitted' (reviewed), else null or absent.
   */
  reviewing?: 'accepted' | 'submitted' | null;
}

/**
 * The user's standing on a submission's journal: 'admin' (every journal), their journal role,
 * or null when they may not handle its submissions (not an editor, or no role there).
 */
export function standingOf(user: PolicyUser, facts: SubmissionFacts): 'admin' | JournalRole | null {
  if (!can(user.role, 'handle_submissions')) return null;
  if (user.role === 'admin') return 'admin';
  return facts.journalRole;
}

/** An editor of the submission's journal (an admin: any). */
const handles = (user: PolicyUser, _s: SubmissionRecord, f: SubmissionFacts) => standingOf(user, f) !== null;
/** The submission's author. */
const writes = (user: PolicyUser, s: SubmissionRecord) => s.authorId === user.id;
/** The journal's editor-in-chief, or an admin. */
const chief = (user: PolicyUser, _s: SubmissionRecord, f: SubmissionFacts) => {
  const standing = standingOf(user, f);
  return standing === 'admin' || standing === 'editor_in_chief';
};

/**
 * Who re-reads their own mails in a submission's mail record besides its editors (decision 0071):
 * its author, or a reviewer invited to it, by their account on the invitation or by the invited
 * address once the account's address is verified (decision 0013). Pure; `invites` are the
 * submission's invitations.
 */
export function readsOwnMails(
  user: PolicyUser & { email: string; emailVerified: boolean },
  s: SubmissionRecord,
  invites: readonly { reviewerId: number | null; reviewerEmail: string }[],
): boolean {
  if (writes(user, s)) return true;
  const address = user.email.toLowerCase();
  return invites.some(
    (i) => i.reviewerId === user.id || (user.emailVerified && i.reviewerEmail.toLowerCase() === address),
  );
}

/**
 * The submission policy. Editor actions (all: an editor of its journal; decision 0037):
 * `handle` (any editor step under the row lock: desk review, decisions, invitations, withdrawal
 * from review, production steps), `read_assignment`, `check_similarity`, `read_mail_record`,
 * `draft_decision_letter`, `find_reviewers`, `assign_issue`. Author actions: `act_as_author`
 * (submit, withdraw, revise, approve or correct the proof). Both: `read` (the details) and
 * `read_production` (its production metadata and web proof; the status is checked apart, 409).
 * 403: `assign_handling_editor`, `assign_associate_editor`, to an editor of its journal who is
 * not the one who assigns; anyone else 404. Drafts (decision 0074; the facts' `reviewing` loaded):
 * `keep_editor_draft` (an editor of its journal), `keep_reviewer_draft` (a reviewer whose
 * invitation is accepted), `keep_discussion_draft` (its editors, its author, or a reviewer who
 * accepted or reviewed).
 */
export const submissionPolicy = definePolicy({
  record: 'submission',
  hidden: { code: 'NOT_FOUND', message: SUBMISSION_NOT_FOUND },
  rules: {
    read: (user: PolicyUser, s: SubmissionRecord, f: SubmissionFacts) => handles(user, s, f) || writes(user, s),
    read_production: (user, s, f) => handles(user, s, f) || writes(user, s),
    handle: handles,
    read_assignment: handles,
    check_similarity: handles,
    read_mail_record: handles,
    draft_decision_letter: handles,
    find_reviewers: handles,
    assign_issue: handles,
    act_as_author: writes,
    assign_handling_editor: chief,
    assign_associate_editor: (user, s, f) =>
      chief(user, s, f) || (handles(user, s, f) && s.handlingEditorId === user.id),
    // Decision 0074: a draft is kept only for someone who may act on the submission in its role.
    keep_editor_draft: handles,
    keep_reviewer_draft: (_user, _s, f) => f.reviewing === 'accepted',
    keep_discussion_draft: (user, s, f) =>
      handles(user, s, f) || writes(user, s) || f.reviewing === 'accepted' || f.reviewing === 'submitted',
  },
  refusals: {
    assign_handling_editor: {
      code: 'FORBIDDEN',
      message: "Only the journal's editor-in-chief assigns the handling editor.",
      to: handles,
    },
    assign_associate_editor: {
      code: 'FORBIDDEN',
      message: "Only the handling editor or the journal's editor-in-chief assigns the associate editor.",
      to: handles,
    },
  },
});

export type SubmissionAction = keyof typeof submissionPolicy.rules;

/**
 * Loads what the submission rules need for `user` on `record` (at most one query: the journal
 * role, and only for an editor who is not an admin).
 */
export async function submissionFacts(
  db: DbOrTx,
  user: PolicyUser,
  record: Pick<SubmissionRecord, 'journalId'> | null | undefined,
): Promise<SubmissionFacts> {
  if (!record || !can(user.role, 'handle_submissions') || user.role === 'admin') return { journalRole: null };
  return { journalRole: await journalRoleOf(db, user.id, record.journalId) };
}

/**
 * `authorize(user, action, submission)`: loads the facts and checks; returns them for further
 * checks on the same record.
 * @throws AppError NOT_FOUND ('Submission not found': missing, or hidden from `user`),
 *   FORBIDDEN for the assignments (see {@link submissionPolicy})
 */
export async function authorizeSubmission<R extends SubmissionRecord>(
  db: DbOrTx,
  user: PolicyUser,
  action: SubmissionAction,
  record: R | null | undefined,
): Promise<SubmissionFacts> {
  const facts = await submissionFacts(db, user, record);
  authorize(submissionPolicy, user, action, record, facts);
  return facts;
}

/** True when `user` may do `action` to `record` (loads the facts; no record: false). */
export async function submissionPermits(
  db: DbOrTx,
  user: PolicyUser,
  action: SubmissionAction,
  record: SubmissionRecord | null | undefined,
): Promise<boolean> {
  return permits(submissionPolicy, user, action, record, await submissionFacts(db, user, record));
}

/** True when `user` sees every journal's submissions without a journal role (an admin). */
export const seesAllJournals = (user: PolicyUser) => user.role === 'admin';

/**
 * The list form of the `handle` rule: the condition on `submissions` that keeps `user`'s
 * journals (none for an admin; for an editor, journals they hold a role on; else no rows).
 */
export function editorScope(user: PolicyUser): SQL | undefined {
  if (seesAllJournals(user)) return undefined;
  if (!can(user.role, 'handle_submissions')) return sql`false`;
  return sql`${submissions.journalId} in (select ${journalEditors.journalId} from ${journalEditors} where ${journalEditors.userId} = ${user.id})`;
}

/** What the file policy reads of a submission file and its submission. */
export interface SubmissionFileRecord {
  kind: string;
  submission: SubmissionRecord;
}

/** The facts a file rule needs: the submission's, and who reads it when it is a review attachment. */
export interface SubmissionFileFacts extends SubmissionFacts {
  /** Who reads it when it is a review attachment (features/reviews' review policy; null: nobody but editors). */
  attachmentReader: AttachmentReader;
}

const handlesFile = (user: PolicyUser, f: SubmissionFileRecord, facts: SubmissionFileFacts) =>
  handles(user, f.submission, facts);

/**
 * The submission-file policy: `read` (the file, by whatever copy) and `read_original` (the
 * stored file as uploaded; an author reading a review attachment gets a blind copy instead,
 * decision 0011). Refused: 404 'File not found'.
 */
export const submissionFilePolicy = definePolicy({
  record: 'submission file',
  hidden: { code: 'NOT_FOUND', message: 'File not found' },
  rules: {
    read: (user, f: SubmissionFileRecord, facts: SubmissionFileFacts) =>
      handlesFile(user, f, facts) ||
      (f.kind === 'review_attachment' ? facts.attachmentReader !== null : writes(user, f.submission)),
    read_original: (user: PolicyUser, f: SubmissionFileRecord, facts: SubmissionFileFacts) =>
      handlesFile(user, f, facts) ||
      (f.kind === 'review_attachment' ? facts.attachmentReader === 'reviewer' : writes(user, f.submission)),
  },
});
