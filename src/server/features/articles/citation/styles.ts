/**
 * Formatted citations with Citation.js and its CSL processor (citeproc-js): APA 7th edition,
 * Vancouver (NLM/ICMJE) and Harvard (Cite Them Right) as bundled by @citation-js/plugin-csl,
 * Chicago 17th edition author-date from the vendored CSL style (vendor/README.md), and the
 * house style (house-style.ts). Runs on the server only: the client gets the strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Cite, plugins, type CslItem } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import type { ArticleDetail } from '../../../../shared/api/catalogue';
import { CITATION_STYLES, type CitationStyleId, type FormattedCitation } from '../../../../shared/api/citations';
import { CITATION_VENDOR_DIR } from '../../../paths';
import { houseCitation } from './house-style';

const CHICAGO = 'chicago-author-date';
const csl = plugins.config.get('@csl');
if (!csl.styles.has(CHICAGO)) {
  csl.styles.add(CHICAGO, fs.readFileSync(path.join(CITATION_VENDOR_DIR, 'chicago-author-date.csl'), 'utf8'));
}

/** The in-text citation layout put in place of a style's own (CSL 1.0.2 requires one). */
const MINIMAL_CITATION = '<citation><layout><text variable="title"/></layout></citation>';

/**
 * The CSL style `xml` with its in-text citation (`<citation>…</citation>`) replaced by a minimal
 * one: Genesis formats bibliography entries only, and citeproc-js compiles both layouts with
 * every macro inlined, so APA's in-text layout alone holds ~44 MB of the server's heap
 * (docs/decisions/0058-server-memory.md). The bibliography's output is unchanged.
 * @throws Error when the style has no `<citation>` element (not a CSL style)
 */
export function bibliographyOnly(xml: string): string {
  const start = xml.search(/<citation[\s>]/);
  const end = xml.indexOf('</citation>', start);
  if (start < 0 || end < 0) throw new Error('bibliographyOnly: the style has no <citation> element');
  return xml.slice(0, start) + MINIMAL_CITATION + xml.slice(end + '</citation>'.length);
}

/** Our style ids → the CSL styles they format with (Citation.js names; see bibliographyOnly). */
export const CSL_STYLES: Record<Exclude<CitationStyleId, 'house'>, string> = {
  apa: 'apa',
  vancouver: 'vancouver',
  harvard: 'harvard1',
  chicago: CHICAGO,
};

/** Our style ids → the bibliography-only copies registered with Citation.js. */
export const CSL_TEMPLATES = Object.fromEntries(
  Object.entries(CSL_STYLES).map(([id, name]) => {
    const template = `genesis-bibliography-${name}`;
    if (!csl.styles.has(template)) csl.styles.add(template, bibliographyOnly(csl.styles.get(name)));
    return [id, template];
  }),
) as typeof CSL_STYLES;

/** The markup a formatted citation may keep (citeproc's italics, bold, sub/superscript, small caps). */
const CITATION_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['i', 'b', 'sup', 'sub', 'span'],
  allowedAttributes: {},
};

/** Escapes text for HTML. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * One CSL style's bibliography entry for `item`, as text and HTML: the entry number of a
 * numbered style (Vancouver's "1.") is left out, since a citation stands alone here.
 */
function cslEntry(item: CslItem, template: string): { text: string; html: string } {
  const cite = new Cite([item]);
  const entry = (format: 'text' | 'html') =>
    cite.format('bibliography', { format, template, lang: 'en-US', asEntryArray: true })[0][1];
  const text = entry('text')
    .replace(/^\s*\d+\.\s+/, '')
    .trim();
  const html = sanitizeHtml(entry('html').replace(/<div class="csl-left-margin">.*?<\/div>/s, ''), CITATION_MARKUP)
    .replace(/\s+/g, ' ')
    .trim();
  return { text, html };
}

/** Formatted citations of recent articles, by item (the item holds everything the output depends on). */
const cache = new LRUCache<string, FormattedCitation[]>({ max: 1000 });

/**
 * The article's citation in every style of CITATION_STYLES, in that order (about 30 ms for
 * the five when not cached; cached by content, so an edited article is formatted anew).
 * @param item the article's CSL-JSON item (toCslItem)
 */
export function formatCitations(article: ArticleDetail, item: CslItem): FormattedCitation[] {
  const house = houseCitation(article);
  const key = `${JSON.stringify(item)}\n${house}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const citations = CITATION_STYLES.map(({ id, label }): FormattedCitation => {
    if (id === 'house') return { style: id, label, text: house, html: escapeHtml(house) };
    return { style: id, label, ...cslEntry(item, CSL_TEMPLATES[id]) };
  });
  cache.set(key, citations);
  return citations;
}

/**
 * Builds the CSL processor of every style once, with a sample article, so that the first
 * reader of an article page does not wait for it: citeproc-js compiles each style on its first
 * use (~1 s for the four on a quiet machine, 11–15 s on the busy bench machine, where the bench's
 * first article page timed out). Synchronous: call it when the server may block (after start).
 * @returns the milliseconds it took
 */
export function prepareCitationStyles(): number {
  const started = performance.now();
  const item: CslItem = {
    id: 'warm-up',
    type: 'article-journal',
    title: 'Warm-up',
    author: [{ family: 'Doe', given: 'Jane' }],
    issued: { 'date-parts': [[2024, 1, 1]] },
    'container-title': 'Journal',
  };
  for (const template of Object.values(CSL_TEMPLATES)) cslEntry(item, template);
  return performance.now() - started;
}
