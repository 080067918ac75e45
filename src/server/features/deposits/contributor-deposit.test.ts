/**
 * The Crossref deposit of an article with contributor roles, two ROR affiliations per author
 * and two funders with awards (decision 0089), held to crossref5.3.0.xsd with xmllint
 * (../shared/schemas): its contributors as publication stores them (production's
 * `contributorsOf`), its funding read back from the JATS generated for it; each affiliation an
 * `institution` with `institution_id type="ror"`, the funding in `fr:program name="fundref"`
 * with funder_name holding funder_identifier (fundref.xsd) and award_number. Also eLife's
 * funders read from a real file with their Funder Registry ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  productionMetadataRequest,
  type ProductionMetadataInput,
  type ProductionMetadataRecord,
} from '../../../shared/api/production';
import { SHARED_ARTICLES } from '../../test/app';
import { canValidate, schemaErrors, XMLLINT_TIMEOUT_MS } from '../../test/xml-schemas';
import { contributorsOf, generateJats, type JatsArticleInput } from '../production';
import { crossrefDepositXml } from './crossref-xml';
import { jatsExtras } from './jats-extras';
import type { DepositRecord } from './record';

const UCL = 'https://ror.org/02jx3x895';
const OXFORD = 'https://ror.org/052gg0110';
const CNRS = 'https://ror.org/02feahw73';

/** What an editor sends: two authors, two ROR affiliations each, roles, two funders with awards. */
const sent: ProductionMetadataInput = {
  authors: [
    {
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: [
        {
          name: 'University College London',
          rorId: '02jx3x895',
          department: 'Department of Mathematics',
          city: 'London',
          country: 'United Kingdom',
        },
        { name: 'University of Oxford', rorId: OXFORD, city: 'Oxford', country: 'United Kingdom' },
      ],
      orcid: '0000-0002-1825-0097',
      corresponding: true,
      email: 'ada@example.org',
      equalContribution: true,
      roles: [
        { role: 'conceptualization', degree: 'lead' },
        { role: 'writing-original-draft', degree: 'equal' },
      ],
    },
    {
      givenNames: 'Grace',
      surname: 'Hopper',
      affiliations: [
        {
          name: 'Centre National de la Recherche Scientifique',
          rorId: `https://ror.org/${CNRS.slice(16).toUpperCase()}`,
          country: 'France',
        },
        {
          name: 'University College London',
          rorId: UCL,
          department: 'Department of Mathematics',
          city: 'London',
          country: 'United Kingdom',
        },
      ],
      equalContribution: true,
      roles: [{ role: 'software', degree: 'supporting' }, { role: 'writing-review-editing' }],
    },
  ],
  keywords: ['tides'],
  funding: [
    {
      name: 'Wellcome Trust',
      funderRegistryId: 'http://dx.doi.org/10.13039/100004440',
      awards: [{ number: '212345/Z/18/Z', title: 'Tidal heating' }, { number: '298765/A/20/Z' }],
    },
    {
      name: 'European Research Council',
      rorId: 'https://ror.org/0472cxd90',
      awards: [{ number: 'ERC-2020-STG 948562' }],
    },
  ],
  license: 'CC BY 4.0',
  dataAvailability: 'All model outputs are at https://zenodo.org/records/1.',
  conflictOfInterest: 'The authors declare no competing interests.',
  ethics: 'No human or animal subjects were involved.',
  references: '',
};

const parsed = productionMetadataRequest.parse(sent);
/** As save-production-metadata.ts stores it. */
const metadata: ProductionMetadataRecord = {
  ...parsed,
  conflictOfInterest: parsed.conflictOfInterest ?? null,
  dataAvailability: parsed.dataAvailability ?? null,
  references: [],
};

const input: JatsArticleInput = {
  doi: '10.5555/genesis.2026.89',
  title: 'Tidal heating of icy moons',
  abstract: 'We model tidal dissipation.',
  articleType: 'Research Article',
  journal: { title: 'Genesis Planetary Science', abbreviation: 'GPS', issn: '2049-3630', publisher: 'Genesis' },
  volume: '4',
  issue: '2',
  publishedDate: '2026-11-30',
  receivedDate: '2026-03-01',
  acceptedDate: '2026-09-15',
  copyright: '© 2026 The Authors',
  metadata,
  bodyHtml: '<h2>Introduction</h2><p>Moons.</p>',
};

const jats = generateJats(input);

describe('the Crossref deposit of that article', () => {
  const record: DepositRecord = {
    article: {
      id: 89,
      doi: input.doi,
      title: input.title,
      abstract: input.abstract,
      contributors: contributorsOf(metadata),
      articleType: input.articleType,
      volume: input.volume,
      issue: input.issue,
      pages: null,
      publishedDate: input.publishedDate,
      keywords: metadata.keywords,
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
      pdfFileKey: null,
      sourceFileKey: 'jats.xml',
      createdAt: new Date('2026-11-30T10:00:00Z'),
    },
    journal: {
      id: 1,
      title: 'Genesis Planetary Science',
      abbreviation: 'GPS',
      issn: '2049-3630',
      publisher: 'Genesis',
    },
    extras: jatsExtras(jats, input.doi),
  };
  const xml = crossrefDepositXml({
    record,
    publicUrl: 'https://journals.example.org',
    depositor: { name: 'Genesis', email: 'doi@genesis.example', registrant: 'Genesis Press' },
    batchId: 'batch-89',
    at: new Date('2026-11-30T12:00:00Z'),
  });

  it.runIf(canValidate() || process.env.CI === 'true')(
    'validates against Crossref 5.3.0',
    () => {
      expect(schemaErrors('crossref', [xml])).toEqual(['']);
    },
    XMLLINT_TIMEOUT_MS,
  );

  it('puts each ROR id in its institution', () => {
    expect(xml).toContain(
      `<institution><institution_name>University College London</institution_name><institution_id type="ror">${UCL}</institution_id><institution_place>London, United Kingdom</institution_place><institution_department>Department of Mathematics</institution_department></institution>`,
    );
    expect(xml.match(/<institution_id type="ror">/g)).toHaveLength(4);
  });

  it('deposits each funder with its identifier and its award numbers', () => {
    expect(xml).toContain('<fr:program name="fundref">');
    expect(xml).toContain(
      '<fr:assertion name="funder_name">Wellcome Trust<fr:assertion name="funder_identifier">https://doi.org/10.13039/100004440</fr:assertion></fr:assertion>',
    );
    expect(xml).toContain(
      '<fr:assertion name="funder_name">European Research Council<fr:assertion name="funder_identifier">https://ror.org/0472cxd90</fr:assertion></fr:assertion>',
    );
    for (const n of ['212345/Z/18/Z', '298765/A/20/Z', 'ERC-2020-STG 948562'])
      expect(xml).toContain(`<fr:assertion name="award_number">${n}</fr:assertion>`);
  });
});

describe('funders of a real eLife article (elife02304)', () => {
  it('are read with their Funder Registry id and award number', () => {
    const xml = fs.readFileSync(path.join(SHARED_ARTICLES, 'elife/xml/elife02304.xml'), 'utf8');
    const nih = { name: 'National Institutes of Health', id: 'https://doi.org/10.13039/100000002' };
    expect(jatsExtras(xml, '10.7554/eLife.02304').funding).toEqual([
      { funders: [nih], awards: ['R01GM096053'] },
      { funders: [nih], awards: ['R01GM094468'] },
      { funders: [nih], awards: ['R01GM105404'] },
    ]);
  });
});
