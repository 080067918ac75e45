/**
 * Imports real articles from JATS and Crossref XML files, with the PDF galley beside each
 * (docs/decisions/0003-imported-journals.md; `npm run import -- <path…>`). Idempotent by DOI: a
 * re-import updates the article in place and never duplicates it. A bad file is reported
 * with its path and reason and skipped; the rest imports. Articles are written in batches
 * (import-batch.ts, decision 0021).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { refreshPlannerStatistics } from '../../db/maintenance';
import { storeArticleAssets } from '../assets';
import { refreshCurrentIssue } from '../journals';
import { parseScholarlyXml } from './detect';
import { importBatch, type Candidate } from './import-batch';
import { findImportFiles } from './import-files';
import { jatsAssetReferences } from './jats-assets';
import { FORMAT_RANK } from './merge';
import type { Deps } from '../../deps';

export interface ImportSkip {
  path: string;
  reason: string;
}

export interface ImportReport {
  imported: number;
  updated: number;
  /** Files (or DOIs) not imported, each with its reason. */
  skipped: ImportSkip[];
  /** Article PDFs attached (new or changed). */
  pdfsAttached: number;
  /** Ids of the articles created or updated, in import order. */
  articleIds: number[];
  /**
   * Files the JATS names (figures, media, supplementary files) stored with the articles, new or
   * changed (docs/decisions/0082-figures-article-assets.md).
   */
  assetsStored: number;
  /** Local file references (`xlink:href`) that resolve to no file beside the JATS, per metadata file. */
  unresolvedAssets: { path: string; element: string; href: string }[];
}

/** What an import writes with: a part of the one Deps (decision 0068). */
export type ImportContext = Pick<Deps, 'db' | 'files'>;

export interface ImportOptions {
  /**
   * Articles (DOIs) written per transaction, default 200: one query finds those already in
   * the catalogue, one multi-row INSERT creates the others (decision 0021). 1 writes
   * each article alone, as the importer did before.
   */
  batchSize?: number;
  /** Called before the first batch and after each with the DOIs done and their total (a progress bar). */
  onProgress?: (done: number, total: number) => void;
  /**
   * Files every article under this existing journal (its id) instead of the journal its
   * metadata names (docs/decisions/0033-journal-import-and-new-journals.md: a publisher's own back
   * catalogue moved from another platform). The volume and issue records are then made under this
   * journal. The source journal stays named in the stored source XML (`sourceFileKey`).
   */
  journalId?: number;
}

/** Default of ImportOptions.batchSize. */
export const IMPORT_BATCH_SIZE = 200;

/** Largest metadata file read, in bytes (the largest real JATS here is ~1 MB). */
const MAX_XML_BYTES = 20 * 1024 * 1024;

/**
 * Imports every metadata file under `paths` (files or folders), in batches of
 * `options.batchSize` articles. Idempotent by DOI (case-insensitive): a DOI already in the
 * catalogue is updated in place (`updated`), a new one is inserted (`imported`).
 * @throws only when a path does not exist; per-file problems land in `skipped`
 */
export async function importArticles(
  ctx: ImportContext,
  paths: string[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const found = await findImportFiles(paths);
  const report: ImportReport = {
    imported: 0,
    updated: 0,
    skipped: [],
    pdfsAttached: 0,
    articleIds: [],
    assetsStored: 0,
    unresolvedAssets: [],
  };

  const byDoi = new Map<string, Candidate>();
  for (const file of found.metadata) {
    const parsed = await parseFile(file);
    if (!parsed.ok) {
      report.skipped.push({ path: file, reason: parsed.reason });
      continue;
    }
    const key = parsed.article.doi.toLowerCase();
    const sources = byDoi.get(key) ?? [];
    sources.push({ article: parsed.article, path: file });
    sources.sort((x, y) => FORMAT_RANK[x.article.format] - FORMAT_RANK[y.article.format]);
    byDoi.set(key, sources);
  }

  const batchSize = Math.max(1, Math.floor(options.batchSize ?? IMPORT_BATCH_SIZE));
  const candidates = [...byDoi.values()];
  const batchContext = {
    db: ctx.db,
    files: ctx.files,
    journalIds: new Map<string, number>(),
    journalId: options.journalId,
  };
  const claimedPdfs = new Set<string>();
  const touchedJournals = new Set<number>();
  options.onProgress?.(0, candidates.length);
  for (let at = 0; at < candidates.length; at += batchSize) {
    for (const outcome of await importBatch(batchContext, candidates.slice(at, at + batchSize))) {
      if (!outcome.ok) {
        report.skipped.push({ path: outcome.path, reason: outcome.reason });
        continue;
      }
      if (outcome.pdf) claimedPdfs.add(outcome.pdf);
      touchedJournals.add(outcome.journalId);
      report.articleIds.push(outcome.id);
      if (outcome.created) report.imported++;
      else report.updated++;
      if (outcome.pdfAttached) report.pdfsAttached++;
      await storeAssetsOf(ctx, outcome.id, outcome.path, report);
    }
    options.onProgress?.(Math.min(at + batchSize, candidates.length), candidates.length);
  }
  for (const journalId of touchedJournals) await refreshCurrentIssue(ctx.db, journalId);
  if (report.imported + report.updated > 0) await refreshPlannerStatistics(ctx.db);

  for (const pdf of found.pdfs) {
    if (claimedPdfs.has(pdf) || /(^|\/)paper\.jats\//.test(pdf.split(path.sep).join('/'))) continue;
    const siblings = found.metadata.filter((m) => path.dirname(m) === path.dirname(pdf));
    if (siblings.length === 0)
      report.skipped.push({ path: pdf, reason: 'PDF with no JATS or Crossref metadata beside it' });
  }
  return report;
}

/**
 * Stores the files the JATS at `file` names with article `articleId` (figures, media,
 * supplementary files: features/assets) and records what could not be resolved. A Crossref
 * record names no files. A failure is reported as a skip of the files, not of the article.
 */
async function storeAssetsOf(ctx: ImportContext, articleId: number, file: string, report: ImportReport) {
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_XML_BYTES) return;
    const references = jatsAssetReferences(await fs.readFile(file, 'utf8'));
    if (references.length === 0) return;
    const stored = await storeArticleAssets(ctx, articleId, file, references);
    report.assetsStored += stored.stored;
    for (const ref of stored.unresolved)
      report.unresolvedAssets.push({ path: file, element: ref.element, href: ref.href });
  } catch (err) {
    report.skipped.push({ path: file, reason: `its files could not be stored: ${(err as Error).message}` });
  }
}

async function parseFile(file: string) {
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_XML_BYTES) return { ok: false as const, reason: `larger than ${MAX_XML_BYTES} bytes` };
    return parseScholarlyXml(await fs.readFile(file, 'utf8'));
  } catch (err) {
    return { ok: false as const, reason: `unreadable: ${(err as Error).message}` };
  }
}
