/**
 * The ZIP side of the office formats (DOCX and ODT are ZIP archives of XML parts), read and
 * rewritten without ever inflating a bomb (decision 0011):
 *
 * - `readZipDirectory(bytes)` reads only the central directory (end record, then one header
 *   per entry): names, methods, declared sizes, offsets. It inflates nothing, and it refuses
 *   an archive declaring more than `ZIP_LIMITS.entries` entries or more than
 *   `ZIP_LIMITS.inflatedBytes` in total, an encrypted entry, a duplicate name, or ZIP64 (which
 *   no document of at most 30 MB needs: a fail-closed answer rather than a second parser).
 * - `inflateEntry` inflates one entry with fflate's streaming `Inflate`, 16 KiB of input at a
 *   time, and stops as soon as the output passes the entry's declared size: a lying header
 *   cannot make it produce more than it declared (fflate's `unzipSync` trusts the declared size
 *   for its buffer but keeps decoding past it, so it is not used on untrusted archives).
 * - `writeZip(entries)` writes the archive again with fflate's `zipSync`, entries in their
 *   original order, stored entries stored (ODF needs its `mimetype` first and stored).
 *
 * The central directory is read by this small reader (not a library) because its declared
 * sizes must be known before a single byte is inflated; `upload` hardening reads the same
 * directory from the tail of a stored file (`zipTailLength`).
 */
import { Inflate, zipSync, type Zippable } from 'fflate';
import { UncleanableFile } from './errors';

/**
 * Limits of every archive Genesis accepts or opens (docs/decisions/0011-blind-files.md): at most
 * 10,000 entries, 200 MB (209,715,200 bytes) inflated in total, and no entry of more than
 * `ratioFloor` (1 MiB) inflated compressed more than `ratio` (200) to 1. Deflate reaches about
 * 1,000 to 1 on repeated bytes (what bombs are made of); office parts and data files are
 * rarely above 50 to 1.
 */
export const ZIP_LIMITS = {
  entries: 10_000,
  inflatedBytes: 200 * 1024 * 1024,
  ratio: 200,
  ratioFloor: 1024 * 1024,
} as const;

/** The message of an archive over `ZIP_LIMITS` (upload refusal and editor's blind issue). */
export const ZIP_TOO_BIG =
  'The archive unpacks to more than 200 MB, holds more than 10,000 parts or is compressed more than 200 to 1 (a ZIP bomb); it cannot be accepted';

/** One entry as the central directory declares it. Sizes in bytes. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (others are refused when inflated). */
  method: number;
  compressedSize: number;
  /** Declared inflated size. */
  size: number;
  /** Offset of the entry's local header in the archive. */
  localOffset: number;
}

const EOCD = 0x06054b50;
const CDH = 0x02014b50;
const LFH = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
/** End record (22 bytes) plus the longest comment (65,535 bytes). */
const MAX_TAIL = 22 + 0xffff;

/** How many bytes at the end of an archive of `size` bytes hold its end record. */
export function zipTailLength(size: number): number {
  return Math.min(size, MAX_TAIL);
}

/** Where the central directory is and how many entries it declares, from the archive's tail. */
export function readEndRecord(tail: Uint8Array): { entries: number; cdSize: number; cdOffset: number } {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = tail.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) !== EOCD) continue;
    if (at >= 20 && view.getUint32(at - 20, true) === ZIP64_LOCATOR)
      throw new UncleanableFile('ZIP64 archives are not supported');
    const entries = view.getUint16(at + 10, true);
    const cdSize = view.getUint32(at + 12, true);
    const cdOffset = view.getUint32(at + 16, true);
    if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
      throw new UncleanableFile('ZIP64 archives are not supported');
    if (entries > ZIP_LIMITS.entries) throw new UncleanableFile(ZIP_TOO_BIG, 'too_big');
    return { entries, cdSize, cdOffset };
  }
  throw new UncleanableFile('The document is not a readable ZIP archive');
}

/**
 * The entries of the central directory `cd` (bytes of the directory alone), checked against
 * `ZIP_LIMITS`. Nothing is inflated.
 * @throws UncleanableFile for a malformed directory, encryption, a duplicate name, ZIP64, or
 *   (reason 'too_big') more entries, more declared bytes or a higher declared ratio than the limits
 */
export function readCentralDirectory(cd: Uint8Array, declaredEntries: number): ZipEntry[] {
  const view = new DataView(cd.buffer, cd.byteOffset, cd.byteLength);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = 0;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  while (at + 46 <= cd.length && view.getUint32(at, true) === CDH) {
    if (entries.length >= ZIP_LIMITS.entries) throw new UncleanableFile(ZIP_TOO_BIG, 'too_big');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > cd.length) throw new UncleanableFile('The document is not a readable ZIP archive');
    const name = decoder.decode(cd.subarray(at + 46, at + 46 + nameLength));
    if (flags & 0x1) throw new UncleanableFile('The document is encrypted (password-protected)');
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff)
      throw new UncleanableFile('ZIP64 archives are not supported');
    if (names.has(name)) throw new UncleanableFile('The document holds two parts with the same name');
    names.add(name);
    total += size;
    if (total > ZIP_LIMITS.inflatedBytes) throw new UncleanableFile(ZIP_TOO_BIG, 'too_big');
    if (size > ZIP_LIMITS.ratioFloor && size > compressedSize * ZIP_LIMITS.ratio)
      throw new UncleanableFile(ZIP_TOO_BIG, 'too_big');
    entries.push({ name, method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.length !== declaredEntries) throw new UncleanableFile('The document is not a readable ZIP archive');
  return entries;
}

/** The checked central directory of a whole archive in memory (see `readCentralDirectory`). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const tailStart = bytes.length - zipTailLength(bytes.length);
  const end = readEndRecord(bytes.subarray(tailStart));
  if (end.cdOffset + end.cdSize > bytes.length) throw new UncleanableFile('The document is not a readable ZIP archive');
  return readCentralDirectory(bytes.subarray(end.cdOffset, end.cdOffset + end.cdSize), end.entries);
}

/** The compressed bytes of `entry` within `bytes` (after its local header). */
function rawData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LFH)
    throw new UncleanableFile('The document is not a readable ZIP archive');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length)
    throw new UncleanableFile('The document is not a readable ZIP archive');
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * The inflated bytes of `entry`, never more than its declared size.
 * @throws UncleanableFile for an unknown method, a corrupt stream, or output past the
 *   declared size (a lying header)
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const raw = rawData(bytes, entry);
  if (entry.method === 0) {
    if (raw.length !== entry.size) throw new UncleanableFile('The document is not a readable ZIP archive');
    return raw;
  }
  if (entry.method !== 8)
    throw new UncleanableFile(`The document uses an unsupported compression (method ${entry.method})`);
  const out = new Uint8Array(entry.size);
  inflateStreamed(raw, entry, 'document', (chunk, offset) => out.set(chunk, offset));
  return out;
}

/**
 * Inflates the deflated `raw` data of `entry`, 16 KiB of input at a time, handing each output
 * chunk and its offset to `onChunk` (which may throw to stop), never past the declared size.
 * @param what how the messages name the file ('document' or 'archive')
 * @returns the number of bytes inflated (always `entry.size`)
 * @throws UncleanableFile 'too_big' when the output passes the declared size (a lying header);
 *   'unreadable' for a corrupt stream or one shorter than declared; whatever `onChunk` throws
 */
function inflateStreamed(
  raw: Uint8Array,
  entry: ZipEntry,
  what: 'document' | 'archive',
  onChunk: (chunk: Uint8Array, offset: number) => void,
): number {
  let length = 0;
  const inflater = new Inflate((chunk) => {
    if (length + chunk.length > entry.size) {
      throw new UncleanableFile(`A part of the ${what} (${entry.name}) unpacks to more than it declares`, 'too_big');
    }
    onChunk(chunk, length);
    length += chunk.length;
  });
  const STEP = 16 * 1024;
  try {
    if (raw.length === 0) inflater.push(new Uint8Array(0), true);
    for (let i = 0; i < raw.length; i += STEP) inflater.push(raw.subarray(i, i + STEP), i + STEP >= raw.length);
  } catch (err) {
    if (err instanceof UncleanableFile) throw err;
    throw new UncleanableFile(`A part of the ${what} (${entry.name}) is corrupt`);
  }
  if (length !== entry.size) throw new UncleanableFile(`A part of the ${what} (${entry.name}) is corrupt`);
  return length;
}

/** One entry to write: its name, bytes, and whether it is stored (not compressed). */
export interface ZipOutEntry {
  name: string;
  data: Uint8Array;
  stored: boolean;
}

/** A ZIP archive of `entries`, in that order (fflate `zipSync`; deflate level 6). */
export function writeZip(entries: readonly ZipOutEntry[]): Uint8Array {
  const files: Zippable = {};
  // A fixed timestamp: the rewritten archive says nothing about when or where it was made.
  const mtime = new Date(Date.UTC(1980, 0, 2));
  for (const e of entries) files[e.name] = [e.data, { level: e.stored ? 0 : 6, mtime }];
  return zipSync(files);
}

/**
 * Checks the archive `bytes` against `ZIP_LIMITS` by what it declares and by what it really
 * inflates to: the one check of every archive Genesis accepts (ZIP, DOCX, ODT, XLSX, anything
 * whose content is a ZIP; lib/upload-content.ts). The central directory is checked first
 * (`readZipDirectory`: entries, declared total, declared ratio, encryption, ZIP64); then every
 * entry is inflated with fflate's streaming `Inflate`, 16 KiB of input at a time, the output
 * counted and thrown away, and the inflation stopped as soon as an entry passes its declared
 * size or the archive passes `ZIP_LIMITS.inflatedBytes`. Memory stays at a few chunks whatever
 * the archive says. Cost: one inflation of at most 200 MB.
 * @throws UncleanableFile — reason 'too_big' (message `ZIP_TOO_BIG`, or naming the entry that
 *   inflates past its declared size) over a limit; 'unreadable' for a malformed or encrypted
 *   archive, a corrupt entry, or a compression method other than stored or deflated
 */
export function checkArchive(bytes: Uint8Array): void {
  const entries = readZipDirectory(bytes);
  let total = 0;
  for (const entry of entries) {
    const raw = rawData(bytes, entry);
    if (entry.method === 0) {
      if (raw.length !== entry.size) throw new UncleanableFile('The archive is not a readable ZIP archive');
      total += raw.length;
      continue;
    }
    if (entry.method !== 8)
      throw new UncleanableFile(
        `The archive uses an unsupported compression (method ${entry.method}) in ${entry.name}`,
      );
    const length = inflateStreamed(raw, entry, 'archive', (chunk, offset) => {
      if (total + offset + chunk.length > ZIP_LIMITS.inflatedBytes) throw new UncleanableFile(ZIP_TOO_BIG, 'too_big');
    });
    total += length;
  }
}
