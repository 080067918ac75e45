/**
 * Reviewer invitations (decision 0009; seed 001 §7 "Editor", seed 000 §2 invitation pages, §7
 * `POST /api/public/invites/accept|decline`): the editor's invite and cancel, and the answers
 * by link. The reviewer's own calls are in reviewer.ts; the review itself is features/reviews'.
 *
 * An editor invites an e-mail while the submission is under review. The mail carries accept
 * and decline links with a 256-bit token stored only as its sha256; it expires after 14
 * days, dies on decline or cancellation, and opens only its own invitation. Accepting makes
 * the reviewer's account if the address has none (role reviewer, with a set-password link by
 * mail). The editors are told of either answer (the handling editor, else the inviting one,
 * else the editors-in-chief, else the office). A reviewer sees the title, abstract, keywords,
 * type and journal, and the manuscript under a neutral name — never the authors.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, journals, submissions, users } from '../../db/schema';
import { ensureAccount } from '../accounts';
import { hashSecretToken, newSecretToken } from '../accounts';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { checkReviewerFileChoice } from './reviewer-files';
import {
  editorsToNotify,
  lockSubmission,
  recordEvent,
  wrongStatus,
  type SubmissionRow,
  type WorkflowDeps,
} from '../submissions';
import { closedInvitationMessage, closeOpenInvitations } from './closing';
import { resolveDeadlines } from './deadlines';
import { invitationAnswerMail, invitationMail } from './mails';

/** How long invitation links work (14 days). */
export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;
export const INVITATION_INVALID = 'This invitation link is invalid or has expired.';
export const INVITATION_DECLINED = 'You have already declined this invitation. Thank you for letting us know.';
export const DECLINE_RECORDED = 'Thank you for letting us know. We understand that you cannot review at this time.';

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * Invites `reviewerEmail` to review submission `id` (seed 001 §7 `POST …/invites`), with a
 * response deadline and a review due date (decision 0036; 'YYYY-MM-DD', the journal's defaults when
 * omitted). The links work for 14 days, or until the response deadline if that is later.
 * `fileIds` (optional, decision 0070) chooses the files this reviewer receives; without it, the default.
 * @throws AppError CONFLICT unless under review, or when that address is already invited in
 *   this round; VALIDATION_FAILED when it is the author's own address, the dates are out of order,
 *   or the files chosen are refused (`checkReviewerFileChoice`)
 */
export async function inviteReviewer(
  deps: WorkflowDeps,
  editor: AuthUser,
  id: number,
  input: { reviewerEmail: string; respondBy?: string; reviewDue?: string; fileIds?: number[] },
): Promise<number> {
  const email = input.reviewerEmail.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const row = await lockSubmission(tx, id, editor, 'editor');
    if (row.status !== 'under_review') throw wrongStatus(row.status, 'given reviewers');
    const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.authorId));
    if (author.email === email) {
      const message = 'The author cannot review their own submission';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'reviewerEmail', message }] });
    }
    const [existing] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.submissionId, id),
          eq(invitations.round, row.round),
          sql`lower(${invitations.reviewerEmail}) = ${email}`,
          inArray(invitations.status, ['pending', 'accepted', 'submitted']),
        ),
      );
    if (existing) throw new AppError('CONFLICT', 'This reviewer is already invited in this round.');
    const [journal] = await tx
      .select({ title: journals.title, responseDays: journals.reviewResponseDays, reviewDays: journals.reviewDueDays })
      .from(journals)
      .where(eq(journals.id, row.journalId));
    const { respondBy, reviewDue } = resolveDeadlines(input, journal);
    // The greeting names the reviewer when the address has an account (decision 0069).
    const [known] = await tx
      .select({ name: users.name })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    // Decision 0070: the editor's choice of files, or null for the default delivery.
    const fileIds = input.fileIds ? await checkReviewerFileChoice(tx, id, input.fileIds) : null;
    const { token, hash } = newSecretToken();
    const expiresAt = new Date(Math.max(Date.now() + INVITATION_TTL_MS, Date.parse(`${respondBy}T23:59:59Z`)));
    const [invite] = await tx
      .insert(invitations)
      .values({
        submissionId: id,
        round: row.round,
        reviewerEmail: email,
        tokenHash: hash,
        expiresAt,
        invitedBy: editor.id,
        respondBy,
        reviewDue,
        fileIds,
      })
      .returning({ id: invitations.id });
    await recordEvent(tx, {
      submissionId: id,
      actor: editor,
      actorRole: 'editor',
      action: 'invite_reviewer',
      editorNote: email,
    });
    await deps.mailer.enqueue(
      tx,
      invitationMail({
        publicUrl: deps.publicUrl,
        to: email,
        inviteId: invite.id,
        submissionId: id,
        reviewerName: known?.name ?? null,
        title: row.title,
        abstract: row.abstract,
        journalTitle: journal.title,
        token,
        expiresAt,
        respondBy,
        reviewDue,
      }),
    );
    return invite.id;
  });
}

/**
 * Cancels a pending or accepted invitation (`POST …/invites/{inviteId}/cancel`): its links then
 * answer that the editor cancelled it, and its reviewer is told by mail (decision 0036).
 * @throws AppError NOT_FOUND (not an editor, or no such submission); CONFLICT when the
 *   invitation is not pending or accepted
 */
export async function cancelInvitation(
  deps: WorkflowDeps,
  editor: AuthUser,
  id: number,
  inviteId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockSubmission(tx, id, editor, 'editor');
    const closed = await closeOpenInvitations(tx, deps.mailer, {
      submission: row,
      reason: 'cancelled',
      actor: editor,
      inviteId,
    });
    if (closed.length === 0) throw new AppError('CONFLICT', 'Only a pending or accepted invitation can be cancelled.');
  });
}

/** The answer of the public accept and decline calls (seed 000 §3). */
export interface InvitationAnswer {
  message: string;
  submissionTitle?: string;
  reviewerName?: string;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The live invitation a token opens, locked, with its submission; else 400 — naming why when
 * the invitation was cancelled or closed (decision 0036) or already declined.
 */
async function invitationByToken(tx: Tx, token: string) {
  const query = () =>
    tx
      .select({ i: invitations, s: submissions })
      .from(invitations)
      .innerJoin(submissions, eq(submissions.id, invitations.submissionId))
      .where(eq(invitations.tokenHash, hashSecretToken(token)));
  let [found] = await query();
  if (found) {
    // The submission first, as the editor's calls lock it, then the invitation (no deadlock).
    await lockSubmissionRow(tx, found.s.id);
    [found] = await query().for('update', { of: [invitations] });
  }
  if (found?.i.status === 'cancelled') throw new AppError('BAD_REQUEST', closedInvitationMessage(found.i.closedReason));
  if (found?.i.status === 'declined') throw new AppError('BAD_REQUEST', INVITATION_DECLINED);
  const live =
    found !== undefined &&
    (found.i.status === 'pending' || found.i.status === 'accepted' || found.i.status === 'submitted') &&
    found.i.expiresAt.getTime() > Date.now();
  if (!live) throw new AppError('BAD_REQUEST', INVITATION_INVALID);
  return found;
}

/**
 * Locks submission `id`'s row until the transaction ends (`FOR UPDATE`): every call that
 * changes an invitation or a review takes it before the invitation's row, in the order the
 * editor's calls (decisions, invitations) take them, so that they serialise instead of deadlocking.
 */
export async function lockSubmissionRow(tx: Db | Tx, id: number): Promise<void> {
  await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id)).for('update');
}

/**
 * Tells the submission's editors of the reviewer's answer, by mail in `tx` (the decline page
 * says "the editor has been notified"): the handling editor, else the inviting editor, else the
 * journal's editors-in-chief, else the editors' address of record (decision 0054's order, as
 * for a review received), so that an inviting editor's account since deactivated or deleted
 * does not leave the answer unheard.
 */
async function tellEditor(
  deps: WorkflowDeps,
  tx: Tx,
  i: InvitationRow,
  s: InvitedSubmission,
  accepted: boolean,
  reason?: string | null,
) {
  const recipients = await editorsToNotify(tx, s, { editorialEmail: deps.editorialEmail, actedBy: i.invitedBy });
  for (const editor of recipients)
    await deps.mailer.enqueue(
      tx,
      invitationAnswerMail({
        to: editor.email,
        inviteId: i.id,
        submissionId: i.submissionId,
        title: s.title,
        reviewerEmail: i.reviewerEmail,
        accepted,
        reason,
      }),
    );
}

/**
 * The submission an invitation asks a review of, as far as answering it goes (the callers'
 * queries read the whole row; the editors to tell are found from its journal, handling editor
 * and author).
 */
type InvitedSubmission = Pick<
  SubmissionRow,
  'id' | 'title' | 'status' | 'round' | 'journalId' | 'handlingEditorId' | 'authorId'
>;

/** 409 unless submission `s` still waits for reviews of invitation `i`'s round. */
export function assertReviewStillNeeded(i: InvitationRow, s: InvitedSubmission): void {
  if (s.status !== 'under_review' || s.round !== i.round)
    throw new AppError('CONFLICT', 'This review is no longer needed. Thank you all the same.');
}

/**
 * Records that `reviewer` accepted invitation `i` of submission `s` (from the dashboard or by
 * link): the invitation's status, the history event, and the editors' mail (see tellEditor).
 */
export async function recordAcceptance(
  deps: WorkflowDeps,
  tx: Tx,
  i: InvitationRow,
  s: InvitedSubmission,
  reviewer: { id: number },
): Promise<void> {
  await tx
    .update(invitations)
    .set({ status: 'accepted', reviewerId: reviewer.id, respondedAt: new Date(), updatedAt: new Date() })
    .where(eq(invitations.id, i.id));
  await recordEvent(tx, {
    submissionId: s.id,
    actor: reviewer,
    actorRole: 'reviewer',
    action: 'accept_invitation',
    editorNote: i.reviewerEmail,
  });
  await tellEditor(deps, tx, i, s, true);
}

/**
 * Records that invitation `i` of submission `s` was declined: the invitation's status and
 * reason, the history event (by `actor`, null for a link, with `editorNote`), and the
 * editors' mail (with the reason; see tellEditor).
 */
export async function recordDecline(
  deps: WorkflowDeps,
  tx: Tx,
  i: InvitationRow,
  s: InvitedSubmission,
  decline: { actor: { id: number } | null; reason?: string; editorNote: string },
): Promise<void> {
  await tx
    .update(invitations)
    .set({ status: 'declined', declineReason: decline.reason ?? null, respondedAt: new Date(), updatedAt: new Date() })
    .where(eq(invitations.id, i.id));
  await recordEvent(tx, {
    submissionId: s.id,
    actor: decline.actor,
    actorRole: 'reviewer',
    action: 'decline_invitation',
    editorNote: decline.editorNote,
  });
  await tellEditor(deps, tx, i, s, false, decline.reason);
}

/** The name of invitation `i`'s reviewer, once it has one. */
async function reviewerNameOf(tx: Tx, i: InvitationRow): Promise<string | undefined> {
  if (!i.reviewerId) return undefined;
  const [reviewer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, i.reviewerId));
  return reviewer?.name;
}

/**
 * What an invitation's link opens (`POST /api/public/invites/preview {token}`, decision 0036): the
 * title, journal, status and deadlines, so that the accept page shows the real dates.
 * @throws AppError BAD_REQUEST with the reason (cancelled, declined, invalid or expired)
 */
export async function previewByToken(deps: WorkflowDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const { i, s } = await invitationByToken(tx, token);
    const [journal] = await tx.select({ title: journals.title }).from(journals).where(eq(journals.id, s.journalId));
    return {
      submissionTitle: s.title,
      journalTitle: journal.title,
      status: i.status,
      respondBy: i.respondBy,
      reviewDue: i.reviewDue,
    };
  });
}

/**
 * Accepts an invitation by its link (seed 000 §7 `POST /api/public/invites/accept`): makes
 * the reviewer's account when the address has none and mails a set-password link; accepting
 * twice answers the same. The editor is told.
 * @throws AppError BAD_REQUEST 'This invitation link is invalid or has expired.'; CONFLICT when
 *   the submission is no longer under review
 */
export async function acceptByToken(deps: WorkflowDeps, token: string): Promise<InvitationAnswer> {
  return deps.db.transaction(async (tx) => {
    const { i, s } = await invitationByToken(tx, token);
    if (i.status !== 'pending') {
      return {
        message: 'You have already accepted this invitation.',
        submissionTitle: s.title,
        reviewerName: await reviewerNameOf(tx, i),
      };
    }
    assertReviewStillNeeded(i, s);
    const { user: reviewer, created } = await ensureAccount(tx, {
      email: i.reviewerEmail,
      name: i.reviewerEmail.split('@')[0],
      role: 'reviewer',
      why: 'Thank you for accepting to review.',
      publicUrl: deps.publicUrl,
      enqueue: (t, m) => deps.mailer.enqueue(t, m),
    });
    await recordAcceptance(deps, tx, i, s, reviewer);
    return {
      message: created
        ? 'Thank you for accepting. We have created a reviewer account for this address and e-mailed you a link to choose its password.'
        : 'Thank you for accepting. Sign in to your reviewer dashboard to read the manuscript and submit your review.',
      submissionTitle: s.title,
      reviewerName: reviewer.name,
    };
  });
}

/**
 * Declines an invitation by its link (seed 000 §7 `POST /api/public/invites/decline`); the
 * link dies. The editor is told (with the reason, if any).
 */
export async function declineByToken(deps: WorkflowDeps, token: string, reason?: string): Promise<InvitationAnswer> {
  return deps.db.transaction(async (tx) => {
    const { i, s } = await invitationByToken(tx, token);
    if (i.status === 'submitted') throw new AppError('CONFLICT', 'Your review is already submitted.');
    await recordDecline(deps, tx, i, s, {
      actor: null,
      reason,
      editorNote: [i.reviewerEmail, reason].filter(Boolean).join(': '),
    });
    return { message: DECLINE_RECORDED, submissionTitle: s.title, reviewerName: await reviewerNameOf(tx, i) };
  });
}
