/**
 * API contract of the editorial office's scope (docs/decisions/0037-editor-scope.md):
 * the editor's queue filters, the journals an editor handles, a submission's handling editor and
 * associate editor, and the admin's journal roles of an account.
 */
import { z } from 'zod';
import { JOURNAL_ROLES } from '../domain/journal-roles';
import { SUBMISSION_STATUSES } from '../domain/submission-workflow';
import { OFFSET_CAP_MESSAGE, PAGE_MAX_LIMIT, PAGE_MAX_OFFSET, serialId } from './common';
import { ROLES } from '../domain/roles';
import { email, personName } from '../validation/fields';
import { strictBody, text } from '../validation/text';

export const journalRole = z.enum(JOURNAL_ROLES, { error: 'Choose a role' });

/** Longest queue search text. */
export const QUEUE_SEARCH_MAX = 200;

/** Queue rows a page holds when the request names no `limit` (decision 0076). */
export const QUEUE_PAGE_SIZE = 50;
/**
 * Largest exact total the queue reports: past it `X-Total-Count` is this figure with
 * `X-Total-Count-Capped: true`, so a broad queue is not counted row by row (decision 0076).
 */
export const QUEUE_TOTAL_CAP = 1000;

/**
 * `GET /api/editor/submissions` query (all optional, combined with AND): `journalId`, `status`,
 * `assigned=me` (handling or associate editor is the caller), `overdue=true` (a review is past due,
 * decision 0036, or a requested revision is past its due date, decision 0074), `q` (title or
 * author name, any case, or `#12` / `12` for the id); and the page (decisions 0004 and
 * 0076): `limit` 1–100 (default {@link QUEUE_PAGE_SIZE}), `offset` 0–10,000 (default 0).
 * Out of range → 400.
 */
export const editorQueueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(QUEUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(PAGE_MAX_OFFSET, OFFSET_CAP_MESSAGE).default(0),
  journalId: serialId.optional(),
  status: z.enum(SUBMISSION_STATUSES, { error: 'Unknown status' }).optional(),
  assigned: z.literal('me', { error: 'assigned must be me' }).optional(),
  overdue: z.literal('true', { error: 'overdue must be true' }).optional(),
  q: text().trim().max(QUEUE_SEARCH_MAX, `At most ${QUEUE_SEARCH_MAX} characters`).optional(),
});
export type EditorQueueQuery = z.infer<typeof editorQueueQuery>;

/**
 * `GET /api/editor/journals`: the journals whose submissions the caller sees, with their role
 * (admin: every journal with submissions, role null). `slug` names it in the reviewer search's
 * journal filter (`GET /api/submissions/{id}/reviewer-candidates?journal=`).
 */
export const editorJournal = z.object({
  id: z.number().int(),
  title: text(),
  slug: text(),
  role: journalRole.nullable(),
});
export type EditorJournal = z.infer<typeof editorJournal>;

/** A person assigned to a submission, or offered for it. */
export const assignee = z.object({ id: z.number().int(), name: text(), email: text(), role: journalRole });
export type Assignee = z.infer<typeof assignee>;

/**
 * `GET /api/submissions/{id}/assignment`: who handles it, what the caller may change, and whom
 * they may choose (the journal's editors-in-chief and editors for handling editor, its associate
 * editors for associate editor).
 */
export const submissionAssignment = z.object({
  handlingEditor: assignee.nullable(),
  associateEditor: assignee.nullable(),
  canAssignHandlingEditor: z.boolean(),
  canAssignAssociateEditor: z.boolean(),
  handlingCandidates: z.array(assignee),
  associateCandidates: z.array(assignee),
});
export type SubmissionAssignment = z.infer<typeof submissionAssignment>;

/** `PUT /api/submissions/{id}/handling-editor` and `…/associate-editor`: an account id, or null to clear. */
export const assignRequest = strictBody({ userId: serialId.nullable() });
export type AssignRequest = z.infer<typeof assignRequest>;

/** One journal role of an account (admin's Users tab). */
export const accountJournalRole = z.object({ journalId: z.number().int(), journalTitle: text(), role: journalRole });
export type AccountJournalRole = z.infer<typeof accountJournalRole>;

/** `PUT /api/admin/users/{id}/journal-roles/{journalId}` body. */
export const journalRoleRequest = strictBody({ role: journalRole });
export type JournalRoleRequest = z.infer<typeof journalRoleRequest>;

/**
 * `POST /api/admin/users/invite` body (decision 0037: the admin invites an account by address and
 * role): a new account, mailed a set-password link; optionally a role on one journal.
 */
export const accountInvite = strictBody({
  name: personName,
  email,
  role: z.enum(ROLES, { error: 'Choose a role' }),
  journalId: serialId.optional(),
  journalRole: journalRole.optional(),
}).refine((v) => (v.journalId === undefined) === (v.journalRole === undefined), {
  error: 'Give both a journal and its role, or neither',
  path: ['journalRole'],
});
export type AccountInvite = z.infer<typeof accountInvite>;

/** `POST /api/admin/users/invite` answer (201): the new account's id. */
export const accountInvited = z.object({ id: z.number().int() });
export type AccountInvited = z.infer<typeof accountInvited>;

/**
 * The decision letter to edit (`GET /api/submissions/{id}/decision-letter`, decision
 * 0044): its subject and plain text, built from the decision's template.
 */
export const decisionLetter = z.object({
  /** The author's address: the letter's one recipient (decision 0071: the composer's preview names it). */
  to: text(),
  subject: text(),
  text: text(),
  /** The files attached to the mail: none, a mail carries links (decisions 0007, 0071). */
  attachments: z.array(text()),
  /**
   * The round's reviewers' attachments as the author gets them on the dashboard once the round is
   * decided ("Reviewer 1", the blind copy's name: decision 0011); the letter names them only when
   * asked (`reviewFiles=true`; decision 0071, amendment).
   */
  reviewFiles: z.array(z.object({ reviewer: text(), filename: text() })),
});
export type DecisionLetter = z.infer<typeof decisionLetter>;
