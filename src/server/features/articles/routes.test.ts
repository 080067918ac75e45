import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';

let t: TestApp;
let journalId: number;
let otherJournalId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  journalId = (await createJournal(db)).id;
  otherJournalId = (await createJournal(db)).id;
  ids.old = (
    await createArticle(db, journalId, { publishedDate: '2004-05-01', title: 'Malaria transmission in mosquitoes' })
  ).id;
  ids.new = (
    await createArticle(db, journalId, {
      publishedDate: '2019-12-31',
      title: 'Deep learning for protein folding',
      abstract: 'We train a neural network on crystal structures.',
      keywords: ['neural networks', 'structural biology'],
      volume: '8',
      issue: '2',
    })
  ).id;
  ids.undated = (await createArticle(db, journalId, { publishedDate: null, title: 'An undated editorial' })).id;
  ids.other = (
    await createArticle(db, otherJournalId, {
      publishedDate: '2010-06-15',
      title: 'Soil microbes and crop yield',
      abstract: 'Mosquitoes are mentioned only in the abstract here.',
    })
  ).id;
});
afterAll(async () => t?.close());

describe('GET /api/articles', () => {
  it('lists newest first, undated last, with the total in X-Total-Count', async () => {
    const res = await t.app.inject({ url: '/api/articles' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([ids.new, ids.other, ids.old, ids.undated]);
  });

  it('gives the seed’s article fields plus journal names', async () => {
    const [first] = (await t.app.inject({ url: '/api/articles?limit=1' })).json();
    expect(first).toMatchObject({
      id: ids.new,
      title: 'Deep learning for protein folding',
      authors: 'Ada Lovelace',
      articleType: 'Research Article',
      journalId,
      volume: '8',
      issue: '2',
      publishedDate: '2019-12-31',
      pdfUrl: null,
    });
    expect(first.journalTitle).toMatch(/^Test Journal/);
    expect(first).not.toHaveProperty('searchVector');
  });

  it('pages with offset', async () => {
    const res = await t.app.inject({ url: '/api/articles?limit=2&offset=2' });
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([ids.old, ids.undated]);
    expect((await t.app.inject({ url: '/api/articles?offset=100' })).json()).toEqual([]);
  });

  it('refuses a limit above 100', async () => {
    const res = await t.app.inject({ url: '/api/articles?limit=1000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'limit', message: expect.any(String) }]);
  });
});

describe('GET /api/articles/{id}', () => {
  it('returns the full record', async () => {
    const res = await t.app.inject({ url: `/api/articles/${ids.new}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.new,
      keywords: ['neural networks', 'structural biology'],
      contributors: [
        {
          name: 'Ada Lovelace',
          affiliations: [{ name: 'Analytical Society, London, UK', rorId: null }],
          corresponding: true,
          orcid: null,
        },
      ],
      sourceXmlUrl: null,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: '/api/articles/99999' })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.app.inject({ url: `/api/articles/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/articles/journal/{journalId}', () => {
  it('lists only that journal’s articles', async () => {
    const res = await t.app.inject({ url: `/api/articles/journal/${otherJournalId}` });
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([ids.other]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('answers 404 for a journal that does not exist', async () => {
    const res = await t.app.inject({ url: '/api/articles/journal/424242' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Journal not found' });
  });
});

describe('GET /api/articles/search', () => {
  const search = (q: string, extra = '') =>
    t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}${extra}` });

  it('ranks a title match above an abstract match', async () => {
    const res = await search('mosquito');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([ids.old, ids.other]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(Object.keys(res.json()[0]).sort()).toEqual([
      'abstract',
      'articleType',
      'authors',
      'id',
      'journalId',
      'title',
    ]);
  });

  it('matches stems, keywords and authors, case-insensitively', async () => {
    expect((await search('NEURAL NETWORK')).json().map((a: { id: number }) => a.id)).toEqual([ids.new]);
    expect((await search('structural biology')).json().map((a: { id: number }) => a.id)).toEqual([ids.new]);
    expect((await search('lovelace')).json()).toHaveLength(4);
  });

  it('understands quoted phrases and exclusions', async () => {
    expect((await search('"crop yield"')).json().map((a: { id: number }) => a.id)).toEqual([ids.other]);
    expect((await search('"yield crop"')).json()).toEqual([]);
    expect((await search('mosquitoes -soil')).json().map((a: { id: number }) => a.id)).toEqual([ids.old]);
  });

  it('returns nothing for stop words only or no match', async () => {
    expect((await search('the of')).json()).toEqual([]);
    expect((await search('zzzyx')).json()).toEqual([]);
  });

  it('needs 2 to 200 characters', async () => {
    for (const q of ['', 'a', ' a ', 'x'.repeat(201)]) {
      const res = await search(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errors[0].path).toBe('q');
    }
    expect((await t.app.inject({ url: '/api/articles/search' })).statusCode).toBe(400);
  });

  it('survives hostile query syntax', async () => {
    for (const q of ["'); drop table articles; --", '&&||!!', '"unterminated', 'a:*', '\\\\']) {
      expect((await search(q)).statusCode, q).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/articles' })).headers['x-total-count']).toBe('4');
  });

  it('pages results', async () => {
    const res = await search('lovelace', '&limit=1&offset=1');
    expect(res.json()).toHaveLength(1);
    expect(res.headers['x-total-count']).toBe('4');
  });
});

describe('GET /api/articles/journal/{journalId} with volume and issue', () => {
  it('filters one volume, and one issue of it', async () => {
    const byVolume = await t.app.inject({ url: `/api/articles/journal/${journalId}?volume=8` });
    expect(byVolume.json().map((a: { id: number }) => a.id)).toEqual([ids.new]);
    const byIssue = await t.app.inject({ url: `/api/articles/journal/${journalId}?volume=8&issue=2` });
    expect(byIssue.json().map((a: { id: number }) => a.id)).toEqual([ids.new]);
    const none = await t.app.inject({ url: `/api/articles/journal/${journalId}?volume=8&issue=3` });
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });
});

describe('GET /api/articles/search?view=compact', () => {
  it('cuts abstracts to 200 characters and authors to 3 names', async () => {
    const journal = await createJournal(t.app.db);
    const names = ['Ana Alves', 'Ben Brook', 'Cy Cole', 'Di Dahl', 'Ed Eng'];
    await createArticle(t.app.db, journal.id, {
      title: 'Xylophone acoustics of resonant bars',
      abstract: 'Resonance '.repeat(80).trim(),
      contributors: names.map((name) => ({
        name,
        givenNames: null,
        surname: null,
        affiliations: [],
        orcid: null,
        corresponding: false,
      })),
    });
    const [full] = (await t.app.inject({ url: '/api/articles/search?q=xylophone' })).json();
    expect(full.abstract.length).toBe(799);
    expect(full.authors).toBe(names.join(', '));
    const [compact] = (await t.app.inject({ url: '/api/articles/search?q=xylophone&view=compact' })).json();
    expect(compact.abstract.length).toBeLessThanOrEqual(200);
    expect(compact.abstract.endsWith('…')).toBe(true);
    expect(compact.authors).toBe('Ana Alves, Ben Brook, Cy Cole et al.');
    expect((await t.app.inject({ url: '/api/articles/search?q=xylophone&view=tiny' })).statusCode).toBe(400);
  });
});

describe('search while typing', () => {
  const ids = async (q: string) =>
    (await t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}` }))
      .json()
      .map((a: { title: string }) => a.title);

  it('matches the last word as a prefix from 3 letters', async () => {
    expect(await ids('protein fol')).toEqual(['Deep learning for protein folding']);
    expect(await ids('mosq')).toEqual(['Malaria transmission in mosquitoes', 'Soil microbes and crop yield']);
    expect(await ids('mo')).toEqual([]);
  });

  it('keeps quoted, negated and or-ed last words as they are', async () => {
    expect(await ids('"crop yie"')).toEqual([]);
    expect(await ids('mosquitoes -soi')).toEqual([
      'Malaria transmission in mosquitoes',
      'Soil microbes and crop yield',
    ]);
    expect(await ids('malaria or soi')).toEqual(['Malaria transmission in mosquitoes']);
  });
});
