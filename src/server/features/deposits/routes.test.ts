/**
 * Decision 0027, the admin's deposits and exports without CROSSREF_* or DOI_PREFIX: admin-only
 * (401 without a session, 403 for an editor-in-chief or an editor; a journal's DOAJ export 404
 * for them, as for a missing journal: decision 0059), 4xx for bad input, the
 * Crossref XML still downloadable, Redeposit refused (nothing can be sent), no DOI assigned at
 * publication, and the DOAJ export of a journal and of one issue in doajArticles.xsd's shape.
 */
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { schemaErrors } from '../../test/xml-schemas';

let t: TestApp;
let admin: { authorization: string };
let journal: { id: number; title: string };
let withDoi: { id: number; doi: string | null };
let withoutDoi: { id: number };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, headers });

beforeAll(async () => {
  t = await createTestApp({ CROSSREF_REGISTRANT: 'Genesis Open Press' });
  admin = (await signInAs(t.app, 'admin')).auth;
  journal = await createJournal(t.app.db, { isHouse: true, abbreviation: 'JDX', issn: '1234-5679', publisher: null });
  withDoi = await createArticle(t.app.db, journal.id, {
    volume: '4',
    issue: '2',
    pages: '11-19',
    publishedDate: '2025-06-30',
    keywords: ['tides', 'ice'],
    contributors: [
      {
        name: 'Ada Lovelace',
        givenNames: 'Ada',
        surname: 'Lovelace',
        affiliations: [
          { name: 'Analytical Society, London', rorId: null, department: null, city: null, country: null },
        ],
        orcid: '0000-0002-1825-0097',
        corresponding: true,
      },
      {
        name: 'Grace Hopper',
        givenNames: 'Grace',
        surname: 'Hopper',
        affiliations: [
          { name: 'Analytical Society, London', rorId: null, department: null, city: null, country: null },
          { name: 'Yale University', rorId: null, department: null, city: null, country: null },
        ],
        orcid: null,
        corresponding: false,
      },
    ],
  });
  await createArticle(t.app.db, journal.id, { volume: '4', issue: '3', publishedDate: '2025-09-30' });
  withoutDoi = await createArticle(t.app.db, journal.id, { doi: null, volume: '5', issue: '1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const parse = (xml: string) =>
  new DOMParser({
    onError: (level, msg) => {
      throw new Error(`${level}: ${msg}`);
    },
  }).parseFromString(xml, 'text/xml') as unknown as Document;

describe('admin-only', () => {
  const urls = () =>
    [
      ['GET', '/api/admin/deposits', 403],
      ['GET', '/api/admin/deposits/settings', 403],
      ['GET', `/api/admin/deposits/articles/${withDoi.id}/crossref.xml`, 403],
      ['POST', `/api/admin/deposits/articles/${withDoi.id}/redeposit`, 403],
      ['GET', `/api/admin/exports/doaj/journals/${journal.id}`, 404],
    ] as const;

  it('answers 401 without a session and 403 (404 for one journal) to every other role', async () => {
    const chief = (await signInAs(t.app, 'editor_in_chief')).auth;
    const editor = (await signInAs(t.app, 'editor')).auth;
    for (const [method, url, refused] of urls()) {
      const call = (headers: Record<string, string>) => (method === 'GET' ? get(url, headers) : post(url, headers));
      expect((await call({})).statusCode, url).toBe(401);
      expect((await call(chief)).statusCode, url).toBe(refused);
      expect((await call(editor)).statusCode, url).toBe(refused);
    }
  });

  it('answers 4xx for bad input', async () => {
    expect((await get('/api/admin/deposits?status=lost', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/deposits?limit=1000', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/deposits/articles/abc/crossref.xml', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/deposits/articles/0/crossref.xml', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/deposits/articles/2147483647/crossref.xml', admin)).statusCode).toBe(404);
    expect((await post('/api/admin/deposits/articles/2147483647/redeposit', admin)).statusCode).toBe(404);
    const noDoi = await get(`/api/admin/deposits/articles/${withoutDoi.id}/crossref.xml`, admin);
    expect(noDoi.statusCode).toBe(409);
    expect(noDoi.json().message).toBe('This article has no DOI to deposit');
    const half = await get(`/api/admin/exports/doaj/journals/${journal.id}?volume=4`, admin);
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([{ path: 'issue', message: 'Give both volume and issue, or neither' }]);
    expect((await get('/api/admin/exports/doaj/journals/2147483647', admin)).statusCode).toBe(404);
  });
});

describe('without CROSSREF_* and DOI_PREFIX', () => {
  it('assigns no DOI and queues no deposit at publication', async () => {
    await t.app.db.transaction(async (tx) => {
      expect(await t.app.doiRegistration.assignDoi(tx, { id: journal.id, abbreviation: 'JDX' }, 2026)).toBeNull();
      await t.app.doiRegistration.articlePublished(tx, withDoi);
    });
    expect(await t.app.db.select().from(deposits)).toEqual([]);
    expect(await t.app.deposits.runOnce()).toBe(0);
    expect((await get('/api/admin/deposits/settings', admin)).json()).toEqual({ doiPrefix: null, sending: false });
  });

  it('offers the deposit XML for download and refuses Redeposit', async () => {
    const res = await get(`/api/admin/deposits/articles/${withDoi.id}/crossref.xml`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="crossref-article-${withDoi.id}.xml"`);
    const doc = parse(res.body);
    const ns = 'http://www.crossref.org/schema/5.3.0';
    expect(doc.getElementsByTagNameNS(ns, 'doi')[0].textContent).toBe(withDoi.doi);
    expect(doc.getElementsByTagNameNS(ns, 'registrant')[0].textContent).toBe('Genesis Open Press');
    const redeposit = await post(`/api/admin/deposits/articles/${withDoi.id}/redeposit`, admin);
    expect(redeposit.statusCode).toBe(409);
    expect(redeposit.json().message).toMatch(/not configured/);
    const list = await get('/api/admin/deposits', admin);
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
  });
});

describe('DOAJ export (doajArticles.xsd)', () => {
  it('exports every article of a journal, each record in the schema’s order', async () => {
    const res = await get(`/api/admin/exports/doaj/journals/${journal.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="doaj-jdx.xml"');
    const doc = parse(res.body);
    expect(doc.documentElement.nodeName).toBe('records');
    const records = [...doc.getElementsByTagName('record')] as unknown as Element[];
    expect(records).toHaveLength(3);
    const first = records.find((r) => r.getElementsByTagName('doi')[0]?.textContent === withDoi.doi)!;
    const children = [...(first.childNodes as unknown as Element[])].filter((n) => n.nodeType === 1);
    expect(children.map((c) => c.nodeName)).toEqual([
      'language',
      'publisher',
      'journalTitle',
      'eissn',
      'publicationDate',
      'volume',
      'issue',
      'startPage',
      'endPage',
      'doi',
      'documentType',
      'title',
      'authors',
      'affiliationsList',
      'abstract',
      'fullTextUrl',
      'keywords',
    ]);
    const value = (name: string) => first.getElementsByTagName(name)[0].textContent;
    expect([value('language'), value('publisher'), value('journalTitle'), value('eissn')]).toEqual([
      'eng',
      'Genesis Open Press',
      journal.title,
      '1234-5679',
    ]);
    expect([value('publicationDate'), value('startPage'), value('endPage'), value('documentType')]).toEqual([
      '2025-06-30',
      '11',
      '19',
      'article',
    ]);
    expect(first.getElementsByTagName('fullTextUrl')[0].getAttribute('format')).toBe('html');
    expect(value('fullTextUrl')).toBe(`https://journals.example.org/articles/${withDoi.id}`);
    // Two authors sharing one affiliation: it is listed once and both point at it.
    const authors = [...first.getElementsByTagName('author')] as unknown as Element[];
    const ids = authors.map((a) =>
      ([...a.getElementsByTagName('affiliationId')] as unknown as Element[]).map((e) => e.textContent),
    );
    const names = ([...first.getElementsByTagName('affiliationName')] as unknown as Element[]).map((e) => [
      e.getAttribute('affiliationId'),
      e.textContent,
    ]);
    expect(names).toEqual([
      ['0', 'Analytical Society, London'],
      ['1', 'Yale University'],
    ]);
    expect(ids).toEqual([['0'], ['0', '1']]);
    expect(authors[0].getElementsByTagName('orchid_id')).toHaveLength(0);
    expect(authors[0].getElementsByTagName('orcid_id')[0].textContent).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(([...first.getElementsByTagName('keyword')] as unknown as Element[]).map((k) => k.textContent)).toEqual([
      'tides',
      'ice',
    ]);
  });

  it('exports one issue when given its volume and issue', async () => {
    const res = await get(`/api/admin/exports/doaj/journals/${journal.id}?volume=4&issue=2`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="doaj-jdx-v4-i2.xml"');
    const doc = parse(res.body);
    const dois = ([...doc.getElementsByTagName('doi')] as unknown as Element[]).map((d) => d.textContent);
    expect(dois).toEqual([withDoi.doi]);
  });

  it('answers 409 for an issue or a journal with no published article (the schema wants one record)', async () => {
    const none = await get(`/api/admin/exports/doaj/journals/${journal.id}?volume=9&issue=9`, admin);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This issue has no published article to export');
    const empty = await createJournal(t.app.db, { isHouse: true, abbreviation: 'JEM', issn: null, publisher: null });
    const res = await get(`/api/admin/exports/doaj/journals/${empty.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This journal has no published article to export');
  });

  it('validates against DOAJ’s doajArticles.xsd', async () => {
    const res = await get(`/api/admin/exports/doaj/journals/${journal.id}`, admin);
    expect(schemaErrors('doaj', [res.body])).toEqual(['']);
  });
});
