/**
 * One uploaded file of the workflow (manuscript, revision, proof, review attachment),
 * received with the intake's rules (lib/multipart-upload.ts: streamed, ≤ 30 MB, checked by
 * name and magic bytes) and recorded as a private stored file and a `submission_files` row in
 * the caller's transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { FileCategory } from '../../../shared/validation/files';
import type { SubmissionFileKind } from '../../../shared/domain/submission-workflow';
import { submissionFiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { readIntakeMultipart, removeWritten, type ReceivedFile } from '../../lib/multipart-upload';
import type { Storage } from '../../lib/storage';
import type { DbOrTx } from '../../db/client';

export type SubmissionFileRow = typeof submissionFiles.$inferSelect;

/** The multipart field of the workflow's single-file uploads (seed 001 §7 "multipart field file"). */
export const FILE_FIELD = 'file';

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/**
 * Reads a multipart body with at most one file under `field` (category rules of `category`).
 * The caller records the file (or calls `discard`) — it owns the written bytes.
 * @throws AppError VALIDATION_FAILED for a refused file or more than one; PAYLOAD_TOO_LARGE;
 *   UNSUPPORTED_MEDIA_TYPE when the body is not multipart
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: Storage,
  field: string,
  category: FileCategory = 'manuscript',
): Promise<ReceivedUpload> {
  const body = await readIntakeMultipart(request, storage, (name) => (name === field ? category : undefined));
  const errors = [...body.errors];
  if (body.files.length > 1) errors.push({ path: field, message: 'Send one file' });
  if (errors.length > 0) {
    await removeWritten(storage, body.files);
    throw new AppError('VALIDATION_FAILED', errors[0].message, { errors });
  }
  return { fields: body.fields, file: body.files[0] ?? null };
}

/** Records `file` as a private stored file of `submissionId`. */
export async function recordSubmissionFile(
  tx: DbOrTx,
  files: FileStore,
  input: {
    submissionId: number;
    kind: SubmissionFileKind;
    round: number;
    file: ReceivedFile;
    uploadedBy: number;
    /** A revision's response to reviewers (decision 0036). */
    responseToReviewers?: string | null;
  },
): Promise<SubmissionFileRow> {
  const stored = await files.recordInTransaction(tx, input.file.written, {
    originalFilename: input.file.originalFilename,
    contentType: input.file.contentType,
    visibility: 'private',
  });
  const [row] = await tx
    .insert(submissionFiles)
    .values({
      submissionId: input.submissionId,
      kind: input.kind,
      round: input.round,
      fileKey: stored.key,
      originalFilename: input.file.originalFilename,
      contentType: input.file.contentType,
      byteSize: stored.byteSize,
      uploadedBy: input.uploadedBy,
      responseToReviewers: input.responseToReviewers ?? null,
    })
    .returning();
  return row;
}

/** Removes the bytes of an upload that was not recorded. */
export async function discardUpload(storage: Storage, upload: ReceivedUpload): Promise<void> {
  if (upload.file) await removeWritten(storage, [upload.file]);
}
