/**
 * GET /api/articles/{id}/related (docs/decisions/0023-citations-related-usage.md: up
 * to five by text similarity, shown under the article).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../shared/api/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';

let t: TestApp;
let journalId: number;

beforeAll(async () => {
  t = await createTestApp();
  journalId = (await createJournal(t.app.db)).id;
});
afterAll(async () => t?.close());

const article = (title: string, abstract: string) =>
  createArticle(t.app.db, journalId, { title, abstract, keywords: [] });
const related = async (id: number) => {
  const res = await t.app.inject({ url: `/api/articles/${id}/related` });
  expect(res.statusCode).toBe(200);
  return res.json() as ArticleSummary[];
};

describe('GET /api/articles/{id}/related', () => {
  it('ranks the article with the most similar text first, and never lists the article itself', async () => {
    const target = await article(
      'Glacier retreat and meltwater lakes in the Karakoram',
      'Satellite records of glacier retreat and proglacial meltwater lakes.',
    );
    const close = await article(
      'Meltwater lakes formed by glacier retreat in the Karakoram range',
      'Glacier retreat, meltwater lake growth and outburst floods in the Karakoram.',
    );
    const partial = await article('Glacier mass balance in the Alps', 'Alpine glacier records from stakes.');
    // In a journal of its own, sharing no subject: not even a fallback candidate.
    const unrelated = await createArticle(t.app.db, (await createJournal(t.app.db)).id, {
      title: 'Sonnets of medieval Tuscany',
      abstract: 'Poetry, rhyme and the Florentine court.',
      keywords: [],
    });

    const list = await related(target.id);
    expect(list[0].id).toBe(close.id);
    expect(list.map((a) => a.id)).not.toContain(target.id);
    expect(list.map((a) => a.id)).not.toContain(unrelated.id);
    // Full summaries, as the lists of the catalogue give them.
    expect(list[0]).toMatchObject({ title: close.title, journalId, pdfUrl: null });
    expect(list[0].abstract).toBe(close.abstract);
    if (list.some((a) => a.id === partial.id)) expect(list.findIndex((a) => a.id === partial.id)).toBeGreaterThan(0);
  });

  it('lists at most five', async () => {
    const target = await article('Coral reef bleaching under marine heatwaves', 'Reef corals and heat stress.');
    for (let i = 0; i < 8; i++) {
      await article(`Coral reef bleaching survey ${i} after marine heatwaves`, `Reef survey number ${i}.`);
    }
    const list = await related(target.id);
    expect(list).toHaveLength(5);
    expect(new Set(list.map((a) => a.id)).size).toBe(5);
  });

  it('cuts the abstracts to 200 characters (a list of titles needs no more)', async () => {
    const target = await article('Volcanic ash plume dispersion forecasts', 'Short.');
    const neighbour = await article('Volcanic ash plume dispersion over Iceland', `Ash. ${'Long text. '.repeat(60)}`);
    const [first] = await related(target.id);
    expect(first.id).toBe(neighbour.id);
    expect(first.abstract!.length).toBeLessThanOrEqual(200);
    expect(first.abstract).toMatch(/^Ash\. Long text\..*…$/);
  });

  it('matches hyphenated words as words, and copes with quotes and backslashes in a title', async () => {
    const target = await article("O'Brien's fine-grained C:\\temp analysis of state-of-the-art sensors", 'One.');
    const twin = await article('Fine-grained state-of-the-art sensors', 'Two.');
    const res = await t.app.inject({ url: `/api/articles/${target.id}/related` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ArticleSummary[])[0].id).toBe(twin.id);
  });

  it('answers an empty list when nothing shares the title words, the journal or a subject', async () => {
    const lone = await createArticle(t.app.db, (await createJournal(t.app.db)).id, {
      title: 'Xylophone zygomorphy quaternions',
      abstract: 'Nothing else talks about this.',
      keywords: [],
    });
    expect(await related(lone.id)).toEqual([]);
  });

  it('fills the list from the same journal and shared subjects when the text finds too few (decision 0081)', async () => {
    const journal = (await createJournal(t.app.db)).id;
    const other = (await createJournal(t.app.db)).id;
    const make = (journalId: number, title: string, subjects: string[], publishedDate: string) =>
      createArticle(t.app.db, journalId, { title, abstract: 'None.', keywords: [], subjects, publishedDate });
    const target = await make(journal, 'Quokka burrow thermals', ['Ecology', 'Zoology'], '2020-01-01');
    const twoSubjects = await make(other, 'Wombat dens', ['Ecology', 'Zoology'], '2001-01-01');
    const oneSubjectSameJournal = await make(journal, 'Numbat diets', ['Ecology'], '2002-01-01');
    const oneSubject = await make(other, 'Bilby tracks', ['Zoology'], '2019-01-01');
    const sameJournal = await make(journal, 'Dingo howls', [], '2018-01-01');
    const nothingShared = await make(other, 'Opal mining', ['Geology'], '2021-01-01');
    const ids = (await related(target.id)).map((a) => a.id);
    // Most shared subjects first, then the same journal, then newest; never the article itself.
    expect(ids).toEqual([twoSubjects.id, oneSubjectSameJournal.id, oneSubject.id, sameJournal.id]);
    expect(ids).not.toContain(nothingShared.id);
  });

  it('answers 404 for an unknown article and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({ url: '/api/articles/99999/related' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: '/api/articles/abc/related' })).statusCode).toBe(400);
  });
});
