/**
 * The ORCID message documents (decision 0088) against ORCID's own schema: the work and the
 * peer-review item validate with xmllint against the v3.0 XSDs vendored from ORCID/orcid-model
 * (./schemas/SOURCE.md); the work carries what ORCID's journal-article work asks (title,
 * journal, type, date, the DOI as the `self` external id, contributors with sequence and role);
 * a double-blind journal's peer-review item names nothing of the manuscript.
 */
import { describe, expect, it } from 'vitest';
import { orcidPeerReviewXml, orcidWorkXml, fuzzyDate, type OrcidPeerReview, type OrcidWork } from './documents';
import { hasXmllint, orcidSchemaErrors } from './testing/member-api';

const work: OrcidWork = {
  title: 'Heat & <ice>: tides of moons',
  journalTitle: 'Journal of Life Sciences',
  doi: '10.55555/jls.2026.7',
  published: { year: 2026, month: 3, day: 4 },
  url: 'https://journals.example.org/articles/42',
  contributors: [
    { name: 'Ada Lovelace', orcid: '0000-0002-1825-0097' },
    { name: 'Grace Hopper', orcid: null },
    { name: 'Josiah Carberry', orcid: '0000-0001-5109-3700' },
  ],
};

const review: OrcidPeerReview = {
  reviewId: 'genesis-review-17',
  completed: { year: 2026, month: 11, day: 30 },
  issn: '2049-363X',
  convening: { name: 'Genesis Open Access Publishing', city: 'Cambridge', region: 'MA', country: 'US' },
  doubleBlind: true,
  subject: {
    doi: '10.55555/jls.2026.7',
    title: 'Heat and ice: tides of moons',
    journalTitle: 'Journal of Life Sciences',
    url: 'https://journals.example.org/articles/42',
  },
};

describe.skipIf(!hasXmllint())('ORCID documents against the v3.0 XSDs', () => {
  it('a work is valid, and so is the same work with its put-code for an update', () => {
    expect(orcidSchemaErrors('work', orcidWorkXml(work))).toBe('');
    expect(orcidSchemaErrors('work', orcidWorkXml(work, '1234'))).toBe('');
    expect(orcidSchemaErrors('work', orcidWorkXml({ ...work, published: { year: 2026 }, contributors: [] }))).toBe('');
    expect(orcidSchemaErrors('work', orcidWorkXml({ ...work, citation: 'Lovelace A. Heat. JLS. 2026.' }))).toBe('');
  });

  it('a peer-review item is valid, double-blind or not', () => {
    expect(orcidSchemaErrors('peer-review', orcidPeerReviewXml(review))).toBe('');
    expect(orcidSchemaErrors('peer-review', orcidPeerReviewXml({ ...review, doubleBlind: false }))).toBe('');
    expect(orcidSchemaErrors('peer-review', orcidPeerReviewXml(review, '77'))).toBe('');
  });

  it('the validator itself refuses a document ORCID would refuse (a work without a type)', () => {
    const broken = orcidWorkXml(work).replace('<work:type>journal-article</work:type>', '');
    expect(orcidSchemaErrors('work', broken)).toMatch(/type/);
  });
});

describe('the work document', () => {
  const xml = orcidWorkXml(work);
  it('says journal-article, the journal, the date and the DOI as its self identifier', () => {
    expect(xml).toContain('<work:type>journal-article</work:type>');
    expect(xml).toContain('<work:journal-title>Journal of Life Sciences</work:journal-title>');
    expect(xml).toContain('<common:title>Heat &amp; &lt;ice&gt;: tides of moons</common:title>');
    expect(xml).toContain(
      '<common:publication-date><common:year>2026</common:year><common:month>03</common:month><common:day>04</common:day></common:publication-date>',
    );
    expect(xml).toContain(
      '<common:external-id><common:external-id-type>doi</common:external-id-type><common:external-id-value>10.55555/jls.2026.7</common:external-id-value><common:external-id-url>https://doi.org/10.55555/jls.2026.7</common:external-id-url><common:external-id-relationship>self</common:external-id-relationship></common:external-id>',
    );
  });

  it('lists the contributors in order: the first "first", the others "additional", each an author', () => {
    const sequences = [...xml.matchAll(/<work:contributor-sequence>(\w+)</g)].map((m) => m[1]);
    expect(sequences).toEqual(['first', 'additional', 'additional']);
    expect([...xml.matchAll(/<work:contributor-role>(\w+)</g)].map((m) => m[1])).toEqual([
      'author',
      'author',
      'author',
    ]);
    expect([...xml.matchAll(/<common:path>([^<]+)</g)].map((m) => m[1])).toEqual([
      '0000-0002-1825-0097',
      '0000-0001-5109-3700',
    ]);
  });

  it('carries the put-code on the root only when updating', () => {
    expect(xml).not.toContain('put-code');
    expect(orcidWorkXml(work, '1234')).toMatch(/<work:work [^>]*put-code="1234"/);
  });

  it('a year-only or month-only date gives only what is known', () => {
    expect(fuzzyDate('2026-01-01', 'year')).toEqual({ year: 2026 });
    expect(fuzzyDate('2026-03-01', 'month')).toEqual({ year: 2026, month: 3 });
    expect(fuzzyDate('2026-03-04')).toEqual({ year: 2026, month: 3, day: 4 });
  });
});

describe('the peer-review document', () => {
  it('files the review under the journal ISSN, type review, role reviewer, convened by the publisher', () => {
    const xml = orcidPeerReviewXml(review);
    expect(xml).toContain('<peer-review:reviewer-role>reviewer</peer-review:reviewer-role>');
    expect(xml).toContain('<peer-review:review-type>review</peer-review:review-type>');
    expect(xml).toContain('<peer-review:review-group-id>issn:2049-363X</peer-review:review-group-id>');
    expect(xml).toContain('<common:name>Genesis Open Access Publishing</common:name>');
    expect(xml).toContain('<common:country>US</common:country>');
    expect(xml).toContain(
      '<peer-review:review-completion-date><common:year>2026</common:year><common:month>11</common:month><common:day>30</common:day></peer-review:review-completion-date>',
    );
  });

  it('in a double-blind journal: no subject, nothing of the manuscript (DOI, title, page)', () => {
    const xml = orcidPeerReviewXml(review);
    expect(xml).not.toMatch(/subject-/);
    for (const identity of ['10.55555/jls.2026.7', 'Heat and ice', 'articles/42']) expect(xml).not.toContain(identity);
  });

  it('in a journal that is not double-blind: the reviewed article is the subject', () => {
    const xml = orcidPeerReviewXml({ ...review, doubleBlind: false });
    expect(xml).toContain('<peer-review:subject-type>journal-article</peer-review:subject-type>');
    expect(xml).toContain('<common:external-id-value>10.55555/jls.2026.7</common:external-id-value>');
    expect(xml).toContain('<peer-review:subject-name><common:title>Heat and ice: tides of moons</common:title>');
  });
});
