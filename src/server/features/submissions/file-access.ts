/**
 * Serving a submission file to whoever the submission-file policy (policy.ts, decision 0009,
 * 0011) lets read it: editors of its journal (admins any); the author their own manuscripts,
 * revisions and proofs, and a review's attachment once that review is visible to them (a blind
 * copy); a reviewer the attachment of their own review (the manuscript they get through
 * `/api/invites/{id}/manuscript`, under a neutral name). Anyone else: 404, as for a file that
 * does not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles, submissionFiles, submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { PeerReviewViews } from './peer-review';
import { authorize, permits } from '../../lib/authorize';
import { submissionFacts, submissionFilePolicy, type SubmissionFileFacts } from './policy';

type StoredFileRow = typeof storedFiles.$inferSelect;

/**
 * The stored file behind submission file `fileId` of submission `id`, if `user` may read it,
 * with the name to send it under; `blind: true` when it crosses the double-blind line (a
 * review attachment going to the author) and must be cleaned first (blind-delivery.ts). Who
 * reads a review attachment is told by features/reviews (`peerReview.attachmentReaderOf`).
 * @throws AppError NOT_FOUND when it does not exist or `user` may not read it
 */
export async function readableFile(
  db: Db,
  peerReview: Pick<PeerReviewViews, 'attachmentReaderOf'>,
  user: AuthUser,
  id: number,
  fileId: number,
): Promise<{ stored: StoredFileRow; filename: string; blind?: boolean }> {
  const [found] = await db
    .select({ f: submissionFiles, s: submissions, stored: storedFiles })
    .from(submissionFiles)
    .innerJoin(submissions, eq(submissions.id, submissionFiles.submissionId))
    .innerJoin(storedFiles, eq(storedFiles.key, submissionFiles.fileKey))
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, id)));
  if (!found) throw new AppError('NOT_FOUND', 'File not found');
  const { f, s, stored } = found;
  const record = { kind: f.kind, submission: s };
  const facts: SubmissionFileFacts = { ...(await submissionFacts(db, user, s)), attachmentReader: null };
  if (f.kind === 'review_attachment' && !permits(submissionFilePolicy, user, 'read_original', record, facts)) {
    facts.attachmentReader = await peerReview.attachmentReaderOf(db, user, s, f.id);
  }
  authorize(submissionFilePolicy, user, 'read', record, facts);
  if (permits(submissionFilePolicy, user, 'read_original', record, facts))
    return { stored, filename: f.originalFilename };
  return { stored, blind: true, filename: blindAttachmentName(f) };
}

/**
 * The name a review attachment reaches the author under (its blind copy, decision 0011):
 * `review-attachment-{file id}{.ext}`, never the uploaded name (which may carry the reviewer's).
 * The decision letter names the files by it (decision-letters.ts).
 */
export function blindAttachmentName(f: { id: number; originalFilename: string }): string {
  return `review-attachment-${f.id}${/\.[A-Za-z0-9]{1,8}$/.exec(f.originalFilename)?.[0].toLowerCase() ?? ''}`;
}
