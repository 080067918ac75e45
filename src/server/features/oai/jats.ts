/**
 * The `jats` metadata of an article (docs/decisions/0025-oai-pmh-and-identifiers.md): the JATS file
 * stored with it at import (articles.source_file_key), made embeddable; else, when it has no
 * stored JATS (a Crossref record, an article published through the workflow), a JATS front
 * made from its record (jats-front.ts).
 */
import type { Storage } from '../../lib/storage';
import { embeddableJats } from './jats-embed';
import { jatsFront } from './jats-front';
import type { ArticleRecord } from './repository';

/** Largest stored source embedded, in bytes (the importer's own limit). */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** The `<article>` element of `record` for `<metadata>`. */
export async function jatsMetadata(storage: Storage, record: ArticleRecord, publicUrl: string): Promise<string> {
  const key = record.article.sourceFileKey;
  const stored = key ? (await storage.readWhole(key, MAX_SOURCE_BYTES))?.toString('utf8') : null;
  return (stored && embeddableJats(stored)) ?? jatsFront(record, publicUrl);
}
