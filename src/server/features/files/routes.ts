/**
 * GET /api/files/{key}: public article files (PDF galleys, source XML), streamed with the
 * stored content type, Content-Disposition, ETag (sha256), conditional GET and byte ranges
 * (seed 000 §2 Articles "PDF", issue 2). Private files (intake uploads) are never served
 * here: they answer 404 exactly like unknown keys.
 */
import contentDisposition from 'content-disposition';
import rangeParser from 'range-parser';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { isStorageKey } from '../../lib/storage';

const params = z.object({ key: z.string().min(1).max(64) });

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
      const stat = await app.storage.stat(key);
      if (!stat) {
        request.log.error({ key }, 'stored file record without content');
        throw new AppError('NOT_FOUND', 'File not found');
      }

      const etag = `"${file.sha256.slice(0, 32)}"`;
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.originalFilename, { type: 'inline' }))
        .header('etag', etag)
        .header('last-modified', file.createdAt.toUTCString())
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff');

      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
        return reply.status(304).send();
      }

      const rangeHeader = request.headers.range;
      const ifRange = request.headers['if-range'];
      if (rangeHeader && (!ifRange || ifRange === etag)) {
        const ranges = rangeParser(stat.size, rangeHeader, { combine: true });
        if (ranges === -1) {
          return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
        }
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
          const { start, end } = ranges[0];
          reply
            .status(206)
            .header('content-range', `bytes ${start}-${end}/${stat.size}`)
            .header('content-length', end - start + 1);
          return reply.send(app.storage.read(key, { start, end }));
        }
        // Malformed or multi-range requests get the whole file (RFC 9110 allows ignoring Range).
      }
      reply.header('content-length', stat.size);
      return reply.send(app.storage.read(key));
    },
  );
}
