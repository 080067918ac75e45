/**
 * What a deposit takes from an article's stored JATS beyond the catalogue record
 * (docs/decisions/0027-dois-and-deposits.md): its funding (`funding-group/award-group`: funder
 * names and award numbers, JATS 1.2 §funding-group) and its reference list, parsed by the full-text
 * feature (one reading of `ref-list` for the page and the deposits). Pure: the caller reads the
 * file.
 */
import { FUNDER_ID_PATTERN, normaliseFunderId, normaliseRorId, ROR_ID_PATTERN } from '../../../shared/api/contributors';
import { attr, descendants, elements, parseXml, childPath, type XmlElement, type XmlNode } from '../scholarly';
import { renderFullText } from '../full-text';

/** A funder as the JATS names it, with its id when tagged (ROR URL or `https://doi.org/10.13039/…`). */
export interface FundingSource {
  name: string;
  id: string | null;
}

/** One award group: who funded it and its numbers (either may be empty, not both). */
export interface Funding {
  funders: FundingSource[];
  awards: string[];
}

/** One reference of the list, in list order. */
export interface DepositReference {
  /** Unique within the article: `ref{number}`. */
  key: string;
  /** Bare DOI ("10.1371/…") when the reference gives one. */
  doi: string | null;
  /** The formatted reference as plain text. */
  text: string;
}

/** The extras of one article; empty lists when the article has no JATS or the JATS lacks them. */
export interface JatsExtras {
  funding: Funding[];
  references: DepositReference[];
}

export const NO_EXTRAS: JatsExtras = { funding: [], references: [] };

/** The text of a node, whitespace collapsed. */
function textOf(node: XmlNode): string {
  const collect = (n: XmlNode): string => (typeof n === 'string' ? n : n.children.map(collect).join(''));
  return collect(node).replace(/\s+/g, ' ').trim();
}

/** A funder's name: the `institution` inside `funding-source` when tagged so, else its text. */
function funderName(source: XmlElement): string {
  const institutions = descendants(source, 'institution');
  if (institutions.length > 0) return institutions.map(textOf).join(', ');
  const strip = (el: XmlElement): XmlNode[] =>
    el.children.filter((c) => typeof c === 'string' || c.name !== 'institution-id');
  return textOf({ ...source, children: strip(source) });
}

/**
 * The id of a funding source: its `institution-id` of type ror (the ROR URL) or a Funder
 * Registry DOI (types FundRef, funder-id, doi, or any id under 10.13039), written as a URL;
 * null when there is none (decision 0089).
 */
function funderId(source: XmlElement): string | null {
  for (const id of descendants(source, 'institution-id')) {
    const type = (attr(id, 'institution-id-type') ?? '').toLowerCase();
    const value = textOf(id);
    if (type === 'ror') {
      const ror = normaliseRorId(value);
      if (ROR_ID_PATTERN.test(ror)) return ror;
    }
    const fundref = normaliseFunderId(value);
    if (FUNDER_ID_PATTERN.test(fundref)) return fundref;
  }
  return null;
}

/** The funding of a parsed JATS article (`article-meta/funding-group`, every award group). */
function fundingOf(article: XmlElement): Funding[] {
  const meta = childPath(article, 'front', 'article-meta');
  const out: Funding[] = [];
  for (const group of elements(meta, 'funding-group')) {
    for (const award of elements(group, 'award-group')) {
      const funders = elements(award, 'funding-source')
        .map((source) => ({ name: funderName(source), id: funderId(source) }))
        .filter((f) => f.name !== '');
      const awards = elements(award, 'award-id').map(textOf).filter(Boolean);
      if (funders.length > 0) out.push({ funders, awards });
    }
  }
  return out;
}

/** The references: the full-text feature's list, its HTML flattened to text. */
function referencesOf(xml: string, doi: string | null): DepositReference[] {
  const rendered = renderFullText(xml, doi);
  if (!rendered) return [];
  return rendered.references.map((ref) => {
    const parsed = parseXml(`<r>${ref.html}</r>`);
    return {
      key: `ref${ref.number}`,
      doi: ref.doi,
      text: parsed.ok ? textOf(parsed.root) : ref.html.replace(/<[^>]*>/g, ''),
    };
  });
}

/**
 * Funding and references of an article from its stored JATS text.
 * @param xml the stored source file's text (any format: what is not JATS gives no extras)
 * @param doi the article's DOI (the full-text renderer links with it)
 */
export function jatsExtras(xml: string, doi: string | null): JatsExtras {
  const parsed = parseXml(xml, [], { validate: false });
  if (!parsed.ok || parsed.root.name !== 'article') return NO_EXTRAS;
  return { funding: fundingOf(parsed.root), references: referencesOf(xml, doi) };
}
