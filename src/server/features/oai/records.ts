/**
 * Headers and records of OAI-PMH items (§2.5): identifier, datestamp (seconds, UTC), setSpecs,
 * `status="deleted"` for a withdrawn article (a header and no metadata), and the metadata of
 * a live one in the format asked for.
 */
import type { OaiContext } from './context';
import { formatDatestamp } from './dates';
import { dublinCore } from './dublin-core';
import { oaiIdentifier } from './identifiers';
import { jatsMetadata } from './jats';
import type { MetadataPrefix } from './protocol';
import { articleRecords, type ArticleRecord, type ItemHeader } from './repository';
import { setSpecsOf } from './sets';
import { tree } from '../../lib/xml';

/** The `<header>` of `item`. */
export function headerXml(host: string, item: ItemHeader): string {
  return String(
    tree({
      header: {
        '@_status': item.deleted ? 'deleted' : undefined,
        identifier: oaiIdentifier(host, item.id),
        datestamp: formatDatestamp(new Date(item.stamp)),
        setSpec: setSpecsOf(item.journalSlug, item.articleType),
      },
    }),
  );
}

async function metadataXml(ctx: OaiContext, record: ArticleRecord, prefix: MetadataPrefix): Promise<string> {
  return prefix === 'oai_dc' ? dublinCore(record, ctx.publicUrl) : jatsMetadata(ctx.storage, record, ctx.publicUrl);
}

/**
 * The `<record>` elements of `items`, in their order. An article deleted since its header
 * was read is answered as deleted.
 */
export async function recordsXml(ctx: OaiContext, items: ItemHeader[], prefix: MetadataPrefix): Promise<string> {
  const live = await articleRecords(
    ctx.db,
    items.filter((i) => !i.deleted).map((i) => i.id),
  );
  const byId = new Map(live.map((r) => [r.article.id, r]));
  const parts: string[] = [];
  for (const item of items) {
    const record = item.deleted ? undefined : byId.get(item.id);
    const header = headerXml(ctx.host, record ? item : { ...item, deleted: true });
    const metadata = record ? `<metadata>${await metadataXml(ctx, record, prefix)}</metadata>` : '';
    parts.push(`<record>${header}${metadata}</record>`);
  }
  return parts.join('');
}
