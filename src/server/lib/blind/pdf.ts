/**
 * Cleans a PDF for the other side of the double-blind line (issues 7 and 12): the manuscript
 * a reviewer reads, the attachment an author reads. Uses pdf-lib. Removed or neutralised:
 *
 * - the document information dictionary: replaced by a new one holding only `Title` (the
 *   neutral title given, and an empty Creator and Producer), so Author, Creator, Producer,
 * Subject, Keywords and any custom key
 *   go; an older information dictionary left by incremental updates is deleted too (pdf-lib
 *   writes every object it read, referenced or not);
 * - every XMP metadata stream (`/Type /Metadata`, the document's and any page's or image's),
 *   and every `/Metadata` and `/PieceInfo` entry pointing at them;
 * - the author label (`/T`) of every markup annotation (sticky notes, highlights…; a form
 *   field's `/T` is its name and stays).
 *
 * The pages are untouched: blinding the text is the author's part. An encrypted or unreadable
 * PDF is refused (`UncleanableFile`), never served as it was.
 */
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';
import { UncleanableFile } from './errors';

const N = {
  Type: PDFName.of('Type'),
  Subtype: PDFName.of('Subtype'),
  Metadata: PDFName.of('Metadata'),
  PieceInfo: PDFName.of('PieceInfo'),
  Annot: PDFName.of('Annot'),
  Widget: PDFName.of('Widget'),
  T: PDFName.of('T'),
  Rect: PDFName.of('Rect'),
};
const INFO_KEYS = ['Author', 'Creator', 'Producer', 'CreationDate', 'ModDate', 'Subject', 'Keywords'].map((k) =>
  PDFName.of(k),
);

/** A dictionary shaped like a document information dictionary (no /Type, an info key). */
const looksLikeInfo = (dict: PDFDict) => !dict.has(N.Type) && INFO_KEYS.some((k) => dict.has(k));

/** A markup annotation (anything with a /Subtype and a /Rect, or typed /Annot, but not a form widget). */
const isMarkupAnnotation = (dict: PDFDict) =>
  dict.has(N.Subtype) && (dict.get(N.Type) === N.Annot || dict.has(N.Rect)) && dict.get(N.Subtype) !== N.Widget;

/**
 * The PDF in `bytes` without its identifying metadata (see the module comment), titled `title`.
 * @throws UncleanableFile when pdf-lib cannot read it or it is encrypted
 */
export async function cleanPdf(bytes: Uint8Array, title: string): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: true });
  } catch {
    throw new UncleanableFile('The PDF cannot be read');
  }
  if (doc.isEncrypted) throw new UncleanableFile('The PDF is encrypted (password-protected)');
  const { context } = doc;
  const liveInfo = context.trailerInfo.Info;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    if (!dict) continue;
    if (object instanceof PDFStream && dict.get(N.Type) === N.Metadata) {
      context.delete(ref);
      continue;
    }
    dict.delete(N.Metadata);
    dict.delete(N.PieceInfo);
    if (object instanceof PDFDict && ref !== liveInfo && looksLikeInfo(dict)) {
      context.delete(ref);
      continue;
    }
    if (isMarkupAnnotation(dict)) dict.delete(N.T);
  }
  context.trailerInfo.Info = context.register(context.obj({}));
  doc.setTitle(title);
  // Empty rather than absent: a reader that fills in missing ones (pdf-lib does) leaves these.
  doc.setCreator('');
  doc.setProducer('');
  if (liveInfo instanceof PDFRef) context.delete(liveInfo);
  try {
    return await doc.save({ updateFieldAppearances: false });
  } catch {
    throw new UncleanableFile('The PDF cannot be rewritten');
  }
}
