/**
 * Reviewer invitations (issue 7; seed 001 §7 "Editor", seed 000 §2 invitation pages, §7
 * `POST /api/public/invites/accept|decline`): the editor's invite and cancel, and the answers
 * by link. The reviewer's own calls are in reviewer.ts; the review itself is features/reviews'.
 *
 * An editor invites an e-mail while the submission is under review. The mail carries accept
 * and decline links with a 256-bit token stored only as its sha256; it expires after 14
 * days, dies on decline or cancellation, and opens only its own invitation. Accepting makes
 * the reviewer's account if the address has none (role reviewer, with a set-password link by
 * mail). The inviting editor is told of either answer. A reviewer sees the title, abstract,
 * keywords, type and journal, and the manuscript under a neutral name — never the authors.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, journals, submissions, users } from '../../db/schema';
import { ensureAccount } from '../accounts';
import { hashSecretToken, newSecretToken } from '../accounts';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { lockSubmission, recordEvent, wrongStatus, type WorkflowDeps } from '../submissions';
import { invitationAnswerMail, invitationMail } from './mails';

/** How long invitation links work (14 days). */
export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;
export const INVITATION_INVALID = 'This invitation link is invalid or has expired.';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const DECLINE_RECORDED = 'Thank you for letting us know. We understand that you cannot review at this time.';

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * Invites `reviewerEmail` to review submission `id` (seed 001 §7 `POST …/invites`).
 * @throws AppError CONFLICT unless under review, or when that address is already invited in
 *   this round; VALIDATION_FAILED when it is the author's own address
 */
export async function inviteReviewer(
  deps: WorkflowDeps,
  editor: AuthUser,
  id: number,
  reviewerEmail: string,
): Promise<number> {
  const email = reviewerEmail.trim().toLowerCase();
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
    const { token, hash } = newSecretToken();
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    const [invite] = await tx
      .insert(invitations)
      .values({
        submissionId: id,
        round: row.round,
        reviewerEmail: email,
        tokenHash: hash,
        expiresAt,
        invitedBy: editor.id,
      })
      .returning({ id: invitations.id });
    await recordEvent(tx, {
      submissionId: id,
      actor: editor,
      actorRole: 'editor',
      action: 'invite_reviewer',
      editorNote: email,
    });
    const [journal] = await tx.select({ title: journals.title }).from(journals).where(eq(journals.id, row.journalId));
    await deps.mailer.enqueue(
      tx,
      invitationMail({
        publicUrl: deps.publicUrl,
        to: email,
        inviteId: invite.id,
        submissionId: id,
        title: row.title,
        abstract: row.abstract,
        journalTitle: journal.title,
        token,
        expiresAt,
      }),
    );
    return invite.id;
  });
}

/** Cancels a pending or accepted invitation (its links die). */
export async function cancelInvitation(
  deps: WorkflowDeps,
  editor: AuthUser,
  id: number,
  inviteId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockSubmission(tx, id, editor, 'editor');
    const [cancelled] = await tx
      .update(invitations)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(invitations.id, inviteId),
          eq(invitations.submissionId, id),
          inArray(invitations.status, ['pending', 'accepted']),
        ),
      )
      .returning({ email: invitations.reviewerEmail });
    if (!cancelled) throw new AppError('CONFLICT', 'Only a pending or accepted invitation can be cancelled.');
    await recordEvent(tx, {
      submissionId: id,
      actor: editor,
      actorRole: 'editor',
      action: 'cancel_invitation',
      editorNote: cancelled.email,
    });
  });
}

/** The answer of the public accept and decline calls (seed 000 §3). */
export interface InvitationAnswer {
  message: string;
  submissionTitle?: string;
  reviewerName?: string;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The live invitation a token opens, locked, with its submission; else 400. */
async function invitationByToken(tx: Tx, token: string) {
  const [found] = await tx
    .select({ i: invitations, s: submissions })
    .from(invitations)
    .innerJoin(submissions, eq(submissions.id, invitations.submissionId))
    .where(eq(invitations.tokenHash, hashSecretToken(token)))
    .for('update', { of: [invitations] });
  const live =
    found !== undefined &&
    (found.i.status === 'pending' || found.i.status === 'accepted' || found.i.status === 'submitted') &&
    found.i.expiresAt.getTime() > Date.now();
  if (!live) throw new AppError('BAD_REQUEST', INVITATION_INVALID);
  return found;
}

/** Tells the inviting editor (if any) of the reviewer's answer, by mail in `tx`. */
async function tellEditor(
  deps: WorkflowDeps,
  tx: Tx,
  i: InvitationRow,
  title: string,
  accepted: boolean,
  reason?: string | null,
) {
  if (i.invitedBy === null) return;
  const [editor] = await tx.select({ email: users.email }).from(users).where(eq(users.id, i.invitedBy));
  if (!editor) return;
  await deps.mailer.enqueue(
    tx,
    invitationAnswerMail({
      to: editor.email,
      inviteId: i.id,
      submissionId: i.submissionId,
      title,
      reviewerEmail: i.reviewerEmail,
      accepted,
      reason,
    }),
  );
}

/** The submission an invitation asks a review of, as far as answering it goes. */
type InvitedSubmission = { id: number; title: string; status: string; round: number };

/** 409 unless submission `s` still waits for reviews of invitation `i`'s round. */
export function assertReviewStillNeeded(i: InvitationRow, s: InvitedSubmission): void {
  if (s.status !== 'under_review' || s.round !== i.round)
    throw new AppError('CONFLICT', 'This review is no longer needed. Thank you all the same.');
}

/**
 * Records that `reviewer` accepted invitation `i` of submission `s` (from the dashboard or by
 * link): the invitation's status, the history event, and the inviting editor's mail.
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
  await tellEditor(deps, tx, i, s.title, true);
}

/**
 * Records that invitation `i` of submission `s` was declined: the invitation's status and
 * reason, the history event (by `actor`, null for a link, with `editorNote`), and the
 * inviting editor's mail (with the reason).
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
  await tellEditor(deps, tx, i, s.title, false, decline.reason);
}

/** The name of invitation `i`'s reviewer, once it has one. */
async function reviewerNameOf(tx: Tx, i: InvitationRow): Promise<string | undefined> {
  if (!i.reviewerId) return undefined;
  const [reviewer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, i.reviewerId));
  return reviewer?.name;
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
