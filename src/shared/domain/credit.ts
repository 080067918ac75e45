/**
 * CRediT, the Contributor Roles Taxonomy (ANSI/NISO Z39.104-2022): its 14 roles with the
 * vocabulary's term URIs (https://credit.niso.org/contributor-roles/…) and the degrees of
 * contribution CRediT suggests (lead, equal, supporting). JATS 1.3 carries a role as
 * `<role vocab="credit" vocab-identifier="https://credit.niso.org/" vocab-term="…"
 * vocab-term-identifier="…" degree-contribution="…">` (JATS4R "CRediT taxonomy"
 * recommendation); decision 0089.
 */

/** The vocabulary's identifier (JATS `vocab-identifier`). */
export const CREDIT_VOCABULARY = 'https://credit.niso.org/';

/** The 14 roles: slug (the term URI's last part) and the term as NISO writes it. */
export const CREDIT_ROLES = [
  { slug: 'conceptualization', term: 'Conceptualization' },
  { slug: 'data-curation', term: 'Data curation' },
  { slug: 'formal-analysis', term: 'Formal analysis' },
  { slug: 'funding-acquisition', term: 'Funding acquisition' },
  { slug: 'investigation', term: 'Investigation' },
  { slug: 'methodology', term: 'Methodology' },
  { slug: 'project-administration', term: 'Project administration' },
  { slug: 'resources', term: 'Resources' },
  { slug: 'software', term: 'Software' },
  { slug: 'supervision', term: 'Supervision' },
  { slug: 'validation', term: 'Validation' },
  { slug: 'visualization', term: 'Visualization' },
  { slug: 'writing-original-draft', term: 'Writing – original draft' },
  { slug: 'writing-review-editing', term: 'Writing – review & editing' },
] as const;

export type CreditRoleSlug = (typeof CREDIT_ROLES)[number]['slug'];
export const CREDIT_ROLE_SLUGS = CREDIT_ROLES.map((r) => r.slug) as [CreditRoleSlug, ...CreditRoleSlug[]];

/** Degrees of contribution (JATS `degree-contribution`). */
export const CREDIT_DEGREES = ['lead', 'equal', 'supporting'] as const;
export type CreditDegree = (typeof CREDIT_DEGREES)[number];

/** The term URI of a role: `https://credit.niso.org/contributor-roles/{slug}/`. */
export function creditRoleUri(slug: CreditRoleSlug): string {
  return `${CREDIT_VOCABULARY}contributor-roles/${slug}/`;
}

/** The term of a role ("Writing – original draft"). */
export function creditRoleTerm(slug: CreditRoleSlug): string {
  return CREDIT_ROLES.find((r) => r.slug === slug)?.term ?? slug;
}

/** Normalises a term as found in a source (case, dashes, "and"/"&", spacing) to compare. */
function key(value: string): string {
  return value
    .toLowerCase()
    .replace(/[‐-―−-]/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_KEY = new Map<string, CreditRoleSlug>(
  CREDIT_ROLES.flatMap((r) => [
    [key(r.term), r.slug] as const,
    [key(r.slug), r.slug] as const,
    [key(creditRoleUri(r.slug).replace(/^https?:\/\/credit\.niso\.org\/contributor-roles\//, '')), r.slug] as const,
  ]),
);

/**
 * The CRediT role a source names: by its term URI (credit.niso.org, or the older
 * casrai.org/credit or dictionary.casrai.org forms) or by its term ("Writing - review and
 * editing"); null when it is not one of the 14.
 */
export function creditRoleOf(term: string | null, uri: string | null = null): CreditRoleSlug | null {
  if (uri) {
    const m =
      /(?:credit\.niso\.org\/contributor-roles|casrai\.org\/(?:credit|contributor-roles)?)\/?([a-z_-]+)\/?$/i.exec(
        uri.trim(),
      );
    const fromUri = m ? BY_KEY.get(key(m[1])) : undefined;
    if (fromUri) return fromUri;
  }
  return term ? (BY_KEY.get(key(term)) ?? null) : null;
}
