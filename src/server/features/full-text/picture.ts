/**
 * Figure images, inline graphics, videos and file downloads of the full text, from the files
 * stored with the article (docs/decisions/0082-figures-article-assets.md): a `<picture>` with
 * AVIF and WebP sources and a JPEG `<img>` (srcset, sizes, width and height so the page does not
 * shift, lazy but for the first figure), a `<video controls>`, and download links giving the
 * file's type and size.
 */
import type { AssetView } from '../assets';
import type { RenderContext } from './context';
import { escapeAttr, escapeText, tag } from './html';

/** The figure's slot: the article column is at most 720 CSS px wide (a phone: the viewport). */
const FIGURE_SIZES = '(min-width: 800px) 720px, 100vw';

/** A void element (no end tag), attributes escaped, null/undefined ones omitted. */
function voidTag(name: string, attrs: Record<string, string | number | null | undefined>): string {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) continue;
    out += ` ${key}="${escapeAttr(String(value))}"`;
  }
  return `${out}>`;
}

/** The asset of `href` when it has web renditions (an image the page can show), else null. */
export function shownImage(ctx: RenderContext, href: string | null): AssetView | null {
  const asset = href ? ctx.assets.get(href) : undefined;
  return asset && asset.renditions.length > 0 ? asset : null;
}

/** The stored asset of `href`, converted or not, or null. */
export function storedAsset(ctx: RenderContext, href: string | null): AssetView | null {
  return (href && ctx.assets.get(href)) || null;
}

/**
 * `<picture>` of a converted image: AVIF, WebP, then the JPEG `<img>` with its intrinsic size
 * (the widest rendition's). `sizes` is the slot it fills.
 */
export function pictureHtml(
  asset: AssetView,
  alt: string,
  ctx: RenderContext,
  options: { className: string; sizes?: string },
): string {
  const list = asset.renditions;
  const widest = list[list.length - 1];
  const srcset = (format: 'avif' | 'webp' | 'jpeg') => list.map((r) => `${r[format]} ${r.width}w`).join(', ');
  const fallback = list.find((r) => r.width >= 960) ?? widest;
  const first = ctx.images++ === 0;
  return tag(
    'picture',
    { class: options.className },
    voidTag('source', { type: 'image/avif', srcset: srcset('avif'), sizes: options.sizes ?? FIGURE_SIZES }) +
      voidTag('source', { type: 'image/webp', srcset: srcset('webp'), sizes: options.sizes ?? FIGURE_SIZES }) +
      voidTag('img', {
        src: fallback.jpeg,
        srcset: srcset('jpeg'),
        sizes: options.sizes ?? FIGURE_SIZES,
        width: widest.width,
        height: widest.height,
        alt,
        loading: first ? 'eager' : 'lazy',
        decoding: 'async',
      }),
  );
}

/** "TIFF", "XLSX", "MP4"…: the file's type as readers know it, from its name (else its media type). */
export function fileTypeName(asset: AssetView): string {
  const ext = /\.([A-Za-z0-9]{1,6})$/.exec(asset.fileName)?.[1];
  return ext ? ext.toUpperCase() : asset.mediaType;
}

/** "2.3 MB", "640 kB", "812 bytes" (SI units, as file managers show them). */
export function byteSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "Download original (TIFF, 2.3 MB)": the link to the file as imported. */
export function downloadLink(asset: AssetView, text: string, className: string): string {
  return tag(
    'p',
    { class: className },
    tag('a', { href: asset.originalUrl }, escapeText(text)) +
      ' ' +
      tag('span', { class: 'jats-file-meta' }, escapeText(`(${fileTypeName(asset)}, ${byteSizeText(asset.byteSize)})`)),
  );
}

/** A video the browser can play: `<video controls>` with the file as its source, and its download link. */
export function videoHtml(asset: AssetView, label: string): string {
  return (
    tag(
      'video',
      { class: 'jats-video', controls: 'controls', preload: 'metadata', src: asset.originalUrl },
      escapeText(`Your browser cannot play ${label}.`),
    ) + downloadLink(asset, `Download ${label}`, 'jats-file-download')
  );
}

/** True for the videos browsers play (MP4, WebM); others are offered for download only. */
export function isPlayableVideo(asset: AssetView): boolean {
  return asset.mediaType === 'video/mp4' || asset.mediaType === 'video/webm';
}
