/**
 * GET /api/files/{key}: public article files (PDF galleys, source XML), streamed with the
 * stored content type, Content-Disposition, ETag (sha256), conditional GET and byte ranges
 * (seed 000 §2 Articles "PDF"). Private files (intake uploads) are never served
 * here: they answer 404 exactly like unknown keys.
 */
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { sendStoredFile } from '../../lib/send-file';
import { isStorageKey } from '../../lib/storage';
import { text } from '../../../shared/validation/text';

const params = z.object({ key: text().min(1).max(64) });

export default async function fileRoutes(app: AppInstance) {
  app.get(
    '/api/files/:key',
    {
      // Byte ranges and ETags address the stored bytes: never re-encode them.
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'Download a public article file (PDF or source XML)',
        description:
          'Streams the file with its content type. Supports `Range: bytes=…` (206/416), `If-None-Match` (304) and HEAD. Unknown or private keys answer 404.',
        params,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isStorageKey(key)) throw new AppError('NOT_FOUND', 'File not found');
      const file = await app.files.find(key);
      if (!file || file.visibility !== 'public') throw new AppError('NOT_FOUND', 'File not found');
      return sendStoredFile(app.storage, request, reply, file, { cacheControl: 'public, max-age=86400' });
    },
  );
}
