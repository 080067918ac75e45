/**
 * Writing one batch of imported articles (docs/decisions/0021-static-assets-and-bulk-import.md):
 * the articles already in the catalogue are found with one query per batch, the files are stored,
 * then every new article is inserted with a multi-row INSERT and every known one updated, in one
 * transaction. Should the transaction fail, each article is written alone, so that the one at fault
 * is reported with its path and the others are kept (as a one-by-one import would).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, storedFiles } from '../../db/schema';
import { insertArticle, insertArticles, updateArticle, type ArticleValues } from '../articles';
import { findOrCreateJournal, type ParsedJournal } from '../journals';
import { findPdfBeside } from './import-files';
import { mergeRecords } from './merge';
import type { ParsedArticle } from './types';
import type { Deps } from '../../deps';

/** One metadata file's record and where it was read. */
export interface Source {
  article: ParsedArticle;
  path: string;
}

/** All records of one DOI: the preferred one first (JATS before Crossref). */
export type Candidate = Source[];

export type BatchContext = Pick<Deps, 'db' | 'files'> & {
  /** Journal ids already resolved in this import, by the parsed journal (JSON). */
  journalIds: Map<string, number>;
  /** Every article's journal, whatever its metadata names (`npm run import -- --journal`). */
  journalId?: number;
};

/** What happened to one candidate of a batch. */
export type BatchOutcome =
  | {
      ok: true;
      path: string;
      id: number;
      journalId: number;
      created: boolean;
      pdfAttached: boolean;
      pdf: string | null;
    }
  | { ok: false; path: string; reason: string };

interface Existing {
  id: number;
  pdfFileKey: string | null;
  sourceFileKey: string | null;
}

/** A candidate ready to write: its row, and the files it replaces (deleted after the write). */
interface Prepared {
  index: number;
  path: string;
  journalId: number;
  values: ArticleValues;
  existing: Existing | undefined;
  pdfPath: string | null;
  pdfChanged: boolean;
  replaced: string[];
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Stores `file` unless the current key already holds the same bytes; returns the key to keep. */
async function keepOrStore(ctx: BatchContext, currentKey: string | null, file: string, contentType: string) {
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

async function journalIdOf(ctx: BatchContext, journal: ParsedJournal): Promise<number> {
  if (ctx.journalId !== undefined) return ctx.journalId;
  const key = JSON.stringify(journal);
  let id = ctx.journalIds.get(key);
  if (id === undefined) {
    id = await findOrCreateJournal(ctx.db, journal);
    ctx.journalIds.set(key, id);
  }
  return id;
}

async function prepare(ctx: BatchContext, candidate: Candidate, index: number, existing: Existing | undefined) {
  const [primary, ...others] = candidate;
  const a = others.map((o) => o.article).reduce(mergeRecords, primary.article);
  let pdfPath: string | null = null;
  for (const source of candidate) pdfPath ??= await findPdfBeside(source.path, a.doi, source.article.pdfHref);
  const journalId = await journalIdOf(ctx, a.journal);
  const pdf = pdfPath ? await keepOrStore(ctx, existing?.pdfFileKey ?? null, pdfPath, 'application/pdf') : null;
  const source = await keepOrStore(ctx, existing?.sourceFileKey ?? null, primary.path, 'application/xml');
  const values: ArticleValues = {
    journalId,
    doi: a.doi,
    title: a.title,
    abstract: a.abstract,
    language: a.language,
    translations: a.translations,
    contributors: a.contributors,
    authors: a.contributors.map((c) => c.name).join(', '),
    articleType: a.articleType,
    volume: a.volume,
    issue: a.issue,
    pages: a.pages,
    publishedDate: a.publishedDate,
    publishedDatePrecision: a.publishedDatePrecision,
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
  // Replaced files are removed only after the article points at their successors.
  const replaced = [pdf?.changed ? existing?.pdfFileKey : null, source.changed ? existing?.sourceFileKey : null].filter(
    (key): key is string => Boolean(key),
  );
  const pdfChanged = Boolean(pdf?.changed);
  return { index, path: primary.path, journalId, values, existing, pdfPath, pdfChanged, replaced } satisfies Prepared;
}

/** Writes every prepared row in one transaction. @returns the id of each, by index */
async function writeTogether(db: Db, rows: Prepared[]): Promise<Map<number, number>> {
  return db.transaction(async (tx) => {
    const ids = new Map<number, number>();
    const created = rows.filter((r) => !r.existing);
    const { inserted } = await insertArticles(
      tx,
      created.map((r) => r.values),
    );
    const idOfDoi = new Map(inserted.map((row) => [row.doi?.toLowerCase(), row.id]));
    for (const r of created) ids.set(r.index, idOfDoi.get(r.values.doi?.toLowerCase())!);
    for (const r of rows) {
      if (r.existing) {
        await updateArticle(tx, r.existing.id, r.values);
        ids.set(r.index, r.existing.id);
      }
    }
    return ids;
  });
}

/**
 * Imports one batch of candidates (distinct DOIs).
 * @returns one outcome per candidate, in order: written (created or updated) or skipped with its reason
 */
export async function importBatch(ctx: BatchContext, batch: Candidate[]): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = batch.map((c) => ({ ok: false, path: c[0].path, reason: 'not written' }));
  const dois = batch.map((c) => c[0].article.doi.toLowerCase());
  const found = await ctx.db
    .select({
      id: articles.id,
      doi: sql<string>`lower(${articles.doi})`,
      pdfFileKey: articles.pdfFileKey,
      sourceFileKey: articles.sourceFileKey,
    })
    .from(articles)
    .where(inArray(sql`lower(${articles.doi})`, dois));
  const existing = new Map(found.map((row) => [row.doi, row]));

  const ready: Prepared[] = [];
  for (const [index, candidate] of batch.entries()) {
    try {
      ready.push(await prepare(ctx, candidate, index, existing.get(dois[index])));
    } catch (err) {
      outcomes[index] = {
        ok: false,
        path: candidate[0].path,
        reason: `could not be stored: ${(err as Error).message}`,
      };
    }
  }

  let ids: Map<number, number>;
  try {
    ids = await writeTogether(ctx.db, ready);
  } catch {
    // One row spoils the batch: write each alone to keep the rest and name the one at fault.
    ids = new Map();
    for (const r of ready) {
      try {
        if (r.existing) await updateArticle(ctx.db, r.existing.id, r.values);
        ids.set(r.index, r.existing?.id ?? (await insertArticle(ctx.db, r.values)).id);
      } catch (err) {
        outcomes[r.index] = { ok: false, path: r.path, reason: `could not be stored: ${(err as Error).message}` };
      }
    }
  }
  for (const r of ready) {
    const id = ids.get(r.index);
    if (id === undefined) continue;
    for (const key of r.replaced) await ctx.files.delete(key);
    outcomes[r.index] = {
      ok: true,
      path: r.path,
      id,
      journalId: r.journalId,
      created: !r.existing,
      pdfAttached: r.pdfChanged,
      pdf: r.pdfPath,
    };
  }
  return outcomes;
}
