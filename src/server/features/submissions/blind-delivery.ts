/**
 * Files across the double-blind line, served (docs/decisions/0011-blind-files.md):
 * every file delivered to a reviewer, whatever its kind (`/api/invites/{id}/manuscript`,
 * `/api/invites/{id}/files/{fileId}`; decision 0070) and a review's
 * attachment to the submission's author (`/api/submissions/{id}/files/{fileId}`). Each is
 * read whole (≤ 30 MB), cleaned by `lib/blind` in memory, and sent under its neutral name,
 * `private, no-store`, without byte ranges. A file that cannot be cleaned is refused with 409
 * CONFLICT, and the editor's view of the submission says why (`blindStatus`, `blindIssue`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import contentDisposition from 'content-disposition';
import { blindCopy, blindStatusOf, UncleanableFile, type BlindStatus } from '../../lib/blind';
import { AppError } from '../../lib/errors';
import type { StoredFile } from '../../lib/file-store';
import { dispositionFor } from '../../lib/send-file';
import type { Storage } from '../../lib/storage';

/** The whole of a stored file (at most 30 MB). @throws AppError NOT_FOUND when it is gone */
async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const bytes = await storage.readWhole(key);
  if (!bytes) throw new AppError('NOT_FOUND', 'File not found');
  return bytes;
}

/**
 * Sends the cleaned copy of `stored` under `filename` (the neutral name; a PDF's title is that
 * name without its extension); `requested` 'attachment' for a download (types shown inline otherwise).
 * @throws AppError CONFLICT ('This file cannot be sent for blind review: …') when it cannot be
 *   cleaned; NOT_FOUND when the stored bytes are missing
 */
export async function sendBlindCopy(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: Pick<StoredFile, 'key' | 'contentType'>,
  filename: string,
  requested: 'inline' | 'attachment' = 'inline',
): Promise<FastifyReply> {
  if (!(await storage.stat(stored.key))) throw new AppError('NOT_FOUND', 'File not found');
  let copy;
  try {
    copy = await blindCopy(
      await readStored(storage, stored.key),
      stored.contentType,
      filename.replace(/\.[A-Za-z0-9]{1,8}$/, ''),
    );
  } catch (err) {
    if (!(err instanceof UncleanableFile)) throw err;
    request.log.warn({ key: stored.key, reason: err.message }, 'file not cleanable for blind review; refused');
    throw new AppError(
      'CONFLICT',
      `This file cannot be sent for blind review: ${err.message}. The editor can see why and will ask for another file.`,
    );
  }
  const disposition = dispositionFor(copy.contentType, requested);
  reply
    .header('content-type', copy.contentType)
    .header('content-disposition', contentDisposition(filename, { type: disposition }))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (disposition === 'attachment') reply.header('content-security-policy', "sandbox; default-src 'none'");
  return reply.send(Buffer.from(copy.bytes));
}

/** What crossing the line will do to `stored` (for the editor's view), or a refusal when its bytes are missing. */
export async function blindStatusOfStored(
  storage: Storage,
  stored: { fileKey: string; contentType: string },
): Promise<BlindStatus> {
  if (!(await storage.stat(stored.fileKey))) return { status: 'refused', issue: 'The stored file is missing' };
  return blindStatusOf(await readStored(storage, stored.fileKey), stored.contentType);
}
