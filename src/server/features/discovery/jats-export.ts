/**
 * The JATS export of an article (docs/decisions/0026-sitemaps-feeds-signposting.md):
 * `GET /api/articles/{id}/jats`. Today the JATS of an imported article is its stored source
 * file (kept as imported); of an article published through the workflow, the JATS generated at
 * its publication. {@link hasJatsExport} is the one predicate the page's Signposting links ask.
 */
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Deps } from '../../deps';

/** Registered media type of JATS XML (IANA, NISO Z39.96). */
export const JATS_MEDIA_TYPE = 'application/jats+xml';

/** Largest source file served, in bytes (the importer's own limit). */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** What the export needs to know of an article. */
export interface JatsCandidate {
  sourceFormat: string;
  sourceFileKey: string | null;
}

/** Site-relative URL of an article's JATS export. */
export const jatsExportPath = (id: number) => `/api/articles/${id}/jats`;

/**
 * True when the article has a JATS export: an imported JATS article with its source file
 * kept, or an article published through the workflow, whose JATS was generated at
 * publication (docs/decisions/0028). A Crossref import keeps Crossref XML: no JATS.
 */
export function hasJatsExport(article: JatsCandidate): boolean {
  return (article.sourceFormat === 'jats' || article.sourceFormat === 'workflow') && article.sourceFileKey !== null;
}

/**
 * The JATS XML of article `id`, as bytes.
 * @throws AppError NOT_FOUND 'Article not found' for an unknown article, and NOT_FOUND
 *   'No JATS is available for this article' when it has none (a Crossref or arXiv record, a
 *   workflow article published before JATS generation, or a missing or oversized stored file)
 */
export async function jatsSourceOf(deps: Pick<Deps, 'db' | 'storage'>, id: number): Promise<Buffer> {
  const [article] = await deps.db
    .select({ sourceFormat: articles.sourceFormat, sourceFileKey: articles.sourceFileKey })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article) throw new AppError('NOT_FOUND', 'Article not found');
  const none = new AppError('NOT_FOUND', 'No JATS is available for this article');
  if (!hasJatsExport(article)) throw none;
  const bytes = await deps.storage.readWhole(article.sourceFileKey!, MAX_SOURCE_BYTES);
  if (!bytes) throw none;
  return bytes;
}
