/**
 * What a submission shows of its peer review, and who reads a review's attachment. Both come
 * from the features that own that data (invitations, reviews), which build on this one: app.ts
 * puts them into the one `Deps` (src/server/deps.ts, decision 0068), so that submissions imports
 * neither and no cycle forms between the feature indexes (docs/decisions/0015-feature-ownership.md).
 * This file imports no feature file, so that `Deps` can name its types without a cycle.
 */
import type { z } from 'zod';
import type { submissionDetail } from '../../../shared/api/submissions';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer } from '../../plugins/mailer';
import type { AuthUser } from '../../plugins/auth';
import type { submissions } from '../../db/schema';

type Detail = z.infer<typeof submissionDetail>;
/** A submission's row (the same type as workflow.ts `SubmissionRow`; named here so this file imports no use case). */
type SubmissionRow = typeof submissions.$inferSelect;

/** The reviews of a submission as one view may see them. */
export interface SubmissionReviews {
  /** The editor's view (empty for the author). */
  editorReviews: Detail['editorReviews'];
  /** The author's blind view (empty for the editor). */
  authorReviews: Detail['authorReviews'];
  /** The submission files attached to those reviews (the others stay hidden from the author). */
  attachmentIds: Set<number>;
}

/** Who reads a review attachment: its reviewer, the author (a blind copy), or nobody (null). */
export type AttachmentReader = 'reviewer' | 'author' | null;

export interface PeerReviewViews {
  /** The invitations of submission `submissionId`, oldest first, for the editor (features/invitations). */
  invitationsOf(db: Db, submissionId: number): Promise<Detail['invitations']>;
  /** The reviews of `row` as `view` may see them (features/reviews). */
  reviewsOf(db: Db, row: SubmissionRow, view: 'author' | 'editor'): Promise<SubmissionReviews>;
  /** How `user` (not an editor) may read review attachment `fileId` of `submission` (features/reviews). */
  attachmentReaderOf(db: Db, user: AuthUser, submission: SubmissionRow, fileId: number): Promise<AttachmentReader>;
  /** Closes the open invitations when a decision or a withdrawal ends the review (features/invitations). */
  closeOpenInvitations: CloseInvitations;
}

/**
 * Closes the open invitations of a submission when a decision or a withdrawal ends its review
 * (decision 0036; features/invitations' `closeOpenInvitations`): they are cancelled, their links
 * stop working and their reviewers are told, in the caller's transaction.
 */
export type CloseInvitations = (
  tx: DbOrTx,
  mailer: Pick<Mailer, 'enqueue'>,
  input: { submission: { id: number; title: string }; reason: 'decided' | 'withdrawn'; actor: { id: number } },
) => Promise<number[]>;
