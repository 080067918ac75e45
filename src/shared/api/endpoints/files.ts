/**
 * Endpoint table: stored files served as they are, not JSON (docs/decisions/0064-endpoint-table.md,
 * `fileAnswer`): public article files (seed 000 §2 "PDF"), the admin's intake files, journal
 * covers and board photos. The server streams them (lib/send-file.ts: ETag, conditional GET,
 * byte ranges); errors answer `errorBody`.
 */
import { z } from 'zod';
import { errorBody, serialId } from '../common';
import { text } from '../../validation/text';
import { defineEndpoint, fileAnswer } from './define';

const storedKey = z.object({ key: text().min(1).max(64) });
const version = text().regex(/^[A-Za-z0-9_-]{8}$/);
const images = fileAnswer(['image/webp', 'image/jpeg']);

/** `GET /api/files/{key}`: a public article file (PDF galley, source XML); private and unknown keys 404. */
export const getPublicFile = defineEndpoint({
  tags: ['files'],
  method: 'GET',
  path: '/api/files/:key',
  summary: 'Download a public article file (PDF or source XML)',
  description:
    'Streams the file with its content type. Supports `Range: bytes=…` (206/416), `If-None-Match` (304) and HEAD. Unknown or private keys answer 404.',
  params: storedKey,
  responses: { 200: fileAnswer(['application/pdf', 'application/xml', 'application/octet-stream']) },
});

/**
 * `GET /api/admin/files/{key}[?meta=true]` (admin): an intake file; with `meta=true` its
 * metadata as JSON instead (`fileMetadata` of shared/api/admin.ts).
 */
export const getIntakeFile = defineEndpoint({
  tags: ['admin'],
  method: 'GET',
  path: '/api/admin/files/:key',
  summary: 'An intake file (GET and HEAD); `?meta=true` answers its metadata',
  signedIn: true,
  params: storedKey,
  query: z.object({ meta: z.enum(['true', 'false']).optional() }),
  responses: { 200: fileAnswer(['application/octet-stream', 'application/json']) },
});

/** `GET /api/journal-covers/{id}/{version}/{card|header}.{webp|jpg}`: a journal's cover in one slot's size. */
export const getJournalCover = defineEndpoint({
  tags: ['journals'],
  method: 'GET',
  path: '/api/journal-covers/:id/:version/:file',
  summary: "A journal's uploaded cover in one slot's size: card or header, WebP or JPEG",
  params: z.object({
    id: serialId,
    version,
    file: text().regex(/^(card|header)\.(webp|jpg)$/, 'card or header, .webp or .jpg'),
  }),
  responses: { 200: images, 400: errorBody, 404: errorBody },
});

/** `GET /api/board-photos/{memberId}/{version}/photo.{webp|jpg}`: a board member's photo. */
export const getBoardPhoto = defineEndpoint({
  tags: ['journals'],
  method: 'GET',
  path: '/api/board-photos/:memberId/:version/:file',
  summary: "A board member's photo: a 256 px square, WebP or JPEG",
  params: z.object({
    memberId: serialId,
    version,
    file: text().regex(/^photo\.(webp|jpg)$/, 'photo.webp or photo.jpg'),
  }),
  responses: { 200: images, 400: errorBody, 404: errorBody },
});
