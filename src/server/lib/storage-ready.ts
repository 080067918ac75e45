/**
 * Readiness of the file storage (decision 0039, `/api/ready`): one cheap call, answered by the
 * storage itself (the disk: its root is there and writable; S3: a HeadBucket).
 */
import type { Storage } from './storage';

/**
 * Resolves when the storage can take files.
 * @throws the underlying error (EACCES, EROFS, ENOSPC, an S3 error…) when it cannot
 */
export async function checkStorage(storage: Storage): Promise<void> {
  await storage.ready();
}
