/**
 * The client build's static files, served from memory with their precompressed copies
 * (docs/decisions/0021-static-assets-and-bulk-import.md).
 *
 * - A file is read once, with the `.br` and `.gz` copies the build wrote beside it
 *   (lib/precompress.ts), and kept in an LRU bounded in bytes; every request is answered from
 *   those buffers: no disk access and no compression per request.
 * - Content coding by `Accept-Encoding` (RFC 9110 §12.5.3): Brotli, else gzip, else the file
 *   as it is; `Vary: Accept-Encoding` whenever the file has copies.
 * - Validators: a strong ETag per representation (the content's hash, plus `-br`/`-gz`) and
 *   Last-Modified; a matching `If-None-Match` (any representation of the same content), or an
 *   `If-Modified-Since` not older than the file when there is no `If-None-Match`, answers 304
 *   (RFC 9110 §13.1).
 * - `Range: bytes=…` (one range; RFC 9110 §14) answers 206 with the slice of the uncompressed
 *   file, 416 when unsatisfiable; `If-Range` that does not match sends the whole file.
 * - HEAD answers the GET's headers without a body (Fastify's automatic HEAD routes).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import parseRange from 'range-parser';
import { isPrecompressedCopy, PRECOMPRESSED, type ContentCoding } from '../lib/precompress';

/** One representation of a file: its bytes and strong ETag, and its content coding (null: none). */
interface Representation {
  body: Buffer;
  etag: string;
  encoding: ContentCoding | null;
}

/** A static file in memory: its type, dates and representations. */
export interface StaticFile {
  contentType: string;
  /** HTTP date of the file's modification time. */
  lastModified: string;
  /** Modification time in whole seconds (HTTP dates have no finer unit). */
  mtimeSeconds: number;
  identity: Representation;
  /** The precompressed copies found beside the file, best first. */
  encoded: Representation[];
  /** Bytes held in memory for this file (all representations). */
  bytes: number;
}

/**
 * Reads `file` and the precompressed copies beside it.
 * @returns null when there is no regular file at `file`
 */
export async function readStaticFile(file: string): Promise<StaticFile | null> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const body = await fs.readFile(file);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const encoded: Representation[] = [];
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const copy = await fs.readFile(file + suffix).catch(() => null);
    if (copy) encoded.push({ body: copy, etag: `"${hash}-${suffix.slice(1)}"`, encoding });
  }
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return {
    contentType: /^(text\/|application\/(javascript|json|xml))|\+xml$/.test(type) ? `${type}; charset=utf-8` : type,
    lastModified: stat.mtime.toUTCString(),
    mtimeSeconds: Math.floor(stat.mtimeMs / 1000),
    identity: { body, etag: `"${hash}"`, encoding: null },
    encoded,
    bytes: body.byteLength + encoded.reduce((sum, r) => sum + r.body.byteLength, 0),
  };
}

/**
 * The path of `relative` (the URL path after the prefix, still percent-encoded) under `root`,
 * or null when it is not a plain file name: empty or dot segments, hidden names, backslashes,
 * NUL, bad encoding, or a precompressed copy (those are sent only as a representation).
 */
export function resolveUnder(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return null;
  if (isPrecompressedCopy(decoded)) return null;
  const resolved = path.join(root, ...segments);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

/** True when If-None-Match names one of `file`'s representations, or `*` (weak comparison, RFC 9110 §13.1.2). */
function noneMatch(header: string, file: StaticFile): boolean {
  const tags = new Set([file.identity, ...file.encoded].map((r) => r.etag));
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tags.has(tag);
  });
}

/** Options of one group of static files. */
export interface StaticFilesOptions {
  /** Directory the URL paths are resolved under (absolute). */
  root: string;
  /** Cache-Control of every answer (hashed assets: immutable for a year). */
  cacheControl: string;
  /** How long a file stays in memory before it is read again, in ms; 0: until evicted (hashed names never change). */
  revalidateMs: number;
  /** Memory budget of this group, in bytes (LRU eviction past it). Default 64 MiB. */
  maxBytes?: number;
}

/**
 * A request handler for the files under `options.root`: call it with the request, the reply
 * and the URL path under the root (percent-encoded). Answers 404 (by calling `notFound`)
 * when there is no such file.
 */
export function staticFiles(
  options: StaticFilesOptions,
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
) {
  const root = path.resolve(options.root);
  const files = new LRUCache<string, StaticFile>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (f) => Math.max(1, f.bytes),
    ...(options.revalidateMs > 0 ? { ttl: options.revalidateMs } : {}),
  });
  // Accept-Encoding values are few in practice: a small cache keeps parsing off the hot path
  // (200 entries, least recently used evicted, so odd headers cannot grow it).
  const seen = new LRUCache<string, string>({ max: 200 });
  const negotiator = new Negotiator<ContentCoding>({
    supportedValues: PRECOMPRESSED.map((p) => p.encoding),
    cache: {
      get: (key) => seen.get(key),
      has: (key) => seen.has(key),
      set(key, value) {
        seen.set(key, value);
        return this;
      },
    },
  });

  const load = async (relative: string): Promise<StaticFile | null> => {
    const hit = files.get(relative);
    if (hit) return hit;
    const file = resolveUnder(root, relative);
    const read = file ? await readStaticFile(file) : null;
    if (read) files.set(relative, read);
    return read;
  };

  return async (request: FastifyRequest, reply: FastifyReply, relative: string): Promise<FastifyReply> => {
    const file = await load(relative);
    if (!file) return notFound(request, reply);
    reply.header('cache-control', options.cacheControl).header('last-modified', file.lastModified);
    if (file.encoded.length > 0) reply.header('vary', 'accept-encoding');
    const { headers } = request;

    const ifNoneMatch = headers['if-none-match'];
    const notModified = ifNoneMatch
      ? noneMatch(ifNoneMatch, file)
      : Boolean(headers['if-modified-since']) && Date.parse(headers['if-modified-since']!) / 1000 >= file.mtimeSeconds;

    const range = headers.range;
    if (range && !notModified && (!headers['if-range'] || headers['if-range'] === file.identity.etag)) {
      const size = file.identity.body.byteLength;
      const ranges = parseRange(size, range, { combine: true });
      if (ranges === -1) {
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      }
      if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
        const { start, end } = ranges[0];
        return reply
          .status(206)
          .header('accept-ranges', 'bytes')
          .header('etag', file.identity.etag)
          .header('content-range', `bytes ${start}-${end}/${size}`)
          .type(file.contentType)
          .send(file.identity.body.subarray(start, end + 1));
      }
      // A malformed or multi-range header: the whole file (RFC 9110 §14.2 allows ignoring Range).
    }

    const wanted = file.encoded.length > 0 ? negotiator.negotiate(headers['accept-encoding'] ?? '') : null;
    const chosen = (wanted && file.encoded.find((r) => r.encoding === wanted)) || file.identity;
    reply.header('etag', chosen.etag);
    if (notModified) return reply.status(304).send();
    if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
    else reply.header('accept-ranges', 'bytes');
    return reply.type(file.contentType).send(chosen.body);
  };
}
