/**
 * JATS byline: the authors of an article (`contrib-group/contrib` in article-meta) with
 * their affiliations, ORCID iDs and corresponding-author flags. Used by ./jats.ts.
 */
import type { ParsedContributor } from './types';
import { checkedOrcid, normaliseOrcid } from './normalize';
import { attr, child, cleanText, descendants, elements, flatten, type XmlElement } from './xml';

/** Elements inside `aff` that are not part of the address (the "1" label is dropped separately). */
const AFF_DROP: ReadonlySet<string> = new Set(['xref', 'email', 'ext-link', 'uri', 'phone', 'fax']);

/**
 * One-line affiliation text of an `aff` element: label ("1", "a") stripped, e-mail,
 * ROR/other institution ids and footnote markers dropped, parts joined with ", " when the
 * source gives no punctuation of its own (`<aff><label>1</label> <addr-line>…`, JOSE's
 * `institution-wrap`). Returns "" when nothing is left.
 */
export function affiliationText(aff: XmlElement): string {
  const parts = elements(aff).filter((e) => e.name !== 'label' && !AFF_DROP.has(e.name));
  const hasOwnText = aff.children.some((c) => typeof c === 'string' && c.trim() !== '');
  const text = hasOwnText
    ? flatten(aff, { drop: AFF_DROP, dropDirect: new Set(['label']) })
    : parts
        .map((p) => flatten(p, { drop: AFF_DROP }))
        .filter(Boolean)
        .join(', ');
  return cleanText(text.replace(/\s+([,;.])/g, '$1')).replace(/^[\s,;]+|[\s,;]+$/g, '');
}

/**
 * Index every `aff` (and `aff-alternatives`) carrying an id anywhere in `scope` (the
 * article-meta), id -> one-line text, so that `xref ref-type="aff"` can be resolved.
 */
export function indexAffiliations(scope: XmlElement | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const alt of descendants(scope, 'aff-alternatives')) {
    const first = child(alt, 'aff');
    const id = attr(alt, 'id');
    if (id && first) map.set(id, affiliationText(first));
  }
  for (const aff of descendants(scope, 'aff')) {
    const id = attr(aff, 'id');
    if (id && !map.has(id)) map.set(id, affiliationText(aff));
  }
  return map;
}

/**
 * A byline author: contrib-type "author". A contrib with no type counts only when no
 * contrib of its group is typed (PLOS lists study-group members untyped right after the
 * typed authors and the collab they belong to).
 */
function isAuthor(contrib: XmlElement, groupIsTyped: boolean): boolean {
  const type = attr(contrib, 'contrib-type');
  return type === null ? !groupIsTyped : type.trim().toLowerCase() === 'author';
}

/** Display name and parts from `name`, `string-name`, `name-alternatives` or `collab`. */
function contributorName(contrib: XmlElement): Pick<ParsedContributor, 'name' | 'givenNames' | 'surname'> | null {
  const alternatives = child(contrib, 'name-alternatives');
  const name =
    child(contrib, 'name') ??
    (alternatives &&
      (elements(alternatives, 'name').find((n) => (attr(n, 'name-style') ?? 'western') === 'western') ??
        child(alternatives, 'name'))) ??
    child(contrib, 'string-name');
  if (name) {
    const surname = flatten(child(name, 'surname')) || null;
    const given = flatten(child(name, 'given-names')) || null;
    const prefix = flatten(child(name, 'prefix'));
    const suffix = flatten(child(name, 'suffix'));
    if (!surname && !given) {
      const text = flatten(name); // a string-name with no parts
      return text ? { name: text, givenNames: null, surname: null } : null;
    }
    const eastern = attr(name, 'name-style') === 'eastern';
    const core = eastern ? [surname, given] : [prefix, given, surname];
    const display = [...core, suffix].filter(Boolean).join(' ');
    return { name: display, givenNames: given, surname };
  }
  const collab = child(contrib, 'collab') ?? child(child(contrib, 'collab-alternatives'), 'collab');
  const text = flatten(collab); // nested member contrib-groups are dropped by flatten
  return text ? { name: text, givenNames: null, surname: null } : null;
}

/**
 * The contributor's ORCID iD (a `contrib-id` of type orcid, else an orcid.org link), kept only
 * when its ISO 7064 MOD 11-2 check character is right, and whether the source marks it
 * authenticated (`contrib-id authenticated="true"`, JATS 1.1+; decision 0088).
 */
function contributorOrcid(contrib: XmlElement): { orcid: string | null; orcidAuthenticated?: true } {
  for (const id of elements(contrib, 'contrib-id')) {
    const type = (attr(id, 'contrib-id-type') ?? '').toLowerCase();
    const text = flatten(id);
    if (type === 'orcid' || /orcid\.org/i.test(text)) {
      const orcid = checkedOrcid(normaliseOrcid(text));
      if (orcid) return attr(id, 'authenticated') === 'true' ? { orcid, orcidAuthenticated: true } : { orcid };
    }
  }
  for (const link of [...elements(contrib, 'uri'), ...elements(contrib, 'ext-link')]) {
    const href = attr(link, 'href') ?? flatten(link);
    if (/orcid\.org/i.test(href)) return { orcid: checkedOrcid(normaliseOrcid(href)) };
  }
  return { orcid: null };
}

/** xref ids of one type on a contrib; `rid` may list several ids separated by spaces. */
function xrefIds(contrib: XmlElement, refType: string): string[] {
  return elements(contrib, 'xref')
    .filter((x) => attr(x, 'ref-type') === refType)
    .flatMap((x) => (attr(x, 'rid') ?? '').split(/\s+/).filter(Boolean));
}

/**
 * The authors of a JATS article in byline order, from every `contrib-group` directly in
 * `article-meta`: `contrib` elements with contrib-type "author" (or untyped, in a group
 * where no contrib is typed); editors,
 * reviewers and "author non-byline" group members are skipped, as are the members listed
 * inside a `collab`. Affiliations come from `xref ref-type="aff"` (resolved against all
 * `aff id`s in article-meta), from `aff` inside the contrib, or, for a contrib with
 * neither, from the `aff`s of its group and of article-meta that no xref points to, when
 * no contrib of the group uses aff xrefs (the single-affiliation layout).
 * Returns [] when the byline is empty (some commentaries have none).
 */
export function parseJatsContributors(articleMeta: XmlElement): ParsedContributor[] {
  const affIndex = indexAffiliations(articleMeta);
  const groups = elements(articleMeta, 'contrib-group');
  // Affs some xref points to (an editor's, say) are never handed out as a fallback.
  const referenced = new Set(groups.flatMap((g) => elements(g, 'contrib').flatMap((c) => xrefIds(c, 'aff'))));
  const unreferenced = (affs: XmlElement[]): string[] =>
    affs
      .filter((a) => !referenced.has(attr(a, 'id') ?? ''))
      .map(affiliationText)
      .filter(Boolean);
  const metaAffs = unreferenced(elements(articleMeta, 'aff'));
  const out: ParsedContributor[] = [];
  for (const group of groups) {
    const contribs = elements(group, 'contrib');
    const groupAffs = [...unreferenced(elements(group, 'aff')), ...metaAffs];
    const groupUsesXrefs = contribs.some((c) => xrefIds(c, 'aff').length > 0);
    const groupIsTyped = contribs.some((c) => attr(c, 'contrib-type') !== null);
    for (const contrib of contribs) {
      if (!isAuthor(contrib, groupIsTyped)) continue;
      const name = contributorName(contrib);
      if (!name) continue;
      const affiliations = [
        ...xrefIds(contrib, 'aff').map((id) => affIndex.get(id) ?? ''),
        ...elements(contrib, 'aff').map(affiliationText),
      ].filter(Boolean);
      if (affiliations.length === 0 && !groupUsesXrefs) affiliations.push(...groupAffs);
      out.push({
        ...name,
        affiliations: [...new Set(affiliations)],
        ...contributorOrcid(contrib),
        corresponding: attr(contrib, 'corresp') === 'yes' || xrefIds(contrib, 'corresp').length > 0,
      });
    }
  }
  return out;
}
