/**
 * GET /api/articles/{id}/citations and /citation?format=
 * (docs/decisions/0023-citations-related-usage.md). The expected strings follow each style's own
 * rules (APA Publication Manual 7th ed. §9–10, Citing Medicine / ICMJE for Vancouver, Cite Them
 * Right for Harvard, Chicago Manual of Style 17th ed. author-date), not the formatter's output.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormattedCitation } from '../../../../shared/api/citations';
import { createTestApp, type TestApp } from '../../../test/app';
import { createArticle, createJournal } from '../../../test/factories';

let t: TestApp;
let id: number;
let many: number;
let bare: number;

const person = (givenNames: string, surname: string) => ({
  name: `${givenNames} ${surname}`,
  givenNames,
  surname,
  affiliations: [],
  orcid: null,
  corresponding: false,
});

beforeAll(async () => {
  t = await createTestApp();
  const journal = await createJournal(t.app.db, {
    title: 'Journal of Tests & Trials',
    issn: '1234-5678',
    publisher: 'Test Press',
  });
  id = (
    await createArticle(t.app.db, journal.id, {
      title: 'Growth of cells in media',
      doi: '10.5555/cite.1',
      publishedDate: '2019-12-31',
      volume: '8',
      issue: '2',
      pages: '101-110',
      keywords: ['cells', 'culture media'],
      abstract: 'Line one.\n\nLine two.',
      contributors: [person('Ada', 'Lovelace'), person('Charles', 'Babbage')],
    })
  ).id;
  many = (
    await createArticle(t.app.db, journal.id, {
      title: 'Seven authors',
      doi: '10.5555/cite.7',
      publishedDate: '2021-03-05',
      volume: '3',
      issue: null,
      pages: 'e12',
      contributors: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map((s) => person('Jean-Luc', s)),
    })
  ).id;
  bare = (
    await createArticle(t.app.db, journal.id, {
      title: 'Why?',
      doi: null,
      publishedDate: null,
      volume: null,
      issue: null,
      pages: null,
      contributors: [
        {
          name: 'WHO Consortium',
          givenNames: null,
          surname: null,
          affiliations: [],
          orcid: null,
          corresponding: false,
        },
      ],
    })
  ).id;
});
afterAll(async () => t?.close());

async function citations(articleId: number): Promise<Record<string, FormattedCitation>> {
  const res = await t.app.inject({ url: `/api/articles/${articleId}/citations` });
  expect(res.statusCode).toBe(200);
  const list = (res.json() as { citations: FormattedCitation[] }).citations;
  return Object.fromEntries(list.map((c) => [c.style, c]));
}

describe('GET /api/articles/{id}/citations', () => {
  it('offers the house style, APA, Vancouver, Harvard and Chicago, in that order', async () => {
    const res = await t.app.inject({ url: `/api/articles/${id}/citations` });
    expect(res.json().citations.map((c: FormattedCitation) => c.style)).toEqual([
      'house',
      'apa',
      'vancouver',
      'harvard',
      'chicago',
    ]);
  });

  it('house style: surname + initials, year;volume(issue):pages as printed, doi:', async () => {
    const { house } = await citations(id);
    expect(house.text).toBe(
      'Lovelace A, Babbage C. Growth of cells in media. Journal of Tests & Trials. 2019;8(2):101-110. doi:10.5555/cite.1',
    );
    expect(house.html).toBe(house.text.replace('&', '&#38;'));
    expect((await citations(many)).house.text).toBe(
      'One JL, Two JL, Three JL, Four JL, Five JL, Six JL, et al. Seven authors. Journal of Tests & Trials. 2021;3:e12. doi:10.5555/cite.7',
    );
    expect((await citations(bare)).house.text).toBe('WHO Consortium. Why? Journal of Tests & Trials.');
  });

  it('APA 7: "Surname, I., & Surname, I. (Year). Title. Journal, Volume(Issue), pages. DOI URL", journal and volume in italics', async () => {
    const { apa } = await citations(id);
    expect(apa.text).toBe(
      'Lovelace, A., & Babbage, C. (2019). Growth of cells in media. Journal of Tests & Trials, 8(2), 101–110. https://doi.org/10.5555/cite.1',
    );
    expect(apa.html).toContain('<i>Journal of Tests &amp; Trials</i>, <i>8</i>(2), 101–110.');
    // Up to 20 authors are all listed, the last after "&".
    expect((await citations(many)).apa.text).toMatch(
      /^One, J\.-L\., Two, J\.-L\., .*Six, J\.-L\., & Seven, J\.-L\. \(2021\)/,
    );
    // No date: "(n.d.)".
    expect((await citations(bare)).apa.text).toMatch(/^WHO Consortium\. \(n\.d\.\)\. Why\?/);
  });

  it('Vancouver: "Surname I, Surname I. Title. Journal. Year Mon Day;Vol(Issue):pages", six authors then et al., no entry number', async () => {
    const { vancouver } = await citations(id);
    expect(vancouver.text).toMatch(
      /^Lovelace A, Babbage C\. Growth of cells in media\. Journal of Tests & Trials\. 2019 Dec 31;8\(2\):101[-–]10\. /,
    );
    expect(vancouver.text).toContain('10.5555/cite.1');
    expect(vancouver.html).not.toMatch(/^1\./);
    expect((await citations(many)).vancouver.text).toMatch(
      /^One JL, Two JL, Three JL, Four JL, Five JL, Six JL, et al\. /,
    );
  });

  it('Harvard: "Surname, I. and Surname, I. (Year) ‘Title’, Journal, Vol(Issue), pp. pages. Available at: URL"', async () => {
    const { harvard } = await citations(id);
    expect(harvard.text).toMatch(
      /^Lovelace, A\. and Babbage, C\. \(2019\) [‘“]Growth of cells in media,?[’”],? Journal/,
    );
    expect(harvard.text).toContain('Journal of Tests & Trials, 8(2), pp. 101–110.');
    expect(harvard.text).toContain('Available at: https://doi.org/10.5555/cite.1');
    expect(harvard.html).toContain('<i>Journal of Tests &amp; Trials</i>');
  });

  it('Chicago author-date: "Surname, Given, and Given Surname. Year. “Title.” Journal Vol (Issue): pages. URL."', async () => {
    const { chicago } = await citations(id);
    expect(chicago.text).toBe(
      'Lovelace, Ada, and Charles Babbage. 2019. “Growth of Cells in Media.” Journal of Tests & Trials 8 (2): 101–10. https://doi.org/10.5555/cite.1.',
    );
    expect(chicago.html).toContain('<i>Journal of Tests &amp; Trials</i> 8 (2)');
  });

  it('cites the article page when there is no DOI', async () => {
    const { chicago } = await citations(bare);
    expect(chicago.text).toContain(`https://journals.example.org/articles/${bare}`);
  });

  it('keeps no markup but the allowed tags from a title', async () => {
    const journal = await createJournal(t.app.db);
    const nasty = await createArticle(t.app.db, journal.id, {
      title: 'Hi <script>alert(1)</script><img src=x onerror=alert(2)> <i>E. coli</i>',
    });
    for (const c of Object.values(await citations(nasty.id))) {
      expect(c.html).not.toMatch(/<script|<img/i);
      expect(c.html).not.toMatch(/<(?!\/?(i|b|sup|sub|span)>)[a-z]/i);
    }
  });

  it('answers 404 for an unknown article', async () => {
    expect((await t.app.inject({ url: '/api/articles/99999/citations' })).statusCode).toBe(404);
  });
});

describe('GET /api/articles/{id}/citation?format=', () => {
  it('downloads BibTeX that parses back to the article', async () => {
    const res = await t.app.inject({ url: `/api/articles/${id}/citation?format=bibtex` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Lovelace2019Growth.bib"');
    expect(res.body).toMatch(/^@article\{Lovelace2019Growth,/);
    const [item] = new Cite(res.body).data as Record<string, unknown>[];
    expect(item.type).toBe('article-journal');
    expect(item.title).toBe('Growth of cells in media');
    expect(item['container-title']).toBe('Journal of Tests & Trials');
    expect(item.author).toEqual([
      { family: 'Lovelace', given: 'Ada' },
      { family: 'Babbage', given: 'Charles' },
    ]);
    expect(item.DOI).toBe('10.5555/cite.1');
    expect(item.volume).toBe('8');
    expect(item.issue).toBe('2');
    expect(item.page).toBe('101-110');
    expect((item.issued as { 'date-parts': number[][] })['date-parts'][0][0]).toBe(2019);
  });

  it('downloads RIS (CRLF lines) that parses back to the article', async () => {
    const res = await t.app.inject({ url: `/api/articles/${id}/citation?format=ris` });
    expect(res.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Lovelace2019Growth.ris"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.at(-2)).toMatch(/^ER {2}-/);
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');
    const [item] = new Cite(res.body).data as Record<string, unknown>[];
    expect(item.title).toBe('Growth of cells in media');
    expect(item['container-title']).toBe('Journal of Tests & Trials');
    expect(item.author).toEqual([
      { family: 'Lovelace', given: 'Ada' },
      { family: 'Babbage', given: 'Charles' },
    ]);
    expect(item.DOI).toBe('10.5555/cite.1');
    expect(item.volume).toBe('8');
  });

  it('writes the BibTeX month as the month macro, without the day (decision 0081)', async () => {
    // The article of 2019-12-31.
    const bib = (await t.app.inject({ url: `/api/articles/${id}/citation?format=bibtex` })).body;
    expect(bib).toMatch(/^\s*month = dec,$/m);
    expect(bib).not.toMatch(/month = \{/);
  });

  it('keeps each RIS value on its one tagged line, never cut mid-word (decision 0081)', async () => {
    const ris = (await t.app.inject({ url: `/api/articles/${id}/citation?format=ris` })).body;
    const lines = ris.split('\r\n').filter((line) => line !== '');
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}-( |$)/);
    const long = await createArticle(t.app.db, (await createJournal(t.app.db)).id, {
      title: 'A long abstract',
      abstract: `${'Global declines in insects have sparked wide interest among scientists, politicians. '.repeat(4)}\n\nSecond paragraph.`,
      publishedDate: '2017-10-18',
    });
    const longRis = (await t.app.inject({ url: `/api/articles/${long.id}/citation?format=ris` })).body;
    const ab = longRis.split('\r\n').find((line) => line.startsWith('AB  - '));
    expect(ab).toBe(
      `AB  - ${'Global declines in insects have sparked wide interest among scientists, politicians. '.repeat(4)}Second paragraph.`,
    );
  });

  it('downloads CSL-JSON: an array of one item with the CSL variables', async () => {
    const res = await t.app.inject({ url: `/api/articles/${id}/citation?format=csl-json` });
    expect(res.headers['content-type']).toBe('application/vnd.citationstyles.csl+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Lovelace2019Growth.json"');
    const items = JSON.parse(res.body) as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'Lovelace2019Growth',
      type: 'article-journal',
      title: 'Growth of cells in media',
      DOI: '10.5555/cite.1',
      issued: { 'date-parts': [[2019, 12, 31]] },
      page: '101-110',
      ISSN: '1234-5678',
    });
    expect(Object.keys(items[0]).some((k) => k.startsWith('_'))).toBe(false);
  });

  it('leaves out what an article lacks', async () => {
    const bib = (await t.app.inject({ url: `/api/articles/${bare}/citation?format=bibtex` })).body;
    expect(bib).toMatch(/^@article\{WHOConsortiumnd/);
    expect(bib).not.toMatch(/\bdoi\s*=/);
    expect(bib).not.toMatch(/\byear\s*=/);
    const ris = (await t.app.inject({ url: `/api/articles/${bare}/citation?format=ris` })).body;
    expect(ris).not.toContain('PY  -');
    expect(ris).not.toContain('DO  -');
  });

  it('answers 404 for an unknown article and 400 for an unknown format', async () => {
    expect((await t.app.inject({ url: '/api/articles/99999/citation?format=ris' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/articles/${id}/citation?format=endnote` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('format');
  });
});

/**
 * Languages in the downloads (decision 0102), as each format's documentation has them: RIS
 * (RIS Format Specifications, 2011 revision) `LA` "Language" and `TT` "Translated Title";
 * CSL-JSON's `language` variable (CSL 1.0.2 "language: language code"); BibTeX `language`, in
 * the form BibLaTeX reads as a localisation key ("language … specified literally or as
 * localisation keys … the prefix lang is omissible": `spanish`).
 */
describe('GET /api/articles/{id}/citation?format=: languages (decision 0102)', () => {
  let english: number;
  let spanish: number;
  beforeAll(async () => {
    const journal = await createJournal(t.app.db, { title: 'Revista de Pruebas', issn: '2345-6789' });
    english = (
      await createArticle(t.app.db, journal.id, {
        title: 'Tidal heating of icy moons',
        publishedDate: '2024-05-02',
        language: 'en',
        translations: [
          {
            language: 'es',
            title: 'Calentamiento de marea',
            subtitle: 'Lunas heladas',
            abstract: 'Modelamos la marea.',
            keywords: ['mareas'],
          },
          { language: 'pt-BR', title: 'Aquecimento de maré', subtitle: null, abstract: null, keywords: [] },
        ],
        contributors: [person('Ada', 'Lovelace')],
      })
    ).id;
    spanish = (
      await createArticle(t.app.db, journal.id, {
        title: 'Suelos volcánicos',
        publishedDate: '2024-05-02',
        language: 'es',
        translations: [],
        contributors: [person('Rosa', 'Ruiz')],
      })
    ).id;
  });
  const get = async (articleId: number, format: string) =>
    (await t.app.inject({ url: `/api/articles/${articleId}/citation?format=${format}` })).body;

  it('RIS: LA the language, then one TT per translated title (subtitle after ": "), each on its line before ER', async () => {
    const lines = (await get(english, 'ris')).split('\r\n');
    expect(lines).toContain('LA  - en');
    expect(lines.filter((l) => l.startsWith('TT  - '))).toEqual([
      'TT  - Calentamiento de marea: Lunas heladas',
      'TT  - Aquecimento de maré',
    ]);
    const end = lines.findIndex((l) => l.startsWith('ER  -'));
    expect(end).toBeGreaterThan(0);
    expect(lines.findIndex((l) => l.startsWith('TT  - '))).toBeLessThan(end);
    expect(lines.filter((l) => l === 'TI  - Tidal heating of icy moons')).toHaveLength(1);

    const other = (await get(spanish, 'ris')).split('\r\n');
    expect(other).toContain('LA  - es');
    expect(other.some((l) => l.startsWith('TT  -'))).toBe(false);
  });

  it('BibTeX: language as the lowercase English name of the language, and the entry still parses', async () => {
    const en = await get(english, 'bibtex');
    expect(en).toMatch(/^\s*language = \{english\},$/m);
    expect(en.trimEnd()).toMatch(/\}$/);
    const es = await get(spanish, 'bibtex');
    expect(es).toMatch(/^\s*language = \{spanish\},$/m);
    const [item] = new Cite(es).data;
    expect(item.title).toBe('Suelos volcánicos');
    expect(item.language).toBe('spanish');
  });

  it('CSL-JSON: language is the article tag; no CSL variable holds the translated titles', async () => {
    const [en] = JSON.parse(await get(english, 'csl-json')) as Record<string, unknown>[];
    expect(en.language).toBe('en');
    expect(JSON.stringify(en)).not.toContain('Calentamiento');
    const [es] = JSON.parse(await get(spanish, 'csl-json')) as Record<string, unknown>[];
    expect(es.language).toBe('es');
  });

  it('an article given no language is English (the default of decision 0095)', async () => {
    const lines = (await get(id, 'ris')).split('\r\n');
    expect(lines).toContain('LA  - en');
    expect(await get(id, 'bibtex')).toMatch(/^\s*language = \{english\},$/m);
  });
});
