/**
 * Files across the double-blind line (docs/decisions/0011-blind-files.md): the
 * manuscript and its revisions going to reviewers, review attachments going to authors.
 * `blindCopy` returns the copy that may cross, cleaned of the names its type can carry, or
 * refuses with `UncleanableFile`; `blindStatusOf` says, for the editor, what will happen.
 *
 * Per type (by the content type recorded at upload, which comes from the magic bytes):
 * - PDF (`pdf.ts`), DOCX (`docx.ts`), ODT (`odt.ts`): cleaned;
 * - TeX: delivered as it is — plain text the author writes, no metadata container;
 * - DOC and RTF: refused — their property streams and `\info` groups name the author and
 *   Genesis does not rewrite those formats;
 * - ZIP archives: refused — any file of any type may be inside;
 * - images (PNG, JPEG, TIFF, SVG): refused — EXIF, XMP and text chunks may name the author
 *   and are not cleaned (an SVG may also carry script);
 * - anything else: refused.
 */
import { cleanDocx } from './docx';
import { UncleanableFile } from './errors';
import { cleanOdt } from './odt';

export { UncleanableFile } from './errors';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT = 'application/vnd.oasis.opendocument.text';
const AS_IS = new Set(['application/x-tex', 'text/x-tex']);
const REFUSED: Readonly<Record<string, string>> = {
  'application/msword':
    'Word 97–2003 (DOC) files keep the author in properties Genesis cannot clean; ask for a PDF, DOCX or ODT',
  'application/x-cfb':
    'Word 97–2003 (DOC) files keep the author in properties Genesis cannot clean; ask for a PDF, DOCX or ODT',
  'application/rtf':
    'RTF files keep the author in an information group Genesis does not clean; ask for a PDF, DOCX or ODT',
  'text/rtf': 'RTF files keep the author in an information group Genesis does not clean; ask for a PDF, DOCX or ODT',
  'application/zip': 'ZIP archives may hold files of any kind that Genesis cannot clean; ask for a PDF, DOCX or ODT',
  'application/x-zip-compressed':
    'ZIP archives may hold files of any kind that Genesis cannot clean; ask for a PDF, DOCX or ODT',
};
const IMAGE_REASON =
  'Images may carry EXIF or XMP metadata naming their author, which Genesis does not clean; ask for a PDF, DOCX or ODT';

/** How a file crosses the line: `cleaned`, `as_is` (nothing to clean) or `refused` (with why). */
export type BlindStatus = { status: 'cleaned' | 'as_is'; issue: null } | { status: 'refused'; issue: string };

/** What `blindCopy` gives: the bytes to send and their content type. */
export interface BlindCopy {
  bytes: Uint8Array;
  contentType: string;
  status: 'cleaned' | 'as_is';
}

/**
 * The copy of a file that may cross the double-blind line.
 * @param bytes the stored file (≤ 30 MB)
 * @param contentType the recorded content type
 * @param title the neutral title a cleaned PDF gets (e.g. `manuscript-12-round-1`)
 * @throws UncleanableFile (message for the editor and the refused reader) when it may not cross
 */
export async function blindCopy(bytes: Uint8Array, contentType: string, title: string): Promise<BlindCopy> {
  if (contentType === 'application/pdf') {
    // pdf-lib is loaded with the first PDF to clean: ~25 MB resident a reading server never needs.
    const { cleanPdf } = await import('./pdf');
    return { bytes: await cleanPdf(bytes, title), contentType, status: 'cleaned' };
  }
  if (contentType === DOCX) return { bytes: cleanDocx(bytes), contentType, status: 'cleaned' };
  if (contentType === ODT) return { bytes: cleanOdt(bytes), contentType, status: 'cleaned' };
  if (AS_IS.has(contentType)) return { bytes, contentType, status: 'as_is' };
  if (contentType.startsWith('image/')) throw new UncleanableFile(IMAGE_REASON, 'unsupported');
  throw new UncleanableFile(
    REFUSED[contentType] ??
      `Files of type ${contentType} cannot be cleaned of author names; ask for a PDF, DOCX or ODT`,
    'unsupported',
  );
}

/** What will happen to the file when it crosses (for the editor's view); never throws for bad input. */
export async function blindStatusOf(bytes: Uint8Array, contentType: string): Promise<BlindStatus> {
  try {
    const copy = await blindCopy(bytes, contentType, 'check');
    return { status: copy.status, issue: null };
  } catch (err) {
    if (err instanceof UncleanableFile) return { status: 'refused', issue: err.message };
    throw err;
  }
}
