/**
 * Streams a stored file as an HTTP answer (public galleys, seed 000 §2; private workflow
 * files, decision 0009): its content type, Content-Disposition with the name to show, ETag (sha256),
 * conditional GET (304) and one byte range (206/416). HEAD gets the same headers (Fastify
 * answers HEAD from the GET route). `X-Content-Type-Options: nosniff` always.
 *
 * Inline only for types a browser shows without running them (decision 0007, "Files"): PDF and the raster
 * images PNG, JPEG, GIF, WebP and AVIF. Anything else (HTML, SVG, XML, office documents…) is sent
 * as an attachment with `Content-Security-Policy: sandbox`, whatever the caller asked, so that
 * a stored file can never run as a page of the site.
 */
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import type { StoredFile } from './file-store';
import { AppError } from './errors';
import type { Storage } from './storage';

export interface SendFileOptions {
  /** The name the browser shows or saves (default: the stored original name). */
  filename?: string;
  /** `public, max-age=86400` for galleys; private files must say `private, no-store`. */
  cacheControl: string;
  /** inline (default; only for `INLINE_TYPES`, see `dispositionFor`) or attachment. */
  disposition?: 'inline' | 'attachment';
}

/** Content types a browser may show inline (no script can run in them). */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/** The disposition to send for `contentType`: `requested` (default inline) only for `INLINE_TYPES`, else attachment. */
export function dispositionFor(
  contentType: string,
  requested: 'inline' | 'attachment' = 'inline',
): 'inline' | 'attachment' {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return INLINE_TYPES.has(type) ? requested : 'attachment';
}

/**
 * Sends `file` from `storage`.
 * @throws AppError NOT_FOUND when the record has no bytes behind it (logged); SERVICE_UNAVAILABLE
 *   (503) when the storage cannot be reached, before any header is sent
 */
export async function sendStoredFile(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  file: Pick<StoredFile, 'key' | 'contentType' | 'originalFilename' | 'sha256' | 'createdAt'>,
  options: SendFileOptions,
): Promise<FastifyReply> {
  const stat = await storage.stat(file.key);
  if (!stat) {
    request.log.error({ key: file.key }, 'stored file record without content');
    throw new AppError('NOT_FOUND', 'File not found');
  }
  const etag = `"${file.sha256.slice(0, 32)}"`;
  const disposition = dispositionFor(file.contentType, options.disposition);
  if (disposition === 'attachment') reply.header('content-security-policy', "sandbox; default-src 'none'");
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(options.filename ?? file.originalFilename, { type: disposition }))
    .header('etag', etag)
    .header('last-modified', file.createdAt.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('cache-control', options.cacheControl)
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
      return reply.send(await storage.read(file.key, { start, end }));
    }
    // Malformed or multi-range requests get the whole file (RFC 9110 allows ignoring Range).
  }
  reply.header('content-length', stat.size);
  return reply.send(await storage.read(file.key));
}
