/**
 * Streaming multipart reader of every upload (decision 0007 "Files", seed 000 §5 "Files"): the public
 * intake, and the submission, proof and review files of the workflow (decision 0009).
 *
 * `readIntakeMultipart(request, storage, roleOf)` walks `request.parts()` once, in order:
 * text fields are collected as strings; each file part is checked by name (the shared
 * `checkFileName`), then its first bytes are peeked (≤ `HEAD_BYTES`) and checked by content
 * (lib/upload-content.ts `checkUploadHead`: the '%PDF-' rule, the PDF/HTML polyglot rule, the
 * declared MIME type, the magic bytes of `file-type`), then the whole part is streamed into the
 * Storage (disk or S3) with `maxBytes: MAX_FILE_BYTES` (never buffered whole); then
 * `checkUploadBody` reads the stored file back when its type needs the whole content (any ZIP
 * container against the archive limits, SVG, TeX, CSV, RTF; decisions 0007 and 0011) and
 * removes it if refused. A refused file is drained and reported at its path (`files.0`, `cv`),
 * so that one answer lists every problem. A body the parser cannot read answers 400
 * BAD_REQUEST (`MALFORMED_MULTIPART`).
 *
 * Whatever happens, the caller owns the written keys: on success it records them in its
 * transaction; this function removes every key it wrote before throwing (too large,
 * interrupted request, parser error).
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { INTAKE_LIMITS } from '../../shared/domain/intake';
import {
  checkFileName,
  checkFileSize,
  FILE_TOO_LARGE,
  MAX_FILE_BYTES,
  type FileCategory,
} from '../../shared/validation/files';
import type { FieldError } from '../../shared/api/common';
import { AppError } from './errors';
import { collect, type Storage, type WrittenFile } from './storage';
import { checkUploadBody, checkUploadHead } from './upload-content';

/** Bytes peeked before storing, enough for `file-type` (it reads up to 4100). */
export const HEAD_BYTES = 4100;

/** Most files one multipart body may carry (the manuscript's `INTAKE_LIMITS.manuscriptFiles`). */
export const MAX_FILES = INTAKE_LIMITS.manuscriptFiles;

/**
 * Limits of @fastify/multipart (app.ts). `fileSize` sits 64 KiB above 30 MB so that the
 * storage limit (exactly `MAX_FILE_BYTES`) speaks first with the seed's message.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES + 64 * 1024,
  files: MAX_FILES,
  /** Text fields: the manuscript form has 22, an application 17. */
  fields: 40,
  /** Longest text field value in bytes (the cover letter is ≤ 10,000 characters). */
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: 70,
  headerPairs: 200,
} as const;

/** One file received and stored (not yet recorded). */
export interface ReceivedFile {
  /** The multipart field name (`files`, `biography`, `cv`, `photograph`). */
  field: string;
  /** Dotted error path: `files.0` for the repeated field, else the field name. */
  path: string;
  category: FileCategory;
  originalFilename: string;
  /** From the magic bytes when `file-type` knows them, else the extension's usual type. */
  contentType: string;
  written: WrittenFile;
}

export interface IntakeMultipart {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** File problems, with the shared messages at their paths. */
  errors: FieldError[];
}

/** Which category (rule) a file field follows; undefined → the field is not a file field. */
export type CategoryOf = (field: string) => FileCategory | undefined;

/**
 * Reads up to `size` bytes from an async iterator (a part's file stream); returns them (`head`), the
 * rest of the last chunk read (`rest`) and whether the stream ended (`done`).
 */
async function peek(
  iterator: AsyncIterator<Buffer>,
  size: number,
): Promise<{ head: Buffer; rest: Buffer[]; done: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) return { head: Buffer.concat(chunks), rest: [], done: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  const all = Buffer.concat(chunks);
  return { head: all.subarray(0, size), rest: [all.subarray(size)], done: false };
}

/** A stream of `head`, `rest`, then what remains of `iterator` (the part's file stream): the whole file. */
async function* rejoin(
  head: Buffer,
  rest: Buffer[],
  iterator: AsyncIterator<Buffer>,
  done: boolean,
): AsyncGenerator<Buffer> {
  if (head.length) yield head;
  for (const chunk of rest) if (chunk.length) yield chunk;
  if (done) return;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

async function drain(iterator: AsyncIterator<Buffer>): Promise<void> {
  for (;;) if ((await iterator.next()).done) return;
}

/**
 * Reads the whole multipart body of `request`, storing its files (see the module comment).
 * @throws AppError PAYLOAD_TOO_LARGE (413, 'File must be <= 30 MB' at the file's path) when a
 *   file passes 30 MB; UNSUPPORTED_MEDIA_TYPE when the body is not multipart; VALIDATION_FAILED
 *   for a repeated text field or too many parts; BAD_REQUEST for a malformed body; a storage
 *   or socket error as is. In every case no written file remains.
 */
export async function readIntakeMultipart(
  request: FastifyRequest,
  storage: Storage,
  categoryOf: CategoryOf,
): Promise<IntakeMultipart> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body');
  }
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const errors: FieldError[] = [];
  const counts = new Map<string, number>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (Object.hasOwn(fields, part.fieldname)) {
          errors.push({ path: part.fieldname, message: 'Invalid input' });
          continue;
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const index = counts.get(part.fieldname) ?? 0;
      counts.set(part.fieldname, index + 1);
      const category = categoryOf(part.fieldname);
      const iterator = (part.file as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      if (!category) {
        await drain(iterator);
        errors.push({ path: part.fieldname, message: 'Invalid input' });
        continue;
      }
      const repeated = category === 'manuscript';
      const path = repeated ? `${part.fieldname}.${index}` : part.fieldname;
      if (!repeated && index > 0) {
        await drain(iterator);
        errors.push({ path, message: 'Please select only one file' });
        continue;
      }
      const name = part.filename ?? '';
      const declared = part.mimetype ?? '';
      const nameProblem = name === '' ? 'File is required' : checkFileName(category, name, declared);
      if (nameProblem) {
        await drain(iterator);
        errors.push({ path, message: nameProblem });
        continue;
      }
      const { head, rest, done } = await peek(iterator, HEAD_BYTES);
      if (head.length === 0) {
        errors.push({ path, message: checkFileSize(0) ?? 'Empty file not allowed' });
        continue;
      }
      const magic = await checkUploadHead(category, name, declared, head);
      if ('message' in magic) {
        if (!done) await drain(iterator);
        errors.push({ path, message: magic.message });
        continue;
      }
      let written: WrittenFile;
      try {
        written = await storage.write(
          // The generator reads from the part's stream; storage.write ends it on error.
          Readable.from(rejoin(head, rest, iterator, done)),
          { maxBytes: MAX_FILE_BYTES },
        );
      } catch (err) {
        if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE, { errors: [{ path, message: FILE_TOO_LARGE }] });
        }
        throw err;
      }
      const bodyProblem = await checkUploadBody(name, head, async () => collect(await storage.read(written.key)));
      if (bodyProblem) {
        await storage.remove(written.key);
        errors.push({ path, message: bodyProblem });
        continue;
      }
      files.push({
        field: part.fieldname,
        path,
        category,
        originalFilename: name,
        contentType: magic.contentType,
        written,
      });
    }
  } catch (err) {
    await removeWritten(storage, files);
    const tooMany = `Please select at most ${MAX_FILES} files`;
    throw multipartFailure(err, {
      tooManyFiles: new AppError('VALIDATION_FAILED', tooMany, { errors: [{ path: 'files', message: tooMany }] }),
      fileTooLarge: new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE, {
        errors: [{ path: 'files', message: FILE_TOO_LARGE }],
      }),
    });
  }
  return { fields, files, errors };
}

/** The answer to a body that is not well-formed multipart/form-data. */
export const MALFORMED_MULTIPART = 'The multipart/form-data body is malformed or incomplete';

/**
 * True for the parser's own complaints about the body (busboy/dicer: 'Unexpected end of
 * multipart data', '… terminated early …', 'Multipart: Boundary not found', malformed
 * headers; @fastify/multipart's premature close and prototype field names) and the request cut
 * off by the client ('aborted'), which are the client's doing (400), unlike a storage failure (500).
 */
function isMalformedMultipart(err: unknown): boolean {
  if (!(err instanceof Error) || err instanceof AppError) return false;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return true;
  // Node's http server, when the client goes away mid-body (`abortIncoming`): the body ends early.
  if (code === 'ECONNRESET' && err.message === 'aborted') return true;
  return /multipart|boundary|malformed|unexpected end|terminated early/i.test(err.message);
}

/**
 * The answer to an error thrown while reading a multipart body (by `request.parts()`, a part's
 * file stream, or the storage writing it), shared by every upload route (decision 0110):
 * - more file parts than the route's `files` limit: `answers.tooManyFiles` (a 400 naming the field;
 *   it is not "too large");
 * - a file past the parser's `fileSize` limit: `answers.fileTooLarge` (413);
 * - too many parts or fields: 413 PAYLOAD_TOO_LARGE;
 * - a body the parser cannot read, or one that ends early (malformed, cut short, the client gone
 *   mid-upload): 400 BAD_REQUEST {@link MALFORMED_MULTIPART};
 * - anything else (an AppError, a storage failure) as it is.
 * @returns the error to throw
 */
export function multipartFailure(err: unknown, answers: { tooManyFiles: AppError; fileTooLarge: AppError }): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return answers.tooManyFiles;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return answers.fileTooLarge;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', 'Too many fields or files in one request');
  if (isMalformedMultipart(err)) return new AppError('BAD_REQUEST', MALFORMED_MULTIPART);
  return err;
}

/**
 * Removes the stored bytes of `files` (absent keys are ignored). Best effort: a storage that
 * fails now (it may be why we are here) leaves them to the orphan sweep (lib/storage-sweep.ts).
 */
export async function removeWritten(storage: Storage, files: readonly ReceivedFile[]): Promise<void> {
  await Promise.allSettled(files.map((f) => storage.remove(f.written.key)));
}

/**
 * Bytes a multipart body may carry beyond its one file (boundaries, part headers, a few short text
 * fields): a larger Content-Length cannot be a file within the limit.
 */
export const SINGLE_FILE_OVERHEAD_BYTES = 1024 * 1024;

/** What {@link readSingleFileMultipart} reads. */
export interface SingleFileOptions {
  /** The file part's field name (`file`); errors name it as their path. */
  field: string;
  /** Largest file in bytes; past it the answer is 413 `tooLarge`. */
  maxBytes: number;
  /** The message of that 413. */
  tooLarge: string;
  /** Bytes peeked before a byte is stored (given to `checkHead`). */
  headBytes: number;
  /** A reason to refuse the file from its first bytes (400 at `field`), or null to store it. */
  checkHead: (head: Buffer) => string | null;
  /** Most text fields (default 10); their values are at most `MULTIPART_LIMITS.fieldSize`. */
  maxFields?: number;
}

/** The text fields and the one stored file of a single-file upload. */
export interface SingleFileMultipart {
  fields: Record<string, string>;
  /**
   * Stored, not yet recorded: the caller removes `written.key` if it does not keep it. `fileName`:
   * the part's, at most 200 characters ('' when it names none).
   */
  file: { written: WrittenFile; fileName: string };
}

/**
 * Reads a multipart body of text fields and exactly one file (`options.field`), streaming the
 * file into `storage` with `maxBytes` (never held whole): the large uploads that are not a
 * manuscript's files, such as the OJS export of the admin's import screen (decision 0101). The
 * same errors as {@link readIntakeMultipart}, mapped by {@link multipartFailure} (decision 0110):
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (415) when the body is not multipart;
 *   PAYLOAD_TOO_LARGE (413, `tooLarge` at `field`) when Content-Length says the body holds more
 *   than `maxBytes` + {@link SINGLE_FILE_OVERHEAD_BYTES} (before a byte is read) or the file passes
 *   `maxBytes`; VALIDATION_FAILED (400 at `field`) for no file or an empty one ('File is
 *   required'), a second file ('Please select only one file'), a file part under another name,
 *   a repeated text field, or the reason `checkHead` gives; BAD_REQUEST (400,
 *   {@link MALFORMED_MULTIPART}) for a body the parser cannot read or one cut short; a storage
 *   error as it is. Whenever it throws, nothing it wrote remains in the storage.
 */
export async function readSingleFileMultipart(
  request: FastifyRequest,
  storage: Storage,
  options: SingleFileOptions,
): Promise<SingleFileMultipart> {
  const { field } = options;
  const refuse = (message: string, code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION_FAILED') =>
    new AppError(code, message, { errors: [{ path: field, message }] });
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes + SINGLE_FILE_OVERHEAD_BYTES)
    throw refuse(options.tooLarge, 'PAYLOAD_TOO_LARGE');
  const fields: Record<string, string> = {};
  let file: SingleFileMultipart['file'] | null = null;
  try {
    for await (const part of request.parts({
      // `fileSize` above `maxBytes`, so that the storage's limit speaks first; `files: 1`, so
      // that a second file part ends the body at once (answered 400 below, not stored).
      limits: { fileSize: options.maxBytes + 64 * 1024, files: 1, fields: options.maxFields ?? 10 },
    })) {
      if (part.type === 'field') {
        if (Object.hasOwn(fields, part.fieldname)) throw refuseAt(part.fieldname, 'Invalid input');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const iterator = (part.file as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      if (part.fieldname !== field) {
        await drain(iterator);
        throw refuseAt(part.fieldname, 'Invalid input');
      }
      const { head, rest, done } = await peek(iterator, options.headBytes);
      if (head.length === 0) throw refuse('File is required');
      const problem = options.checkHead(head);
      if (problem) {
        if (!done) await drain(iterator);
        throw refuse(problem);
      }
      let written: WrittenFile;
      try {
        written = await storage.write(Readable.from(rejoin(head, rest, iterator, done)), {
          maxBytes: options.maxBytes,
        });
      } catch (err) {
        if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE')
          throw refuse(options.tooLarge, 'PAYLOAD_TOO_LARGE');
        throw err;
      }
      file = { written, fileName: (part.filename ?? '').slice(0, 200) };
    }
  } catch (err) {
    if (file) await storage.remove(file.written.key).catch(() => undefined);
    throw multipartFailure(err, {
      tooManyFiles: refuse('Please select only one file'),
      fileTooLarge: refuse(options.tooLarge, 'PAYLOAD_TOO_LARGE'),
    });
  }
  if (!file) throw refuse('File is required');
  return { fields, file };
}

const refuseAt = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });
