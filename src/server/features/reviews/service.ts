/**
 * Submitting a review (decision 0009; seed 001 §7 "Reviewer" `POST /api/invites/{id}/reviews`): the
 * reviewer of an accepted invitation sends a recommendation, comments and at most one
 * attachment (a private submission file), once, while the invitation's round is under review.
 * The invitation is marked answered (features/invitations), the submission's history gets
 * a line (features/submissions), the editors are told and the reviewer thanked (notices.ts),
 * in the same transaction.
 */
import { DECISION_LABELS, type ConflictOfInterest, type Decision } from '../../../shared/domain/submission-workflow';
import { and, count, eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { invitationPolicy, markInvitationSubmitted, myInvitation } from '../invitations';
import { authorize } from '../../lib/authorize';
import {
  discardUpload,
  editorsToNotify,
  recordEvent,
  recordSubmissionFile,
  touchSubmission,
  type ReceivedUpload,
  type SubmissionRow,
  type WorkflowDeps,
} from '../submissions';
import { reviewReceivedMail, reviewSubmittedNotice } from './notices';
import type { DbOrTx } from '../../db/client';

/**
 * Tells the submission's editors that a review of round `round` arrived (decision 0054): the
 * handling editor, else the inviting editor, else the journal's editors-in-chief, else the
 * editors' address of record.
 */
async function noticeReview(
  tx: DbOrTx,
  deps: WorkflowDeps,
  input: { s: SubmissionRow; invitedBy: number | null; round: number; recommendation: Decision },
): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.submissionId, input.s.id), eq(reviews.round, input.round)));
  const recipients = await editorsToNotify(tx, input.s, {
    editorialEmail: deps.editorialEmail,
    actedBy: input.invitedBy,
  });
  for (const to of recipients) {
    await deps.mailer.enqueue(
      tx,
      reviewSubmittedNotice({
        publicUrl: deps.publicUrl,
        to,
        submissionId: input.s.id,
        title: input.s.title,
        round: input.round,
        recommendation: input.recommendation,
        submittedInRound: n,
      }),
    );
  }
}

/**
 * `POST /api/invites/{id}/reviews`: the report of an accepted invitation, once, while its
 * round is under review; at most one attachment. Decision 0036: comments for the authors,
 * confidential comments for the editor (never shown or sent to the authors), and the
 * conflict-of-interest declaration (details kept only when one is declared; absent → null, shown
 * to the editor as "not declared", decision 0069).
 * @throws AppError NOT_FOUND (not the user's invitation); CONFLICT when not accepted, already
 *   submitted, or the round is closed
 */
export async function submitReview(
  deps: WorkflowDeps,
  user: AuthUser,
  inviteId: number,
  input: {
    recommendation: Decision;
    comments: string;
    confidentialComments: string;
    /** null: not declared (the seed's payload has no declaration; decision 0069). */
    conflictOfInterest: ConflictOfInterest | null;
    conflictDetails: string;
  },
  upload: ReceivedUpload,
): Promise<{ reviewId: number; inviteId: number }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const { i, s, journalTitle } = await myInvitation(tx, user, inviteId, true);
      authorize(invitationPolicy, user, 'submit_review', i, undefined);
      if (i.status === 'submitted') throw new AppError('CONFLICT', 'Your review is already submitted.');
      if (s.status !== 'under_review' || s.round !== i.round)
        throw new AppError('CONFLICT', 'This review round is closed.', { currentStatus: s.status });
      const attachment = upload.file
        ? await recordSubmissionFile(tx, deps.files, {
            submissionId: s.id,
            kind: 'review_attachment',
            round: i.round,
            file: upload.file,
            uploadedBy: user.id,
          })
        : null;
      const [review] = await tx
        .insert(reviews)
        .values({
          invitationId: i.id,
          submissionId: s.id,
          round: i.round,
          recommendation: input.recommendation,
          comments: input.comments,
          confidentialComments: input.confidentialComments,
          conflictOfInterest: input.conflictOfInterest,
          conflictDetails: input.conflictOfInterest === 'declared' ? input.conflictDetails : null,
          attachmentFileId: attachment?.id ?? null,
        })
        .returning({ id: reviews.id });
      await markInvitationSubmitted(tx, i.id);
      // The peer-review activity on the reviewer's ORCID record, if they granted it (decision 0088).
      await deps.orcidCredit.reviewCompleted(tx, review.id, user.id);
      await touchSubmission(tx, s.id);
      await recordEvent(tx, {
        submissionId: s.id,
        actor: user,
        actorRole: 'reviewer',
        action: 'submit_review',
        // The recommendation in words, never the raw code (decision 0036; decision 0069).
        editorNote: `${i.reviewerEmail} recommends: ${DECISION_LABELS[input.recommendation]}`,
      });
      await noticeReview(tx, deps, { s, invitedBy: i.invitedBy, round: i.round, recommendation: input.recommendation });
      await deps.mailer.enqueue(
        tx,
        reviewReceivedMail({
          publicUrl: deps.publicUrl,
          to: i.reviewerEmail,
          submissionId: s.id,
          title: s.title,
          journalTitle,
        }),
      );
      return { reviewId: review.id, inviteId: i.id };
    });
  } catch (err) {
    await discardUpload(deps.storage, upload);
    throw err;
  }
}
