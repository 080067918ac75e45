/**
 * Journal covers uploaded by the admin (docs/decisions/0030-journal-management.md):
 * the upload must be a real image (decoded by sharp, whatever its name or declared type says),
 * at most `COVER_MAX_BYTES`; it is resized into the slots the pages show (the journal card and
 * the journal header, 3:4, cropped to fill) in WebP and a JPEG fallback, and stored in
 * Storage. `cover_image` then names `/api/journal-covers/{id}/{version}`, under which
 * `{slot}.webp` and `{slot}.jpg` are served with long caching (a new upload is a new version).
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import { COVER_SLOTS, type CoverSlot } from '../../../shared/api/journal-admin';
import type { Db } from '../../db/client';
import { journals, type CoverFiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { audit } from '../../lib/audit';
import type { Deps } from '../../deps';

/** Largest cover upload, in bytes (5 MiB). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** Largest decoded image, in pixels (guards against decompression bombs). */
const COVER_MAX_PIXELS = 50_000_000;

/** The images of one upload, per slot: WebP and JPEG bytes with the slot's size. */
export async function resizeCover(
  bytes: Buffer,
): Promise<Record<CoverSlot, { width: number; height: number; webp: Buffer; jpeg: Buffer }>> {
  // Loaded on the first upload: libvips is ~30 MB of resident memory a reading server never needs.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: COVER_MAX_PIXELS }).metadata();
  } catch {
    throw coverError('The cover must be an image (JPEG, PNG, WebP, GIF or AVIF)');
  }
  if (!meta.width || !meta.height || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(meta.format ?? '')) {
    throw coverError('The cover must be an image (JPEG, PNG, WebP, GIF or AVIF)');
  }
  const out = {} as Record<CoverSlot, { width: number; height: number; webp: Buffer; jpeg: Buffer }>;
  for (const [slot, size] of Object.entries(COVER_SLOTS) as [CoverSlot, { width: number; height: number }][]) {
    const resized = sharp(bytes, { limitInputPixels: COVER_MAX_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' });
    try {
      const [webp, jpeg] = await Promise.all([
        resized.clone().webp({ quality: 80 }).toBuffer(),
        resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      ]);
      out[slot] = { ...size, webp, jpeg };
    } catch {
      throw coverError('The cover image could not be read');
    }
  }
  return out;
}

function coverError(message: string) {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'cover', message }] });
}

/** The public URL base of a journal's resized cover (`{base}/{slot}.webp|jpg`). */
export function coverBase(journalId: number, files: CoverFiles): string {
  return `/api/journal-covers/${journalId}/${files.card.jpeg.slice(0, 8)}`;
}

/**
 * Stores the resized cover of journal `id` and points `cover_image` at it; the previous
 * upload's files are removed. @throws AppError 400 (not an image), 404 (no such journal)
 */
export async function replaceCover(
  deps: Pick<Deps, 'db' | 'storage'>,
  actorId: number,
  id: number,
  bytes: Buffer,
): Promise<{ coverImage: string; coverFiles: CoverFiles }> {
  const [journal] = await deps.db.select({ coverFiles: journals.coverFiles }).from(journals).where(eq(journals.id, id));
  if (!journal) throw new AppError('NOT_FOUND', `Journal ${id} not found`);
  const images = await resizeCover(bytes);
  const written: string[] = [];
  const store = async (data: Buffer) => {
    const { key } = await deps.storage.write(Readable.from([data]));
    written.push(key);
    return key;
  };
  try {
    const coverFiles = {} as CoverFiles;
    for (const slot of Object.keys(COVER_SLOTS) as CoverSlot[]) {
      const image = images[slot];
      coverFiles[slot] = {
        width: image.width,
        height: image.height,
        webp: await store(image.webp),
        jpeg: await store(image.jpeg),
      };
    }
    const coverImage = `${coverBase(id, coverFiles)}/card.jpg`;
    await deps.db.transaction(async (tx) => {
      await tx.update(journals).set({ coverFiles, coverImage, updatedAt: new Date() }).where(eq(journals.id, id));
      await audit(tx, { actorId, action: 'journal.cover', targetType: 'journal', targetId: id, journalId: id });
    });
    if (journal.coverFiles) {
      for (const files of Object.values(journal.coverFiles)) {
        await deps.storage.remove(files.webp);
        await deps.storage.remove(files.jpeg);
      }
    }
    return { coverImage, coverFiles };
  } catch (err) {
    for (const key of written) await deps.storage.remove(key);
    throw err;
  }
}

/** The storage key and type of `slot.ext` of journal `id`'s cover, or null. */
export async function coverFileOf(
  db: Db,
  id: number,
  version: string,
  slot: string,
  ext: string,
): Promise<{ key: string; contentType: string; updatedAt: Date } | null> {
  const [row] = await db
    .select({ coverFiles: journals.coverFiles, updatedAt: journals.updatedAt })
    .from(journals)
    .where(eq(journals.id, id));
  const files = row?.coverFiles;
  if (!files || !(slot in COVER_SLOTS) || files.card.jpeg.slice(0, 8) !== version) return null;
  const entry = files[slot as CoverSlot];
  if (ext === 'webp') return { key: entry.webp, contentType: 'image/webp', updatedAt: row.updatedAt };
  if (ext === 'jpg') return { key: entry.jpeg, contentType: 'image/jpeg', updatedAt: row.updatedAt };
  return null;
}
