/**
 * Metadata in several languages in what Genesis sends out (docs/decisions/0095): the generated
 * JATS (JATS 1.3 `trans-title-group`, `trans-abstract`, `kwd-group xml:lang`), the Crossref 5.3.0
 * deposit (one `titles` per language, `jats:abstract xml:lang`, `journal_article/@language`),
 * the DOAJ export (titles, abstracts and keywords with their ISO 639-2/B `language`) and OAI
 * `oai_dc` (`dc:title`, `dc:description` with `xml:lang`, `dc:language`), each validated against
 * its owner's schema in ../shared/schemas.
 */
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import type { ProductionMetadataRecord } from '../../../shared/api/production';
import type { Translation } from '../../../shared/api/translations';
import { canValidate, schemaErrors, XMLLINT_TIMEOUT_MS } from '../../test/xml-schemas';
import { generateJats } from '../production';
import { crossrefDepositXml } from './crossref-xml';
import { doajArticlesXml } from './doaj-xml';
import { NO_EXTRAS } from './jats-extras';
import type { DepositArticle, DepositJournal } from './record';

const spanish: Translation = {
  language: 'es',
  title: 'Calentamiento por mareas de lunas heladas',
  subtitle: 'Un modelo',
  abstract: 'Modelamos la disipación de mareas.\n\nEl calor se concentra en los polos.',
  keywords: ['mareas', 'lunas heladas'],
};
const french: Translation = { language: 'fr', title: 'Marées des lunes', subtitle: null, abstract: null, keywords: [] };

const metadata: ProductionMetadataRecord = {
  authors: [
    {
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: [],
      orcid: null,
      corresponding: true,
      roles: [],
      equalContribution: false,
      email: null,
    },
  ],
  keywords: ['tides', 'icy moons'],
  funding: [],
  license: 'CC BY 4.0',
  conflictOfInterest: null,
  dataAvailability: null,
  ethics: null,
  references: [],
  language: 'en',
  translations: [spanish, french],
};

const jats = generateJats({
  doi: '10.5555/genesis.2026.95',
  title: 'Tidal heating of icy moons',
  abstract: 'We model tidal dissipation.',
  articleType: 'Research Article',
  journal: { title: 'Genesis Planetary Science', abbreviation: 'GPS', issn: '2049-3630', publisher: 'Genesis' },
  volume: '4',
  issue: '2',
  publishedDate: '2026-11-26',
  receivedDate: null,
  acceptedDate: null,
  copyright: '© 2026 The Authors',
  metadata,
  bodyHtml: null,
});

const journal: DepositJournal = {
  id: 1,
  title: 'Genesis Planetary Science',
  abbreviation: 'GPS',
  issn: '2049-3630',
  publisher: 'Genesis',
};
const article: DepositArticle = {
  id: 95,
  doi: '10.5555/genesis.2026.95',
  title: 'Tidal heating of icy moons',
  abstract: 'We model tidal dissipation.',
  contributors: [],
  articleType: 'Research Article',
  volume: '4',
  issue: '2',
  pages: null,
  publishedDate: '2026-11-26',
  keywords: ['tides'],
  language: 'en',
  translations: [spanish, french],
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  pdfFileKey: null,
  sourceFileKey: null,
  createdAt: new Date('2026-11-26T10:00:00Z'),
};
const crossref = crossrefDepositXml({
  record: { article, journal, extras: NO_EXTRAS },
  publicUrl: 'https://journals.example.org',
  depositor: { name: 'Genesis', email: 'doi@genesis.example', registrant: 'Genesis Press' },
  batchId: 'batch-95',
  at: new Date('2026-11-26T10:00:00Z'),
});
const doaj = doajArticlesXml({
  journal,
  articles: [article],
  publicUrl: 'https://journals.example.org',
  depositor: { registrant: 'Genesis Press' },
});

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

describe('generated JATS in several languages', () => {
  const doc = parse(jats);
  it('names the article language and each translation by xml:lang', () => {
    expect(doc.documentElement?.getAttributeNS(XML_NS, 'lang')).toBe('en');
    const groups = [...doc.getElementsByTagName('trans-title-group')];
    expect(groups.map((g) => [g.getAttributeNS(XML_NS, 'lang'), g.textContent])).toEqual([
      ['es', 'Calentamiento por mareas de lunas heladasUn modelo'],
      ['fr', 'Marées des lunes'],
    ]);
    const abstracts = [...doc.getElementsByTagName('trans-abstract')];
    expect(abstracts.map((a) => [a.getAttributeNS(XML_NS, 'lang'), a.getElementsByTagName('p').length])).toEqual([
      ['es', 2],
    ]);
    const kwds = [...doc.getElementsByTagName('kwd-group')].map((g) => [
      g.getAttributeNS(XML_NS, 'lang'),
      [...g.getElementsByTagName('kwd')].map((k) => k.textContent),
    ]);
    expect(kwds).toEqual([
      ['en', ['tides', 'icy moons']],
      ['es', ['mareas', 'lunas heladas']],
    ]);
  });
});

describe('Crossref deposit in several languages', () => {
  const doc = parse(crossref);
  const NS = 'http://www.crossref.org/schema/5.3.0';
  it('writes one titles per language and the abstracts with xml:lang', () => {
    const ja = doc.getElementsByTagNameNS(NS, 'journal_article')[0];
    expect(ja.getAttribute('language')).toBe('en');
    expect([...doc.getElementsByTagNameNS(NS, 'titles')].map((t) => t.textContent)).toEqual([
      'Tidal heating of icy moons',
      'Calentamiento por mareas de lunas heladasUn modelo',
      'Marées des lunes',
    ]);
    const abstracts = [...doc.getElementsByTagNameNS('http://www.ncbi.nlm.nih.gov/JATS1', 'abstract')];
    expect(abstracts.map((a) => a.getAttributeNS(XML_NS, 'lang'))).toEqual(['en', 'es']);
  });
});

describe('DOAJ export in several languages', () => {
  const doc = parse(doaj);
  it('gives titles, abstracts and keywords their ISO 639-2/B language', () => {
    const langs = (name: string) => [...doc.getElementsByTagName(name)].map((e) => e.getAttribute('language'));
    expect(doc.getElementsByTagName('language')[0].textContent).toBe('eng');
    expect(langs('title')).toEqual(['eng', 'spa', 'fre']);
    expect(langs('abstract')).toEqual(['eng', 'spa']);
    expect(langs('keywords')).toEqual(['eng', 'spa']);
  });
});

describe.runIf(canValidate() || process.env.CI === 'true')('schemas', () => {
  it(
    'JATS 1.3 accepts the generated JATS',
    () => expect(schemaErrors('jats', [jats])).toEqual(['']),
    XMLLINT_TIMEOUT_MS,
  );
  it(
    'Crossref 5.3.0 accepts the deposit',
    () => expect(schemaErrors('crossref', [crossref])).toEqual(['']),
    XMLLINT_TIMEOUT_MS,
  );
  it(
    'doajArticles.xsd accepts the export',
    () => expect(schemaErrors('doaj', [doaj])).toEqual(['']),
    XMLLINT_TIMEOUT_MS,
  );
});
