/**
 * JATS → the article page's full text (docs/decisions/0022-jats-full-text.md): the
 * stored JATS of an article becomes sanitized HTML (body, appendices, back matter, the parts
 * JATS keeps in the front matter, sub-articles such as eLife's decision letter and author
 * response), a table of contents and a numbered reference list whose entries know the
 * in-text citations that point at them. Pure: no I/O. The abstract is not included (the
 * page shows it from the catalogue record).
 */
import type { FullText } from '../../../shared/api/full-text';
import type { AssetView } from '../assets';
import { childPath, parseXml, type XmlElement } from '../scholarly';
import { createContext, type RenderContext } from './context';
import { escapeText, tag } from './html';
import { blockRenderers, renderBlocks, renderFootnotes } from './blocks';
import { plainText } from './plain-text';
import { renderFrontParts } from './front-parts';
import { collectReferences } from './references';
import { sanitizeFullText } from './sanitize';
import { renderSection } from './sections';

/** The rendered full text, plus the names of JATS elements kept only as their text. */
export interface RenderedFullText extends FullText {
  unrendered: string[];
}

function kids(el: XmlElement | null | undefined, name?: string): XmlElement[] {
  if (!el) return [];
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name));
}

/**
 * Render a JATS document (one the importer has validated: it is parsed without a second
 * validation pass). Returns null when it is not JATS (`article` root), cannot be parsed,
 * or has neither a body nor references (a metadata-only record).
 * @param xml the stored JATS file's text
 * @param articleDoi the article's DOI, linked from figures and files the page cannot show
 * @param assets the files stored with the article by href as written (decision 0082): figures,
 *   inline graphics, media and supplementary files found there are shown or offered for download
 */
export function renderFullText(
  xml: string,
  articleDoi: string | null,
  assets: ReadonlyMap<string, AssetView> = new Map(),
): RenderedFullText | null {
  const parsed = parseXml(xml, [], { validate: false });
  if (!parsed.ok || parsed.root.name !== 'article') return null;
  const article = parsed.root;
  const body = childPath(article, 'body');
  const back = childPath(article, 'back');
  const subArticles = kids(article).filter((c) => c.name === 'sub-article' || c.name === 'response');
  const ctx = createContext(articleDoi, blockRenderers, assets);

  const references = collectReferences(
    [back, ...subArticles.map((s) => childPath(s, 'back'))].filter((b): b is XmlElement => b !== null),
    ctx,
  );
  if (!body && references.length === 0) return null;

  let html = '';
  if (body) {
    ctx.numbering = { prefix: '', count: 0 };
    html += renderBlocks(body.children, ctx, 1);
    ctx.numbering = null;
  }
  html += renderBack(back, ctx, 1);
  html += renderFrontParts(article, ctx);
  for (const sub of subArticles) html += renderSubArticle(sub, ctx);

  html = unlinkMissingTargets(html, ctx);
  for (const ref of references) {
    for (const [jatsId, pageId] of ctx.referenceIds)
      if (pageId === ref.id) ref.citedFrom = ctx.citations.get(jatsId) ?? [];
    ref.html = sanitizeFullText(ref.html);
  }
  return { html: sanitizeFullText(html), toc: ctx.headings, references, unrendered: [...ctx.unrendered].sort() };
}

/** The back matter, references excepted (they are the structured list). */
function renderBack(back: XmlElement | null, ctx: RenderContext, level: number): string {
  let out = '';
  for (const part of kids(back)) {
    switch (part.name) {
      case 'ref-list':
      case 'label':
      case 'title':
        break;
      case 'app-group': {
        const title = kids(part, 'title')[0];
        if (title) out += renderSection(part, ctx, level, null);
        else out += renderBlocks(part.children, ctx, level);
        break;
      }
      case 'fn-group': {
        const title = kids(part, 'title')[0];
        const inner = renderFootnotes(
          { ...part, children: part.children.filter((c) => typeof c === 'string' || c.name !== 'title') },
          ctx,
          level + 1,
        );
        out += footnotesPart(ctx, title ? plainText(title) : 'Footnotes', inner);
        break;
      }
      default:
        out += renderBlocks([part], ctx, level);
    }
  }
  return out;
}

function footnotesPart(ctx: RenderContext, title: string, inner: string): string {
  if (!inner) return '';
  const id = `ft-footnotes-${++ctx.serial}`;
  ctx.writtenIds.add(id);
  ctx.headings.push({ id, number: null, title, level: 1 });
  return tag('section', { class: 'jats-part', id }, tag('h2', {}, escapeText(title)) + inner);
}

/** A sub-article (decision letter, author response…): an h2 part with its own body and back. */
function renderSubArticle(sub: XmlElement, ctx: RenderContext): string {
  const front = childPath(sub, 'front-stub') ?? childPath(sub, 'front');
  const titleEl =
    childPath(front, 'title-group', 'article-title') ??
    childPath(front, 'article-meta', 'title-group', 'article-title');
  const title = (titleEl ? plainText(titleEl) : '') || 'Related article';
  const inner =
    renderBlocks(
      kids(sub, 'body').flatMap((b) => b.children),
      ctx,
      2,
    ) + renderBack(childPath(sub, 'back'), ctx, 2);
  const section: XmlElement = { name: 'notes', attrs: { id: sub.attrs.id ?? '' }, children: [] };
  return renderSection(section, ctx, 1, title).replace(/<\/section>$/, `${inner}</section>`);
}

const XREF = /<a class="(jats-xref(?: jats-cite)?)" href="#([^"]+)"((?: id="[^"]+")?)>([\s\S]*?)<\/a>/g;

/** Cross-references whose target the page does not show become plain text. */
function unlinkMissingTargets(html: string, ctx: RenderContext): string {
  return html.replace(XREF, (whole, cls: string, target: string, id: string, inner: string) =>
    ctx.writtenIds.has(target) ? whole : `<span class="${cls}"${id}>${inner}</span>`,
  );
}
