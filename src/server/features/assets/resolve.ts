/**
 * Where the file a JATS reference names is on disk (docs/decisions/0082-figures-article-assets.md),
 * by the rules of the real packages the importer reads (data/articles/with-figures/README.md):
 * 1. the href as a path relative to the XML file;
 * 2. else a file in that folder with the same stem (older eLife hrefs have no extension:
 *    `elife-00353-fig1-v1` → `elife-00353-fig1-v1.tif`), a TIFF preferred;
 * 3. PLOS `info:doi/10.1371/journal.pone.0056489.g001` → `pone.0056489.g001` (then rule 2: `.tif`).
 * A reference never resolves outside the article's folder (the XML's folder and its parent, as
 * for the PDF galley: JOSE keeps its JATS in `paper.jats/`). External links are not files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** True for hrefs that name something on the web, not a file of the package. */
export function isExternalHref(href: string): boolean {
  return /^(https?|ftp|mailto|doi):/i.test(href.trim()) || /^10\.\d{4,9}\//.test(href.trim());
}

async function isFile(file: string): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => null);
  return Boolean(stat?.isFile());
}

/** Rank of an extension among same-stem candidates: TIFF (the publisher's master) first. */
function extensionRank(name: string): number {
  const ext = path.extname(name).toLowerCase();
  return ext === '.tif' || ext === '.tiff' ? 0 : 1;
}

/**
 * The file `href` (as written in the JATS at `xmlFile`) names, or null when none is found.
 * External hrefs resolve to null too: call {@link isExternalHref} first to tell them apart.
 */
export async function resolveHref(xmlFile: string, href: string): Promise<string | null> {
  const dir = path.dirname(path.resolve(xmlFile));
  const root = path.dirname(dir);
  let relative = href.trim();
  const plos = /^info:doi\/10\.1371\/journal\.(.+)$/i.exec(relative);
  if (plos) relative = plos[1];
  else if (isExternalHref(relative) || /^[a-z][a-z0-9+.-]*:/i.test(relative)) return null;
  try {
    relative = decodeURIComponent(relative);
  } catch {
    // Not percent-encoded: keep it as written.
  }
  const literal = path.resolve(dir, relative);
  if (literal !== root && !literal.startsWith(root + path.sep)) return null;
  if (await isFile(literal)) return literal;
  const folder = path.dirname(literal);
  const stem = path.basename(literal);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const matches = names
    .filter((name) => !name.startsWith('.') && path.parse(name).name === stem && path.extname(name) !== '')
    .sort((a, b) => extensionRank(a) - extensionRank(b) || a.localeCompare(b));
  for (const name of matches) if (await isFile(path.join(folder, name))) return path.join(folder, name);
  return null;
}

const MEDIA_TYPES: Record<string, string> = {
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.eps': 'application/postscript',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.txt': 'text/plain',
  '.zip': 'application/zip',
  '.gz': 'application/gzip',
};

/** Media type of a file from its extension; `application/octet-stream` when unknown. */
export function mediaTypeOf(file: string): string {
  return MEDIA_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Raster images the conversion job turns into web renditions (SVG and EPS are not rasters it reads). */
export const CONVERTIBLE_TYPES: ReadonlySet<string> = new Set([
  'image/tiff',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);
