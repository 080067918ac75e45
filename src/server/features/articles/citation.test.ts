import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { bibtexEscape } from './citation';

let t: TestApp;
let id: number;
let bare: number;

beforeAll(async () => {
  t = await createTestApp();
  const journal = await createJournal(t.app.db, {
    title: 'Journal of Tests & Trials',
    issn: '1234-5678',
    publisher: 'Test Press',
  });
  id = (
    await createArticle(t.app.db, journal.id, {
      title: 'Growth of 50% more cells in C_2 media',
      doi: '10.5555/cite.1',
      publishedDate: '2019-12-31',
      volume: '8',
      issue: '2',
      pages: '101-110',
      keywords: ['cells', 'media'],
      abstract: 'Line one.\n\nLine two.',
      contributors: [
        {
          name: 'Ada Lovelace',
          givenNames: 'Ada',
          surname: 'Lovelace',
          affiliations: [],
          orcid: null,
          corresponding: true,
        },
        {
          name: 'Charles Babbage',
          givenNames: 'Charles',
          surname: 'Babbage',
          affiliations: [],
          orcid: null,
          corresponding: false,
        },
        {
          name: 'The Difference Engine Consortium',
          givenNames: null,
          surname: null,
          affiliations: [],
          orcid: null,
          corresponding: false,
        },
      ],
    })
  ).id;
  bare = (await createArticle(t.app.db, journal.id, { doi: null, publishedDate: null, contributors: [], pages: null }))
    .id;
});
afterAll(async () => t?.close());

describe('GET /api/articles/{id}/citation', () => {
  it('downloads BibTeX with escaped fields', async () => {
    const res = await t.app.inject({ url: `/api/articles/${id}/citation?format=bibtex` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Lovelace2019Growth.bib"');
    expect(res.body).toBe(
      [
        '@article{Lovelace2019Growth,',
        '  author = {Lovelace, Ada and Babbage, Charles and {The Difference Engine Consortium}},',
        '  title = {{Growth of 50\\% more cells in C\\_2 media}},',
        '  journal = {Journal of Tests \\& Trials},',
        '  year = {2019},',
        '  volume = {8},',
        '  number = {2},',
        '  pages = {101--110},',
        '  doi = {10.5555/cite.1},',
        '  url = {https://doi.org/10.5555/cite.1},',
        '  issn = {1234-5678},',
        '  publisher = {Test Press},',
        '  keywords = {cells, media}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('downloads RIS with CRLF lines', async () => {
    const res = await t.app.inject({ url: `/api/articles/${id}/citation?format=ris` });
    expect(res.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Lovelace2019Growth.ris"');
    const lines = res.body.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'TY  - JOUR',
      'AU  - Lovelace, Ada',
      'AU  - Babbage, Charles',
      'AU  - The Difference Engine Consortium',
      'TI  - Growth of 50% more cells in C_2 media',
      'T2  - Journal of Tests & Trials',
    ]);
    expect(lines).toContain('DA  - 2019/12/31/');
    expect(lines).toContain('SP  - 101');
    expect(lines).toContain('EP  - 110');
    expect(lines).toContain('AB  - Line one. Line two.');
    expect(lines).toContain('KW  - media');
    expect(lines.at(-2)).toBe('ER  - ');
  });

  it('leaves out what an article lacks', async () => {
    const bib = (await t.app.inject({ url: `/api/articles/${bare}/citation?format=bibtex` })).body;
    expect(bib).toMatch(/^@article\{Anonnd/);
    expect(bib).not.toContain('doi');
    expect(bib).not.toContain('author');
    const ris = (await t.app.inject({ url: `/api/articles/${bare}/citation?format=ris` })).body;
    expect(ris).not.toContain('AU  -');
    expect(ris).not.toContain('PY  -');
  });

  it('answers 404 for an unknown article and 400 for an unknown format', async () => {
    expect((await t.app.inject({ url: '/api/articles/99999/citation?format=ris' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/articles/${id}/citation?format=endnote` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('format');
  });
});

describe('bibtexEscape', () => {
  it('escapes every LaTeX special character', () => {
    expect(bibtexEscape('a\\b{c}&%$#_~^')).toBe(
      'a\\textbackslash{}b\\{c\\}\\&\\%\\$\\#\\_\\textasciitilde{}\\textasciicircum{}',
    );
    expect(bibtexEscape('Müller–Lyer')).toBe('Müller–Lyer');
  });
});
