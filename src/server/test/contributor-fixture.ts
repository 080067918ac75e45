/**
 * Test support: one article with everything decision 0089 adds (two authors with two ROR
 * affiliations each, CRediT roles with degrees, equal contribution, the corresponding address,
 * two funders with awards, the three statements), as an editor sends it, as production
 * metadata stores it, and as the JATS generated at publication. Shared by the JATS and Crossref
 * tests of contributors (production/contributor-metadata.test.ts,
 * deposits/contributor-deposit.test.ts).
 */
import {
  productionMetadataRequest,
  type ProductionMetadataInput,
  type ProductionMetadataRecord,
} from '../../shared/api/production';
import { generateJats, type JatsArticleInput } from '../features/production';

export const UCL = 'https://ror.org/02jx3x895';
export const OXFORD = 'https://ror.org/052gg0110';
export const CNRS = 'https://ror.org/02feahw73';

/** What an editor sends: two authors, two ROR affiliations each, roles, two funders with awards. */
export const sent: ProductionMetadataInput = {
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
export const metadata: ProductionMetadataRecord = {
  ...parsed,
  conflictOfInterest: parsed.conflictOfInterest ?? null,
  dataAvailability: parsed.dataAvailability ?? null,
  references: [],
};

export const input: JatsArticleInput = {
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

export const jats = generateJats(input);
