/**
 * Contributor roles, affiliations with ROR ids, funders and statements in what Genesis sends
 * out (decision 0089), held to the owners' schemas with xmllint (../shared/schemas):
 *
 * - the JATS generated at publication validates against the JATS 1.3 Journal Publishing XSD
 *   and carries CRediT `role`s as JATS4R recommends (vocab="credit", NISO term URIs, degree),
 *   `aff` with `institution-wrap/institution-id institution-id-type="ror"`, `funding-group`
 *   with each funder's id, data availability, ethics and a `coi-statement` footnote;
 * - the article's contributors as publication stores them keep every part.
 * The Crossref deposit of the same article: deposits/contributor-deposit.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { renderFullText } from '../full-text';
import { parseJats } from '../scholarly';
import { CNRS, input, jats, metadata, OXFORD, UCL } from '../../test/contributor-fixture';
import { canValidate, schemaErrors, XMLLINT_TIMEOUT_MS } from '../../test/xml-schemas';
import { contributorsOf } from './publish-source';

describe('the production metadata contract (decision 0089)', () => {
  it('writes ROR ids and Funder Registry ids as URLs and keeps every part', () => {
    const [ada, grace] = metadata.authors;
    expect(ada.affiliations.map((a) => a.rorId)).toEqual([UCL, OXFORD]);
    expect(grace.affiliations[0].rorId).toBe(CNRS);
    expect(ada.affiliations[0]).toEqual({
      name: 'University College London',
      rorId: UCL,
      department: 'Department of Mathematics',
      city: 'London',
      country: 'United Kingdom',
    });
    expect(grace.roles).toEqual([
      { role: 'software', degree: 'supporting' },
      { role: 'writing-review-editing', degree: null },
    ]);
    expect(metadata.funding[0].funderRegistryId).toBe('https://doi.org/10.13039/100004440');
    expect(metadata.funding[0].awards).toEqual([
      { number: '212345/Z/18/Z', title: 'Tidal heating' },
      { number: '298765/A/20/Z', title: null },
    ]);
    expect(metadata.ethics).toBe('No human or animal subjects were involved.');
  });

  it('keeps the publication record: contributors with roles, affiliations, address and equal contribution', () => {
    const [ada, grace] = contributorsOf(metadata);
    expect(ada).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org', equalContribution: true });
    expect(ada.roles).toEqual(metadata.authors[0].roles);
    expect(grace.affiliations).toEqual(metadata.authors[1].affiliations);
    // Only a corresponding author's address is printed.
    expect(grace.email).toBeNull();
  });
});

describe('generated JATS with roles, ROR affiliations, funders and statements', () => {
  it.runIf(canValidate() || process.env.CI === 'true')(
    'validates against the JATS 1.3 Journal Publishing XSD',
    () => {
      expect(schemaErrors('jats', [jats])).toEqual(['']);
    },
    XMLLINT_TIMEOUT_MS,
  );

  it('tags roles with the NISO CRediT vocabulary and their degree', () => {
    expect(jats).toContain(
      '<role vocab="credit" vocab-identifier="https://credit.niso.org/" vocab-term="Conceptualization" vocab-term-identifier="https://credit.niso.org/contributor-roles/conceptualization/" degree-contribution="lead">Conceptualization</role>',
    );
    expect(jats).toContain(
      'vocab-term="Writing – review &amp; editing" vocab-term-identifier="https://credit.niso.org/contributor-roles/writing-review-editing/">Writing – review &amp; editing</role>',
    );
    expect(jats).toMatch(/<contrib contrib-type="author" corresp="yes" equal-contrib="yes">/);
  });

  it('numbers each distinct affiliation once, with its ROR id in an institution-wrap', () => {
    // Ada's UCL and Grace's UCL are one aff: three in all.
    expect(jats.match(/<aff id="aff\d+">/g)).toHaveLength(3);
    expect(jats).toContain(
      `<institution content-type="dept">Department of Mathematics</institution>, <institution-wrap><institution-id institution-id-type="ror">${UCL}</institution-id><institution>University College London</institution></institution-wrap>, <city>London</city>, <country>United Kingdom</country>`,
    );
  });

  it('writes statements where JATS4R puts them', () => {
    expect(jats).toMatch(/<sec sec-type="data-availability"[^>]*>/);
    expect(jats).toMatch(/<sec sec-type="ethics-statement"[^>]*>/);
    expect(jats).toMatch(/<fn fn-type="coi-statement"[^>]*>/);
  });

  it('reads back through the importer: roles, affiliations with ROR ids, equal contribution', () => {
    const parsed = parseJats(jats);
    if (!parsed.ok) throw new Error(parsed.reason);
    const [ada, grace] = parsed.article.contributors;
    expect(ada.roles).toEqual(metadata.authors[0].roles);
    expect(grace.roles).toEqual(metadata.authors[1].roles);
    expect(ada.equalContribution).toBe(true);
    expect(ada.affiliations).toEqual(metadata.authors[0].affiliations);
    expect(grace.affiliations).toEqual(metadata.authors[1].affiliations);
  });

  it('shows the author contributions with their degree and the funders in the full text', () => {
    const rendered = renderFullText(jats, input.doi);
    const html = JSON.stringify(rendered);
    expect(html).toContain('Conceptualization (lead)');
    expect(html).toContain('Wellcome Trust');
    expect(html).toContain('No human or animal subjects were involved.');
  });
});
