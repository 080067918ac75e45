/**
 * What is shown of reviews, and to whom (decision 0009; seed 001 §7; double-blind review): the
 * editors see every review with its reviewer; the author sees a round's reviews only once that
 * round is decided, as "Reviewer 1, 2…", and their attachments only as blind copies — the comments
 * for the authors only, never the confidential comments or the conflict-of-interest declaration
 * (decision 0036); a reviewer sees their own review in their invitation. These views are given to
 * features/submissions and features/invitations through app.ts.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, reviews, submissionFiles, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { ReviewOfInvitation } from '../invitations';
import {
  fileUrlOf,
  type AttachmentReader,
  type PeerReviewViews,
  type SubmissionRow,
  type SubmissionReviews,
} from '../submissions';
import { permits } from '../../lib/authorize';
import { reviewPolicy, reviewsVisibleToAuthor } from './policy';

/**
 * The reviews of submission `row` as `view` may see them: the editor's view (with reviewers)
 * or the author's (decided rounds only, numbered per round, no reviewers).
 */
export const reviewsOf: PeerReviewViews['reviewsOf'] = async (
  db: Db,
  row: SubmissionRow,
  view: 'author' | 'editor',
): Promise<SubmissionReviews> => {
  const reviewRows = await db
    .select({
      r: reviews,
      reviewerName: users.name,
      reviewerEmail: invitations.reviewerEmail,
      attachment: submissionFiles,
    })
    .from(reviews)
    .innerJoin(invitations, eq(invitations.id, reviews.invitationId))
    .leftJoin(users, eq(users.id, invitations.reviewerId))
    .leftJoin(submissionFiles, eq(submissionFiles.id, reviews.attachmentFileId))
    .where(eq(reviews.submissionId, row.id))
    .orderBy(asc(reviews.round), asc(reviews.id));

  const visibleReviews = reviewRows.filter((x) => view === 'editor' || reviewsVisibleToAuthor(row, x.r.round));
  const perRound = new Map<number, number>();
  return {
    attachmentIds: new Set(visibleReviews.map((x) => x.r.attachmentFileId).filter((v): v is number => v !== null)),
    editorReviews:
      view === 'editor'
        ? visibleReviews.map((x) => ({
            id: x.r.id,
            inviteId: x.r.invitationId,
            round: x.r.round,
            reviewerName: x.reviewerName ?? x.reviewerEmail,
            reviewerEmail: x.reviewerEmail,
            recommendation: x.r.recommendation,
            comments: x.r.comments,
            confidentialComments: x.r.confidentialComments,
            conflictOfInterest: x.r.conflictOfInterest,
            conflictDetails: x.r.conflictDetails,
            attachmentUrl: x.attachment ? fileUrlOf(row.id, x.attachment.id) : null,
            submittedAt: x.r.submittedAt.toISOString(),
          }))
        : [],
    authorReviews:
      view === 'author'
        ? visibleReviews.map((x) => {
            const n = (perRound.get(x.r.round) ?? 0) + 1;
            perRound.set(x.r.round, n);
            return {
              round: x.r.round,
              label: `Reviewer ${n}`,
              comments: x.r.comments,
              attachmentUrl: x.attachment ? fileUrlOf(row.id, x.attachment.id) : null,
            };
          })
        : [],
  };
};

/**
 * How `user` (not an editor) may read review attachment `fileId` of `submission` (the review
 * policy, policy.ts): 'reviewer'
 * when it is their own review's, 'author' (a blind copy) when they wrote the submission and
 * that review's round is decided; otherwise null.
 */
export const attachmentReaderOf: PeerReviewViews['attachmentReaderOf'] = async (
  db: Db,
  user: AuthUser,
  submission: SubmissionRow,
  fileId: number,
): Promise<AttachmentReader> => {
  const [review] = await db
    .select({ round: reviews.round, reviewerId: invitations.reviewerId })
    .from(reviews)
    .innerJoin(invitations, eq(invitations.id, reviews.invitationId))
    .where(eq(reviews.attachmentFileId, fileId));
  const record = review && { ...review, submission };
  if (permits(reviewPolicy, user, 'read_own', record, undefined)) return 'reviewer';
  if (permits(reviewPolicy, user, 'read_blind', record, undefined)) return 'author';
  return null;
};

/**
 * The review of invitation `inviteId` (of submission `submissionId`), as its reviewer sees it;
 * null before it is submitted.
 */
export const reviewOfInvitation: ReviewOfInvitation = async (db, inviteId, submissionId) => {
  const [review] = await db
    .select({ r: reviews, attachmentId: submissionFiles.id })
    .from(reviews)
    .leftJoin(submissionFiles, eq(submissionFiles.id, reviews.attachmentFileId))
    .where(eq(reviews.invitationId, inviteId));
  return review
    ? {
        recommendation: review.r.recommendation,
        comments: review.r.comments,
        confidentialComments: review.r.confidentialComments,
        conflictOfInterest: review.r.conflictOfInterest,
        conflictDetails: review.r.conflictDetails,
        attachmentUrl: review.attachmentId ? fileUrlOf(submissionId, review.attachmentId) : null,
        submittedAt: review.r.submittedAt.toISOString(),
      }
    : null;
};
