/**
 * The reference list (JATS `ref-list`/`ref`) in one style for every entry, whether the
 * file tags it as `element-citation` or `mixed-citation`: Vancouver order (authors, title,
 * source, year;volume(issue):pages), authors as "Surname Initials", more than six as six
 * and "et al.". A citation too untagged to restyle keeps its own text. DOI, PubMed and PMC
 * ids are taken from `pub-id`, `object-id` and DOI links.
 */
import type { FullTextReference } from '../../../shared/api/full-text';
import { attr, type XmlElement, type XmlNode } from '../scholarly';
import type { RenderContext } from './context';
import { bareDoi, domId, escapeText, isSafeUrl, tag } from './html';
import { renderInline } from './inline';
import { plainText } from './plain-text';

/** Authors listed before "et al." (ICMJE/Vancouver). */
const MAX_AUTHORS = 6;

const CITATIONS = new Set(['element-citation', 'mixed-citation', 'nlm-citation', 'citation']);

function kids(el: XmlElement): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== 'string');
}

function first(el: XmlElement, names: string[]): XmlElement | undefined {
  return kids(el).find((c) => names.includes(c.name));
}

/** "Yukiko M" → "YM"; "J.-L." → "JL"; initials already given ("T", "YF") stay. */
function initials(given: string): string {
  if (/^[A-Z]{1,4}$/.test(given)) return given;
  return given
    .split(/[\s.-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .join('');
}

/** One name of a person-group: "Surname GN", a string-name's text or a collaboration. */
function personName(el: XmlElement): string | null {
  if (el.name === 'name') {
    const surname = plainText(first(el, ['surname']) ?? el);
    const given = first(el, ['given-names']);
    const suffix = first(el, ['suffix']);
    return [surname, given ? initials(plainText(given)) : '', suffix ? plainText(suffix) : '']
      .filter(Boolean)
      .join(' ');
  }
  if (el.name === 'string-name' || el.name === 'collab') return plainText(el) || null;
  return null;
}

interface People {
  names: string[];
  etal: boolean;
}

function people(groups: XmlElement[]): People {
  const names: string[] = [];
  let etal = false;
  for (const group of groups) {
    for (const c of kids(group)) {
      if (c.name === 'etal') etal = true;
      else {
        const n = personName(c);
        if (n) names.push(n);
      }
    }
  }
  return { names, etal };
}

function peopleText({ names, etal }: People): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, MAX_AUTHORS);
  return shown.join(', ') + (etal || names.length > MAX_AUTHORS ? ', et al.' : '');
}

/** Ids a citation names: pub-id/object-id DOI, PMID, PMCID, DOI links; the first web address. */
function identifiers(citation: XmlElement): Pick<FullTextReference, 'doi' | 'pmid' | 'pmcid' | 'url'> {
  const ids = {
    doi: null as string | null,
    pmid: null as string | null,
    pmcid: null as string | null,
    url: null as string | null,
  };
  const walk = (el: XmlElement): void => {
    for (const c of kids(el)) {
      if (c.name === 'pub-id' || c.name === 'object-id') {
        const type = (attr(c, 'pub-id-type') ?? '').toLowerCase();
        const value = plainText(c);
        if (type === 'doi') ids.doi ??= bareDoi(value) ?? (/^10\./.test(value) ? value : null);
        if (type === 'pmid' && /^\d+$/.test(value)) ids.pmid ??= value;
        if ((type === 'pmcid' || type === 'pmc') && /^(PMC)?\d+$/i.test(value))
          ids.pmcid ??= value.toUpperCase().startsWith('PMC') ? value.toUpperCase() : `PMC${value}`;
      } else if (c.name === 'ext-link' || c.name === 'uri') {
        const href = (attr(c, 'href') ?? plainText(c)).trim();
        const doi = attr(c, 'ext-link-type') === 'doi' ? bareDoi(`doi:${href.replace(/^doi:/i, '')}`) : bareDoi(href);
        if (doi) ids.doi ??= doi;
        else if (/^https?:\/\//i.test(href) && isSafeUrl(href)) ids.url ??= href;
      } else walk(c);
    }
  };
  walk(citation);
  if (ids.doi) ids.url = null;
  return ids;
}

function stop(html: string): string {
  return /[.?!]\s*(<\/[a-z]+>)*$/.test(html) ? html : `${html}.`;
}

/** The citation in the house style, or null when it has too little tagging to restyle. */
function styled(citation: XmlElement, ctx: RenderContext): string | null {
  const groups = kids(citation).filter((c) => c.name === 'person-group');
  const authorGroups = groups.filter((g) => (attr(g, 'person-group-type') ?? 'author') === 'author');
  const editorGroups = groups.filter((g) => attr(g, 'person-group-type') === 'editor');
  const direct = kids(citation).filter((c) => ['name', 'string-name', 'collab', 'etal'].includes(c.name));
  const authors = people(
    authorGroups.length > 0 ? authorGroups : direct.length > 0 ? [{ ...citation, children: direct }] : [],
  );
  const editors = people(editorGroups);
  const title = first(citation, ['article-title', 'chapter-title', 'data-title', 'part-title']);
  const source = first(citation, ['source']);
  const year = first(citation, ['year']);
  if ((authors.names.length === 0 && !title) || (!source && !year)) return null;

  const text = (el: XmlElement | undefined) => (el ? plainText(el) : '');
  const parts: string[] = [];
  const authorText = peopleText(authors);
  if (authorText) parts.push(stop(escapeText(authorText)));
  if (title) parts.push(stop(renderInline(title.children, ctx).trim()));
  const editorText = peopleText(editors);
  if (editorText) parts.push(`In: ${escapeText(editorText)}, editor${editors.names.length > 1 ? 's' : ''}.`);
  if (source) parts.push(stop(tag('i', {}, renderInline(source.children, ctx).trim())));
  const edition = text(first(citation, ['edition']));
  if (edition) parts.push(stop(escapeText(edition)));

  const volume = text(first(citation, ['volume']));
  const issue = text(first(citation, ['issue']));
  const fpage = text(first(citation, ['fpage']));
  const lpage = text(first(citation, ['lpage']));
  const elocation = text(first(citation, ['elocation-id']));
  const pages = fpage ? (lpage && lpage !== fpage ? `${fpage}–${lpage}` : fpage) : elocation;
  const publisher = text(first(citation, ['publisher-name']));
  const place = text(first(citation, ['publisher-loc']));
  const yearText = text(year);
  if (volume || (!publisher && pages)) {
    let line = yearText;
    if (volume) line += `${line ? ';' : ''}${volume}`;
    if (issue) line += `(${issue})`;
    if (pages) line += `${line ? ':' : ''}${pages}`;
    if (line) parts.push(`${escapeText(line)}.`);
  } else {
    const imprint = [place, publisher].filter(Boolean).join(': ');
    const line = [imprint, yearText].filter(Boolean).join('; ');
    if (line) parts.push(`${escapeText(line)}.`);
    if (pages) parts.push(`p. ${escapeText(pages)}.`);
  }
  return parts.join(' ');
}

/** A citation's own text (untagged mixed-citation), without the ids shown as links. */
function ownText(citation: XmlElement, ctx: RenderContext): string {
  const keep = (n: XmlNode) => typeof n === 'string' || !['object-id', 'pub-id', 'label'].includes(n.name);
  return renderInline(citation.children.filter(keep), ctx)
    .replace(/\s+/g, ' ')
    .replace(/\s*(doi:)?\s*$/i, '')
    .trim();
}

/**
 * The references of every `ref-list` under `roots` (nested lists included), numbered from 1
 * in document order; `citedFrom` is filled in after the text is rendered.
 */
export function collectReferences(roots: XmlElement[], ctx: RenderContext): FullTextReference[] {
  const refs: XmlElement[] = [];
  const walk = (el: XmlElement): void => {
    for (const c of kids(el)) {
      if (c.name === 'ref') refs.push(c);
      else if (c.name === 'ref-list') walk(c);
    }
  };
  for (const root of roots) walk(root);
  return refs.map((ref, i) => {
    const jatsId = attr(ref, 'id') ?? `ref-${i + 1}`;
    const id = domId(jatsId);
    ctx.referenceIds.set(jatsId, id);
    ctx.writtenIds.add(id);
    const citations = kids(ref).filter((c) => CITATIONS.has(c.name) || c.name === 'citation-alternatives');
    const citation = citations[0]?.name === 'citation-alternatives' ? kids(citations[0])[0] : citations[0];
    if (!citation) {
      return {
        id,
        number: i + 1,
        html: escapeText(plainText(ref)),
        doi: null,
        pmid: null,
        pmcid: null,
        url: null,
        citedFrom: [],
      };
    }
    const html = styled(citation, ctx) ?? ownText(citation, ctx);
    return {
      id,
      number: i + 1,
      html: html || escapeText(plainText(citation)),
      ...identifiers(citation),
      citedFrom: [],
    };
  });
}
