/**
 * The Crossref 5.3 deposit XML (docs/decisions/0027-dois-and-deposits.md): well-formed whatever the
 * record holds, and each element's children in the order crossref5.3.0.xsd's sequences give (listed
 * below from the schema, not from the code); the funding and references of a real eLife JATS file.
 * (The output of this builder was also validated with `xmllint --schema crossref5.3.0.xsd`
 * against Crossref's schema bundle: see docs/decisions/0027-dois-and-deposits.md.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { SHARED_ARTICLES } from '../../test/app';
import { crossrefDepositXml } from './crossref-xml';
import { jatsExtras, NO_EXTRAS } from './jats-extras';
import type { DepositArticle, DepositJournal, DepositRecord } from './record';

const NS = 'http://www.crossref.org/schema/5.3.0';
const ELIFE = path.join(SHARED_ARTICLES, 'elife/xml/elife02304.xml');

/**
 * The sequences of crossref5.3.0.xsd / common5.3.0.xsd the deposit uses, each as the order
 * its children may appear in (optional ones included).
 */
const SCHEMA_ORDER: Record<string, string[]> = {
  doi_batch: ['head', 'body'],
  head: ['doi_batch_id', 'timestamp', 'depositor', 'registrant'],
  depositor: ['depositor_name', 'email_address'],
  journal: ['journal_metadata', 'journal_issue', 'journal_article'],
  journal_metadata: ['full_title', 'abbrev_title', 'issn', 'coden', 'archive_locations', 'doi_data'],
  journal_issue: [
    'contributors',
    'titles',
    'publication_date',
    'journal_volume',
    'issue',
    'special_numbering',
    'archive_locations',
    'doi_data',
  ],
  journal_article: [
    'titles',
    'contributors',
    'jats:abstract',
    'publication_date',
    'acceptance_date',
    'pages',
    'publisher_item',
    'fr:program',
    'ai:program',
    'ct:program',
    'rel:program',
    'archive_locations',
    'scn_policies',
    'doi_data',
    'citation_list',
    'component_list',
  ],
  person_name: ['given_name', 'surname', 'suffix', 'affiliations', 'ORCID', 'alt-name'],
  publication_date: ['month', 'day', 'year'],
  pages: ['first_page', 'last_page', 'other_pages'],
  'ai:program': ['ai:free_to_read', 'ai:license_ref'],
  doi_data: ['doi', 'timestamp', 'resource', 'collection'],
};

function parse(xml: string): Document {
  return new DOMParser({
    onError: (level, msg) => {
      throw new Error(`${level}: ${msg}`);
    },
  }).parseFromString(xml, 'text/xml') as unknown as Document;
}

const childElements = (el: Element) =>
  ([...(el.childNodes as unknown as Node[])] as Element[]).filter((n) => n.nodeType === 1);

/** Every element whose children break its schema sequence, as "parent: a after b". */
function orderViolations(root: Element): string[] {
  const out: string[] = [];
  const walk = (el: Element) => {
    const order = SCHEMA_ORDER[el.nodeName];
    const kids = childElements(el);
    if (order) {
      let at = 0;
      for (const kid of kids) {
        const i = order.indexOf(kid.nodeName);
        if (i < 0) out.push(`${el.nodeName}: unexpected ${kid.nodeName}`);
        else if (i < at) out.push(`${el.nodeName}: ${kid.nodeName} after ${order[at]}`);
        else at = i;
      }
    }
    kids.forEach(walk);
  };
  walk(root);
  return out;
}

const journal: DepositJournal = {
  id: 1,
  title: 'Journal of Life Sciences',
  abbreviation: 'JLS',
  issn: '2049363x',
  publisher: null,
};
const article: DepositArticle = {
  id: 42,
  doi: '10.55555/jls.2026.7',
  title: 'Heat & <ice>: tides\u0007 of moons',
  abstract: 'Tides heat the ice.\n\nThe heat keeps an ocean liquid.',
  contributors: [
    {
      name: 'Ada Lovelace',
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: [
        { name: 'Analytical Society', rorId: null, department: null, city: null, country: null },
        { name: 'Royal Society', rorId: null, department: null, city: null, country: null },
      ],
      orcid: '0000-0002-1825-0097',
      corresponding: true,
    },
    { name: 'Grace Hopper', givenNames: null, surname: 'Hopper', affiliations: [], orcid: null, corresponding: false },
    {
      name: 'The Europa Consortium',
      givenNames: null,
      surname: null,
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
const depositor = { name: 'Genesis', email: 'doi@genesis.example', registrant: 'Genesis Press' };

function build(record: DepositRecord): Document {
  return parse(
    crossrefDepositXml({
      record,
      publicUrl: 'https://journals.example.org',
      depositor,
      batchId: 'batch-1',
      at: new Date('2026-03-05T08:09:10.123Z'),
    }),
  );
}

const text = (doc: Document, name: string, ns = NS) =>
  ([...doc.getElementsByTagNameNS(ns, name)] as unknown as Element[]).map((e) => e.textContent);

describe('crossrefDepositXml', () => {
  it('writes a well-formed doi_batch 5.3.0 in the schema’s element order', () => {
    const doc = build({ article, journal, extras: NO_EXTRAS });
    expect(doc.documentElement.namespaceURI).toBe(NS);
    expect(doc.documentElement.getAttribute('version')).toBe('5.3.0');
    expect(orderViolations(doc.documentElement)).toEqual([]);
    expect(text(doc, 'timestamp')).toEqual(['20260305080910123']);
    expect(text(doc, 'title')).toEqual(['Heat & <ice>: tides of moons']);
    expect(text(doc, 'issn')).toEqual(['2049-363X']);
    expect(text(doc, 'abbrev_title')).toEqual(['JLS']);
    expect(text(doc, 'volume')).toEqual(['3']);
    expect(text(doc, 'first_page')).toEqual(['101']);
    expect(text(doc, 'last_page')).toEqual(['110']);
    expect(text(doc, 'p', 'http://www.ncbi.nlm.nih.gov/JATS1')).toEqual([
      'Tides heat the ice.',
      'The heat keeps an ocean liquid.',
    ]);
  });

  it('names contributors first then additional, with affiliations and ORCID; a group as an organization', () => {
    const doc = build({ article, journal, extras: NO_EXTRAS });
    const contributors = childElements(doc.getElementsByTagNameNS(NS, 'contributors')[0] as unknown as Element);
    expect(
      contributors.map((c) => [c.nodeName, c.getAttribute('sequence'), c.getAttribute('contributor_role')]),
    ).toEqual([
      ['person_name', 'first', 'author'],
      ['person_name', 'additional', 'author'],
      ['organization', 'additional', 'author'],
    ]);
    expect(text(doc, 'institution_name')).toEqual(['Analytical Society', 'Royal Society']);
    const orcid = doc.getElementsByTagNameNS(NS, 'ORCID')[0];
    expect([orcid.textContent, orcid.getAttribute('authenticated')]).toEqual([
      'https://orcid.org/0000-0002-1825-0097',
      'false',
    ]);
    expect(text(doc, 'given_name')).toEqual(['Ada']);
  });

  it('carries the licence, the article URL and the PDF for text mining', () => {
    const doc = build({ article, journal, extras: NO_EXTRAS });
    const licence = doc.getElementsByTagNameNS('http://www.crossref.org/AccessIndicators.xsd', 'license_ref')[0];
    expect(licence.textContent).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(text(doc, 'resource')).toEqual([
      'https://journals.example.org/articles/42',
      'https://journals.example.org/api/files/k3y.pdf',
    ]);
    const collection = doc.getElementsByTagNameNS(NS, 'collection')[0];
    expect(collection.getAttribute('property')).toBe('text-mining');
    expect(doc.getElementsByTagNameNS(NS, 'resource')[1].getAttribute('mime_type')).toBe('application/pdf');
  });

  it('deposits the funding and the references of a real JATS article', () => {
    const extras = jatsExtras(fs.readFileSync(ELIFE, 'utf8'), '10.7554/eLife.02304');
    const doc = build({ article, journal, extras });
    expect(orderViolations(doc.documentElement)).toEqual([]);
    const fr = 'http://www.crossref.org/fundref.xsd';
    const assertions = [...doc.getElementsByTagNameNS(fr, 'assertion')] as unknown as Element[];
    // An assertion's own text (funder_name holds its funder_identifier, fundref.xsd).
    const ownText = (a: Element) =>
      [...(a.childNodes as unknown as Node[])]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.nodeValue)
        .join('');
    const named = (name: string) => assertions.filter((a) => a.getAttribute('name') === name).map(ownText);
    expect(named('funder_name')).toEqual([
      'National Institutes of Health',
      'National Institutes of Health',
      'National Institutes of Health',
    ]);
    // Decision 0089: eLife's FundRef id, inside its funder_name.
    expect(named('funder_identifier')).toEqual(Array(3).fill('https://doi.org/10.13039/100000002'));
    expect(
      assertions
        .filter((a) => a.getAttribute('name') === 'funder_identifier')
        .every((a) => (a.parentNode as Element).getAttribute('name') === 'funder_name'),
    ).toBe(true);
    expect(named('award_number')).toEqual(['R01GM096053', 'R01GM094468', 'R01GM105404']);
    const citations = [...doc.getElementsByTagNameNS(NS, 'citation')] as unknown as Element[];
    expect(citations.length).toBe(extras.references.length);
    expect(citations.length).toBeGreaterThan(50);
    expect(new Set(citations.map((c) => c.getAttribute('key'))).size).toBe(citations.length);
    // The first reference (PHENIX) gives its DOI; every citation has a DOI or its text.
    expect(childElements(citations[0]).map((e) => [e.nodeName, e.textContent])).toEqual([
      ['doi', '10.1107/S0907444909052925'],
    ]);
    for (const c of citations) expect(['doi', 'unstructured_citation']).toContain(childElements(c)[0].nodeName);
  });

  it('refuses an article without a DOI', () => {
    expect(() => build({ article: { ...article, doi: null }, journal, extras: NO_EXTRAS })).toThrow(/no DOI/);
  });
});

describe('a publication date known only by its year or month (decision 0083)', () => {
  const dateOf = (doc: Document) =>
    [...(doc.getElementsByTagNameNS(NS, 'publication_date') as unknown as Element[])].map((d) =>
      childElements(d).map((e) => `${e.nodeName}=${e.textContent}`),
    );
  it('writes only the year, or the month and year, in publication_date (both optional in crossref5.3.0.xsd)', () => {
    const year = build({
      article: { ...article, publishedDate: '2024-01-01', publishedDatePrecision: 'year' },
      journal,
      extras: NO_EXTRAS,
    });
    expect(dateOf(year)).toEqual([['year=2024'], ['year=2024']]);
    const month = build({
      article: { ...article, publishedDate: '2024-10-01', publishedDatePrecision: 'month' },
      journal,
      extras: NO_EXTRAS,
    });
    expect(dateOf(month)).toEqual([['year=2024'], ['month=10', 'year=2024']]);
    const day = build({ article: { ...article, publishedDatePrecision: 'day' }, journal, extras: NO_EXTRAS });
    expect(dateOf(day)).toEqual([['year=2026'], ['month=03', 'day=04', 'year=2026']]);
  });
});
