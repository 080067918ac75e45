/**
 * Reading an article's assets (docs/decisions/0082-figures-article-assets.md): the view the
 * full-text renderer needs (URLs of each rendition and of the original, sizes), and the stored
 * file behind one asset URL. Assets are public exactly when their article is: an article row is
 * a published article (seed 000 §2), so an asset answers only under its own article's id.
 */
import { and, eq } from 'drizzle-orm';
import { articleAssets, articles, storedFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

/** One rendition width of an image as the page links it. */
export interface RenditionView {
  width: number;
  height: number;
  avif: string;
  webp: string;
  jpeg: string;
}

/** An asset as the page shows it: URLs are site-relative and immutable (versioned by content). */
export interface AssetView {
  href: string;
  kind: string;
  /** The file's name as imported (its extension is the one found on disk). */
  fileName: string;
  mediaType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  /** `/api/articles/{id}/assets/{assetId}/{version}/original`. */
  originalUrl: string;
  /** Narrowest first; empty until converted (or for non-images). */
  renditions: RenditionView[];
}

/** Base of an asset's URLs. */
function assetBase(articleId: number, assetId: number, version: string): string {
  return `/api/articles/${articleId}/assets/${assetId}/${version}`;
}

/**
 * The assets of article `articleId`, by href as written in its JATS, and a signature that
 * changes whenever one is stored, replaced or converted (for caches of the rendered text).
 */
export async function assetsForArticle(
  db: DbOrTx,
  articleId: number,
): Promise<{ byHref: Map<string, AssetView>; signature: string }> {
  const rows = await db
    .select({ row: articleAssets, fileName: storedFiles.originalFilename })
    .from(articleAssets)
    .innerJoin(storedFiles, eq(storedFiles.key, articleAssets.fileKey))
    .where(eq(articleAssets.articleId, articleId));
  const byHref = new Map<string, AssetView>();
  const parts: string[] = [];
  for (const { row, fileName } of rows) {
    const base = assetBase(articleId, row.id, row.version);
    byHref.set(row.href, {
      href: row.href,
      kind: row.kind,
      fileName,
      mediaType: row.mediaType,
      byteSize: row.byteSize,
      width: row.width,
      height: row.height,
      originalUrl: `${base}/original`,
      renditions: (row.renditions ?? []).map((r) => ({
        width: r.width,
        height: r.height,
        avif: `${base}/w${r.width}.avif`,
        webp: `${base}/w${r.width}.webp`,
        jpeg: `${base}/w${r.width}.jpg`,
      })),
    });
    parts.push(`${row.id}:${row.version}:${row.renditions?.length ?? 0}`);
  }
  return { byHref, signature: parts.sort().join(',') };
}

/** The stored file behind one asset URL, with the name and type to send it with. */
export interface AssetFile {
  key: string;
  contentType: string;
  originalFilename: string;
  sha256: string;
  createdAt: Date;
}

const RENDITION_FILE = /^w(\d{1,5})\.(avif|webp|jpg)$/;
const RENDITION_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * The file `file` (`original` or `w{width}.{avif|webp|jpg}`) of asset `assetId` at `version` of
 * article `articleId`, or null when the article, the asset (of that article), the version or the
 * rendition does not exist.
 */
export async function findAssetFile(
  db: DbOrTx,
  articleId: number,
  assetId: number,
  version: string,
  file: string,
): Promise<AssetFile | null> {
  const [row] = await db
    .select({
      fileKey: articleAssets.fileKey,
      href: articleAssets.href,
      version: articleAssets.version,
      mediaType: articleAssets.mediaType,
      renditions: articleAssets.renditions,
      createdAt: articleAssets.createdAt,
      updatedAt: articleAssets.updatedAt,
      fileName: storedFiles.originalFilename,
    })
    .from(articleAssets)
    .innerJoin(articles, eq(articles.id, articleAssets.articleId))
    .innerJoin(storedFiles, eq(storedFiles.key, articleAssets.fileKey))
    .where(and(eq(articleAssets.id, assetId), eq(articleAssets.articleId, articleId)));
  if (!row || row.version !== version) return null;
  const name = row.fileName;
  if (file === 'original') {
    return {
      key: row.fileKey,
      contentType: row.mediaType,
      originalFilename: name,
      sha256: `${row.version}:original`,
      createdAt: row.createdAt,
    };
  }
  const match = RENDITION_FILE.exec(file);
  if (!match) return null;
  const rendition = row.renditions?.find((r) => r.width === Number(match[1]));
  if (!rendition) return null;
  const ext = match[2] as keyof typeof RENDITION_TYPES;
  const key = ext === 'avif' ? rendition.avif : ext === 'webp' ? rendition.webp : rendition.jpeg;
  return {
    key,
    contentType: RENDITION_TYPES[ext],
    originalFilename: `${name.replace(/\.[^.]+$/, '')}-${rendition.width}.${ext}`,
    sha256: `${row.version}:${file}`,
    createdAt: row.updatedAt,
  };
}
