/**
 * `npx tsx bench/page-weight.ts <url> [<url>…]` (decision 0084): what the bytes of a
 * server-rendered page are. Fetches each page as served (uncompressed and gzipped), parses it
 * with jsdom keeping source offsets, and charges every byte of the HTML to one part:
 *
 * - head: Google Scholar `citation_*` meta tags, Dublin Core `DC.*` meta tags, other meta and
 *   link tags with the title, the JSON-LD block, inline scripts and styles;
 * - body: the hydration state (`#genesis-state`), MathML (`<math>`), the reference list
 *   (`ol.ft-references`), figures (`figure`, `picture`), tables (`.jats-table-wrap`), inline
 *   scripts and styles, then the rest of the body split into its text and its markup (tags and
 *   attributes).
 *
 * An element is charged to the first part that claims it from the outside in (a formula inside a
 * table counts as MathML, a table inside a figure as a figure), so the parts add up to the
 * page's size. Sizes are UTF-8 bytes.
 */
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

/** The parts, in the order they are printed. */
const PARTS = [
  'head: citation_* meta',
  'head: DC.* meta',
  'head: other meta, link, title',
  'head: JSON-LD',
  'head: inline scripts and styles',
  'head: other markup',
  'body: hydration state',
  'body: MathML',
  'body: references list',
  'body: figures',
  'body: tables',
  'body: inline scripts and styles',
  'body: other text',
  'body: other markup',
  'document: doctype, html',
] as const;
type Part = (typeof PARTS)[number];

/** The part that claims element `el` as a whole, or null to look inside it. */
function partOf(el: Element, inHead: boolean): Part | null {
  const name = el.localName;
  if (inHead) {
    if (name === 'meta') {
      const metaName = el.getAttribute('name') ?? '';
      if (metaName.startsWith('citation_')) return 'head: citation_* meta';
      if (metaName.startsWith('DC.')) return 'head: DC.* meta';
      return 'head: other meta, link, title';
    }
    if (name === 'link' || name === 'title') return 'head: other meta, link, title';
    if (name === 'script' && el.getAttribute('type') === 'application/ld+json') return 'head: JSON-LD';
    if (name === 'script' || name === 'style') return 'head: inline scripts and styles';
    return null;
  }
  if (name === 'script' && el.id === 'genesis-state') return 'body: hydration state';
  if (name === 'math') return 'body: MathML';
  if (name === 'ol' && el.classList.contains('ft-references')) return 'body: references list';
  if (name === 'figure' || name === 'picture') return 'body: figures';
  if (el.classList.contains('jats-table-wrap')) return 'body: tables';
  if (name === 'script' || name === 'style') return 'body: inline scripts and styles';
  return null;
}

/** Bytes of the page by part (see the file's comment); `total` is the page's size. */
export function pageWeight(html: string): { total: number; parts: Record<Part, number> } {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const parts = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<Part, number>;
  const bytes = (from: number, to: number) => Buffer.byteLength(html.slice(from, to));
  const visit = (node: Node, inHead: boolean, markup: Part, text: Part): number => {
    const location = dom.nodeLocation(node);
    if (!location) return 0; // implied by the parser, not in the source
    const size = bytes(location.startOffset, location.endOffset);
    if (node.nodeType === node.TEXT_NODE) {
      parts[text] += size;
      return size;
    }
    if (node.nodeType !== node.ELEMENT_NODE) {
      parts[markup] += size;
      return size;
    }
    const el = node as Element;
    const head = inHead || el.localName === 'head';
    const claimed = partOf(el, head);
    if (claimed) {
      parts[claimed] += size;
      return size;
    }
    const [ownMarkup, ownText]: [Part, Part] =
      el.localName === 'html'
        ? ['document: doctype, html', 'document: doctype, html']
        : head
          ? ['head: other markup', 'head: other markup']
          : el.localName === 'body' || markup.startsWith('body')
            ? ['body: other markup', 'body: other text']
            : [markup, text];
    let inside = 0;
    for (const child of Array.from(el.childNodes)) inside += visit(child, head, ownMarkup, ownText);
    parts[ownMarkup] += size - inside; // the element's own tags
    return size;
  };
  const doc = dom.window.document;
  let counted = 0;
  for (const child of Array.from(doc.childNodes))
    counted += visit(child, false, 'document: doctype, html', 'document: doctype, html');
  const total = Buffer.byteLength(html);
  parts['document: doctype, html'] += total - counted; // whitespace around <html>
  return { total, parts };
}

const kb = (n: number) => (n / 1000).toFixed(1);

async function main(): Promise<void> {
  const urls = process.argv.slice(2).filter((a) => a !== '--');
  if (urls.length === 0) {
    console.error('Usage: npx tsx bench/page-weight.ts <url> [<url>…]');
    process.exit(2);
  }
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const html = await response.text();
    const { total, parts } = pageWeight(html);
    console.log(`\n${url}: ${total.toLocaleString('en')} bytes (${kb(gzipSync(html).length)} kB gzipped)`);
    console.log('| part | kB | % |');
    console.log('| --- | ---: | ---: |');
    for (const part of PARTS)
      if (parts[part] > 0)
        console.log(`| ${part} | ${kb(parts[part])} | ${((parts[part] / total) * 100).toFixed(1)} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
