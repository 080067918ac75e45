/**
 * The anonymised view of a manuscript PDF for its reviewers (issue 7, double-blind): the
 * document-information fields that commonly name the authors (Author, Creator, Producer,
 * Title, Subject, Keywords) are replaced or emptied, and the XMP metadata stream (which
 * repeats them, e.g. `dc:creator`) is removed. The pages are untouched: blinding the text is
 * the author's part (the author guidelines ask for it). Uses pdf-lib.
 */
import { PDFDocument, PDFName } from 'pdf-lib';

/**
 * Returns the PDF in `bytes` without its identifying metadata, titled `title`.
 * @throws when the bytes are not a PDF pdf-lib can read (the caller decides what to serve)
 */
export async function anonymisePdf(bytes: Uint8Array, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  doc.setTitle(title);
  doc.setAuthor('');
  doc.setSubject('');
  doc.setKeywords([]);
  doc.setCreator('');
  doc.setProducer('');
  doc.catalog.delete(PDFName.of('Metadata'));
  return doc.save({ updateFieldAppearances: false });
}
