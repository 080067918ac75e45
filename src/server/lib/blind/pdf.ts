/**
 * Cleans a PDF for the other side of the double-blind line (decisions 0009 and 0011): the manuscript
 * a reviewer reads, the attachment an author reads. Uses pdf-lib. Removed or neutralised:
 *
 * - the document information dictionary: replaced by a new one holding only `Title` (the
 *   neutral title given, and an empty Creator and Producer), so Author, Creator, Producer,
 * Subject, Keywords and any custom key
 *   go; an older information dictionary left by incremental updates is deleted too (pdf-lib
 *   writes every object it read, referenced or not);
 * - every XMP metadata stream: typed `/Type /Metadata` (the document's, any page's or image's)
 *   or found by content (a stream whose text, inflated if need be, begins with an XMP packet:
 *   `<?xpacket`, `<x:xmpmeta`, `<x:xapmeta` or `<rdf:RDF`), and every `/Metadata` and
 *   `/PieceInfo` entry;
 * - digital signatures (ISO 32000-1 §12.8, ISO 32000-2 §12.8.4.3): a signature dictionary
 *   names its signer (`/Name`, `/Location`, `/ContactInfo`, `/Reason`, and `/Contents`, the
 *   PKCS#7 blob with the signer's certificate). The value `/V` of every signature field
 *   (`/FT /Sig`) and the field's appearance (`/AP`, which often draws the signer's name) are
 *   removed, as are the catalog's `/Perms` and `/DSS` (certificates, OCSP and CRL data) and the
 *   AcroForm's `/SigFlags`; every signature or time-stamp dictionary (`/Type /Sig` or
 *   `/DocTimeStamp`, or untyped with `/ByteRange` and `/Contents`) left anywhere is deleted.
 *   Removing a signature necessarily changes the signed bytes: the copy that crosses is
 *   unsigned;
 * - every object no longer reachable from the trailer (pdf-lib writes every object it read,
 *   referenced or not): the certificates of a `/DSS`, an older information dictionary, a
 *   signature's objects, old revisions' leftovers;
 * - the author label (`/T`) of every markup annotation (sticky notes, highlights…; a form
 *   field's `/T` is its name and stays).
 *
 * The pages are untouched: blinding the text is the author's part. An encrypted or unreadable
 * PDF is refused (`UncleanableFile`), never served as it was.
 */
import { Inflate, Unzlib } from 'fflate';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
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
  FT: PDFName.of('FT'),
  Sig: PDFName.of('Sig'),
  DocTimeStamp: PDFName.of('DocTimeStamp'),
  V: PDFName.of('V'),
  AP: PDFName.of('AP'),
  Kids: PDFName.of('Kids'),
  ByteRange: PDFName.of('ByteRange'),
  Contents: PDFName.of('Contents'),
  Perms: PDFName.of('Perms'),
  DSS: PDFName.of('DSS'),
  AcroForm: PDFName.of('AcroForm'),
  SigFlags: PDFName.of('SigFlags'),
  Filter: PDFName.of('Filter'),
  FlateDecode: PDFName.of('FlateDecode'),
};
const INFO_KEYS = ['Author', 'Creator', 'Producer', 'CreationDate', 'ModDate', 'Subject', 'Keywords'].map((k) =>
  PDFName.of(k),
);

/** A dictionary shaped like a document information dictionary (no /Type, an info key). */
const looksLikeInfo = (dict: PDFDict) => !dict.has(N.Type) && INFO_KEYS.some((k) => dict.has(k));

/** A markup annotation (anything with a /Subtype and a /Rect, or typed /Annot, but not a form widget). */
const isMarkupAnnotation = (dict: PDFDict) =>
  dict.has(N.Subtype) && (dict.get(N.Type) === N.Annot || dict.has(N.Rect)) && dict.get(N.Subtype) !== N.Widget;

/** A signature or document time-stamp dictionary (ISO 32000-2 §12.8.1; /Type is optional). */
const isSignature = (dict: PDFDict) =>
  dict.get(N.Type) === N.Sig ||
  dict.get(N.Type) === N.DocTimeStamp ||
  (dict.has(N.ByteRange) && dict.has(N.Contents) && !dict.has(N.Subtype));

/** How many bytes of a stream are looked at to recognise an XMP packet. */
const XMP_WINDOW = 512;
const XMP_START = /^(?:\uFEFF|\xEF\xBB\xBF|\s)*<(?:\?xpacket\b|x:xmpmeta\b|x:xapmeta\b|rdf:RDF\b)/;

/**
 * At least the first `want` bytes of the inflated `raw` (zlib-wrapped as PDF's FlateDecode is,
 * else raw deflate), inflating 256 bytes of input at a time and stopping as soon as it has
 * them: a stream that inflates to gigabytes costs no more than its first bytes. Empty when the
 * stream cannot be inflated.
 */
function inflateHead(raw: Uint8Array, want: number): Uint8Array {
  for (const Decoder of [Unzlib, Inflate]) {
    const chunks: Uint8Array[] = [];
    let length = 0;
    const decoder = new Decoder((chunk) => {
      chunks.push(chunk);
      length += chunk.length;
    });
    try {
      for (let i = 0; i < raw.length && length < want; i += 256)
        decoder.push(raw.subarray(i, i + 256), i + 256 >= raw.length);
    } catch {
      if (length === 0) continue;
    }
    if (length > 0) return Buffer.concat(chunks).subarray(0, want);
  }
  return new Uint8Array(0);
}

/**
 * The first bytes of `stream`'s decoded content as Latin-1 text, or null when its filter is not
 * one this check decodes (images' DCT, JPX…: never XMP). Only unfiltered and Flate streams are
 * read, and only their first `XMP_WINDOW` bytes are inflated.
 */
function streamHead(stream: PDFStream): string | null {
  if (!(stream instanceof PDFRawStream)) return null;
  let filter: PDFObject | undefined = stream.dict.get(N.Filter);
  if (filter instanceof PDFArray) filter = filter.size() === 1 ? filter.get(0) : undefined;
  const raw = stream.contents;
  let head: Uint8Array;
  if (filter === undefined && !stream.dict.has(N.Filter)) head = raw.subarray(0, XMP_WINDOW);
  else if (filter === N.FlateDecode) {
    head = inflateHead(raw, XMP_WINDOW);
  } else return null;
  return Buffer.from(head.subarray(0, XMP_WINDOW)).toString('latin1');
}

/** True for a stream holding an XMP packet, whatever its dictionary says (ISO 16684-1). */
const isXmpStream = (stream: PDFStream) =>
  stream.dict.get(N.Type) === N.Metadata || XMP_START.test(streamHead(stream) ?? '');

/** Removes the value and appearance of a signature field and of its widget kids. */
function stripSignatureField(dict: PDFDict, lookup: (o: PDFObject | undefined) => PDFObject | undefined) {
  dict.delete(N.V);
  dict.delete(N.AP);
  const kids = lookup(dict.get(N.Kids));
  if (kids instanceof PDFArray) {
    for (const kid of kids.asArray()) {
      const widget = lookup(kid);
      if (widget instanceof PDFDict) widget.delete(N.AP);
    }
  }
}

/** Deletes every indirect object of `doc` not reachable from its trailer (Root, Info). */
function deleteUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const seen = new Set<PDFRef>();
  const stack: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (o): o is PDFObject => o !== undefined,
  );
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) stack.push(value);
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!seen.has(ref)) context.delete(ref);
}

/** The in-place part of `cleanPdf`: everything of the module comment, on a loaded document. */
function scrub(doc: PDFDocument, title: string): void {
  const { context } = doc;
  const lookup = (o: PDFObject | undefined) => (o instanceof PDFRef ? context.lookup(o) : o);
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict)) throw new UncleanableFile('The PDF cannot be read');
  catalog.delete(N.Perms);
  catalog.delete(N.DSS);
  const acroForm = lookup(catalog.get(N.AcroForm));
  if (acroForm instanceof PDFDict) acroForm.delete(N.SigFlags);
  const liveInfo = context.trailerInfo.Info;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    if (!dict) continue;
    if (object instanceof PDFStream && isXmpStream(object)) {
      context.delete(ref);
      continue;
    }
    if (isSignature(dict)) {
      context.delete(ref);
      continue;
    }
    dict.delete(N.Metadata);
    dict.delete(N.PieceInfo);
    if (dict.get(N.FT) === N.Sig) stripSignatureField(dict, lookup);
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
  deleteUnreachable(doc);
}

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
  try {
    scrub(doc, title);
  } catch (err) {
    if (err instanceof UncleanableFile) throw err;
    throw new UncleanableFile('The PDF cannot be rewritten');
  }
  try {
    return await doc.save({ updateFieldAppearances: false });
  } catch {
    throw new UncleanableFile('The PDF cannot be rewritten');
  }
}
