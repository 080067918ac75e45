/**
 * Photos of editorial board members (decisions 0031 and 0046), as journal covers are
 * done (covers.ts): the admin's upload must be a real image (decoded by sharp, whatever its name
 * or declared type says), at most `BOARD_PHOTO_MAX_BYTES`; it is cropped to the square slot the
 * Editorial Board tab shows (`BOARD_PHOTO_SIZE` px, attention-centred) in WebP and a JPEG
 * fallback, stored in Storage, and served under `/api/board-photos/{memberId}/{version}/photo.{webp|jpg}`
 * with long caching (a new upload is a new version).
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { BOARD_PHOTO_SIZE, type BoardMember } from '../../../shared/api/board';
import type { Db } from '../../db/client';
import { journalBoardMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { auditBoard, presentMember } from './board';
import type { Deps } from '../../deps';

/** Largest decoded image, in pixels (guards against decompression bombs). */
const PHOTO_MAX_PIXELS = 50_000_000;
const NOT_AN_IMAGE = 'The photo must be an image (JPEG, PNG, WebP, GIF or AVIF)';

function photoError(message: string) {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'photo', message }] });
}

/**
 * The square photo of an upload: `BOARD_PHOTO_SIZE` × `BOARD_PHOTO_SIZE` px, WebP and JPEG bytes.
 * @throws AppError VALIDATION_FAILED (400, field `photo`) when the bytes are not a readable image
 */
export async function resizeBoardPhoto(bytes: Buffer): Promise<{ webp: Buffer; jpeg: Buffer }> {
  // Loaded on the first upload: libvips is memory a reading server never needs.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
    format = meta.width && meta.height ? meta.format : undefined;
  } catch {
    throw photoError(NOT_AN_IMAGE);
  }
  if (!['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(format ?? '')) throw photoError(NOT_AN_IMAGE);
  const square = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
    .rotate()
    .resize(BOARD_PHOTO_SIZE, BOARD_PHOTO_SIZE, { fit: 'cover', position: 'attention' });
  try {
    const [webp, jpeg] = await Promise.all([
      square.clone().webp({ quality: 80 }).toBuffer(),
      square.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    return { webp, jpeg };
  } catch {
    throw photoError('The photo could not be read');
  }
}

/**
 * Stores the resized photo of member `memberId` of journal `journalId`'s board; the previous
 * photo's files are removed after the commit. Audited as `board.photo` by `actorId`.
 * @returns the member, with its new `photoUrl`
 * @throws AppError 400 (not an image), 404 (no such member on that board)
 */
export async function replaceBoardPhoto(
  deps: Pick<Deps, 'db' | 'storage'>,
  actorId: number,
  journalId: number,
  memberId: number,
  bytes: Buffer,
): Promise<BoardMember> {
  const where = and(eq(journalBoardMembers.id, memberId), eq(journalBoardMembers.journalId, journalId));
  const [before] = await deps.db
    .select({ jpeg: journalBoardMembers.photoKey, webp: journalBoardMembers.photoWebpKey })
    .from(journalBoardMembers)
    .where(where);
  if (!before) throw new AppError('NOT_FOUND', `Board member #${memberId} not found`);
  const images = await resizeBoardPhoto(bytes);
  const written: string[] = [];
  const store = async (data: Buffer) => {
    const { key } = await deps.storage.write(Readable.from([data]));
    written.push(key);
    return key;
  };
  try {
    const photoWebpKey = await store(images.webp);
    const photoKey = await store(images.jpeg);
    const row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(journalBoardMembers)
        .set({ photoKey, photoWebpKey, updatedAt: new Date() })
        .where(where)
        .returning();
      if (!updated) throw new AppError('NOT_FOUND', `Board member #${memberId} not found`);
      await auditBoard(tx, actorId, journalId, 'photo', `member #${updated.id} ${updated.name}`);
      return updated;
    });
    for (const key of [before.jpeg, before.webp])
      if (key && key !== photoKey && key !== photoWebpKey) await deps.storage.remove(key);
    return presentMember(row);
  } catch (err) {
    for (const key of written) await deps.storage.remove(key);
    throw err;
  }
}

/** The storage key and type of member `memberId`'s photo in `ext` at `version`, or null. */
export async function boardPhotoFileOf(
  db: Db,
  memberId: number,
  version: string,
  ext: string,
): Promise<{ key: string; contentType: string; updatedAt: Date } | null> {
  const [row] = await db
    .select({
      jpeg: journalBoardMembers.photoKey,
      webp: journalBoardMembers.photoWebpKey,
      updatedAt: journalBoardMembers.updatedAt,
    })
    .from(journalBoardMembers)
    .where(eq(journalBoardMembers.id, memberId));
  if (!row?.jpeg || row.jpeg.slice(0, 8) !== version) return null;
  if (ext === 'jpg') return { key: row.jpeg, contentType: 'image/jpeg', updatedAt: row.updatedAt };
  if (ext === 'webp' && row.webp) return { key: row.webp, contentType: 'image/webp', updatedAt: row.updatedAt };
  return null;
}
