/**
 * What several of the workflow's use cases share (decision 0009): recording an upload in a
 * transaction (its bytes discarded when the transaction fails), the required file of an upload,
 * and the author a mail goes to.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { discardUpload, type ReceivedUpload, type SubmissionFileRow } from './uploads';
import type { WorkflowDeps } from './workflow-deps';
import type { SubmissionRow } from './workflow';

/** What an upload call answers: the submission as it now is, and the file recorded. */
export interface UploadResult {
  submission: SubmissionRow;
  file: SubmissionFileRow;
}

/** Records an upload in a transaction, or discards its bytes when the transaction fails. */
export async function withUpload<T>(
  deps: Pick<WorkflowDeps, 'db' | 'storage'>,
  upload: ReceivedUpload,
  run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(run);
  } catch (err) {
    await discardUpload(deps.storage, upload);
    throw err;
  }
}

/**
 * The upload's file.
 * @throws AppError VALIDATION_FAILED (400) with `message` on the `file` field when there is none
 */
export function requireFile(upload: ReceivedUpload, message: string): NonNullable<ReceivedUpload['file']> {
  if (!upload.file) throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'file', message }] });
  return upload.file;
}

/** The name and e-mail address of `row`'s author, read within `tx`. */
export async function authorOf(tx: DbOrTx, row: SubmissionRow): Promise<{ name: string; email: string }> {
  const [author] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.authorId));
  return author;
}
