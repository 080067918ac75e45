/**
 * A revised manuscript (decision 0009; seed 001 §7 `POST /api/submissions/{id}/revisions`).
 */
import { revisionFields } from '../../../shared/validation/submissions';
import { AppError } from '../../lib/errors';
import { recordSubmissionFile, type ReceivedUpload } from './uploads';
import { requireFile, withUpload, type UploadResult } from './use-case-support';
import type { SubmissionCall } from './workflow-deps';
import { transition } from './workflow';
import { noticeRevision } from './workflow-notices';

/**
 * revision_requested → resubmitted with `upload`'s file. The multipart field
 * `responseToReviewers` (decision 0036, optional, ≤ 20,000 characters) is kept with the revision
 * for the editor and the next round's reviewers; the author and the editors are told (decision 0054).
 * @returns the submission and the recorded file
 * @throws AppError VALIDATION_FAILED (400) without a file or with a bad field; NOT_FOUND (not the
 *   caller's); CONFLICT (409, `currentStatus`) unless a revision was requested
 */
export async function uploadRevision({
  user,
  submissionId,
  upload,
  ...deps
}: SubmissionCall & { upload: ReceivedUpload }): Promise<UploadResult> {
  return withUpload(deps, upload, async (tx) => {
    const file = requireFile(upload, 'Choose a file first');
    const fields = revisionFields.safeParse(upload.fields);
    if (!fields.success) {
      const errors = fields.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
      throw new AppError('VALIDATION_FAILED', errors[0].message, { errors });
    }
    const { after } = await transition(tx, { submissionId, action: 'upload_revision', user });
    const saved = await recordSubmissionFile(tx, deps.files, {
      submissionId,
      kind: 'revision',
      round: after.round,
      file,
      uploadedBy: user.id,
      responseToReviewers: fields.data.responseToReviewers || null,
    });
    await noticeRevision(tx, deps, after, Boolean(fields.data.responseToReviewers));
    return { submission: after, file: saved };
  });
}
