/**
 * Sections (JATS `sec`, and the section-like `app`, `ack`, `notes`, `glossary`): a
 * `section` with a heading one level below its parent (a top-level part is an h2 under the
 * article's h1, down to h6), numbered "2", "2.1"… in the body (a `label` wins over the
 * computed number), and listed in the table of contents down to the third level.
 */
import { attr, type XmlElement } from '../scholarly';
import { claimId, type RenderContext } from './context';
import { escapeText, tag } from './html';
import { renderInline } from './inline';
import { plainText } from './plain-text';

/** Deepest level listed in the table of contents. */
const TOC_DEPTH = 3;

/** Titles of section-like parts that have none of their own. */
const DEFAULT_TITLES: Record<string, string> = {
  ack: 'Acknowledgements',
  app: 'Appendix',
  notes: 'Notes',
  glossary: 'Glossary',
};

/** Numbering scope: the prefix of the numbers of the sections found in it, and how many so far. */
export interface NumberingScope {
  prefix: string;
  count: number;
}

/**
 * One section at heading `level` (1 = h2). `title` overrides the element's own title (the
 * parts built from the front matter). Sections whose title is empty render their content
 * at the same level, without a heading.
 */
export function renderSection(el: XmlElement, ctx: RenderContext, level: number, title: string | null): string {
  const name = el.name;
  const titleEl = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'title');
  const labelEl = el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'label');
  const titleHtml = title !== null ? escapeText(title) : titleEl ? renderInline(titleEl.children, ctx).trim() : '';
  const titleText = title ?? (titleEl ? plainText(titleEl) : '');
  const heading = titleText ? titleHtml : DEFAULT_TITLES[name] ? escapeText(DEFAULT_TITLES[name]) : '';
  const headingText = titleText || DEFAULT_TITLES[name] || '';
  const labelText = labelEl ? plainText(labelEl) : '';

  const scope = ctx.numbering;
  let number: string | null = labelText || null;
  if (heading && scope && name === 'sec') {
    scope.count++;
    number ??= `${scope.prefix}${scope.count}`;
  }
  const id = claimId(ctx, attr(el, 'id'), 'sec');
  const cls = name === 'sec' ? 'jats-sec' : `jats-part jats-${name}`;
  if (!heading) {
    return tag('section', { class: cls, id }, ctx.blocks.renderBlocks(el.children, ctx, level));
  }
  const depth = Math.min(level, 5);
  if (level <= TOC_DEPTH) ctx.headings.push({ id, number, title: headingText, level: depth });
  ctx.numbering = scope && number ? { prefix: `${number}.`, count: 0 } : scope;
  const body = ctx.blocks.renderBlocks(el.children, ctx, level + 1);
  ctx.numbering = scope;
  const numberHtml = number ? tag('span', { class: 'jats-sec-number' }, escapeText(number)) + ' ' : '';
  const h = `h${Math.min(level + 1, 6)}`;
  return tag('section', { class: cls, id }, tag(h, {}, numberHtml + heading) + body);
}
