/**
 * File rules of seed 000 §5 ("Files") and §9 (30 MB each), on an abstract description of a
 * file that the browser (a `File`) and the server (a multipart part) can both provide:
 * `{ name, size, type, head? }`, where `head` is the file's first bytes (at least 5 for the
 * '%PDF-' check). Messages: 'File is required', 'Empty file not allowed', 'File must be <=
 * 30 MB', 'File type not allowed. Accepted: ...', 'Please upload a valid PDF: {filename}'.
 *
 * An allowed extension is required (case-insensitive); the declared MIME type is not
 * trusted (browsers disagree on it, a client can send anything), except that a file declared
 * `application/pdf` must also be a real PDF. The server checks content by magic bytes
 * separately; `MIME_TYPES_BY_EXTENSION` says which types each extension may carry.
 */
import { z } from 'zod';
import { INTAKE_LIMITS } from '../domain/intake';
import { DISALLOWED_CHARACTERS, hasOnlyAllowedCharacters } from './text';

/** What the rules need to know of a file. `head`: its first bytes, when they are known. */
export interface FileDescription {
  name: string;
  /** Size in bytes. */
  size: number;
  /** Declared MIME type ('' when unknown). */
  type: string;
  head?: Uint8Array;
}

/** 30 MB, the largest file accepted (seed 000 §9), in bytes: 30 * 1024 * 1024. */
export const MAX_FILE_BYTES = INTAKE_LIMITS.fileBytes;

/** The five characters every PDF starts with (seed 000 §5). */
export const PDF_MAGIC = '%PDF-';

/** Messages of seed 000 §5 "Files". */
export const FILE_REQUIRED = 'File is required';
export const FILE_EMPTY = 'Empty file not allowed';
export const FILE_TOO_LARGE = 'File must be <= 30 MB';

/**
 * MIME types each accepted extension may carry, the usual one first (seed 000 §5 lists the
 * extensions; the types are the IANA ones plus the variants browsers send).
 */
export const MIME_TYPES_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  doc: ['application/msword'],
  rtf: ['application/rtf', 'text/rtf'],
  tex: ['application/x-tex', 'text/x-tex'],
  odt: ['application/vnd.oasis.opendocument.text'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  svg: ['image/svg+xml'],
  tiff: ['image/tiff'],
  csv: ['text/csv', 'application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  mp4: ['video/mp4'],
};

const IMAGES = ['png', 'jpg', 'jpeg', 'svg', 'tiff'] as const;
const DOCUMENTS_AND_IMAGES = ['pdf', 'docx', 'doc', ...IMAGES] as const;

/** The file categories of seed 000 §5, each with its own accepted extensions. */
export const FILE_CATEGORIES = ['manuscript', 'figure', 'data', 'media', 'biography', 'cv', 'photograph'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** The rule of one category: its accepted extensions, or `null` for any type. */
export interface FileRule {
  extensions: readonly string[] | null;
}

/** Accepted extensions per category (seed 000 §5); a photograph may be of any type. */
export const fileRules: Readonly<Record<FileCategory, FileRule>> = {
  manuscript: {
    extensions: ['pdf', 'docx', 'doc', 'rtf', 'tex', 'odt', 'zip', ...IMAGES],
  },
  figure: { extensions: IMAGES },
  data: { extensions: ['csv', 'xlsx'] },
  media: { extensions: ['mp4'] },
  biography: { extensions: DOCUMENTS_AND_IMAGES },
  cv: { extensions: DOCUMENTS_AND_IMAGES },
  photograph: { extensions: null },
};

/** Lower-cased extension of a file name without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 'File type not allowed. Accepted: pdf, docx, …' for a category's extensions. */
export function fileTypeMessage(category: FileCategory): string {
  return `File type not allowed. Accepted: ${(fileRules[category].extensions ?? []).join(', ')}`;
}

/** 'Please upload a valid PDF: {filename}'. */
export function invalidPdfMessage(name: string): string {
  return `Please upload a valid PDF: ${name}`;
}

/** The `accept` attribute of a file input for a category (".pdf,.docx,…"), '' for any type. */
export function acceptAttribute(category: FileCategory): string {
  return (fileRules[category].extensions ?? []).map((e) => `.${e}`).join(',');
}

/** MIME types the content of a category's files may have (all of them, deduplicated). */
export function expectedMimeTypes(category: FileCategory): readonly string[] | null {
  const extensions = fileRules[category].extensions;
  if (!extensions) return null;
  return [...new Set(extensions.flatMap((e) => MIME_TYPES_BY_EXTENSION[e] ?? []))];
}

/** True when a file claims to be a PDF, by its extension or its declared type. */
export function claimsToBePdf(name: string, type: string): boolean {
  return fileExtension(name) === 'pdf' || type.toLowerCase() === 'application/pdf';
}

/** True when `head` starts with the bytes of '%PDF-'. */
export function startsWithPdfMagic(head: ArrayLike<number>): boolean {
  if (head.length < PDF_MAGIC.length) return false;
  for (let i = 0; i < PDF_MAGIC.length; i++) {
    if (head[i] !== PDF_MAGIC.charCodeAt(i)) return false;
  }
  return true;
}

/** The size rule alone (for a server counting bytes as they stream): message or null. */
export function checkFileSize(size: number): string | null {
  if (size <= 0) return FILE_EMPTY;
  if (size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  return null;
}

/**
 * The name and type rules alone (known before any byte arrives): neither holds NUL or an
 * unpaired surrogate ('Contains characters that are not allowed': they are stored as
 * PostgreSQL text), the extension must be accepted by the category, and a file that claims to
 * be a PDF must be named *.pdf.
 */
export function checkFileName(category: FileCategory, name: string, type: string): string | null {
  if (!hasOnlyAllowedCharacters(name) || !hasOnlyAllowedCharacters(type)) return DISALLOWED_CHARACTERS;
  const extensions = fileRules[category].extensions;
  if (extensions && !extensions.includes(fileExtension(name))) return fileTypeMessage(category);
  if (claimsToBePdf(name, type) && !name.toLowerCase().endsWith('.pdf')) return invalidPdfMessage(name);
  return null;
}

/** The content rule alone: a file that claims to be a PDF must start with '%PDF-'. */
export function checkFileHead(name: string, type: string, head: ArrayLike<number>): string | null {
  if (claimsToBePdf(name, type) && !startsWithPdfMagic(head)) return invalidPdfMessage(name);
  return null;
}

/** True for a value that has a string `name`, a finite `size` ≥ 0 and a string `type`. */
export function isFileDescription(value: unknown): value is FileDescription {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    v.name !== '' &&
    typeof v.size === 'number' &&
    Number.isFinite(v.size) &&
    v.size >= 0 &&
    typeof v.type === 'string'
  );
}

/**
 * Checks one file against a category's rules (seed 000 §5), in the seed's order: present,
 * not empty, at most 30 MB, extension accepted, a PDF really a PDF (content checked only
 * when `head` is given). Returns the first message that applies, or null when the file
 * passes.
 */
export function checkFile(category: FileCategory, file: unknown): string | null {
  if (!isFileDescription(file)) return FILE_REQUIRED;
  return (
    checkFileSize(file.size) ??
    checkFileName(category, file.name, file.type) ??
    (file.head ? checkFileHead(file.name, file.type, file.head) : null)
  );
}

/**
 * Zod schema of one file of a category: a `FileDescription` (a browser `File` is one)
 * passing `checkFile`, else its message.
 */
export function fileSchema(category: FileCategory) {
  return z.custom<FileDescription>(isFileDescription, { error: FILE_REQUIRED }).superRefine((file, ctx) => {
    const message = checkFile(category, file);
    if (message) ctx.addIssue({ code: 'custom', message, input: file });
  });
}

/**
 * The manuscript's files (seed 000 §5): at least one ('Please select at least one file'), at
 * most `INTAKE_LIMITS.manuscriptFiles` (ours), each a valid manuscript file.
 */
export const manuscriptFiles = z
  .array(fileSchema('manuscript'), { error: 'Please select at least one file' })
  .min(1, { error: 'Please select at least one file' })
  .max(INTAKE_LIMITS.manuscriptFiles, {
    error: `Please select at most ${INTAKE_LIMITS.manuscriptFiles} files`,
  });
