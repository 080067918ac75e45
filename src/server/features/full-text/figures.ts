/**
 * Figures (JATS `fig`, `fig-group`) and supplementary material: a `figure` with its label,
 * caption and credit. When the image was stored with the article and converted
 * (docs/decisions/0082-figures-article-assets.md) the figure shows it as a `<picture>` inside a
 * link the page's figure viewer opens, with "Download original"; otherwise the figure links to
 * where it can be seen: its own DOI (`object-id`, or a `graphic` naming a DOI), a web address
 * the `graphic` gives, else the article at its publisher (its DOI). Supplementary files stored
 * with the article are offered for download with their type and size; videos play in place.
 */
import { attr, type XmlElement, type XmlNode } from '../scholarly';
import { claimId, type RenderContext } from './context';
import { bareDoi, doiUrl, escapeText, isSafeUrl, tag } from './html';
import { renderInline } from './inline';
import { downloadLink, isPlayableVideo, pictureHtml, shownImage, storedAsset, videoHtml } from './picture';
import { plainText } from './plain-text';

function find(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === name);
}

function all(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);
}

/** "Fig 1" + "." unless the label already ends in punctuation. */
function labelWithStop(label: string): string {
  return /[.:]$/.test(label) ? label : `${label}.`;
}

/**
 * The caption block of a figure, table or file: "<label>. <title>" then the caption's
 * paragraphs. Returns "" when there is neither label nor caption.
 */
export function captionHtml(el: XmlElement, ctx: RenderContext, level: number): string {
  const label = find(el, 'label');
  const caption = find(el, 'caption');
  const title = caption ? find(caption, 'title') : undefined;
  const labelText = label ? plainText(label) : '';
  const head = [
    labelText ? tag('span', { class: 'jats-label' }, escapeText(labelWithStop(labelText))) : '',
    title ? tag('span', { class: 'jats-caption-title' }, renderInline(title.children, ctx).trim()) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const rest = caption
    ? ctx.blocks.renderBlocks(
        caption.children.filter((c: XmlNode) => typeof c === 'string' || c.name !== 'title'),
        ctx,
        level,
      )
    : '';
  return (head ? tag('p', { class: 'jats-caption-head' }, head) : '') + rest;
}

/** Credits and notes a figure or table carries (`attrib`, `permissions` copyright). */
function creditHtml(el: XmlElement, ctx: RenderContext): string {
  let out = '';
  for (const a of all(el, 'attrib')) out += tag('p', { class: 'jats-attrib' }, renderInline(a.children, ctx));
  const permissions = find(el, 'permissions');
  const statement = permissions ? find(permissions, 'copyright-statement') : undefined;
  if (statement) out += tag('p', { class: 'jats-attrib' }, renderInline(statement.children, ctx));
  return out;
}

/**
 * Where the image or file of `el` can be found: the DOI or address it names (its own
 * `xlink:href`, a `graphic`/`media` child, an `object-id` DOI), else null.
 */
export function ownSource(el: XmlElement): string | null {
  const candidates: (string | null)[] = [attr(el, 'href')];
  for (const name of ['graphic', 'media']) for (const g of all(el, name)) candidates.push(attr(g, 'href'));
  const alternatives = find(el, 'alternatives');
  if (alternatives)
    for (const g of [...all(alternatives, 'graphic'), ...all(alternatives, 'media')]) candidates.push(attr(g, 'href'));
  for (const id of all(el, 'object-id')) if (attr(id, 'pub-id-type') === 'doi') candidates.push(`doi:${plainText(id)}`);
  for (const c of candidates) {
    const doi = bareDoi(c);
    if (doi) return doiUrl(doi);
  }
  for (const c of candidates) if (c && /^https?:\/\//i.test(c) && isSafeUrl(c)) return c;
  return null;
}

/** The sentence with the link to a figure's or file's source, or to the article at its publisher. */
function sourceLink(el: XmlElement, ctx: RenderContext, what: string): string {
  const own = ownSource(el);
  if (own)
    return tag(
      'p',
      { class: 'jats-source-link' },
      tag('a', { href: own }, escapeText(`View ${what} at the publisher`)),
    );
  if (ctx.articleDoi) {
    return tag(
      'p',
      { class: 'jats-source-link' },
      `${escapeText(`${what[0].toUpperCase()}${what.slice(1)} is available with the article at `)}${tag('a', { href: doiUrl(ctx.articleDoi) }, escapeText(`doi.org/${ctx.articleDoi}`))}`,
    );
  }
  return '';
}

/** The `graphic` and `media` children of a figure, its `alternatives`' included, in order. */
function visualsOf(el: XmlElement): XmlElement[] {
  const alternatives = find(el, 'alternatives');
  return [...el.children, ...(alternatives?.children ?? [])].filter(
    (c): c is XmlElement => typeof c !== 'string' && (c.name === 'graphic' || c.name === 'media'),
  );
}

/**
 * The text alternative of a figure's image: the graphic's own `alt-text`, else "label. title"
 * of the figure (WCAG 1.1.1: the caption below describes it in full), else "Figure".
 */
function altOf(el: XmlElement, graphic: XmlElement): string {
  const own = find(graphic, 'alt-text') ?? find(el, 'alt-text');
  if (own && plainText(own).trim()) return plainText(own).trim();
  const label = find(el, 'label');
  const caption = find(el, 'caption');
  const title = caption ? find(caption, 'title') : undefined;
  const text = [label ? labelWithStop(plainText(label).trim()) : '', title ? plainText(title).trim() : '']
    .filter(Boolean)
    .join(' ');
  return text || 'Figure';
}

/**
 * The image (or video) of a figure stored with the article, or '' when it is not there. An image
 * is a link to its widest JPEG (what a reader without scripts gets), which the page's figure
 * viewer opens instead (class `jats-fig-open`).
 */
function figureVisual(el: XmlElement, ctx: RenderContext, name: string): { html: string; download: string } {
  for (const visual of visualsOf(el)) {
    const href = attr(visual, 'href');
    const image = shownImage(ctx, href);
    if (image) {
      const widest = image.renditions[image.renditions.length - 1];
      const picture = pictureHtml(image, altOf(el, visual), ctx, { className: 'jats-fig-image' });
      return {
        html: tag('a', { class: 'jats-fig-open', href: widest.jpeg }, picture),
        download: downloadLink(image, 'Download original', 'jats-fig-download'),
      };
    }
    const stored = storedAsset(ctx, href);
    if (stored && isPlayableVideo(stored)) return { html: videoHtml(stored, name), download: '' };
  }
  return { html: '', download: '' };
}

/**
 * A figure: its image when stored, caption (label, title, text), credit, and the download of the
 * original, or else the link to where the image can be seen.
 */
export function renderFig(el: XmlElement, ctx: RenderContext): string {
  const id = claimId(ctx, attr(el, 'id'), 'fig');
  const label = find(el, 'label');
  const what = label ? `the image of ${plainText(label)}` : 'the image of this figure';
  const visual = figureVisual(el, ctx, label ? plainText(label) : 'this figure');
  const caption =
    captionHtml(el, ctx, 6) + creditHtml(el, ctx) + (visual.html ? visual.download : sourceLink(el, ctx, what));
  return tag('figure', { class: 'jats-fig', id }, visual.html + tag('figcaption', {}, caption));
}

/** A group of figures (eLife figure supplements): its own caption, then each figure. */
export function renderFigGroup(el: XmlElement, ctx: RenderContext, level: number): string {
  const id = claimId(ctx, attr(el, 'id'), 'fig-group');
  let inner = captionHtml(el, ctx, level);
  for (const fig of all(el, 'fig')) inner += renderFig(fig, ctx);
  return tag('div', { class: 'jats-fig-group', id }, inner);
}

/** The stored file of a supplementary element: its own href, else a `media` child's. */
function supplementFile(el: XmlElement, ctx: RenderContext) {
  const hrefs = [attr(el, 'href'), ...all(el, 'media').map((m) => attr(m, 'href'))];
  for (const href of hrefs) {
    const asset = storedAsset(ctx, href);
    if (asset) return asset;
  }
  return null;
}

/**
 * Supplementary material (a data file, a video): label, caption, and the file: a video plays in
 * place; any file stored with the article is a download link with its type and size; else the
 * link to where it can be found.
 */
export function renderSupplementary(el: XmlElement, ctx: RenderContext, level: number): string {
  const id = claimId(ctx, attr(el, 'id'), 'supplement');
  const label = find(el, 'label');
  const what = label ? plainText(label).replace(/[.:]$/, '') : 'this file';
  const file = supplementFile(el, ctx);
  const image = el.name === 'graphic' ? shownImage(ctx, attr(el, 'href')) : null;
  let get: string;
  if (image) get = pictureHtml(image, altOf(el, el), ctx, { className: 'jats-fig-image' });
  else if (file && isPlayableVideo(file)) get = videoHtml(file, what);
  else if (file) get = downloadLink(file, `Download ${file.fileName}`, 'jats-file-download');
  else get = sourceLink(el, ctx, what);
  const inner =
    captionHtml(el, ctx, level) +
    ctx.blocks.renderBlocks(
      el.children.filter((c) => typeof c === 'string' || c.name === 'p'),
      ctx,
      level,
    ) +
    get;
  return tag('div', { class: 'jats-supplementary', id }, inner);
}
