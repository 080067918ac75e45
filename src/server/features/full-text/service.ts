/**
 * The full text of one article (docs/decisions/0022-jats-full-text.md): its stored source file
 * (the JATS imported with it, or the JATS a published article carries) rendered by
 * {@link renderFullText}. Renders are kept in a small in-process cache keyed by the stored
 * file: a stored file never changes (a re-import that changes the XML stores a new file under
 * a new key) and by the article's stored files (decision 0082: a figure converted since shows
 * its image).
 */
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FullText } from '../../../shared/api/full-text';
import { articles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assetsForArticle } from '../assets';
import { renderFullText } from './render';
import type { Deps } from '../../deps';

/** Largest source file rendered, in bytes (the importer's own limit). */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** Renders kept (the largest real article renders to about 0.4 MB of HTML). */
const CACHE_ENTRIES = 64;

/**
 * Renders by stored file key, least recently used evicted first. A file with no full text is
 * remembered too (`{ value: null }`: lru-cache keeps no null values).
 */
const cache = new LRUCache<string, { value: FullText | null }>({ max: CACHE_ENTRIES });

/**
 * The full text of article `id`.
 * @throws AppError NOT_FOUND 'Article not found' when there is no such article, and
 *   NOT_FOUND 'Full text not available' when it has no JATS with a body or references
 *   (a Crossref-only or arXiv record, or a source file that is not JATS)
 */
export async function findFullText(deps: Pick<Deps, 'db' | 'storage'>, id: number): Promise<FullText> {
  const [article] = await deps.db
    .select({ doi: articles.doi, sourceFileKey: articles.sourceFileKey })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article) throw new AppError('NOT_FOUND', 'Article not found');
  const sourceKey = article.sourceFileKey;
  if (!sourceKey) throw new AppError('NOT_FOUND', 'Full text not available');
  const assets = await assetsForArticle(deps.db, id);
  const key = `${sourceKey}|${assets.signature}`;
  let result = cache.get(key)?.value;
  if (result === undefined) {
    const xml = (await deps.storage.readWhole(sourceKey, MAX_SOURCE_BYTES))?.toString('utf8') ?? null;
    const rendered = xml === null ? null : renderFullText(xml, article.doi, assets.byHref);
    result = rendered ? { html: rendered.html, toc: rendered.toc, references: rendered.references } : null;
    cache.set(key, { value: result });
  }
  if (!result) throw new AppError('NOT_FOUND', 'Full text not available');
  return result;
}
