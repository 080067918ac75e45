/**
 * The manuscript of a draft (decision 0009; seed 001 §7 `POST /api/submissions/{id}/upload?kind=manuscript`).
 */
import { eq } from 'drizzle-orm';
import { fileLabel, type AUTHOR_EXTRA_FILE_KINDS } from '../../../shared/domain/submission-workflow';
import { submissions } from '../../db/schema';
import { recordSubmissionFile, type ReceivedUpload } from './uploads';
import { requireFile, withUpload, type UploadResult } from './use-case-support';
import type { SubmissionCall } from './workflow-deps';
import { lockSubmission, recordEvent, wrongStatus } from './workflow';

/**
 * Records `upload` as the current manuscript of the author's draft `submissionId`; a new one
 * replaces the previous as the current manuscript (both are kept). With `kind` cover_letter,
 * figure or supplementary (decision 0070) it is recorded as that kind beside the manuscript.
 * @returns the submission and the recorded file
 * @throws AppError VALIDATION_FAILED (400, `file`) without a file; NOT_FOUND (not the caller's
 *   submission); CONFLICT (409, `currentStatus`) when it is no longer a draft
 */
export async function uploadManuscript({
  user,
  submissionId,
  upload,
  kind = 'manuscript',
  ...deps
}: SubmissionCall & {
  upload: ReceivedUpload;
  kind?: 'manuscript' | (typeof AUTHOR_EXTRA_FILE_KINDS)[number];
}): Promise<UploadResult> {
  return withUpload(deps, upload, async (tx) => {
    const file = requireFile(upload, 'Choose a file first');
    const row = await lockSubmission(tx, submissionId, user, 'author');
    if (row.status !== 'draft') throw wrongStatus(row.status, 'given a new manuscript');
    const saved = await recordSubmissionFile(tx, deps.files, {
      submissionId,
      kind,
      round: row.round,
      file,
      uploadedBy: user.id,
    });
    const [submission] = await tx
      .update(submissions)
      .set({ updatedAt: new Date() })
      .where(eq(submissions.id, submissionId))
      .returning();
    await recordEvent(tx, {
      submissionId,
      actor: user,
      actorRole: 'author',
      action: 'upload_manuscript',
      note:
        kind === 'manuscript'
          ? file.originalFilename
          : `${fileLabel({ kind, round: row.round })}: ${file.originalFilename}`,
    });
    return { submission, file: saved };
  });
}
