/**
 * JATS byline: the authors of an article (`contrib-group/contrib` in article-meta) with
 * their affiliations (with ROR ids), ORCID iDs, corresponding-author flags, CRediT roles and
 * equal contribution (decision 0089). Used by ./jats.ts.
 */
import {
  affiliationLine,
  normaliseRorId,
  plainAffiliation,
  ROR_ID_PATTERN,
  type Affiliation,
  type CreditRole,
} from '../../../shared/api/contributors';
import { CREDIT_DEGREES, creditRoleOf, type CreditDegree } from '../../../shared/domain/credit';
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
 * An `aff` as a record (decision 0089): `rorId` from `institution-id institution-id-type="ror"`;
 * when the aff is tagged in parts (one `institution`, a `content-type="dept"` one, `city` or
 * `named-content content-type="city"`, `country`) and those parts read as its whole text, they
 * are kept apart; otherwise `name` is its one-line text. Null when the text is empty.
 */
export function affiliationOf(aff: XmlElement): Affiliation | null {
  const text = affiliationText(aff);
  if (!text) return null;
  const ror =
    descendants(aff, 'institution-id')
      .filter((id) => (attr(id, 'institution-id-type') ?? '').toLowerCase() === 'ror')
      .map((id) => normaliseRorId(flatten(id, { drop: NOTHING })))
      .find((id) => ROR_ID_PATTERN.test(id)) ?? null;
  const institutions = descendants(aff, 'institution');
  const named = institutions.filter((i) => (attr(i, 'content-type') ?? '').toLowerCase() !== 'dept');
  const depts = institutions.filter((i) => (attr(i, 'content-type') ?? '').toLowerCase() === 'dept');
  if (named.length === 1 && depts.length <= 1) {
    const city =
      flatten(child(aff, 'city')) ||
      descendants(aff, 'named-content')
        .filter((n) => attr(n, 'content-type') === 'city')
        .map((n) => flatten(n))[0] ||
      null;
    const parts: Affiliation = {
      name: flatten(named[0]),
      rorId: ror,
      department: depts.length ? flatten(depts[0]) || null : null,
      city,
      country: flatten(child(aff, 'country')) || null,
    };
    const squash = (v: string) =>
      v
        .replace(/[\s,;.]+/g, ' ')
        .trim()
        .toLowerCase();
    if (parts.name && squash(affiliationLine(parts)) === squash(text)) return parts;
  }
  return plainAffiliation(text, ror);
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * Index every `aff` (and `aff-alternatives`) carrying an id anywhere in `scope` (the
 * article-meta), id -> affiliation, so that `xref ref-type="aff"` can be resolved.
 */
export function indexAffiliations(scope: XmlElement | null): Map<string, Affiliation | null> {
  const map = new Map<string, Affiliation | null>();
  for (const alt of descendants(scope, 'aff-alternatives')) {
    const first = child(alt, 'aff');
    const id = attr(alt, 'id');
    if (id && first) map.set(id, affiliationOf(first));
  }
  for (const aff of descendants(scope, 'aff')) {
    const id = attr(aff, 'id');
    if (id && !map.has(id)) map.set(id, affiliationOf(aff));
  }
  return map;
}

/**
 * A contributor's CRediT roles: each `role` naming one of the 14 terms, by its
 * `vocab-term-identifier` or `content-type` URI (NISO, or CASRAI's older one as PLOS
 * writes it) or by its `vocab-term` or text; `degree-contribution` kept when it is one of
 * lead, equal, supporting. Other roles ("Reviewing editor") are not CRediT and are skipped.
 */
export function contributorRoles(contrib: XmlElement): CreditRole[] {
  const out: CreditRole[] = [];
  for (const r of elements(contrib, 'role')) {
    const uri = attr(r, 'vocab-term-identifier') ?? attr(r, 'content-type');
    const slug = creditRoleOf(attr(r, 'vocab-term') ?? flatten(r), uri);
    if (!slug || out.some((x) => x.role === slug)) continue;
    const degree = (attr(r, 'degree-contribution') ?? '').trim().toLowerCase();
    out.push({
      role: slug,
      degree: (CREDIT_DEGREES as readonly string[]).includes(degree) ? (degree as CreditDegree) : null,
    });
  }
  return out;
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
  const unreferenced = (affs: XmlElement[]): Affiliation[] =>
    affs
      .filter((a) => !referenced.has(attr(a, 'id') ?? ''))
      .map(affiliationOf)
      .filter((a) => a !== null);
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
        ...xrefIds(contrib, 'aff').map((id) => affIndex.get(id) ?? null),
        ...elements(contrib, 'aff').map(affiliationOf),
      ].filter((a) => a !== null);
      if (affiliations.length === 0 && !groupUsesXrefs) affiliations.push(...groupAffs);
      const seen = new Set<string>();
      const roles = contributorRoles(contrib);
      out.push({
        ...name,
        affiliations: affiliations.filter((a) => {
          const k = `${affiliationLine(a)}|${a.rorId ?? ''}`;
          return seen.has(k) ? false : (seen.add(k), true);
        }),
        ...contributorOrcid(contrib),
        corresponding: attr(contrib, 'corresp') === 'yes' || xrefIds(contrib, 'corresp').length > 0,
        ...(roles.length ? { roles } : {}),
        ...(attr(contrib, 'equal-contrib') === 'yes' ? { equalContribution: true } : {}),
      });
    }
  }
  return out;
}
