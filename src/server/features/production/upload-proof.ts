/**
 * The proof (decision 0009; seed 001 §7 `POST /api/submissions/{id}/proof`).
 */
import { AppError } from '../../lib/errors';
import { proofMail } from './mails';
import {
  authorOf,
  recordSubmissionFile,
  requireFile,
  transition,
  withUpload,
  type ReceivedUpload,
  type SubmissionCall,
  type UploadResult,
} from '../submissions';

/**
 * A PDF proof, uploaded by an editor in production (or replacing a proof not yet approved):
 * in production or proof uploaded → proof uploaded; the author is told by mail.
 * @returns the submission and the recorded file
 * @throws AppError VALIDATION_FAILED (400, `file`) without a file, or 'The proof must be a PDF'
 *   for another type; NOT_FOUND (not an editor of its journal); CONFLICT (409, `currentStatus`)
 */
export async function uploadProof({
  user,
  submissionId,
  upload,
  ...deps
}: SubmissionCall & { upload: ReceivedUpload }): Promise<UploadResult> {
  return withUpload(deps, upload, async (tx) => {
    const file = requireFile(upload, 'Choose a proof file');
    if (file.contentType !== 'application/pdf') {
      throw new AppError('VALIDATION_FAILED', 'The proof must be a PDF', {
        errors: [{ path: 'file', message: 'The proof must be a PDF' }],
      });
    }
    const { after } = await transition(tx, {
      submissionId,
      action: 'upload_proof',
      user,
      note: file.originalFilename,
    });
    const saved = await recordSubmissionFile(tx, deps.files, {
      submissionId,
      kind: 'proof',
      round: after.round,
      file,
      uploadedBy: user.id,
    });
    const author = await authorOf(tx, after);
    await deps.mailer.enqueue(
      tx,
      proofMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId,
        title: after.title,
      }),
    );
    return { submission: after, file: saved };
  });
}
