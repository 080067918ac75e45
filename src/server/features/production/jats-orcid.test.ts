/**
 * Authenticated ORCID iDs in the JATS a workflow article is published with (decision
 * 0088): `<contrib-id contrib-id-type="orcid" authenticated="true">` only for an iD
 * obtained through ORCID sign-in, "false" for a typed one; the JATS importer reads the mark back
 * (an imported article keeps it); the output stays valid against the JATS 1.3 XSD
 * (`../shared/schemas/jats-1.3`, by xmllint).
 */
import { describe, expect, it } from 'vitest';
import { plainAffiliation } from '../../../shared/api/contributors';
import type { ProductionMetadataRecord } from '../../../shared/api/production';
import { parseJats } from '../scholarly';
import { generateJats, type JatsArticleInput } from './jats-generate';
import { canValidate, schemaErrors, XMLLINT_TIMEOUT_MS } from '../../test/xml-schemas';

const metadata: ProductionMetadataRecord = {
  authors: [
    {
      givenNames: 'Josiah',
      surname: 'Carberry',
      affiliations: [plainAffiliation('Brown University, Providence, USA')],
      orcid: '0000-0002-1825-0097',
      orcidAuthenticated: true,
      corresponding: true,
      roles: [],
      equalContribution: false,
      email: null,
    },
    {
      givenNames: 'Grace',
      surname: 'Hopper',
      affiliations: [],
      orcid: '0000-0001-5109-3700',
      corresponding: false,
      roles: [],
      equalContribution: false,
      email: null,
    },
    {
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: [],
      orcid: null,
      corresponding: false,
      roles: [],
      equalContribution: false,
      email: null,
    },
  ],
  keywords: ['tides'],
  funding: [],
  license: 'CC BY 4.0',
  conflictOfInterest: null,
  dataAvailability: null,
  ethics: null,
  references: [],
  language: 'en',
  translations: [],
};

const input: JatsArticleInput = {
  doi: '10.5555/genesis.2026.17',
  title: 'Tidal heating of icy moons',
  abstract: 'We model tidal dissipation.',
  articleType: 'Research Article',
  journal: { title: 'Genesis Planetary Science', abbreviation: 'GPS', issn: '2049-3630', publisher: 'Genesis' },
  volume: '4',
  issue: '2',
  publishedDate: '2026-11-26',
  receivedDate: '2026-03-01',
  acceptedDate: '2026-09-15',
  copyright: '© 2026 The Authors',
  metadata,
  bodyHtml: '<h2>Introduction</h2><p>Tides heat the ice.</p>',
};

describe('ORCID iDs in generated JATS', () => {
  const jats = generateJats(input);

  it('marks the authenticated iD authenticated="true" and the typed one "false"', () => {
    const ids = [...jats.matchAll(/<contrib-id contrib-id-type="orcid" authenticated="(\w+)">([^<]+)</g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(ids).toEqual([
      ['true', 'https://orcid.org/0000-0002-1825-0097'],
      ['false', 'https://orcid.org/0000-0001-5109-3700'],
    ]);
  });

  it('is read back by the JATS importer with the mark on the authenticated author only', () => {
    const parsed = parseJats(jats);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.article.contributors.map((c) => [c.orcid, c.orcidAuthenticated ?? false])).toEqual([
      ['0000-0002-1825-0097', true],
      ['0000-0001-5109-3700', false],
      [null, false],
    ]);
  });

  it.runIf(canValidate() || process.env.CI === 'true')(
    'is valid against the JATS 1.3 XSD',
    () => {
      expect(schemaErrors('jats', [jats])).toEqual(['']);
    },
    XMLLINT_TIMEOUT_MS,
  );
});

describe('ORCID iDs in imported JATS', () => {
  const contrib = (id: string, attrs = '') =>
    `<contrib contrib-type="author"><contrib-id contrib-id-type="orcid"${attrs}>https://orcid.org/${id}</contrib-id><name><surname>Carberry</surname><given-names>Josiah</given-names></name></contrib>`;
  const article = (contribs: string) =>
    `<article><front><journal-meta><journal-title-group><journal-title>J</journal-title></journal-title-group></journal-meta><article-meta><article-id pub-id-type="doi">10.5555/x.1</article-id><title-group><article-title>T</article-title></title-group><contrib-group>${contribs}</contrib-group><pub-date><year>2020</year></pub-date></article-meta></front></article>`;

  it('keeps authenticated="true", leaves a plain iD unmarked, and drops an iD with a wrong check character', () => {
    const parsed = parseJats(
      article(
        contrib('0000-0002-1825-0097', ' authenticated="true"') +
          contrib('0000-0001-5109-3700') +
          contrib('0000-0002-1825-0098', ' authenticated="true"'),
      ),
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.article.contributors.map((c) => [c.orcid, c.orcidAuthenticated ?? false])).toEqual([
      ['0000-0002-1825-0097', true],
      ['0000-0001-5109-3700', false],
      [null, false],
    ]);
  });
});
