/**
 * What each reviewer receives (docs/decisions/0070-files-kinds-and-reviewer-files.md): by
 * default the round's manuscript (the latest manuscript or revised manuscript the round reviews)
 * with the submission's figures and supplementary files; or the files the editor chose for that
 * invitation (`invitations.file_ids`), when inviting or later while the invitation is open.
 * Never a cover letter (every Genesis journal is double-blind, seed 000), a proof or a review's
 * attachment. Every reviewer file route (list, view, download) answers from this one set; a file
 * outside it is 404 to that reviewer. What crosses is cleaned (decision 0011, `sendBlindCopy`).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invitations, submissionFiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import {
  FILE_KIND_LABELS,
  defaultReviewerFileIds,
  fileLabel,
  reviewerMayReceive,
  type SubmissionFileKind,
} from '../../../shared/domain/submission-workflow';
import { lockSubmission } from '../submissions';

type FileRow = typeof submissionFiles.$inferSelect;

/** The submission's files, oldest first. */
export async function filesOfSubmission(db: DbOrTx, submissionId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(asc(submissionFiles.id));
}

const isManuscript = (kind: SubmissionFileKind) => kind === 'manuscript' || kind === 'revision';

/**
 * The files invitation `i` delivers: the editor's choice when there is one (restricted to the
 * kinds reviewers may receive, whatever was stored), else the default. Oldest first.
 */
export function reviewerFilesOf(files: readonly FileRow[], i: { round: number; fileIds: number[] | null }): FileRow[] {
  const ids = new Set(i.fileIds ?? defaultReviewerFileIds(files, i.round));
  return files.filter((f) => ids.has(f.id) && reviewerMayReceive(f.kind));
}

/**
 * The neutral name a file crosses under (decision 0011): `manuscript-{submission}-round-{n}.ext`
 * for the manuscript, `{kind}-{submission}-{file}.ext` for the others; never the uploaded name.
 */
export function neutralFilename(f: FileRow, submissionId: number, round: number): string {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(f.originalFilename)?.[0].toLowerCase() ?? '';
  if (isManuscript(f.kind)) return `manuscript-${submissionId}-round-${round}${ext}`;
  return `${f.kind.replace(/_/g, '-')}-${submissionId}-${f.id}${ext}`;
}

/** A file of a reviewer's list: `GET /api/invites/{id}/files` (decision 0070). */
export function reviewerFileEntry(f: FileRow, inviteId: number, submissionId: number, round: number) {
  return {
    id: f.id,
    kind: f.kind,
    label: fileLabel(f),
    filename: neutralFilename(f, submissionId, round),
    url: `/api/invites/${inviteId}/files/${f.id}`,
  };
}

/**
 * Checks an editor's choice of files for a reviewer of submission `submissionId` (decision 0070):
 * each id a file of this submission, of a kind reviewers may receive; at least one.
 * @returns the ids, deduplicated and sorted
 * @throws AppError VALIDATION_FAILED at `fileIds`: a cover letter ("…double-blind…"), a proof or
 *   review attachment, a file of another submission, or an empty choice
 */
export async function checkReviewerFileChoice(db: DbOrTx, submissionId: number, fileIds: readonly number[]) {
  const refuse = (message: string): never => {
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'fileIds', message }] });
  };
  const ids = [...new Set(fileIds)].sort((a, b) => a - b);
  if (ids.length === 0) refuse('Choose at least one file for the reviewer');
  const files = new Map((await filesOfSubmission(db, submissionId)).map((f) => [f.id, f]));
  for (const id of ids) {
    const f = files.get(id);
    if (!f) refuse(`File ${id} is not a file of this submission`);
    else if (f.kind === 'cover_letter') {
      refuse('A cover letter cannot be sent to a reviewer: review is double-blind and the letter names the authors');
    } else if (!reviewerMayReceive(f.kind)) {
      refuse(`A ${FILE_KIND_LABELS[f.kind].toLowerCase()} cannot be sent to a reviewer`);
    }
  }
  return ids;
}

/**
 * `PUT /api/submissions/{id}/invites/{inviteId}/files` `{fileIds}` (decision 0070): the editor's
 * choice of what this reviewer receives, while the invitation is pending or accepted.
 * @returns the stored choice
 * @throws AppError NOT_FOUND (submission outside the editor's journals, or an invitation of
 *   another submission); CONFLICT once the invitation is answered by a review, declined or
 *   cancelled; VALIDATION_FAILED for a refused choice (`checkReviewerFileChoice`)
 */
export async function chooseReviewerFiles(
  deps: { db: Db },
  editor: AuthUser,
  submissionId: number,
  inviteId: number,
  fileIds: readonly number[],
): Promise<{ inviteId: number; fileIds: number[] }> {
  return deps.db.transaction(async (tx) => {
    await lockSubmission(tx, submissionId, editor, 'editor');
    const [invite] = await tx
      .select({ id: invitations.id, status: invitations.status })
      .from(invitations)
      .where(and(eq(invitations.id, inviteId), eq(invitations.submissionId, submissionId)))
      .for('update');
    if (!invite) throw new AppError('NOT_FOUND', 'Invitation not found');
    if (invite.status !== 'pending' && invite.status !== 'accepted') {
      throw new AppError(
        'CONFLICT',
        `This invitation is ${invite.status}; the files it delivers can no longer change.`,
      );
    }
    const ids = await checkReviewerFileChoice(tx, submissionId, fileIds);
    await tx.update(invitations).set({ fileIds: ids, updatedAt: new Date() }).where(eq(invitations.id, inviteId));
    return { inviteId, fileIds: ids };
  });
}
