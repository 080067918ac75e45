/**
 * The public-read cache's store (docs/decisions/0020-public-read-cache.md): whole
 * answers (status 200, headers, body) kept in a least-recently-used map (lru-cache) bounded
 * in bytes, each body held as sent and compressed at most once per coding: gzip or Brotli
 * when the first request that accepts it is answered (a miss compresses only the coding its
 * client takes, not both), so later hits never compress.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Bodies smaller than this (bytes) are kept and sent as they are (the app's compression threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Default byte budget of the whole cache (bodies in every encoding, headers and keys). */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** The content codings a cached body is kept in. */
export type Coding = 'br' | 'gzip' | 'identity';

/** One stored answer. */
export interface CachedAnswer {
  /** Headers to send again (content-type, x-total-count, link…), names lower-case. */
  headers: Record<string, string>;
  /** The validator (RFC 9110 §8.8.3), weak: the same answer in any coding is the same answer. */
  etag: string;
  cacheControl: string;
  bodies: Partial<Record<Coding, Buffer>> & { identity: Buffer };
}

/** A weak validator of `body`: `W/"<27 characters of its SHA-256, base64url>"`. */
export function weakEtag(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Brotli quality 5: near gzip's speed on these small texts, with smaller bodies. */
const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

/** An answer's bodies: the identity body, and the compressed codings made so far (none under 1 KB). */
export function encodeBodies(identity: Buffer): CachedAnswer['bodies'] {
  return { identity };
}

/** Whether `bodies` is worth compressing (its identity body is 1 KB or more). */
function compressible(bodies: CachedAnswer['bodies']): boolean {
  return bodies.identity.byteLength >= COMPRESS_THRESHOLD_BYTES;
}

/**
 * The body of `answer` in `coding`, compressed now (gzip level 6, Brotli quality 5) and kept
 * in `answer` when it is the first request for that coding.
 * @returns the bytes to send and whether they were compressed by this call (the answer grew)
 */
export function bodyIn(answer: CachedAnswer, coding: Coding): { body: Buffer; made: boolean } {
  const held = answer.bodies[coding];
  if (held) return { body: held, made: false };
  const identity = answer.bodies.identity;
  const body =
    coding === 'gzip'
      ? zlib.gzipSync(identity, { level: 6 })
      : zlib.brotliCompressSync(identity, {
          params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength },
        });
  answer.bodies[coding] = body;
  return { body, made: true };
}

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): Brotli, then gzip,
 * when the client accepts it (q > 0) and the body is 1 KB or more; else the body as it is.
 */
export function chooseCoding(acceptEncoding: string | undefined, bodies: CachedAnswer['bodies']): Coding {
  if (!acceptEncoding || !compressible(bodies)) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

function sizeOf(answer: CachedAnswer, key: string): number {
  let size = key.length + answer.etag.length + answer.cacheControl.length + 200;
  for (const [name, value] of Object.entries(answer.headers)) size += name.length + value.length;
  for (const body of Object.values(answer.bodies)) size += body?.byteLength ?? 0;
  return size;
}

/** The answers, by path and query, least recently used dropped first once `maxBytes` is reached. */
export class AnswerStore {
  private readonly lru: LRUCache<string, CachedAnswer>;

  constructor(readonly maxBytes = DEFAULT_MAX_BYTES) {
    // An answer may take at most an eighth of the budget: one huge page never empties the cache.
    this.lru = new LRUCache({ maxSize: maxBytes, maxEntrySize: Math.floor(maxBytes / 8), sizeCalculation: sizeOf });
  }

  get(key: string): CachedAnswer | undefined {
    return this.lru.get(key);
  }

  set(key: string, answer: CachedAnswer): void {
    this.lru.set(key, answer);
  }

  /** Counts again the bytes of `answer` (a coding was added to it), when it is still the one held for `key`. */
  grew(key: string, answer: CachedAnswer): void {
    if (this.lru.peek(key) !== answer) return;
    // lru-cache keeps the size of a value set again unchanged: take it out and put it back.
    this.lru.delete(key);
    this.lru.set(key, answer);
  }

  clear(): void {
    this.lru.clear();
  }

  /** Answers held. */
  get size(): number {
    return this.lru.size;
  }

  /** Bytes held (as counted against `maxBytes`). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}
