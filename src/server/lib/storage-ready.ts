/**
 * Readiness of the file storage (issue 20, `/api/ready`): one cheap call, kept apart from the
 * storage implementation so that another storage (S3: a HeadBucket) answers the same question.
 */
import fsp from 'node:fs/promises';
import type { DiskStorage } from './storage';

/**
 * Resolves when the storage can take files: for the disk, its root exists (created if
 * missing, as the first upload would) and is readable and writable by this process.
 * @throws the underlying error (EACCES, EROFS, ENOSPC…) when it cannot
 */
export async function checkStorage(storage: DiskStorage): Promise<void> {
  await fsp.mkdir(storage.root, { recursive: true });
  await fsp.access(storage.root, fsp.constants.R_OK | fsp.constants.W_OK);
}
