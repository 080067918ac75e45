/**
 * /oai through HTTP (OAI-PMH 2.0, docs/decisions/0025-oai-pmh-and-identifiers.md): each verb, the
 * request echo, sets, datestamp ranges at both granularities, resumption, and every answer valid
 * against the schema. Error codes, tokens and deleted records are in errors.test.ts and
 * deleted.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { schemaErrors as sharedSchemaErrors } from '../../test/xml-schemas';
import { hasXmllint, parseOai, schemaErrors, type Parsed } from './testing';

let t: TestApp;
let journalA: { id: number; slug: string; title: string };
let journalB: { id: number; slug: string; title: string };
const idsA: number[] = [];
const idsB: number[] = [];
let oddId: number;

const HOST = 'journals.example.org';
const BASE = `https://${HOST}/oai`;
const at = (iso: string) => new Date(iso);

async function oai(query: string): Promise<{ xml: string; doc: Parsed }> {
  const res = await t.app.inject({ url: `/oai?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  return { xml: res.body, doc: parseOai(res.body) };
}

/** Every identifier of a list, following its resumption tokens. */
async function harvest(verb: string, query: string): Promise<{ ids: string[]; pages: Parsed[] }> {
  const ids: string[] = [];
  const pages: Parsed[] = [];
  let next = `verb=${verb}&${query}`;
  for (let n = 0; n < 50; n++) {
    const { doc } = await oai(next);
    const list = doc[verb];
    expect(list, JSON.stringify(doc.error)).toBeDefined();
    pages.push(list);
    const headers = verb === 'ListRecords' ? list.record.map((r: Parsed) => r.header) : list.header;
    ids.push(...headers.map((h: Parsed) => h.identifier));
    const token = list.resumptionToken;
    const text = typeof token === 'string' ? token : token?.['#text'];
    if (!text) return { ids, pages };
    next = `verb=${verb}&resumptionToken=${encodeURIComponent(text)}`;
  }
  throw new Error('the list did not end');
}

beforeAll(async () => {
  t = await createTestApp();
  journalA = await createJournal(t.app.db, { issn: '1234-5678', publisher: 'Example Society' });
  journalB = await createJournal(t.app.db);
  // 150 research articles in A, one a minute from 2024-01-01T00:00Z.
  const rowsA = Array.from({ length: 150 }, (_, i) => ({
    journalId: journalA.id,
    title: `A article ${i}`,
    articleType: 'Research Article',
    sourceFormat: 'jats',
    doi: `10.5555/oai-a.${i}`,
    updatedAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
  }));
  // 30 editorials in B on 2024-01-02 from 12:00:00.250Z, the first five at the very same instant.
  const rowsB = Array.from({ length: 30 }, (_, i) => ({
    journalId: journalB.id,
    title: `B editorial ${i}`,
    articleType: 'Editorial',
    sourceFormat: 'crossref',
    updatedAt: new Date(Date.UTC(2024, 0, 2, 12, 0, Math.max(0, i - 4), 250)),
  }));
  for (const r of await t.app.db.insert(articles).values(rowsA).returning({ id: articles.id })) idsA.push(r.id);
  for (const r of await t.app.db.insert(articles).values(rowsB).returning({ id: articles.id })) idsB.push(r.id);
  const [odd] = await t.app.db
    .insert(articles)
    .values({
      journalId: journalA.id,
      title: 'Fish & <chips> "quoted" \u0001 \u{1F41F}',
      abstract: 'An abstract with ]]> and &amp; in it.',
      articleType: 'Research Article',
      sourceFormat: 'workflow',
      doi: '10.5555/odd&one',
      volume: '3',
      issue: '2',
      pages: '11-19',
      publishedDate: '2024-02-03',
      keywords: ['fish', 'chips'],
      subjects: ['Food science'],
      license: 'CC BY 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
      contributors: [
        {
          name: 'Ada Lovelace',
          givenNames: 'Ada',
          surname: 'Lovelace',
          affiliations: [{ name: 'Analytical Society', rorId: null, department: null, city: null, country: null }],
          orcid: '0000-0002-1825-0097',
          corresponding: true,
        },
        { name: 'Consortium X', givenNames: null, surname: null, affiliations: [], orcid: null, corresponding: false },
      ],
      updatedAt: at('2024-01-03T08:00:00.123Z'),
    })
    .returning({ id: articles.id });
  oddId = odd.id;
});
afterAll(async () => t?.close());

describe('Identify', () => {
  it('describes the repository with its base URL from PUBLIC_URL, never from the request headers', async () => {
    const res = await t.app.inject({
      url: '/oai?verb=Identify',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    const doc = parseOai(res.body);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(doc.request).toEqual({ '#text': BASE, '@verb': 'Identify' });
    expect(doc.responseDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(doc.Identify).toMatchObject({
      baseURL: BASE,
      protocolVersion: '2.0',
      earliestDatestamp: '2024-01-01T00:00:00Z',
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
      adminEmail: `editorial@${HOST}`,
    });
    expect(doc.Identify.description['oai-identifier']).toMatchObject({
      scheme: 'oai',
      repositoryIdentifier: HOST,
      delimiter: ':',
      sampleIdentifier: `oai:${HOST}:article/1`,
    });
    expect(res.body).not.toContain('evil.example');
  });
});

describe('ListMetadataFormats', () => {
  it('lists oai_dc and jats, for the repository and for one item', async () => {
    for (const query of [
      'verb=ListMetadataFormats',
      `verb=ListMetadataFormats&identifier=oai:${HOST}:article/${idsA[0]}`,
    ]) {
      const { doc } = await oai(query);
      expect(doc.ListMetadataFormats.metadataFormat.map((f: Parsed) => f.metadataPrefix)).toEqual(['oai_dc', 'jats']);
      expect(doc.ListMetadataFormats.metadataFormat[0]).toMatchObject({
        schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
        metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
      });
    }
  });
});

describe('ListSets', () => {
  it('lists a set per journal and per article type, under the two parents', async () => {
    const { doc } = await oai('verb=ListSets');
    const sets = doc.ListSets.set.map((s: Parsed) => [s.setSpec, s.setName]);
    expect(sets).toEqual(
      expect.arrayContaining([
        ['journal', 'Journals'],
        [`journal:${journalA.slug}`, journalA.title],
        [`journal:${journalB.slug}`, journalB.title],
        ['type', 'Article types'],
        ['type:research-article', 'Research Article'],
        ['type:editorial', 'Editorial'],
      ]),
    );
  });
});

describe('ListIdentifiers and ListRecords', () => {
  it('lists every item exactly once through resumption tokens, with size and cursor', async () => {
    const { ids, pages } = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc');
    const expected = [...idsA, ...idsB, oddId].map((id) => `oai:${HOST}:article/${id}`);
    expect(ids).toHaveLength(181);
    expect(new Set(ids).size).toBe(181);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(pages.map((p) => p.header.length)).toEqual([100, 81]);
    expect(pages[0].resumptionToken).toMatchObject({ '@completeListSize': '181', '@cursor': '0' });
    expect(pages[0].resumptionToken['@expirationDate']).toMatch(/Z$/);
    // The last page of a resumed list: an empty token with the size and its cursor.
    expect(pages[1].resumptionToken).toEqual({ '@completeListSize': '181', '@cursor': '100' });
    // Datestamp order: A's minutes, then B's seconds, then the odd article.
    expect(ids.slice(0, 150)).toEqual(idsA.map((id) => `oai:${HOST}:article/${id}`));
    expect(ids[180]).toBe(`oai:${HOST}:article/${oddId}`);
  });

  it('gives each header its datestamp (seconds, UTC) and its sets', async () => {
    const { doc } = await oai(`verb=ListIdentifiers&metadataPrefix=jats&set=journal:${journalB.slug}`);
    expect(doc.ListIdentifiers.header[0]).toEqual({
      identifier: `oai:${HOST}:article/${idsB[0]}`,
      datestamp: '2024-01-02T12:00:00Z',
      setSpec: [`journal:${journalB.slug}`, 'type:editorial'],
    });
    expect(doc.ListIdentifiers.resumptionToken).toBeUndefined();
  });

  it('filters by set: one journal, one article type, or a parent', async () => {
    expect((await harvest('ListIdentifiers', `metadataPrefix=oai_dc&set=journal:${journalB.slug}`)).ids).toEqual(
      idsB.map((id) => `oai:${HOST}:article/${id}`),
    );
    expect((await harvest('ListIdentifiers', `metadataPrefix=oai_dc&set=type:editorial`)).ids).toHaveLength(30);
    expect((await harvest('ListIdentifiers', `metadataPrefix=oai_dc&set=journal:${journalA.slug}`)).ids).toHaveLength(
      151,
    );
    expect((await harvest('ListIdentifiers', `metadataPrefix=oai_dc&set=type`)).ids).toHaveLength(181);
  });

  it('filters by datestamp at day granularity (until takes the whole day)', async () => {
    const { ids } = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&from=2024-01-02&until=2024-01-02');
    expect(ids).toEqual(idsB.map((id) => `oai:${HOST}:article/${id}`));
    expect((await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&from=2024-01-03')).ids).toEqual([
      `oai:${HOST}:article/${oddId}`,
    ]);
    expect((await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&until=2024-01-01')).ids).toHaveLength(150);
  });

  it('filters by datestamp at seconds granularity, bounds included', async () => {
    const { ids } = await harvest(
      'ListIdentifiers',
      'metadataPrefix=oai_dc&from=2024-01-01T00:10:00Z&until=2024-01-01T00:19:00Z',
    );
    expect(ids).toEqual(idsA.slice(10, 20).map((id) => `oai:${HOST}:article/${id}`));
    // Stored at 12:00:00.250: inside until=12:00:00Z (its datestamp is 12:00:00Z), outside from=12:00:01Z.
    expect(
      (await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&from=2024-01-02T12:00:00Z&until=2024-01-02T12:00:00Z'))
        .ids,
    ).toHaveLength(5);
    expect(
      (await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&from=2024-01-02T12:00:01Z&until=2024-01-02T12:00:01Z'))
        .ids,
    ).toHaveLength(1);
  });

  it('keeps the filters across resumption tokens', async () => {
    const { ids, pages } = await harvest(
      'ListRecords',
      `metadataPrefix=oai_dc&set=journal:${journalA.slug}&until=2024-01-01T02:09:00Z`,
    );
    expect(ids).toEqual(idsA.slice(0, 130).map((id) => `oai:${HOST}:article/${id}`));
    expect(pages[0].resumptionToken['@completeListSize']).toBe('130');
  });
});

describe('keyset precision', () => {
  it('continues after the exact microsecond: two items of one millisecond across a page boundary', async () => {
    // PostgreSQL keeps microseconds, a JS Date milliseconds: a token holding a Date would
    // resend the last item of a page, or skip its neighbour.
    const journal = await createJournal(t.app.db);
    const row = (title: string) => ({ journalId: journal.id, title, articleType: 'News', sourceFormat: 'workflow' });
    const [later] = await t.app.db.insert(articles).values(row('later')).returning({ id: articles.id });
    const early = await t.app.db
      .insert(articles)
      .values(
        Array.from({ length: 99 }, (_, i) => ({ ...row(`early ${i}`), updatedAt: new Date('2023-01-01T00:00:00Z') })),
      )
      .returning({ id: articles.id });
    const [last] = await t.app.db.insert(articles).values(row('last of page one')).returning({ id: articles.id });
    await t.app.db.execute(sql`update articles set updated_at = '2023-06-01T00:00:00.000002Z' where id = ${later.id}`);
    await t.app.db.execute(sql`update articles set updated_at = '2023-06-01T00:00:00.000001Z' where id = ${last.id}`);
    const { ids, pages } = await harvest('ListIdentifiers', `metadataPrefix=oai_dc&set=journal:${journal.slug}`);
    expect(pages.map((p) => p.header.length)).toEqual([100, 1]);
    expect(ids).toEqual([...early.map((r) => r.id), last.id, later.id].map((id) => `oai:${HOST}:article/${id}`));
  });
});

describe('GetRecord', () => {
  it('answers oai_dc: title, creators, subjects, description, publisher, date, types, identifiers, sources, language, rights', async () => {
    const { xml, doc } = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:article/${oddId}`);
    expect(doc.request).toEqual({
      '#text': BASE,
      '@verb': 'GetRecord',
      '@metadataPrefix': 'oai_dc',
      '@identifier': `oai:${HOST}:article/${oddId}`,
    });
    const record = doc.GetRecord.record[0];
    expect(record.header).toMatchObject({ datestamp: '2024-01-03T08:00:00Z' });
    expect(xml).toContain(
      '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    );
    const dc = record.metadata.dc;
    // The title in the article's language (decision 0095: xml:lang on dc:title and dc:description).
    expect(dc.title).toEqual({ '#text': 'Fish & <chips> "quoted"  \u{1F41F}', '@lang': 'en' });
    expect(dc.creator).toEqual(['Lovelace, Ada', 'Consortium X']);
    expect(dc.subject).toEqual(['Food science', 'fish', 'chips']);
    expect(dc.description).toEqual([{ '#text': 'An abstract with ]]> and &amp; in it.', '@lang': 'en' }]);
    expect(dc.publisher).toBe('Example Society');
    expect(dc.date).toBe('2024-02-03');
    expect(dc.type).toEqual(['Text', 'info:eu-repo/semantics/article', 'Research Article']);
    expect(dc.identifier).toEqual([`https://${HOST}/articles/${oddId}`, 'https://doi.org/10.5555/odd&one']);
    expect(dc.source).toEqual([`${journalA.title}; Vol. 3 No. 2 (2024): 11-19`, 'ISSN 1234-5678']);
    expect(dc.language).toBe('en');
    expect(dc.rights).toEqual(['https://creativecommons.org/licenses/by/4.0/', 'CC BY 4.0']);
  });

  it('answers jats made from the record when no JATS is stored', async () => {
    const { xml, doc } = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=oai:${HOST}:article/${oddId}`);
    const article = doc.GetRecord.record[0].metadata.article;
    expect(xml).toContain('<metadata><article xmlns="https://jats.nlm.nih.gov/ns/archiving/1.3/"');
    expect(article['@article-type']).toBe('research-article');
    const meta = article.front['article-meta'];
    expect(meta['article-id']).toEqual({ '@pub-id-type': 'doi', '#text': '10.5555/odd&one' });
    expect(meta['title-group']['article-title']).toBe('Fish & <chips> "quoted"  \u{1F41F}');
    expect(meta['contrib-group'].contrib[0]).toMatchObject({
      'contrib-id': { '#text': 'https://orcid.org/0000-0002-1825-0097' },
      name: { surname: 'Lovelace', 'given-names': 'Ada' },
    });
    expect(meta).toMatchObject({ volume: '3', issue: '2', fpage: '11', lpage: '19' });
    expect(article.front['journal-meta']['journal-title-group']['journal-title']).toBe(journalA.title);
  });
});

describe('POST', () => {
  it('takes the arguments as a form body and answers as GET does', async () => {
    const body = `verb=ListIdentifiers&metadataPrefix=oai_dc&set=${encodeURIComponent(`journal:${journalB.slug}`)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const doc = parseOai(res.body);
    expect(doc.request['@set']).toBe(`journal:${journalB.slug}`);
    expect(doc.ListIdentifiers.header).toHaveLength(30);
  });
});

describe.runIf(hasXmllint() || process.env.CI === 'true')('the OAI-PMH 2.0 schema', () => {
  it('accepts the answer of every verb and of errors', async () => {
    const queries = [
      'verb=Identify',
      'verb=ListMetadataFormats',
      'verb=ListSets',
      'verb=ListIdentifiers&metadataPrefix=oai_dc',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01T02:00:00Z',
      'verb=ListRecords&metadataPrefix=jats&from=2024-01-02',
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:article/${oddId}`,
      `verb=GetRecord&metadataPrefix=jats&identifier=oai:${HOST}:article/${oddId}`,
      'verb=Nope',
      'verb=ListRecords&metadataPrefix=marc21',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2030-01-01',
    ];
    for (const query of queries) {
      const { xml } = await oai(query);
      expect(schemaErrors(xml, t.dataDir), query).toBe('');
    }
  });

  it('answers in oai_dc that validate strictly against OAI-PMH 2.0 with oai_dc (../shared/schemas)', async () => {
    const queries = [
      'verb=ListRecords&metadataPrefix=oai_dc',
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:article/${oddId}`,
      'verb=Nope',
    ];
    // (Identify's oai-identifier description is outside oai-pmh-with-dc.xsd: the test above checks it.)
    const answers = await Promise.all(queries.map(async (q) => (await oai(q)).xml));
    expect(sharedSchemaErrors('oai', answers)).toEqual(queries.map(() => ''));
  });

  it('embeds JATS that validates against the JATS 1.3 Journal Publishing XSD once out of its namespace', async () => {
    const { xml } = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=oai:${HOST}:article/${oddId}`);
    const article = /<article[\s>][\s\S]*<\/article>/.exec(xml)?.[0];
    expect(article).toBeDefined();
    // The JATS XSDs have no namespace (../shared/schemas/README.md): the OAI wrapper's one is dropped.
    const plain = article!.replace(/\sxmlns="[^"]*"/, '');
    expect(sharedSchemaErrors('jats', [`<?xml version="1.0" encoding="UTF-8"?>\n${plain}`])).toEqual(['']);
  });
});
