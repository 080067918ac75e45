/**
 * parseCrossref against the real JOSE Crossref deposits in shared/data/articles/jose.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCrossref } from './crossref';
import type { ParsedArticle } from './types';

const JOSE = path.resolve(import.meta.dirname, '../../../../../shared/data/articles/jose');

function deposit(id: string): string {
  return readFileSync(path.join(JOSE, `jose.${id}`, `10.21105.jose.${id}.crossref.xml`), 'utf8');
}

function parse(id: string): ParsedArticle {
  const result = parseCrossref(deposit(id));
  if (!result.ok) throw new Error(`jose.${id}: ${result.reason}`);
  return result.article;
}

describe('parseCrossref (JOSE deposits)', () => {
  it('reads the journal, issue, article number, date and license of jose.00090', () => {
    const a = parse('00090');
    expect(a.format).toBe('crossref');
    expect(a.doi).toBe('10.21105/jose.00090');
    expect(a.title).toBe(
      'A practical guide to climate econometrics: Navigating key decision points in weather and climate data analysis',
    );
    expect(a.journal).toEqual({
      title: 'Journal of Open Source Education',
      abbreviation: 'JOSE',
      issn: '2577-3569',
      publisher: 'The Open Journal', // head/registrant: the schema has no journal publisher
    });
    expect([a.volume, a.issue, a.pages]).toEqual(['7', '75', '90']);
    expect(a.publishedDate).toBe('2024-05-23');
    expect(a.license).toEqual({ url: 'https://creativecommons.org/licenses/by/4.0/', text: null });
    expect(a.articleType).toBe('Research Article');
    expect(a.abstract).toBeNull();
    expect([a.keywords, a.subjects, a.copyright, a.pdfHref]).toEqual([[], [], null, null]);
  });

  it('reads authors in order with bare ORCID iDs', () => {
    const a = parse('00090');
    expect(a.contributors.map((c) => c.name)).toEqual([
      'James A. Rising',
      'Azhar Hussain',
      'Kevin Schwarzwald',
      'Ana Trisovic',
    ]);
    expect(a.contributors[0]).toEqual({
      name: 'James A. Rising',
      givenNames: 'James A.',
      surname: 'Rising',
      affiliations: [],
      orcid: '0000-0001-8514-4748',
      corresponding: false,
    });
  });

  it('reads 5.3 affiliations (institution_name)', () => {
    const a = parse('00260');
    expect(a.contributors[0].name).toBe('Elio Campitelli');
    expect(a.contributors[0].orcid).toBe('0000-0002-7742-9230');
    expect(a.contributors[0].affiliations).toHaveLength(3);
    expect(a.contributors[0].affiliations[1].name).toBe(
      'CONICET – Universidad de Buenos Aires. Centro de Investigaciones del Mar y la Atmósfera (CIMA). Buenos Aires, Argentina.',
    );
  });

  it('parses every JOSE deposit with DOI, title, authors and license', () => {
    const ids = readdirSync(JOSE)
      .filter((d) => d.startsWith('jose.'))
      .map((d) => d.slice(5));
    expect(ids).toHaveLength(90);
    for (const id of ids) {
      const a = parse(id);
      expect(a.doi).toBe(`10.21105/jose.${id}`);
      expect(a.title).not.toBe('');
      expect(a.contributors.length).toBeGreaterThan(0);
      expect(a.license.url).toBe('https://creativecommons.org/licenses/by/4.0/');
      expect(a.publishedDate).toMatch(/^20\d\d-\d\d-\d\d$/);
    }
  });

  it('rejects other roots, non-article deposits and malformed XML', () => {
    expect(parseCrossref('<article/>')).toEqual({
      ok: false,
      reason: 'not a Crossref deposit (root element <article>)',
    });
    expect(parseCrossref('<doi_batch><head/><body><book/></body></doi_batch>')).toEqual({
      ok: false,
      reason: 'Crossref deposit without a journal article (<book>)',
    });
    const noDoi = deposit('00090').replace('<doi>10.21105/jose.00090</doi>', '');
    expect(parseCrossref(noDoi)).toEqual({ ok: false, reason: 'no DOI' });
    const bad = parseCrossref(deposit('00090').replace('</titles>', ''));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/^malformed XML: /);
  });

  it('reads a jats:abstract, an organization author and the first of several articles', () => {
    const xml = `<doi_batch xmlns:jats="http://www.ncbi.nlm.nih.gov/JATS1"><head><registrant>R</registrant></head><body><journal>
      <journal_metadata><full_title>J</full_title><issn media_type="print">12345678</issn></journal_metadata>
      <journal_article><titles><title>First <i>one</i></title><subtitle>a study</subtitle></titles>
        <contributors><organization sequence="additional" contributor_role="author">The Group</organization>
          <person_name sequence="first" contributor_role="author"><given_name>A</given_name><surname>B</surname><affiliation>Uni X</affiliation></person_name>
          <person_name sequence="additional" contributor_role="editor"><surname>Ed</surname></person_name></contributors>
        <jats:abstract><jats:p>One.</jats:p><jats:p>Two.</jats:p></jats:abstract>
        <publication_date media_type="print"><year>2019</year></publication_date><publication_date media_type="online"><month>3</month><day>5</day><year>2019</year></publication_date>
        <pages><first_page>10</first_page><last_page>12</last_page></pages>
        <doi_data><doi>10.5555/first</doi></doi_data></journal_article>
      <journal_article><titles><title>Second</title></titles><doi_data><doi>10.5555/second</doi></doi_data></journal_article>
    </journal></body></doi_batch>`;
    const r = parseCrossref(xml);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.article.doi).toBe('10.5555/first');
    expect(r.article.title).toBe('First one: a study');
    expect(r.article.abstract).toBe('One.\n\nTwo.');
    expect(r.article.contributors.map((c) => [c.name, c.affiliations.map((x) => x.name)])).toEqual([
      ['A B', ['Uni X']],
      ['The Group', []],
    ]);
    expect(r.article.publishedDate).toBe('2019-03-05');
    expect(r.article.pages).toBe('10-12');
    expect(r.article.journal.issn).toBe('1234-5678');
  });
});

describe('parseCrossref: how much of the date is known (decision 0083)', () => {
  it('keeps the precision: a full article date is a day; the issue date "08/2018" alone is a month', () => {
    const full = parse('00013');
    expect(full.publishedDate).toBe('2018-08-30');
    expect(full.publishedDatePrecision).toBe('day');
    // The same deposit without the article's own publication_date: the issue's month and year remain.
    const xml = deposit('00013').replace(
      /(<journal_article[\s\S]*?)<publication_date[^>]*>[\s\S]*?<\/publication_date>/,
      '$1',
    );
    const result = parseCrossref(xml);
    if (!result.ok) throw new Error(result.reason);
    expect(result.article.publishedDate).toBe('2018-08-01');
    expect(result.article.publishedDatePrecision).toBe('month');
  });
});
