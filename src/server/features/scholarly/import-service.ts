/**
 * Imports real articles from JATS and Crossref XML files, with the PDF galley beside each
 * (issue 2 "Import of real articles"; `npm run import -- <path…>`). Idempotent by DOI: a
 * re-import updates the article in place and never duplicates it. A bad file is reported
 * with its path and reason and skipped; the rest imports.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshPlannerStatistics } from '../../db/maintenance';
import { articles, storedFiles } from '../../db/schema';
import type { FileStore } from '../../lib/file-store';
import { insertArticle, updateArticle } from '../articles';
import { findOrCreateJournal, refreshCurrentIssue } from '../journals';
import { parseScholarlyXml } from './detect';
import { findImportFiles, findPdfBeside } from './import-files';
import { FORMAT_RANK, mergeRecords } from './merge';
import type { ParsedArticle } from './types';

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
}

export interface ImportContext {
  db: Db;
  files: FileStore;
}

/** Largest metadata file read, in bytes (the largest real JATS here is ~1 MB). */
const MAX_XML_BYTES = 20 * 1024 * 1024;

interface Source {
  article: ParsedArticle;
  path: string;
}

/** All records of one DOI: the preferred one first (JATS before Crossref). */
type Candidate = Source[];

/**
 * Imports every metadata file under `paths` (files or folders).
 * @throws only when a path does not exist; per-file problems land in `skipped`
 */
export async function importArticles(ctx: ImportContext, paths: string[]): Promise<ImportReport> {
  const found = await findImportFiles(paths);
  const report: ImportReport = { imported: 0, updated: 0, skipped: [], pdfsAttached: 0, articleIds: [] };

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

  const claimedPdfs = new Set<string>();
  const touchedJournals = new Set<number>();
  for (const [primary, ...others] of byDoi.values()) {
    const article = others.map((o) => o.article).reduce(mergeRecords, primary.article);
    try {
      let pdfPath: string | null = null;
      for (const source of [primary, ...others]) {
        pdfPath ??= await findPdfBeside(source.path, article.doi, source.article.pdfHref);
      }
      if (pdfPath) claimedPdfs.add(pdfPath);
      const result = await upsertArticle(ctx, article, primary.path, pdfPath);
      touchedJournals.add(result.journalId);
      report.articleIds.push(result.id);
      if (result.created) report.imported++;
      else report.updated++;
      if (result.pdfAttached) report.pdfsAttached++;
    } catch (err) {
      report.skipped.push({ path: primary.path, reason: `could not be stored: ${(err as Error).message}` });
    }
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

async function parseFile(file: string) {
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_XML_BYTES) return { ok: false as const, reason: `larger than ${MAX_XML_BYTES} bytes` };
    return parseScholarlyXml(await fs.readFile(file, 'utf8'));
  } catch (err) {
    return { ok: false as const, reason: `unreadable: ${(err as Error).message}` };
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Stores `file` unless the current key already holds the same bytes; returns the key to keep. */
async function keepOrStore(
  ctx: ImportContext,
  currentKey: string | null,
  file: string,
  contentType: string,
): Promise<{ key: string; changed: boolean }> {
  if (currentKey) {
    const [current] = await ctx.db
      .select({ sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(eq(storedFiles.key, currentKey));
    if (current && current.sha256 === (await sha256Of(file))) return { key: currentKey, changed: false };
  }
  const saved = await ctx.files.save({
    source: file,
    originalFilename: path.basename(file),
    contentType,
    visibility: 'public',
  });
  return { key: saved.key, changed: true };
}

async function upsertArticle(ctx: ImportContext, a: ParsedArticle, sourcePath: string, pdfPath: string | null) {
  const journalId = await findOrCreateJournal(ctx.db, a.journal);
  const [existing] = await ctx.db
    .select({ id: articles.id, pdfFileKey: articles.pdfFileKey, sourceFileKey: articles.sourceFileKey })
    .from(articles)
    .where(sql`lower(${articles.doi}) = lower(${a.doi})`)
    .limit(1);

  const pdf = pdfPath ? await keepOrStore(ctx, existing?.pdfFileKey ?? null, pdfPath, 'application/pdf') : null;
  const source = await keepOrStore(ctx, existing?.sourceFileKey ?? null, sourcePath, 'application/xml');
  const values = {
    journalId,
    doi: a.doi,
    title: a.title,
    abstract: a.abstract,
    contributors: a.contributors,
    authors: a.contributors.map((c) => c.name).join(', '),
    articleType: a.articleType,
    volume: a.volume,
    issue: a.issue,
    pages: a.pages,
    publishedDate: a.publishedDate,
    receivedDate: a.receivedDate,
    acceptedDate: a.acceptedDate,
    keywords: a.keywords,
    subjects: a.subjects,
    license: a.license.text,
    licenseUrl: a.license.url,
    copyright: a.copyright,
    pdfFileKey: pdf?.key ?? existing?.pdfFileKey ?? null,
    sourceFileKey: source.key,
    sourceFormat: a.format,
  };

  let id: number;
  if (existing) {
    await updateArticle(ctx.db, existing.id, values);
    id = existing.id;
    // Replaced files are removed only after the article points at their successors.
    if (pdf?.changed && existing.pdfFileKey) await ctx.files.delete(existing.pdfFileKey);
    if (source.changed && existing.sourceFileKey) await ctx.files.delete(existing.sourceFileKey);
  } else {
    id = (await insertArticle(ctx.db, values)).id;
  }
  return { id, journalId, created: !existing, pdfAttached: Boolean(pdf?.changed) };
}
