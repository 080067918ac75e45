/**
 * The `assets.convert` job (docs/decisions/0082-figures-article-assets.md): each figure image of
 * an article, converted once with sharp into web renditions: AVIF, WebP and a JPEG fallback at
 * {@link RENDITION_WIDTHS} px wide (never upscaled: an image narrower than the widest width also
 * gets one rendition at its own width), in sRGB and 8 bits whatever the original (16-bit and
 * CMYK TIFFs, greyscale, alpha flattened on white for JPEG). The renditions are private stored
 * files named by the asset row; the original is kept as it is.
 */
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { articleAssets, type AssetRendition } from '../../db/schema';
import type { Deps } from '../../deps';
import { CONVERTIBLE_TYPES } from './resolve';

/**
 * Widths of the renditions, in pixels (the `srcset` candidates). 640 and 800 (decision 0084): a
 * phone's figure (346 CSS px at 412 px and 1.75 device pixels per px, 605 px) gets 640, not 960
 * (2.5 times the pixels it shows); 800 serves the 720-px column at one device pixel per px.
 */
export const RENDITION_WIDTHS = [480, 640, 800, 960, 1600] as const;

/** Largest original read, in bytes (the largest real figure TIFF here is ~21 MB). */
const MAX_ORIGINAL_BYTES = 256 * 1024 * 1024;

/** Largest decoded image, in pixels (a decompression bomb fails its conversion, not the server). */
const MAX_PIXELS = 200_000_000;

/** The widths to make for an image `width` px wide: the standard ones below it, and its own when under the widest. */
export function renditionWidths(width: number): number[] {
  const widths: number[] = RENDITION_WIDTHS.filter((w) => w < width);
  if (width <= RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]) widths.push(width);
  return widths;
}

/**
 * What one conversion run did: images converted, failures, wall time (ms), and the process's
 * resident memory (MB) before the run and at its highest during it (sampled every 50 ms).
 */
export interface ConversionReport {
  converted: number;
  failed: { href: string; reason: string }[];
  ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const MB = 1024 * 1024;

/**
 * Converts the images of article `articleId` that have no renditions yet (figure and inline
 * graphics of a raster type). An image that cannot be decoded keeps no renditions (its figure
 * keeps the link to the publisher) and is reported, not retried.
 */
export async function convertArticleAssets(
  deps: Pick<Deps, 'db' | 'files' | 'storage'>,
  articleId: number,
): Promise<ConversionReport> {
  const started = performance.now();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 50);
  try {
    const report = await convertRows(deps, articleId);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    return {
      ...report,
      ms: Math.round(performance.now() - started),
      rssBeforeMb: Math.round(rssBefore / MB),
      rssPeakMb: Math.round(rssPeak / MB),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** What converting every waiting image did: {@link ConversionReport} summed over the articles. */
export interface WaitingConversionReport extends ConversionReport {
  /** Articles that had images waiting. */
  articles: number;
}

/**
 * Converts the images of every article that has some waiting for their renditions, one article
 * after the other (what `npm run import` does after an import, decision 0084). Time is the wall
 * time of the whole run; the peak is the highest RSS sampled during any article's conversion.
 * @param onArticle called after each article with its own report
 */
export async function convertWaitingAssets(
  deps: Pick<Deps, 'db' | 'files' | 'storage'>,
  onArticle?: (articleId: number, report: ConversionReport) => void,
): Promise<WaitingConversionReport> {
  const started = performance.now();
  const rssBefore = process.memoryUsage.rss();
  const waiting = await deps.db
    .selectDistinct({ articleId: articleAssets.articleId })
    .from(articleAssets)
    .where(waitingImages())
    .orderBy(articleAssets.articleId);
  const total: WaitingConversionReport = {
    articles: waiting.length,
    converted: 0,
    failed: [],
    ms: 0,
    rssBeforeMb: Math.round(rssBefore / MB),
    rssPeakMb: Math.round(rssBefore / MB),
  };
  for (const { articleId } of waiting) {
    const report = await convertArticleAssets(deps, articleId);
    total.converted += report.converted;
    total.failed.push(...report.failed);
    total.rssPeakMb = Math.max(total.rssPeakMb, report.rssPeakMb);
    onArticle?.(articleId, report);
  }
  total.ms = Math.round(performance.now() - started);
  return total;
}

/** Asset rows of images shown in the text (figure and inline graphics of a raster type) without renditions. */
function waitingImages() {
  return and(
    isNull(articleAssets.renditions),
    inArray(articleAssets.kind, ['graphic', 'inline-graphic']),
    inArray(articleAssets.mediaType, [...CONVERTIBLE_TYPES]),
  );
}

async function convertRows(
  deps: Pick<Deps, 'db' | 'files' | 'storage'>,
  articleId: number,
): Promise<Pick<ConversionReport, 'converted' | 'failed'>> {
  const { default: sharp } = await import('sharp');
  const rows = await deps.db
    .select()
    .from(articleAssets)
    .where(and(eq(articleAssets.articleId, articleId), waitingImages()));
  const report: Pick<ConversionReport, 'converted' | 'failed'> = { converted: 0, failed: [] };
  for (const row of rows) {
    const written: string[] = [];
    try {
      const original = await deps.storage.readWhole(row.fileKey, MAX_ORIGINAL_BYTES);
      if (!original) throw new Error('the original is missing from storage');
      // One decode: oriented, sRGB, 8 bits, at the widest rendition's width; the narrower ones are made from it.
      const open = () => sharp(original, { limitInputPixels: MAX_PIXELS, failOn: 'none' });
      const meta = await open().metadata();
      const turned = (meta.orientation ?? 1) >= 5;
      const fullWidth = (turned ? meta.height : meta.width) ?? 0;
      if (!fullWidth) throw new Error('no pixel size');
      const widths = renditionWidths(fullWidth);
      const base = await open()
        .rotate()
        .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
      const renditions: AssetRendition[] = [];
      for (const width of widths) {
        const sized = sharp(base.data, { raw }).resize({ width: Math.min(width, raw.width) });
        // One format at a time: on two cores as fast as in parallel, and a lower peak of memory
        // (measured on the demo's six 2000-px JPEGs: 16 s and 447 MB RSS against 22 s and 565 MB).
        const avif = await sized.clone().avif({ quality: 50, effort: 2 }).toBuffer({ resolveWithObject: true });
        const webp = await sized.clone().webp({ quality: 80 }).toBuffer();
        const jpeg = await sized
          .clone()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        const store = async (data: Buffer, ext: string, contentType: string) => {
          const saved = await deps.files.save({
            source: Readable.from([data]),
            originalFilename: `${row.href.replace(/^.*[/:]/, '')}-${width}.${ext}`,
            contentType,
            visibility: 'private',
          });
          written.push(saved.key);
          return saved.key;
        };
        renditions.push({
          width: avif.info.width,
          height: avif.info.height,
          avif: await store(avif.data, 'avif', 'image/avif'),
          webp: await store(webp, 'webp', 'image/webp'),
          jpeg: await store(jpeg, 'jpg', 'image/jpeg'),
        });
      }
      const full = { width: fullWidth, height: (turned ? meta.width : meta.height) ?? null };
      const updated = await deps.db
        .update(articleAssets)
        .set({ renditions, width: full.width, height: full.height, updatedAt: new Date() })
        // Still this version and still waiting: a re-import, or another process converting it
        // at the same time (the server's job beside `npm run import`), leaves these unused.
        .where(
          and(eq(articleAssets.id, row.id), eq(articleAssets.version, row.version), isNull(articleAssets.renditions)),
        )
        .returning({ id: articleAssets.id });
      // Replaced or converted meanwhile: these renditions belong to no row.
      if (updated.length === 0) for (const key of written.splice(0)) await deps.files.delete(key);
      else report.converted++;
    } catch (err) {
      for (const key of written) await deps.files.delete(key);
      report.failed.push({ href: row.href, reason: (err as Error).message });
    }
  }
  return report;
}
