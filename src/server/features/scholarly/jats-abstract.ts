/**
 * The abstract of a JATS article as plain text. Used by ./jats.ts.
 */
import { attr, cleanText, elements, flatten, type XmlElement } from './xml';

/**
 * abstract-type values that are not the article's abstract: lay and editors' summaries
 * (eLife digest = "executive-summary", PLOS author summary = "summary"), table-of-contents
 * blurbs, graphical abstracts, teasers.
 */
export const SECONDARY_ABSTRACT_TYPES: ReadonlySet<string> = new Set([
  'graphical',
  'teaser',
  'executive-summary',
  'toc',
  'summary',
  'editors-summary',
  'editor',
  'synopsis',
  'patient',
  'lay-summary',
  'plain-language-summary',
  'web-summary',
  'precis',
  'short',
  'key-points',
  'highlights',
  'video',
]);

/** eLife closes each abstract with a "DOI: http://dx.doi.org/…" paragraph: not abstract text. */
function isDoiLine(text: string): boolean {
  return /^DOI:\s*\S+$/i.test(text);
}

/** Paragraphs of a block (abstract or sec): p, nested secs with "Title: " lead-ins, lists. */
function paragraphs(block: XmlElement): string[] {
  const out: string[] = [];
  for (const el of elements(block)) {
    switch (el.name) {
      case 'p':
      case 'list':
      case 'disp-quote':
      case 'statement': {
        const text = flatten(el);
        if (text && !isDoiLine(text)) out.push(text);
        break;
      }
      case 'sec':
      case 'boxed-text': {
        const inner = paragraphs(el);
        const title = flatten(elements(el, 'title')[0]);
        if (title && inner.length > 0) inner[0] = `${title}${/[:.?!]$/.test(title) ? '' : ':'} ${inner[0]}`;
        else if (title) inner.push(title);
        out.push(...inner);
        break;
      }
      default:
        break; // title (the block's own heading), object-id, label, graphics…
    }
  }
  return out;
}

/**
 * Plain-text abstract from the article-meta: the first `abstract` with no abstract-type,
 * else the first whose type is not a secondary summary ({@link SECONDARY_ABSTRACT_TYPES}).
 * Paragraphs are separated by a blank line; sections of a structured abstract keep their
 * title as a lead-in ("Background: …"). Null when the article has no such abstract
 * (corrections, JOSE papers, PLOS magazine pieces with only a table-of-contents blurb).
 */
export function parseJatsAbstract(articleMeta: XmlElement, language?: string): string | null {
  // An abstract tagged in another language than the article's is a translation (decision 0095).
  const abstracts = elements(articleMeta, 'abstract').filter((a) => {
    const lang = attr(a, 'lang');
    return !language || !lang || lang.toLowerCase() === language.toLowerCase();
  });
  const main =
    abstracts.find((a) => !attr(a, 'abstract-type')) ??
    abstracts.find((a) => !SECONDARY_ABSTRACT_TYPES.has((attr(a, 'abstract-type') ?? '').toLowerCase()));
  if (!main) return null;
  return abstractText(main);
}

/** The plain text of one abstract element (`abstract` or `trans-abstract`); null when empty. */
export function abstractText(main: XmlElement): string | null {
  const paras = paragraphs(main);
  if (paras.length === 0) {
    // Unstructured abstract with bare text (no <p>).
    const text = cleanText(flatten(main));
    return text || null;
  }
  return paras.join('\n\n');
}
