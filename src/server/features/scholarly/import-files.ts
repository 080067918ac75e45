/**
 * Finding what to import on disk: the metadata files of a folder tree, and the PDF galley
 * that sits beside each one (docs/decisions/0003-imported-journals.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Extensions of scholarly metadata files: JATS (.xml, .nxml, .jats) and Crossref (.xml). */
const METADATA_EXTENSIONS = new Set(['.xml', '.nxml', '.jats']);

export interface FoundFiles {
  /** Metadata files, sorted by path so runs are reproducible. */
  metadata: string[];
  /** Every PDF seen, to report the ones no metadata file claimed. */
  pdfs: string[];
}

/**
 * Lists metadata files and PDFs under each path (a file or a folder, walked recursively;
 * hidden entries skipped). @throws when a path does not exist
 */
export async function findImportFiles(paths: string[]): Promise<FoundFiles> {
  const metadata: string[] = [];
  const pdfs: string[] = [];
  const visit = async (p: string): Promise<void> => {
    const stat = await fs.stat(p);
    if (stat.isDirectory()) {
      const entries = await fs.readdir(p);
      for (const name of entries.sort()) {
        if (!name.startsWith('.')) await visit(path.join(p, name));
      }
      return;
    }
    const ext = path.extname(p).toLowerCase();
    if (METADATA_EXTENSIONS.has(ext)) metadata.push(p);
    else if (ext === '.pdf') pdfs.push(p);
  };
  for (const p of paths) await visit(path.resolve(p));
  return { metadata: [...new Set(metadata)].sort(), pdfs: [...new Set(pdfs)].sort() };
}

/** "10.21105.jose.00013.crossref.xml" → "10.21105.jose.00013"; "paper.nxml" → "paper". */
export function metadataStem(file: string): string {
  return path
    .basename(file)
    .replace(/\.(xml|nxml|jats)$/i, '')
    .replace(/\.(crossref|jats)$/i, '');
}

/** True when the file starts with the PDF signature `%PDF-`. */
export async function looksLikePdf(file: string): Promise<boolean> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file, 'r');
    const buf = Buffer.alloc(5);
    const { bytesRead } = await handle.read(buf, 0, 5, 0);
    return bytesRead === 5 && buf.toString('latin1') === '%PDF-';
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}

/**
 * The PDF galley of a metadata file, or null. Looks, in order, at the href the metadata
 * names (JATS self-uri), then `<stem>.pdf` and `<DOI with / as .>.pdf` in the file's folder
 * and in its parent (JOSE keeps JATS in a `paper.jats/` subfolder beside the PDF). Figure
 * PDFs in the same folder never match because their names differ from the stem.
 */
export async function findPdfBeside(metadataFile: string, doi: string, pdfHref: string | null): Promise<string | null> {
  const dir = path.dirname(metadataFile);
  const stem = metadataStem(metadataFile);
  const doiName = `${doi.replace(/\//g, '.')}.pdf`;
  const candidates: string[] = [];
  if (pdfHref && !/^[a-z]+:/i.test(pdfHref)) {
    const resolved = path.resolve(dir, pdfHref);
    if (resolved.startsWith(path.resolve(dir, '..') + path.sep)) candidates.push(resolved);
  }
  for (const folder of [dir, path.dirname(dir)]) {
    candidates.push(path.join(folder, `${stem}.pdf`), path.join(folder, doiName));
  }
  for (const candidate of candidates) {
    if (await looksLikePdf(candidate)) return candidate;
  }
  return null;
}
