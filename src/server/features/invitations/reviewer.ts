/**
 * The reviewer's own calls (decision 0009; seed 001 §7 "Reviewer"): the list and the detail of
 * their invitations, the answer from the dashboard, and the files to review under neutral
 * names (decision 0070: only those the invitation delivers). A reviewer sees the title,
 * abstract, keywords, type and journal — never the authors. Other users' invitations answer 404.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { filesOfSubmission, neutralFilename, reviewerFileEntry, reviewerFilesOf } from './reviewer-files';
import type { Db } from '../../db/client';
import { invitations, journals, submissionFiles, submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ReviewOfInvitation } from './ports';
import type { AuthUser } from '../../plugins/auth';
import type { WorkflowDeps } from '../submissions';
import { authorize, permits } from '../../lib/authorize';
import { closedInvitationMessage } from './closing';
import { invitationPolicy, invitationScope } from './policy';
import {
  assertReviewStillNeeded,
  lockSubmissionRow,
  recordAcceptance,
  recordDecline,
  type InvitationRow,
  type Tx,
} from './service';

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
    respondBy: i.respondBy,
    reviewDue: i.reviewDue,
  };
}

/** `GET /api/reviewer/invites`: the user's invitations, newest first (no author data). */
export async function listMyInvitations(db: Db, user: AuthUser) {
  const rows = await db
    .select({ i: invitations, title: submissions.title })
    .from(invitations)
    .innerJoin(submissions, eq(submissions.id, invitations.submissionId))
    .where(and(invitationScope(user), inArray(invitations.status, ['pending', 'accepted', 'submitted'])))
    .orderBy(desc(invitations.updatedAt), desc(invitations.id));
  return rows.map((r) => inviteSummary(r.i, r.title));
}

/**
 * An invitation of `user` (the invitation policy's `read`, policy.ts) with its submission and
 * journal; else 404. `lock` (inside a
 * transaction) holds the submission row, then the invitation row, until it ends, so a
 * response, a review and an editor's decision on the same submission cannot interleave; the
 * submission first, in the order the editor's calls take them, so that they cannot deadlock
 * (decision 0036: a decision now closes the invitations).
 */
export async function myInvitation(db: Db | Tx, user: AuthUser, inviteId: number, lock = false) {
  const query = () =>
    db
      .select({ i: invitations, s: submissions, journalTitle: journals.title })
      .from(invitations)
      .innerJoin(submissions, eq(submissions.id, invitations.submissionId))
      .innerJoin(journals, eq(journals.id, submissions.journalId))
      .where(eq(invitations.id, inviteId));
  let [found] = await query();
  if (found && lock && permits(invitationPolicy, user, 'read', found.i, undefined)) {
    await lockSubmissionRow(db, found.s.id);
    [found] = await query().for('update', { of: [invitations] });
  }
  authorize(invitationPolicy, user, 'read', found?.i, undefined);
  return found;
}

export type { InvitationReview, ReviewOfInvitation } from './ports';

/** `GET /api/invites/{id}`: what the reviewer may know, with their review once submitted (`reviewOf`). */
export async function invitationDetail(db: Db, reviewOf: ReviewOfInvitation, user: AuthUser, inviteId: number) {
  const { i, s, journalTitle } = await myInvitation(db, user, inviteId);
  // The authors' response to reviewers comes with the revision this round reviews (round 2 on).
  const [revision] =
    i.round > 1
      ? await db
          .select({ response: submissionFiles.responseToReviewers })
          .from(submissionFiles)
          .where(
            and(
              eq(submissionFiles.submissionId, s.id),
              eq(submissionFiles.kind, 'revision'),
              eq(submissionFiles.round, i.round - 1),
            ),
          )
          .orderBy(desc(submissionFiles.id))
          .limit(1)
      : [];
  return {
    ...inviteSummary(i, s.title),
    abstract: s.abstract,
    keywords: s.keywords,
    articleType: s.articleType,
    journalTitle,
    round: i.round,
    expiresAt: i.expiresAt.toISOString(),
    responseToReviewers: revision?.response ?? null,
    closedMessage: i.status === 'cancelled' ? closedInvitationMessage(i.closedReason) : null,
    // Decision 0070: what this reviewer receives, once accepted.
    files:
      i.status === 'accepted' || i.status === 'submitted'
        ? reviewerFilesOf(await filesOfSubmission(db, s.id), i).map((f) => reviewerFileEntry(f, i.id, s.id, i.round))
        : [],
    review: await reviewOf(db, i.id, s.id),
  };
}

/** `POST /api/invites/{id}/respond` (seed 001 §7 `{accept: true}`): from the dashboard. */
export async function respondToInvitation(
  deps: WorkflowDeps,
  user: AuthUser,
  inviteId: number,
  input: { accept: boolean; reason?: string },
) {
  return deps.db.transaction(async (tx) => {
    const { i, s } = await myInvitation(tx, user, inviteId, true);
    if (i.status === 'cancelled') throw new AppError('CONFLICT', closedInvitationMessage(i.closedReason));
    if (i.expiresAt.getTime() <= Date.now() && i.status === 'pending')
      throw new AppError('CONFLICT', 'This invitation has expired.');
    if (input.accept) {
      if (i.status === 'accepted' || i.status === 'submitted') return { inviteId: i.id, status: i.status };
      if (i.status !== 'pending') throw new AppError('CONFLICT', `This invitation is ${i.status}.`);
      assertReviewStillNeeded(i, s);
      await recordAcceptance(deps, tx, i, s, user);
      return { inviteId: i.id, status: 'accepted' as const };
    }
    if (i.status !== 'pending' && i.status !== 'accepted')
      throw new AppError('CONFLICT', `This invitation is ${i.status}.`);
    await recordDecline(deps, tx, i, s, { actor: user, reason: input.reason, editorNote: i.reviewerEmail });
    return { inviteId: i.id, status: 'declined' as const };
  });
}

/**
 * The files the reviewer of accepted invitation `inviteId` receives (decision 0070,
 * `reviewerFilesOf`), with the invitation.
 * @throws AppError NOT_FOUND for another user's invitation; FORBIDDEN-as-policy before acceptance
 */
async function deliveredFiles(db: Db, user: AuthUser, inviteId: number) {
  const { i, s } = await myInvitation(db, user, inviteId);
  authorize(invitationPolicy, user, 'read_manuscript', i, undefined);
  return { i, s, files: reviewerFilesOf(await filesOfSubmission(db, s.id), i) };
}

/**
 * `GET /api/invites/{id}/files` (decision 0070): the files this reviewer receives, oldest first,
 * each `{id, kind, label, filename, url}` under its neutral name.
 */
export async function reviewerFileList(db: Db, user: AuthUser, inviteId: number) {
  const { i, s, files } = await deliveredFiles(db, user, inviteId);
  return files.map((f) => reviewerFileEntry(f, i.id, s.id, i.round));
}

/**
 * `GET /api/invites/{id}/files/{fileId}`: one delivered file and its neutral name; a file not
 * delivered to this reviewer is 404 (decision 0070).
 */
export async function reviewerFile(db: Db, user: AuthUser, inviteId: number, fileId: number) {
  const { i, s, files } = await deliveredFiles(db, user, inviteId);
  const file = files.find((f) => f.id === fileId);
  if (!file) throw new AppError('NOT_FOUND', 'File not found');
  return { file, filename: neutralFilename(file, s.id, i.round) };
}

/**
 * `GET /api/invites/{id}/manuscript` (seed 001 §7): the manuscript among the files this reviewer
 * receives (the latest manuscript or revised manuscript of them), under its neutral name; 404
 * when the editor chose none.
 */
export async function reviewerManuscript(db: Db, user: AuthUser, inviteId: number) {
  const { i, s, files } = await deliveredFiles(db, user, inviteId);
  const file = files.filter((f) => f.kind === 'manuscript' || f.kind === 'revision').at(-1);
  if (!file) throw new AppError('NOT_FOUND', 'File not found');
  return { file, filename: neutralFilename(file, s.id, i.round) };
}

/** Marks invitation `inviteId` as answered by its review (features/reviews, in the review's transaction). */
export async function markInvitationSubmitted(tx: Tx, inviteId: number): Promise<void> {
  await tx.update(invitations).set({ status: 'submitted', updatedAt: new Date() }).where(eq(invitations.id, inviteId));
}
