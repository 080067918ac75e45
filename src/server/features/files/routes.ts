/**
 * GET /api/files/{key}: public article files (PDF galleys, source XML), streamed with the
 * stored content type, Content-Disposition, ETag (sha256), conditional GET and byte ranges
 * (seed 000 §2 Articles "PDF"). Private files (intake uploads) are never served
 * here: they answer 404 exactly like unknown keys.
 */
import { getPublicFile } from '../../../shared/api/endpoints/files';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { sendStoredFile } from '../../lib/send-file';
import { isStorageKey } from '../../lib/storage';

export default async function fileRoutes(app: AppInstance) {
  // The endpoint table's entry (shared/api/endpoints/files.ts, decision 0064); a file answer.
  // Byte ranges and ETags address the stored bytes: never re-encode them.
  endpointRoute(app, getPublicFile, { compress: false }, async (request, reply) => {
    const { key } = request.params;
    if (!isStorageKey(key)) throw new AppError('NOT_FOUND', 'File not found');
    const file = await app.files.find(key);
    if (!file || file.visibility !== 'public') throw new AppError('NOT_FOUND', 'File not found');
    return sendStoredFile(app.storage, request, reply, file, { cacheControl: 'public, max-age=86400' });
  });
}
