/**
 * Precompressed copies of the client build's static files
 * (decision 0021): the build writes `<file>.br` (Brotli) and `<file>.gz` (gzip) beside every
 * compressible file, once, at the highest levels; the server sends those bytes as they are
 * (plugins/static-files.ts) instead of compressing on every request.
 *
 * Used by the build (vite.config.ts, a plugin after the browser build) and read by the
 * server, so both agree on the suffixes and on which files have copies.
 * docs/decisions/0021-static-assets-and-bulk-import.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The content codings the build writes, best first, with the suffix of their copy (RFC 9110 §8.4.1). */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * Extensions worth compressing: text formats. Images (PNG, JPEG, WebP, AVIF), fonts in WOFF2
 * and archives are compressed already; a copy would only cost disk.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.ico',
  '.wasm',
  '.webmanifest',
  '.ttf',
  '.otf',
]);

/** True when `file` is a precompressed copy (ends in one of the PRECOMPRESSED suffixes). */
export function isPrecompressedCopy(file: string): boolean {
  return PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix));
}

/** True when `file` (a name or path) is of a kind the build writes compressed copies of. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` in `encoding`, at the highest level (Brotli quality 11, gzip level 9): build time, not request time. */
export function compressAs(encoding: ContentCoding, body: Buffer): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

export interface PrecompressReport {
  /** Files that got at least one copy. */
  files: number;
  /** Copies written (.br and .gz). */
  copies: number;
  /** Bytes of the originals that got copies, and of their gzip and Brotli copies. */
  bytes: { original: number; gzip: number; br: number };
}

/** Every file under `dir`, recursively (relative paths are not needed: absolute ones). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (a build
 * output folder), skipping `skip` names (relative to `dir`, e.g. `index.html`, which the
 * server fills per request) and existing copies. A copy is kept only when smaller than the
 * original; otherwise any stale copy is removed, and the server sends the original.
 * @returns counts and sizes, for the build's log
 */
export async function precompressDirectory(dir: string, skip: readonly string[] = []): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, copies: 0, bytes: { original: 0, gzip: 0, br: 0 } };
  const skipped = new Set(skip.map((s) => path.join(dir, s)));
  for (const file of await listFiles(dir)) {
    if (skipped.has(file) || isPrecompressedCopy(file) || !isCompressible(file)) continue;
    const body = await fs.readFile(file);
    let wrote = false;
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const copy = await compressAs(encoding, body);
      if (copy.byteLength < body.byteLength) {
        await fs.writeFile(file + suffix, copy);
        report.copies += 1;
        report.bytes[encoding] += copy.byteLength;
        wrote = true;
      } else {
        await fs.rm(file + suffix, { force: true });
      }
    }
    if (wrote) {
      report.files += 1;
      report.bytes.original += body.byteLength;
    }
  }
  return report;
}
