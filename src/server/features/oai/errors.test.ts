/**
 * /oai error conditions (OAI-PMH 2.0 §3.6): every code in its case, the request element
 * without attributes after badVerb and badArgument (§3.2), and resumption tokens that were
 * altered, forged, expired or given to another verb.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { parseOai, type Parsed } from './testing';

let t: TestApp;
let articleId: number;
const HOST = 'journals.example.org';
const BASE = `https://${HOST}/oai`;

async function oai(query: string): Promise<Parsed> {
  const res = await t.app.inject({ url: `/oai?${query}` });
  expect(res.statusCode).toBe(200);
  return parseOai(res.body);
}

async function expectError(query: string, code: string, echo: 'none' | 'attributes') {
  const doc = await oai(query);
  expect(
    doc.error?.map((e: Parsed) => e['@code']),
    query,
  ).toEqual([code]);
  expect(doc.error[0]['#text']).toBeTruthy();
  if (echo === 'none') expect(doc.request, query).toBe(BASE);
  else expect(doc.request['#text'], query).toBe(BASE);
  return doc;
}

/** A resumption token of a ListIdentifiers list longer than one page. */
async function firstToken(verb = 'ListIdentifiers'): Promise<string> {
  const doc = await oai(`verb=${verb}&metadataPrefix=oai_dc`);
  return doc[verb].resumptionToken['#text'];
}

beforeAll(async () => {
  t = await createTestApp();
  const journal = await createJournal(t.app.db);
  for (let i = 0; i < 101; i++) articleId = (await createArticle(t.app.db, journal.id)).id;
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

describe('badVerb', () => {
  it('answers a missing, unknown or repeated verb, with the base URL alone', async () => {
    for (const query of ['', 'verb=', 'verb=Frobnicate', 'verb=identify', 'verb=Identify&verb=Identify']) {
      await expectError(query, 'badVerb', 'none');
    }
  });
});

describe('badArgument', () => {
  it('answers illegal, repeated, empty or missing arguments, with the base URL alone', async () => {
    const cases = [
      'verb=Identify&metadataPrefix=oai_dc',
      'verb=ListSets&set=journal',
      'verb=ListRecords',
      'verb=ListIdentifiers&set=journal',
      'verb=GetRecord&metadataPrefix=oai_dc',
      `verb=GetRecord&identifier=oai:${HOST}:article/${articleId}`,
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats',
      'verb=ListRecords&metadataPrefix=',
      'verb=ListRecords&metadataPrefix=oai_dc&colour=blue',
      'verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc',
    ];
    for (const query of cases) await expectError(query, 'badArgument', 'none');
  });

  it('answers dates that are not UTC datestamps, mixed granularities, and from after until', async () => {
    const cases = [
      'from=2024-02-30',
      'from=2024-1-5',
      'from=2024-01-05T10:00:00',
      'from=2024-01-05T10:00:00.5Z',
      'from=2024-01-05T10:00:00%2B01:00',
      'until=yesterday',
      'from=2024-01-05&until=2024-01-06T00:00:00Z',
      'from=2024-01-06&until=2024-01-05',
      'from=2024-01-05T10:00:01Z&until=2024-01-05T10:00:00Z',
    ];
    for (const dates of cases)
      await expectError(`verb=ListIdentifiers&metadataPrefix=oai_dc&${dates}`, 'badArgument', 'none');
  });

  it('answers a set argument that is not a setSpec', async () => {
    await expectError('verb=ListIdentifiers&metadataPrefix=oai_dc&set=journal:a%20b', 'badArgument', 'none');
  });
});

describe('cannotDisseminateFormat', () => {
  it('answers a metadata format the repository does not have, echoing the request', async () => {
    for (const query of [
      'verb=ListRecords&metadataPrefix=marc21',
      'verb=ListIdentifiers&metadataPrefix=oai_DC',
      `verb=GetRecord&metadataPrefix=mods&identifier=oai:${HOST}:article/${articleId}`,
    ]) {
      const doc = await expectError(query, 'cannotDisseminateFormat', 'attributes');
      expect(doc.request['@verb']).toBeTruthy();
    }
  });
});

describe('idDoesNotExist', () => {
  it('answers identifiers of no item: unknown id, other host, other kind, not an identifier', async () => {
    for (const identifier of [
      `oai:${HOST}:article/99999999`,
      `oai:other.example.org:article/${articleId}`,
      `oai:${HOST}:journal/${articleId}`,
      `oai:${HOST}:article/0${articleId}`,
      `oai:${HOST}:article/99999999999999999999`,
      'nonsense',
    ]) {
      const q = encodeURIComponent(identifier);
      const doc = await expectError(
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=${q}`,
        'idDoesNotExist',
        'attributes',
      );
      expect(doc.request['@identifier']).toBe(identifier);
      await expectError(`verb=ListMetadataFormats&identifier=${q}`, 'idDoesNotExist', 'attributes');
    }
  });
});

describe('noRecordsMatch', () => {
  it('answers an empty range or an unknown set', async () => {
    for (const query of [
      'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2999-01-01',
      'verb=ListRecords&metadataPrefix=jats&until=1999-12-31T23:59:59Z',
      'verb=ListRecords&metadataPrefix=oai_dc&set=journal:no-such-journal',
      'verb=ListRecords&metadataPrefix=oai_dc&set=type:no-such-type',
      'verb=ListRecords&metadataPrefix=oai_dc&set=colour:blue',
    ]) {
      await expectError(query, 'noRecordsMatch', 'attributes');
    }
  });
});

describe('badResumptionToken', () => {
  it('accepts its own token once, and answers any altered token', async () => {
    const token = await firstToken();
    const ok = await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`);
    expect(ok.ListIdentifiers.header).toHaveLength(1);
    expect(ok.request).toEqual({ '#text': BASE, '@verb': 'ListIdentifiers', '@resumptionToken': token });

    const [payload, mac] = token.split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...state, cursor: 0, after: { ...state.after, id: 1 } })).toString(
      'base64url',
    );
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    for (const bad of [
      `${forged}.${mac}`,
      flip(token, 5),
      flip(token, token.length - 3),
      `${payload}.`,
      'garbage',
      token + 'x',
    ]) {
      const doc = await expectError(
        `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(bad)}`,
        'badResumptionToken',
        'attributes',
      );
      expect(doc.request['@resumptionToken']).toBe(bad);
    }
  });

  it('answers a token given to another verb', async () => {
    const token = encodeURIComponent(await firstToken('ListIdentifiers'));
    await expectError(`verb=ListRecords&resumptionToken=${token}`, 'badResumptionToken', 'attributes');
    await expectError(`verb=ListSets&resumptionToken=${token}`, 'badResumptionToken', 'attributes');
  });

  it('answers an expired token (valid for a day)', async () => {
    const token = encodeURIComponent(await firstToken());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 23 * 3600_000);
    expect((await oai(`verb=ListIdentifiers&resumptionToken=${token}`)).ListIdentifiers).toBeDefined();
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    await expectError(`verb=ListIdentifiers&resumptionToken=${token}`, 'badResumptionToken', 'attributes');
  });
});

describe('noMetadataFormats and noSetHierarchy', () => {
  it('never occur: every item has both formats, and the repository has sets', async () => {
    const formats = await oai(`verb=ListMetadataFormats&identifier=oai:${HOST}:article/${articleId}`);
    expect(formats.error).toBeUndefined();
    expect(formats.ListMetadataFormats.metadataFormat).toHaveLength(2);
    const sets = await oai('verb=ListSets');
    expect(sets.error).toBeUndefined();
    expect(sets.ListSets.set.length).toBeGreaterThan(0);
  });
});
