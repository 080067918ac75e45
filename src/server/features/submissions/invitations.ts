/**
 * Reviewer invitations and reviews (issue 7; seed 001 §7 "Reviewer", seed 000 §2 invitation
 * pages, §7 `POST /api/public/invites/accept|decline`).
 *
 * An editor invites an e-mail while the submission is under review. The mail carries accept
 * and decline links with a 256-bit token stored only as its sha256; it expires after 14
 * days, dies on decline or cancellation, and opens only its own invitation. Accepting makes
 * the reviewer's account if the address has none (role reviewer, with a set-password link by
 * mail). The inviting editor is told of either answer. A reviewer sees the title, abstract,
 * keywords, type and journal, and the manuscript under a neutral name — never the authors.
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Decision } from '../../../shared/domain/submission-workflow';
import type { Db } from '../../db/client';
import { invitations, journals, reviews, submissionFiles, submissions, users } from '../../db/schema';
import { ensureAccount } from '../accounts';
import { hashSecretToken, newSecretToken } from '../accounts';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { invitationAnswerMail, invitationMail } from './mails';
import { fileUrlOf } from './present';
import type { WorkflowDeps } from './service';
import { discardUpload, recordSubmissionFile, type ReceivedUpload } from './uploads';
import { lockSubmission, recordEvent, wrongStatus } from './workflow';

/** How long invitation links work (14 days). */
export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;
export const INVITATION_INVALID = 'This invitation link is invalid or has expired.';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const DECLINE_RECORDED = 'Thank you for letting us know. We understand that you cannot review at this time.';

type InvitationRow = typeof invitations.$inferSelect;

/**
 * Invites `reviewerEmail` to review submission `id` (seed 001 §7 `POST …/invites`).
 * @throws AppError CONFLICT unless under review, or when that address is already invited in
 *   this round; VALIDATION_FAILED when it is the author's own address
 */
export async function inviteReviewer(deps: WorkflowDeps, editor: AuthUser, id: number, reviewerEmail: string): Promise<number> {
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
      .values({ submissionId: id, round: row.round, reviewerEmail: email, tokenHash: hash, expiresAt, invitedBy: editor.id })
      .returning({ id: invitations.id });
    await recordEvent(tx, { submissionId: id, actor: editor, actorRole: 'editor', action: 'invite_reviewer', editorNote: email });
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
export async function cancelInvitation(deps: WorkflowDeps, editor: AuthUser, id: number, inviteId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockSubmission(tx, id, editor, 'editor');
    const [cancelled] = await tx
      .update(invitations)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(invitations.id, inviteId), eq(invitations.submissionId, id), inArray(invitations.status, ['pending', 'accepted'])))
      .returning({ email: invitations.reviewerEmail });
    if (!cancelled) throw new AppError('CONFLICT', 'Only a pending or accepted invitation can be cancelled.');
    await recordEvent(tx, { submissionId: id, actor: editor, actorRole: 'editor', action: 'cancel_invitation', editorNote: cancelled.email });
  });
}

/** The answer of the public accept and decline calls (seed 000 §3). */
export interface InvitationAnswer {
  message: string;
  submissionTitle?: string;
  reviewerName?: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

async function tellEditor(deps: WorkflowDeps, tx: Tx, i: InvitationRow, title: string, accepted: boolean, reason?: string | null) {
  if (i.invitedBy === null) return;
  const [editor] = await tx.select({ email: users.email }).from(users).where(eq(users.id, i.invitedBy));
  if (!editor) return;
  await deps.mailer.enqueue(
    tx,
    invitationAnswerMail({ to: editor.email, inviteId: i.id, submissionId: i.submissionId, title, reviewerEmail: i.reviewerEmail, accepted, reason }),
  );
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
      const [reviewer] = i.reviewerId ? await tx.select({ name: users.name }).from(users).where(eq(users.id, i.reviewerId)) : [];
      return { message: 'You have already accepted this invitation.', submissionTitle: s.title, reviewerName: reviewer?.name };
    }
    if (s.status !== 'under_review' || s.round !== i.round) throw new AppError('CONFLICT', 'This review is no longer needed. Thank you all the same.');
    const { user: reviewer, created } = await ensureAccount(tx, {
      email: i.reviewerEmail,
      name: i.reviewerEmail.split('@')[0],
      role: 'reviewer',
      why: 'Thank you for accepting to review.',
      publicUrl: deps.publicUrl,
      enqueue: (t, m) => deps.mailer.enqueue(t, m),
    });
    await tx
      .update(invitations)
      .set({ status: 'accepted', reviewerId: reviewer.id, respondedAt: new Date(), updatedAt: new Date() })
      .where(eq(invitations.id, i.id));
    await recordEvent(tx, { submissionId: s.id, actor: reviewer, actorRole: 'reviewer', action: 'accept_invitation', editorNote: i.reviewerEmail });
    await tellEditor(deps, tx, i, s.title, true);
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
    await tx
      .update(invitations)
      .set({ status: 'declined', declineReason: reason ?? null, respondedAt: new Date(), updatedAt: new Date() })
      .where(eq(invitations.id, i.id));
    await recordEvent(tx, { submissionId: s.id, actor: null, actorRole: 'reviewer', action: 'decline_invitation', editorNote: [i.reviewerEmail, reason].filter(Boolean).join(': ') });
    await tellEditor(deps, tx, i, s.title, false, reason);
    const [reviewer] = i.reviewerId ? await tx.select({ name: users.name }).from(users).where(eq(users.id, i.reviewerId)) : [];
    return { message: DECLINE_RECORDED, submissionTitle: s.title, reviewerName: reviewer?.name };
  });
}

/**
 * Invitations a signed-in user may see: accepted by them (through the link or the dashboard),
 * or sent to their address once they have proven it (issue 12: an unverified account owns
 * nothing found by address).
 */
function mine(user: AuthUser) {
  if (!user.emailVerified) return eq(invitations.reviewerId, user.id);
  return or(eq(invitations.reviewerId, user.id), and(isNull(invitations.reviewerId), sql`lower(${invitations.reviewerEmail}) = ${user.email}`));
}

/** The reviewer's manuscript URL (anonymised), once accepted. */
export const reviewerFileUrl = (inviteId: number) => `/api/invites/${inviteId}/manuscript`;

function inviteSummary(i: InvitationRow, title: string) {
  return {
    inviteId: i.id,
    submissionId: i.submissionId,
    title,
    status: i.status,
    updatedAt: i.updatedAt.toISOString(),
    fileUrl: i.status === 'accepted' || i.status === 'submitted' ? reviewerFileUrl(i.id) : null,
  };
}

/** `GET /api/reviewer/invites`: the user's invitations, newest first (no author data). */
export async function listMyInvitations(db: Db, user: AuthUser) {
  const rows = await db
    .select({ i: invitations, title: submissions.title })
    .from(invitations)
    .innerJoin(submissions, eq(submissions.id, invitations.submissionId))
    .where(and(mine(user), inArray(invitations.status, ['pending', 'accepted', 'submitted'])))
    .orderBy(desc(invitations.updatedAt), desc(invitations.id));
  return rows.map((r) => inviteSummary(r.i, r.title));
}

/**
 * An invitation of `user` with its submission and journal; else 404. `lock` (inside a
 * transaction) holds the invitation row until it ends, so a response and a review of the
 * same invitation cannot interleave.
 */
async function myInvitation(db: Db | Tx, user: AuthUser, inviteId: number, lock = false) {
  const query = db
    .select({ i: invitations, s: submissions, journalTitle: journals.title })
    .from(invitations)
    .innerJoin(submissions, eq(submissions.id, invitations.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(and(eq(invitations.id, inviteId), mine(user)));
  const [found] = lock ? await query.for('update', { of: [invitations] }) : await query;
  if (!found) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  return found;
}

/** `GET /api/invites/{id}`: what the reviewer may know. */
export async function invitationDetail(db: Db, user: AuthUser, inviteId: number) {
  const { i, s, journalTitle } = await myInvitation(db, user, inviteId);
  const [review] = await db
    .select({ r: reviews, attachmentId: submissionFiles.id })
    .from(reviews)
    .leftJoin(submissionFiles, eq(submissionFiles.id, reviews.attachmentFileId))
    .where(eq(reviews.invitationId, i.id));
  return {
    ...inviteSummary(i, s.title),
    abstract: s.abstract,
    keywords: s.keywords,
    articleType: s.articleType,
    journalTitle,
    round: i.round,
    expiresAt: i.expiresAt.toISOString(),
    review: review
      ? {
          recommendation: review.r.recommendation,
          comments: review.r.comments,
          attachmentUrl: review.attachmentId ? fileUrlOf(s.id, review.attachmentId) : null,
          submittedAt: review.r.submittedAt.toISOString(),
        }
      : null,
  };
}

/** `POST /api/invites/{id}/respond` (seed 001 §7 `{accept: true}`): from the dashboard. */
export async function respondToInvitation(deps: WorkflowDeps, user: AuthUser, inviteId: number, input: { accept: boolean; reason?: string }) {
  return deps.db.transaction(async (tx) => {
    const { i, s } = await myInvitation(tx, user, inviteId, true);
    if (i.expiresAt.getTime() <= Date.now() && i.status === 'pending') throw new AppError('CONFLICT', 'This invitation has expired.');
    if (input.accept) {
      if (i.status === 'accepted' || i.status === 'submitted') return { inviteId: i.id, status: i.status };
      if (i.status !== 'pending') throw new AppError('CONFLICT', `This invitation is ${i.status}.`);
      if (s.status !== 'under_review' || s.round !== i.round) throw new AppError('CONFLICT', 'This review is no longer needed. Thank you all the same.');
      await tx.update(invitations).set({ status: 'accepted', reviewerId: user.id, respondedAt: new Date(), updatedAt: new Date() }).where(eq(invitations.id, i.id));
      await recordEvent(tx, { submissionId: s.id, actor: user, actorRole: 'reviewer', action: 'accept_invitation', editorNote: i.reviewerEmail });
      await tellEditor(deps, tx, i, s.title, true);
      return { inviteId: i.id, status: 'accepted' as const };
    }
    if (i.status !== 'pending' && i.status !== 'accepted') throw new AppError('CONFLICT', `This invitation is ${i.status}.`);
    await tx.update(invitations).set({ status: 'declined', declineReason: input.reason ?? null, respondedAt: new Date(), updatedAt: new Date() }).where(eq(invitations.id, i.id));
    await recordEvent(tx, { submissionId: s.id, actor: user, actorRole: 'reviewer', action: 'decline_invitation', editorNote: i.reviewerEmail });
    await tellEditor(deps, tx, i, s.title, false, input.reason);
    return { inviteId: i.id, status: 'declined' as const };
  });
}

/**
 * `POST /api/invites/{id}/reviews`: the report of an accepted invitation, once, while its
 * round is under review; at most one attachment.
 */
export async function submitReview(
  deps: WorkflowDeps,
  user: AuthUser,
  inviteId: number,
  input: { recommendation: Decision; comments: string },
  upload: ReceivedUpload,
): Promise<{ reviewId: number; inviteId: number }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const { i, s } = await myInvitation(tx, user, inviteId, true);
      if (i.reviewerId !== user.id || (i.status !== 'accepted' && i.status !== 'submitted')) {
        throw new AppError('CONFLICT', 'Accept the invitation before submitting a review.');
      }
      if (i.status === 'submitted') throw new AppError('CONFLICT', 'Your review is already submitted.');
      if (s.status !== 'under_review' || s.round !== i.round) throw new AppError('CONFLICT', 'This review round is closed.', { currentStatus: s.status });
      const attachment = upload.file
        ? await recordSubmissionFile(tx, deps.files, { submissionId: s.id, kind: 'review_attachment', round: i.round, file: upload.file, uploadedBy: user.id })
        : null;
      const [review] = await tx
        .insert(reviews)
        .values({ invitationId: i.id, submissionId: s.id, round: i.round, recommendation: input.recommendation, comments: input.comments, attachmentFileId: attachment?.id ?? null })
        .returning({ id: reviews.id });
      await tx.update(invitations).set({ status: 'submitted', updatedAt: new Date() }).where(eq(invitations.id, i.id));
      await tx.update(submissions).set({ updatedAt: new Date() }).where(eq(submissions.id, s.id));
      await recordEvent(tx, { submissionId: s.id, actor: user, actorRole: 'reviewer', action: 'submit_review', editorNote: `${i.reviewerEmail}: ${input.recommendation}` });
      return { reviewId: review.id, inviteId: i.id };
    });
  } catch (err) {
    await discardUpload(deps.storage, upload);
    throw err;
  }
}

/** The current manuscript for the reviewer of an accepted invitation (anonymised name). */
export async function reviewerManuscript(db: Db, user: AuthUser, inviteId: number) {
  const { i, s } = await myInvitation(db, user, inviteId);
  if (i.reviewerId !== user.id || (i.status !== 'accepted' && i.status !== 'submitted')) throw new AppError('NOT_FOUND', 'File not found');
  const [file] = await db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, s.id), inArray(submissionFiles.kind, ['manuscript', 'revision'])))
    .orderBy(desc(submissionFiles.id))
    .limit(1);
  if (!file) throw new AppError('NOT_FOUND', 'File not found');
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(file.originalFilename)?.[0].toLowerCase() ?? '';
  return { file, filename: `manuscript-${s.id}-round-${i.round}${ext}` };
}
