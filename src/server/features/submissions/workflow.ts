/**
 * The one place a submission's status changes (decision 0009): `transition` locks the row, checks
 * the actor and the transition table (shared/domain/submission-workflow.ts), updates the
 * status only if it is still the one read, and writes the event — all in the caller's
 * transaction. Two editors acting at once: the row lock makes the second wait and then find
 * the new status, so it answers 409 with that status; both cannot win.
 */
import { eq } from 'drizzle-orm';
import { can } from '../../../shared/domain/policy';
import {
  STATUS_LABELS,
  TRANSITIONS,
  type SubmissionStatus,
  type WorkflowAction,
} from '../../../shared/domain/submission-workflow';
import { submissionEvents, submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { authorizeSubmission, SUBMISSION_NOT_FOUND } from './policy';
import type { DbOrTx } from '../../db/client';

export type SubmissionRow = typeof submissions.$inferSelect;
type EventActorRole = (typeof submissionEvents.$inferInsert)['actorRole'];

export { SUBMISSION_NOT_FOUND };

/** What an action is called in a refusal ("cannot be submitted now"). */
const VERBS: Record<WorkflowAction, string> = {
  submit: 'submitted',
  withdraw: 'withdrawn',
  withdraw_from_review: 'withdrawn from review',
  desk_send_to_review: 'sent to review',
  desk_reject: 'rejected at the desk',
  decide_minor: 'decided on',
  decide_major: 'decided on',
  decide_accept: 'decided on',
  decide_reject: 'decided on',
  upload_revision: 'revised',
  start_production: 'put into production',
  upload_proof: 'given a proof',
  approve_proof: 'approved for publication',
  request_proof_corrections: 'sent back for proof corrections',
  publish: 'published',
};

/** 409 naming the current status (`currentStatus` in the body). */
export function wrongStatus(status: SubmissionStatus, what: string): AppError {
  return new AppError(
    'CONFLICT',
    `This submission is ${STATUS_LABELS[status].toLowerCase()}: it cannot be ${what} now.`,
    {
      currentStatus: status,
    },
  );
}

/** True when `user` handles submissions (editors, associate editors, admins). */
export function isEditor(user: Pick<AuthUser, 'role'>): boolean {
  return can(user.role, 'handle_submissions');
}

/**
 * Reads a submission for update and checks that `user` may act on it (submission policy,
 * policy.ts): `as` 'author' its author (`act_as_author`), 'editor' an editor of its journal (an
 * admin: any; `handle`). Anyone else gets 404, so the existence of others' submissions is not
 * revealed.
 * @throws AppError NOT_FOUND
 */
export async function lockSubmission(
  tx: DbOrTx,
  id: number,
  user: AuthUser,
  as: 'author' | 'editor',
): Promise<SubmissionRow> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
  await authorizeSubmission(tx, user, as === 'author' ? 'act_as_author' : 'handle', row);
  return row;
}

/** Writes one line of a submission's history. */
export async function recordEvent(
  tx: DbOrTx,
  event: {
    submissionId: number;
    actor: { id: number } | null;
    actorRole: EventActorRole;
    action: string;
    from?: SubmissionStatus | null;
    to?: SubmissionStatus | null;
    note?: string | null;
    editorNote?: string | null;
  },
): Promise<void> {
  await tx.insert(submissionEvents).values({
    submissionId: event.submissionId,
    actorId: event.actor?.id ?? null,
    actorRole: event.actorRole,
    action: event.action,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    note: event.note || null,
    editorNote: event.editorNote || null,
  });
}

/**
 * Marks submission `id` as changed at `at` (`updatedAt`; default now), e.g. when a review of it
 * arrives or its production metadata is saved.
 */
export async function touchSubmission(tx: DbOrTx, id: number, at: Date = new Date()): Promise<void> {
  await tx.update(submissions).set({ updatedAt: at }).where(eq(submissions.id, id));
}

export interface TransitionOptions {
  submissionId: number;
  action: WorkflowAction;
  user: AuthUser;
  note?: string | null;
  /** Columns to set with the status (e.g. the decision, the next round). */
  set?: (row: SubmissionRow) => Partial<typeof submissions.$inferInsert>;
  /** Further checks on the locked row (throw to refuse). */
  check?: (row: SubmissionRow) => Promise<void> | void;
}

/**
 * Takes `action` on a submission within `tx`.
 * @returns the row before and after
 * @throws AppError NOT_FOUND (not the actor's), CONFLICT (409, `currentStatus`) when the
 *   status does not allow the action, or whatever `check` throws
 */
export async function transition(
  tx: DbOrTx,
  options: TransitionOptions,
): Promise<{ before: SubmissionRow; after: SubmissionRow }> {
  const rule = TRANSITIONS[options.action];
  const before = await lockSubmission(tx, options.submissionId, options.user, rule.actor);
  if (!rule.from.includes(before.status)) throw wrongStatus(before.status, VERBS[options.action]);
  await options.check?.(before);
  const [after] = await tx
    .update(submissions)
    .set({ ...options.set?.(before), status: rule.to, updatedAt: new Date() })
    .where(eq(submissions.id, before.id))
    .returning();
  await recordEvent(tx, {
    submissionId: before.id,
    actor: options.user,
    actorRole: rule.actor,
    action: options.action,
    from: before.status,
    to: rule.to,
    note: options.note,
  });
  return { before, after };
}
