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

/**
 * The width a figure image is drawn at (`sizes`, decision 0084), mirroring full-text.css and the
 * article layout: the figure box is the text column less 34 px (the column is the viewport less
 * 32 px on phones, 48 px from 640 px, at most 720 px; from 1024 px half the viewport plus 20 px
 * beside the right column, at most 728 px), and an image is at most 80 % of the viewport's
 * height tall (`max-h-[80vh]`), so a tall figure is narrower: 80vh × its aspect ratio.
 * Measured in Chromium at 360, 390, 412, 768, 1024 and 1280 px: 294, 324, 346, 686, 566, 694 px.
 */
export function figureSizes(width: number, height: number | null): string {
  const tall = height ? `, ${Math.round((80 * width * 1000) / height) / 1000}vh` : '';
  return (
    `(min-width: 1024px) min(694px, calc(50vw + 54px)${tall}), ` +
    `(min-width: 640px) min(686px, calc(100vw - 82px)${tall}), ` +
    (tall ? `min(calc(100vw - 66px)${tall})` : 'calc(100vw - 66px)')
  );
}

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
  const sizes = options.sizes ?? figureSizes(widest.width, widest.height);
  return tag(
    'picture',
    { class: options.className },
    voidTag('source', { type: 'image/avif', srcset: srcset('avif'), sizes }) +
      voidTag('source', { type: 'image/webp', srcset: srcset('webp'), sizes }) +
      voidTag('img', {
        src: fallback.jpeg,
        srcset: srcset('jpeg'),
        sizes,
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
