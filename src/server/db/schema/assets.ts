/**
 * Tables owned by assets (features/assets; docs/decisions/0082-figures-article-assets.md): the
 * files an imported article's JATS names (figure and inline images, media, supplementary
 * files), stored with the article, and the web renditions made of its images. Only the owner
 * writes them; other features read them (docs/decisions/0015-feature-ownership.md).
 */
import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { check } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns';
import { articles } from './articles';
import { storedFiles } from './files';

/** What names the file in the JATS: `graphic`, `inline-graphic`, `media` or `supplementary-material`. */
export const ASSET_KINDS = ['graphic', 'inline-graphic', 'media', 'supplementary-material'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** One web rendition width of an image: its size in pixels and the stored key of each format. */
export interface AssetRendition {
  width: number;
  height: number;
  avif: string;
  webp: string;
  jpeg: string;
}

/** A file of an article, as its JATS names it (`href` as written), stored privately. */
export const articleAssets = pgTable(
  'article_assets',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The `xlink:href` exactly as the JATS writes it (the renderer looks assets up by it). */
    href: text('href').notNull(),
    kind: text('kind', { enum: ASSET_KINDS }).notNull(),
    /** The original file (a `private` stored file: served only through the assets endpoint). */
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    /** Media type of the original, from its extension (e.g. image/tiff). */
    mediaType: text('media_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    /** First 12 hex digits of the original's sha256: the version in its URLs (content-addressed). */
    version: text('version').notNull(),
    /** Pixel size of an image (null for other files, or an image sharp cannot read). */
    width: integer('width'),
    height: integer('height'),
    /** Web renditions, narrowest first; null until the conversion job has run (or for non-images). */
    renditions: jsonb('renditions').$type<AssetRendition[]>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('article_assets_article_href_key').on(t.articleId, t.href),
    index('article_assets_file_key_idx').on(t.fileKey),
    check('article_assets_kind_check', oneOf(t.kind, ASSET_KINDS)),
  ],
);
