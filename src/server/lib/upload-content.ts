/**
 * Content checks of an upload beyond its magic bytes (issue 12, "close the holes found when
 * Genesis was attacked"), used by lib/multipart-upload.ts:
 *
 * - `polyglotProblem(head)`: a file whose first KB holds both `%PDF-` and HTML markup (a PDF
 *   with a page in its header, or a page followed by a PDF) is refused: a browser or a viewer
 *   could take it for either, and only one was checked.
 * - `zipContainerProblem(storage, file)`: a DOCX, ODT or XLSX (ZIP containers that Genesis
 *   opens, e.g. to clean them for blind review) whose central directory declares more than
 *   10,000 entries or more than 200 MB inflated is refused. Only the end record and the
 *   central directory are read from storage (at most 64 KiB + the directory); nothing is
 *   inflated. A container whose directory cannot be read is refused too.
 */
import { fileExtension } from '../../shared/validation/files';
import { UncleanableFile } from './blind/errors';
import { readCentralDirectory, readEndRecord, zipTailLength, ZIP_TOO_BIG } from './blind/zip';
import { collect, type Storage, type WrittenFile } from './storage';

/** How far into a file the polyglot check looks, in bytes. */
export const POLYGLOT_WINDOW = 1024;
/** The message of a refused PDF/HTML polyglot. */
export const POLYGLOT_MESSAGE = 'This file looks like both a PDF and a web page; please upload a plain PDF or document';
const HTML_MARKERS =
  /<(?:!doctype\s+html|html[\s>]|script[\s>]|body[\s>]|iframe[\s>]|object[\s>]|embed[\s>]|meta\s+http-equiv)/i;

/** The refusal message when `head` (the file's first bytes) is a PDF/HTML polyglot, else null. */
export function polyglotProblem(head: Uint8Array): string | null {
  const text = Buffer.from(head.subarray(0, POLYGLOT_WINDOW)).toString('latin1');
  return text.includes('%PDF-') && HTML_MARKERS.test(text) ? POLYGLOT_MESSAGE : null;
}

/** Extensions whose files are ZIP containers Genesis may open. */
export const ZIP_CONTAINER_EXTENSIONS: ReadonlySet<string> = new Set(['docx', 'odt', 'xlsx']);

async function readRange(storage: Storage, key: string, start: number, length: number): Promise<Uint8Array> {
  if (length <= 0) return new Uint8Array(0);
  return collect(await storage.read(key, { start, end: start + length - 1 }));
}

/**
 * The refusal message for a stored ZIP container (by the name's extension) over the ZIP limits
 * or unreadable, else null. Files of other extensions are not looked at.
 */
export async function zipContainerProblem(
  storage: Storage,
  name: string,
  written: WrittenFile,
): Promise<string | null> {
  if (!ZIP_CONTAINER_EXTENSIONS.has(fileExtension(name))) return null;
  try {
    const tailLength = zipTailLength(written.byteSize);
    const end = readEndRecord(await readRange(storage, written.key, written.byteSize - tailLength, tailLength));
    if (end.cdOffset + end.cdSize > written.byteSize)
      throw new UncleanableFile('The document is not a readable ZIP archive');
    readCentralDirectory(await readRange(storage, written.key, end.cdOffset, end.cdSize), end.entries);
    return null;
  } catch (err) {
    if (!(err instanceof UncleanableFile)) throw err;
    return err.kind === 'too_big' ? ZIP_TOO_BIG : `${err.message}; it cannot be accepted`;
  }
}
