/**
 * Storing the files an imported article's JATS names (docs/decisions/0082-figures-article-assets.md):
 * each reference is resolved on disk (resolve.ts), its file stored through the file store
 * (disk or S3, decision 0038) as a private file, and recorded in `article_assets` with its
 * href as written, media type, size and, for images, pixel size. References that resolve to
 * nothing are reported. Images get their web renditions from the `assets.convert` job
 * (convert.ts), enqueued here.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, notInArray } from 'drizzle-orm';
import { articleAssets, type AssetKind } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs';
import type { Deps } from '../../deps';
import { CONVERTIBLE_TYPES, isExternalHref, mediaTypeOf, resolveHref } from './resolve';

/** The job that makes the web renditions of an article's images (payload `{ articleId }`). */
export const CONVERT_JOB = 'assets.convert';

/** An element of the JATS that names a file: its name and `xlink:href` as written. */
export interface AssetReference {
  element: AssetKind | 'self-uri';
  href: string;
}

/** What storing an article's files did. */
export interface StoredAssetsReport {
  /** Files stored now (new, or changed since the last import). */
  stored: number;
  /** Files already stored with the same bytes. */
  kept: number;
  /** Local references that name no file of the package. */
  unresolved: AssetReference[];
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Pixel size of an image file, or nulls when sharp cannot read it. */
async function imageSize(file: string): Promise<{ width: number | null; height: number | null }> {
  // Loaded on the first image: libvips is memory a server that imports no figures never needs.
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      width: (turned ? meta.height : meta.width) ?? null,
      height: (turned ? meta.width : meta.height) ?? null,
    };
  } catch {
    return { width: null, height: null };
  }
}

/**
 * Stores the files that `references` (read from the JATS file `xmlFile`) name, for article
 * `articleId`; idempotent: a re-import keeps files whose bytes did not change, replaces the
 * others and removes those the JATS no longer names. A `self-uri` is only checked (the PDF
 * galley is the importer's, decision 0003). Enqueues `assets.convert` when an image is
 * waiting for its renditions.
 * @returns counts, and the references that resolve to no file (external links are not counted)
 */
export async function storeArticleAssets(
  deps: Pick<Deps, 'db' | 'files'>,
  articleId: number,
  xmlFile: string,
  references: readonly AssetReference[],
): Promise<StoredAssetsReport> {
  const report: StoredAssetsReport = { stored: 0, kept: 0, unresolved: [] };
  const existing = new Map(
    (await deps.db.select().from(articleAssets).where(eq(articleAssets.articleId, articleId))).map((row) => [
      row.href,
      row,
    ]),
  );
  const seen = new Set<string>();
  const present = new Set<string>();
  let waiting = false;
  for (const ref of references) {
    if (seen.has(ref.href) || isExternalHref(ref.href)) continue;
    seen.add(ref.href);
    const file = await resolveHref(xmlFile, ref.href);
    if (!file) {
      report.unresolved.push(ref);
      continue;
    }
    if (ref.element === 'self-uri') continue;
    present.add(ref.href);
    const version = (await sha256Of(file)).slice(0, 12);
    const before = existing.get(ref.href);
    if (before && before.version === version) {
      report.kept++;
      if (!before.renditions && CONVERTIBLE_TYPES.has(before.mediaType) && isImageKind(before.kind)) waiting = true;
      continue;
    }
    const mediaType = mediaTypeOf(file);
    const saved = await deps.files.save({
      source: file,
      originalFilename: path.basename(file),
      contentType: mediaType,
      visibility: 'private',
    });
    const size = mediaType.startsWith('image/') ? await imageSize(file) : { width: null, height: null };
    const values = {
      articleId,
      href: ref.href,
      kind: ref.element,
      fileKey: saved.key,
      mediaType,
      byteSize: saved.byteSize,
      version,
      ...size,
      renditions: null,
      updatedAt: new Date(),
    };
    await deps.db
      .insert(articleAssets)
      .values(values)
      .onConflictDoUpdate({ target: [articleAssets.articleId, articleAssets.href], set: values });
    if (before) await removeFiles(deps, before);
    report.stored++;
    if (CONVERTIBLE_TYPES.has(mediaType) && isImageKind(ref.element)) waiting = true;
  }
  const gone = [...existing.values()].filter((row) => !present.has(row.href));
  if (gone.length > 0) {
    const keep = [...present];
    const ofArticle = eq(articleAssets.articleId, articleId);
    await deps.db
      .delete(articleAssets)
      .where(keep.length ? and(ofArticle, notInArray(articleAssets.href, keep)) : ofArticle);
    for (const row of gone) await removeFiles(deps, row);
  }
  if (waiting) await enqueueJob(deps.db, CONVERT_JOB, { articleId });
  return report;
}

/** True for the kinds whose images are shown in the text (and so converted). */
export function isImageKind(kind: string): boolean {
  return kind === 'graphic' || kind === 'inline-graphic';
}

/** Removes the original and the renditions of an asset row that was replaced or dropped. */
async function removeFiles(
  deps: Pick<Deps, 'files'>,
  row: { fileKey: string; renditions: { avif: string; webp: string; jpeg: string }[] | null },
) {
  for (const r of row.renditions ?? []) for (const key of [r.avif, r.webp, r.jpeg]) await deps.files.delete(key);
  await deps.files.delete(row.fileKey);
}
