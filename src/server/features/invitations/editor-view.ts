/**
 * The invitations of a submission as its editors see them (decision 0009; shared/api/submissions.ts
 * `editorInvitation`): every round's, with the reviewer's address and name, and (decision 0036) the
 * deadlines, the overdue flag, the decline reason, why a cancelled one was closed, and (decision
 * 0070) the files each reviewer receives. Given to
 * features/submissions for a submission's detail (its `PeerReviewViews`, through app.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { deadlineFlag, todayUtc } from '../../../shared/domain/review-deadlines';
import type { PeerReviewViews } from '../submissions';
import { filesOfSubmission, reviewerFilesOf } from './reviewer-files';

/** The invitations of submission `submissionId`, oldest first. */
export const invitationsOf: PeerReviewViews['invitationsOf'] = async (db: Db, submissionId: number) => {
  const rows = await db
    .select({ i: invitations, reviewerName: users.name })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.reviewerId))
    .where(eq(invitations.submissionId, submissionId))
    .orderBy(asc(invitations.id));
  const today = todayUtc();
  const files = rows.length ? await filesOfSubmission(db, submissionId) : [];
  return rows.map(({ i, reviewerName }) => ({
    inviteId: i.id,
    round: i.round,
    reviewerEmail: i.reviewerEmail,
    reviewerName,
    status: i.status,
    createdAt: i.createdAt.toISOString(),
    respondedAt: i.respondedAt?.toISOString() ?? null,
    expiresAt: i.expiresAt.toISOString(),
    respondBy: i.respondBy,
    reviewDue: i.reviewDue,
    overdue: deadlineFlag(i, today),
    declineReason: i.declineReason,
    closedReason: i.status === 'cancelled' ? (i.closedReason ?? 'cancelled') : null,
    // Decision 0070: what this reviewer receives.
    fileIds: reviewerFilesOf(files, i).map((f) => f.id),
    filesChosen: i.fileIds !== null,
  }));
};
