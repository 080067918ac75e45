/**
 * The record a deposit or an export is written from (docs/decisions/0027-dois-and-deposits.md): the
 * article's catalogue row, its journal, and the extras of its stored JATS (funding, references).
 * Read-only.
 */
import type { Translation } from '../../../shared/api/translations';
import type { DatePrecision } from '../../../shared/domain/date-precision';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, journals, type ContributorRecord } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { jatsExtras, NO_EXTRAS, type JatsExtras } from './jats-extras';
import type { Deps } from '../../deps';

/** The article fields deposits and exports use. */
export interface DepositArticle {
  id: number;
  doi: string | null;
  title: string;
  abstract: string | null;
  contributors: ContributorRecord[];
  articleType: string;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  /** YYYY-MM-DD, or null for an undated record. */
  publishedDate: string | null;
  /** How much of `publishedDate` the source gave (decision 0083); absent: 'day'. */
  publishedDatePrecision?: DatePrecision;
  keywords: string[];
  /** The article's language (BCP 47; decision 0095); absent: English. */
  language?: string;
  /** Title, subtitle, abstract and keywords in other languages (decision 0095); absent: none. */
  translations?: Translation[];
  licenseUrl: string | null;
  pdfFileKey: string | null;
  sourceFileKey: string | null;
  createdAt: Date;
}

/** The journal fields deposits and exports use. */
export interface DepositJournal {
  id: number;
  title: string;
  abbreviation: string;
  issn: string | null;
  publisher: string | null;
}

export interface DepositRecord {
  article: DepositArticle;
  journal: DepositJournal;
  extras: JatsExtras;
}

/** Largest stored JATS read for extras, in bytes (the importer's own limit). */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

const articleColumns = {
  id: articles.id,
  doi: articles.doi,
  title: articles.title,
  abstract: articles.abstract,
  contributors: articles.contributors,
  articleType: articles.articleType,
  volume: articles.volume,
  issue: articles.issue,
  pages: articles.pages,
  publishedDate: articles.publishedDate,
  publishedDatePrecision: articles.publishedDatePrecision,
  keywords: articles.keywords,
  language: articles.language,
  translations: articles.translations,
  licenseUrl: articles.licenseUrl,
  pdfFileKey: articles.pdfFileKey,
  sourceFileKey: articles.sourceFileKey,
  createdAt: articles.createdAt,
};

const journalColumns = {
  id: journals.id,
  title: journals.title,
  abbreviation: journals.abbreviation,
  issn: journals.issn,
  publisher: journals.publisher,
};

/** The stored JATS's extras, or none when the article has no readable source file. */
async function extrasOf(storage: Storage, article: DepositArticle): Promise<JatsExtras> {
  const key = article.sourceFileKey;
  if (!key) return NO_EXTRAS;
  const bytes = await storage.readWhole(key, MAX_SOURCE_BYTES);
  if (!bytes) return NO_EXTRAS;
  return jatsExtras(bytes.toString('utf8'), article.doi);
}

/**
 * The deposit record of article `id`.
 * @throws AppError NOT_FOUND 'Article not found'
 */
export async function loadDepositRecord(deps: Pick<Deps, 'db' | 'storage'>, id: number): Promise<DepositRecord> {
  const [row] = await deps.db
    .select({ article: articleColumns, journal: journalColumns })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(eq(articles.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Article not found');
  return { ...row, extras: await extrasOf(deps.storage, row.article) };
}

/** Article `id`'s DOI, or null when there is no such article. */
export async function findArticleDoi(db: Db, id: number): Promise<{ id: number; doi: string | null } | null> {
  const [row] = await db.select({ id: articles.id, doi: articles.doi }).from(articles).where(eq(articles.id, id));
  return row ?? null;
}

/** Most articles in one export (a journal's whole catalogue is split by issue past it). */
export const MAX_EXPORT_ARTICLES = 5000;

/**
 * The articles of journal `journalId` (of one volume and issue when given), oldest first.
 * @returns the journal and its articles; null when there is no such journal
 * @throws AppError PAYLOAD_TOO_LARGE (413) when more than {@link MAX_EXPORT_ARTICLES} articles
 *   match (export an issue at a time)
 */
export async function loadJournalArticles(
  db: Db,
  journalId: number,
  issue?: { volume: string; issue: string },
): Promise<{ journal: DepositJournal; articles: DepositArticle[] } | null> {
  const [journal] = await db.select(journalColumns).from(journals).where(eq(journals.id, journalId));
  if (!journal) return null;
  const where: SQL[] = [eq(articles.journalId, journalId)];
  if (issue) where.push(eq(articles.volume, issue.volume), eq(articles.issue, issue.issue));
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(and(...where))
    .orderBy(asc(articles.publishedDate), asc(articles.id))
    .limit(MAX_EXPORT_ARTICLES + 1);
  if (rows.length > MAX_EXPORT_ARTICLES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `More than ${MAX_EXPORT_ARTICLES} articles: export one issue at a time (volume and issue)`,
    );
  return { journal, articles: rows };
}
