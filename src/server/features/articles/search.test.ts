import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_TOTAL_CAP } from '../../../shared/api/catalogue';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { catalogueSettled } from '../../test/catalogue';
import { createArticle, createJournal } from '../../test/factories';
import { importArticles } from '../scholarly';
import { clearSearchCache, insertArticle, updateArticle, type ArticleValues } from '.';

/**
 * Catalogue search (docs/decisions/0019-catalogue-search.md): prefix matching, DOI, author name and
 * journal title, a capped total for common words, ranking by tier, and a cache that never hides a
 * new article.
 */
let t: TestApp;
let journalId: number;
const ids: Record<string, number> = {};

const person = (name: string) => ({
  name,
  givenNames: null,
  surname: null,
  affiliations: [],
  orcid: null,
  corresponding: false,
});

const search = (q: string, extra = '') =>
  t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}${extra}` });
const idsOf = async (q: string, extra = '') => (await search(q, extra)).json().map((a: { id: number }) => a.id);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  journalId = (await createJournal(db)).id;
  // Newest first would put the abstract-only match first: the tiers must not.
  ids.title = (
    await createArticle(db, journalId, { title: 'Glacier albedo feedback in the Arctic', publishedDate: '2001-01-01' })
  ).id;
  ids.abstract = (
    await createArticle(db, journalId, {
      title: 'Sea ice and snow cover',
      abstract: 'We revisit glacier albedo with new satellite data.',
      publishedDate: '2023-01-01',
    })
  ).id;
  ids.author = (
    await createArticle(db, journalId, {
      title: 'Frequency hopping for torpedo guidance',
      contributors: [person('Hedy Lamarr'), person('George Antheil')],
      publishedDate: '2002-01-01',
    })
  ).id;
  ids.mention = (
    await createArticle(db, journalId, {
      title: 'A history of spread spectrum',
      abstract: 'The patent of Lamarr and Antheil is discussed.',
      publishedDate: '2024-01-01',
    })
  ).id;
  ids.neural = (await createArticle(db, journalId, { title: 'Neural operators for turbulent flow' })).id;
  ids.doi = (await createArticle(db, journalId, { doi: '10.5555/Search.DOI-42', title: 'Findable by its DOI' })).id;

  // A common word: 1,050 titles say "quasar"; a less common one: 300 titles say "pulsar".
  const common = await createJournal(db);
  await db.execute(sql`
    insert into articles (journal_id, doi, title, abstract, authors, article_type, source_format, published_date)
    select ${common.id}, '10.5555/common.' || g, case when g <= 1050 then 'Quasar spectra survey field ' || g
      else 'Pulsar timing array segment ' || g end,
      'Spectra of distant objects.', 'Vera Rubin', 'Research Article', 'jats', date '2000-01-01' + (g % 5000)
    from generate_series(1, 1350) g`);
  clearSearchCache();
}, 120_000);
afterAll(async () => t?.close());

describe('ranking by tier', () => {
  it('ranks a title match above an abstract-only match, whatever the dates', async () => {
    expect(await idsOf('glacier albedo')).toEqual([ids.title, ids.abstract]);
  });

  it('finds articles by author name, above a mere mention of the name', async () => {
    expect(await idsOf('Lamarr')).toEqual([ids.author, ids.mention]);
    expect(await idsOf('Hedy Lamarr')).toEqual([ids.author]);
    expect(await idsOf('hedy lam')).toEqual([ids.author]);
  });
});

describe('prefix of the last word', () => {
  it('finds "neural" from "neur", alone or after other words', async () => {
    expect(await idsOf('neur')).toEqual([ids.neural]);
    expect(await idsOf('turbulent neur')).toEqual([ids.neural]);
    expect(await idsOf('neural oper')).toEqual([ids.neural]);
  });

  it('lists whole-word matches before prefix-only ones', async () => {
    const network = (
      await createArticle(t.app.db, journalId, { title: 'The network effect', publishedDate: '2025-01-01' })
    ).id;
    const net = (await createArticle(t.app.db, journalId, { title: 'A fishing net', publishedDate: '1999-01-01' })).id;
    expect(await idsOf('net')).toEqual([net, network]);
  });
});

describe('DOI', () => {
  it('finds the article by its DOI, bare, with doi: or as a doi.org URL, in any case', async () => {
    for (const q of [
      '10.5555/Search.DOI-42',
      '10.5555/search.doi-42',
      ' doi:10.5555/SEARCH.DOI-42 ',
      'https://doi.org/10.5555/Search.DOI-42',
      'http://dx.doi.org/10.5555/search.doi-42',
    ]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().map((a: { id: number }) => a.id),
        q,
      ).toEqual([ids.doi]);
      expect(res.headers['x-total-count'], q).toBe('1');
    }
  });

  it('finds nothing for a DOI that is not in the catalogue', async () => {
    const res = await search('https://doi.org/10.5555/not-here');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});

describe('total', () => {
  it('caps the total at 1,000 for a common word and says so', async () => {
    const res = await search('quasar', '&limit=5&view=compact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
    expect(res.headers['x-total-count']).toBe(String(SEARCH_TOTAL_CAP));
    expect(res.headers['x-total-count-capped']).toBe('true');
  });

  it('lists the first 1,000 results once each across pages, and nothing past them', async () => {
    const seen = new Set<number>();
    for (let offset = 0; offset < SEARCH_TOTAL_CAP; offset += 100) {
      const page: number[] = await idsOf('quasar spectra', `&limit=100&offset=${offset}`);
      expect(page, `offset ${offset}`).toHaveLength(100);
      for (const id of page) seen.add(id);
    }
    expect(seen.size).toBe(SEARCH_TOTAL_CAP);
    const past = await search('quasar spectra', `&limit=20&offset=${SEARCH_TOTAL_CAP}`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(SEARCH_TOTAL_CAP));
  });

  it('gives the exact figure below the cap, without the capped header', async () => {
    const res = await search('pulsar', '&limit=5');
    expect(res.headers['x-total-count']).toBe('300');
    expect(res.headers['x-total-count-capped']).toBeUndefined();
    const few = await search('glacier');
    expect(few.headers['x-total-count']).toBe('2');
    expect(few.headers['x-total-count-capped']).toBeUndefined();
  });
});

describe('user syntax', () => {
  it('never breaks the query: quotes, operators, tsquery syntax, punctuation alone', async () => {
    const hostile = [
      '" "',
      '""',
      "''",
      "glacier'",
      '&&',
      'glacier & albedo',
      'glacier | albedo',
      '!glacier',
      'glacier:*',
      ':*',
      'glacier:*A',
      '(glacier',
      'glacier)',
      '((albedo))',
      'glacier <-> albedo',
      '<->',
      '!!!',
      '&|!():*',
      '- -',
      '--',
      'or or',
      '...',
      '\\\\',
      '%_',
      '10.',
      'doi:',
      'https://doi.org/',
      '神经网络',
      '🧬🧬',
    ];
    for (const q of hostile) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
      expect(Array.isArray(res.json()), q).toBe(true);
    }
    for (const q of ['!!!', '&|!():*', '((', '- -', '...']) expect(await idsOf(q), q).toEqual([]);
    expect(await idsOf('glacier & albedo')).toEqual([ids.title, ids.abstract]);
    expect(await idsOf('(glacier albedo)')).toEqual([ids.title, ids.abstract]);
  });
});

describe('the cache never hides a change to the catalogue', () => {
  const values = (title: string): ArticleValues => ({
    journalId,
    doi: `10.5555/cache.${title.length}.${Date.now()}`,
    title,
    abstract: null,
    contributors: [],
    authors: 'Mary Anning',
    articleType: 'Research Article',
    sourceFormat: 'jats',
    publishedDate: '2020-02-02',
  });

  it('forgets its answers when the catalogue changes, even by a write past the writer', async () => {
    expect(await idsOf('ichthyosaur')).toEqual([]);
    // Written past the writer: the catalogue triggers' notification empties the search cache
    // (app.ts wires it to the catalogue version; decision 0020). Answers kept in memory until
    // then: search-cache.test.ts.
    await t.app.db.execute(sql`
      insert into articles (journal_id, title, article_type, source_format)
      values (${journalId}, 'An ichthyosaur skull', 'Research Article', 'jats')`);
    await vi.waitFor(async () => expect(await idsOf('ichthyosaur')).toHaveLength(1));
  });

  // These writes bypass HTTP: the search cache follows the catalogue version, whose
  // notification travels on another connection on PostgreSQL (at once on PGlite).
  it('finds an article the writer inserts or edits once the catalogue change is heard', async () => {
    expect(await idsOf('plesiosaur')).toEqual([]);
    const { id } = await insertArticle(t.app.db, values('A plesiosaur from Lyme Regis'));
    await catalogueSettled(t.app);
    expect(await idsOf('plesiosaur')).toEqual([id]);
    expect(await idsOf('coprolite')).toEqual([]);
    await updateArticle(t.app.db, id, values('Coprolites of Lyme Regis'));
    await catalogueSettled(t.app);
    expect(await idsOf('coprolite')).toEqual([id]);
    expect(await idsOf('plesiosaur')).toEqual([]);
  });

  it("finds a journal's articles by words of its title, not only by the whole title (decision 0081)", async () => {
    const acta = await createJournal(t.app.db, {
      title: 'Acta Crystallographica Section D: Biological Crystallography',
      abbreviation: 'Acta-Crystallogr-D-Test',
    });
    const id = (await createArticle(t.app.db, acta.id, { title: 'Refinement of a lysozyme model at 1.2 Å' })).id;
    await catalogueSettled(t.app);
    for (const q of [
      'Acta Crystallographica',
      'Acta',
      'Biological Crystallography',
      'acta crystallographica section d',
    ]) {
      expect(await idsOf(q), q).toContain(id);
    }
    // Generic title words alone name no journal.
    expect(await idsOf('Section of the')).not.toContain(id);
  });

  it('names the journals a text names for the header dropdown, by title words or abbreviation (decision 0083)', async () => {
    const acta = await createJournal(t.app.db, {
      title: 'Acta Crystallographica Section F: Structural Biology Communications',
      abbreviation: 'Acta-Crystallogr-F-Test',
    });
    await createArticle(t.app.db, acta.id, { title: 'A crystal of a small protein' });
    await catalogueSettled(t.app);
    const journalsOf = async (q: string) => {
      const res = await t.app.inject({ url: `/api/journals/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      return res.json() as { id: number; title: string; abbreviation: string; articleCount: number }[];
    };
    for (const q of [
      'Acta',
      'Acta Crystallographica',
      'Structural Biology Communications',
      'acta-crystallogr-f-test',
      'Acta Cryst',
    ]) {
      const found = await journalsOf(q);
      expect(
        found.map((j) => j.id),
        q,
      ).toContain(acta.id);
      expect(found.find((j) => j.id === acta.id)).toEqual({
        id: acta.id,
        title: 'Acta Crystallographica Section F: Structural Biology Communications',
        abbreviation: 'Acta-Crystallogr-F-Test',
        articleCount: 1,
      });
    }
    // Generic words, other words, quoted or negated text, and DOIs name none.
    for (const q of ['Journal of the', 'glacier', '"acta crystallographica"', 'acta -crystallographica', '10.1107/x']) {
      expect(
        (await journalsOf(q)).map((j) => j.id),
        q,
      ).not.toContain(acta.id);
    }
    const bad = await t.app.inject({ url: '/api/journals/search?q=a' });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/journals/search?q=acta&limit=11' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/journals/search?q=acta&limit=1' })).json()).toHaveLength(1);
  });

  it('finds an imported article once the change is heard, by its journal title, abbreviation, DOI and author', async () => {
    const dir = path.join(t.dataDir, 'jose');
    fs.cpSync(path.join(SHARED_ARTICLES, 'jose/jose.00013'), path.join(dir, 'jose.00013'), { recursive: true });
    const queries = [
      'Journal of Open Source Education',
      'journal of open source education',
      'JOSE',
      '10.21105/jose.00013',
      'https://doi.org/10.21105/jose.00013',
      'Schloss',
      'Riffomonas',
    ];
    for (const q of queries) expect(await idsOf(q), q).toEqual([]);
    const report = await importArticles({ db: t.app.db, files: t.app.files }, [dir]);
    await catalogueSettled(t.app);
    expect(report.imported).toBe(1);
    const [imported] = report.articleIds;
    for (const q of queries) expect(await idsOf(q), q).toEqual([imported]);
  });
});
