/**
 * Authenticated ORCID iDs in Crossref deposits (decision 0088): an author whose iD
 * came from ORCID sign-in gets `<ORCID authenticated="true">`, a typed iD
 * `authenticated="false"`, and the deposit stays valid against Crossref's own schema
 * (crossref5.3.0.xsd, the shared schema bundle `../shared/schemas/crossref`, by xmllint).
 */
import { describe, expect, it } from 'vitest';
import { plainAffiliation } from '../../../shared/api/contributors';
import { canValidate, schemaErrors, XMLLINT_TIMEOUT_MS } from '../../test/xml-schemas';
import { crossrefDepositXml } from './crossref-xml';
import { NO_EXTRAS } from './jats-extras';
import type { DepositArticle, DepositJournal } from './record';

const journal: DepositJournal = {
  id: 1,
  title: 'Journal of Life Sciences',
  abbreviation: 'JLS',
  issn: '2049-363X',
  publisher: null,
};
const article: DepositArticle = {
  id: 42,
  doi: '10.55555/jls.2026.7',
  title: 'Tides of moons',
  abstract: 'Tides heat the ice.',
  contributors: [
    {
      name: 'Josiah Carberry',
      givenNames: 'Josiah',
      surname: 'Carberry',
      affiliations: [plainAffiliation('Brown University')],
      orcid: '0000-0002-1825-0097',
      orcidAuthenticated: true,
      corresponding: true,
    },
    {
      name: 'Grace Hopper',
      givenNames: 'Grace',
      surname: 'Hopper',
      affiliations: [],
      orcid: '0000-0001-5109-3700',
      corresponding: false,
    },
    {
      name: 'Ada Lovelace',
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: [],
      orcid: null,
      corresponding: false,
    },
  ],
  articleType: 'Research Article',
  volume: '3',
  issue: '2',
  pages: '101–110',
  publishedDate: '2026-03-04',
  keywords: ['tides'],
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  pdfFileKey: 'k3y.pdf',
  sourceFileKey: null,
  createdAt: new Date('2026-03-04T10:00:00Z'),
};

const deposit = (a: DepositArticle) =>
  crossrefDepositXml({
    record: { article: a, journal, extras: NO_EXTRAS },
    publicUrl: 'https://journals.example.org',
    depositor: { name: 'Genesis', email: 'doi@genesis.example', registrant: 'Genesis Press' },
    batchId: 'batch-1',
    at: new Date('2026-03-05T08:09:10.123Z'),
  });

describe('ORCID iDs in a Crossref deposit', () => {
  it('marks only the authenticated iD authenticated="true"; a typed one "false"; none without an iD', () => {
    const orcids = [...deposit(article).matchAll(/<ORCID authenticated="(\w+)">([^<]+)<\/ORCID>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(orcids).toEqual([
      ['true', 'https://orcid.org/0000-0002-1825-0097'],
      ['false', 'https://orcid.org/0000-0001-5109-3700'],
    ]);
  });

  it.runIf(canValidate() || process.env.CI === 'true')(
    'is valid against crossref5.3.0.xsd with authenticated and typed iDs',
    () => {
      // The check can fail: an ORCID attribute value the schema does not allow is refused.
      const [good, bad] = schemaErrors('crossref', [
        deposit(article),
        deposit(article).replace('authenticated="true"', 'authenticated="yes"'),
      ]);
      expect(good).toBe('');
      expect(bad).toMatch(/authenticated/);
    },
    XMLLINT_TIMEOUT_MS,
  );
});
