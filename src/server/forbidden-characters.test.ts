/**
 * NUL and unpaired UTF-16 surrogates (decision 0014): PostgreSQL refuses them in text, so every
 * text field, query parameter and path parameter refuses them with a 400 at the schema,
 * never a 500 from the database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISALLOWED_CHARACTERS } from '../shared/validation/text';
import { isXmlChars, xmlChars } from './lib/xml';
import { signInAs } from './test/accounts';
import { createTestApp, type TestApp } from './test/app';
import { contactBody, manuscriptFields, multipart, nextAddress, pdfOfSize, realPdf } from './test/intake';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

function expectRefused(
  res: { statusCode: number; json(): { code: string; errors?: { path: string; message: string }[] } },
  path?: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  if (path !== undefined) expect(body.errors).toContainEqual({ path, message: DISALLOWED_CHARACTERS });
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: nextAddress(),
  });

describe('NUL and lone surrogates are refused with 400', () => {
  it('in the search query q', async () => {
    expectRefused(await t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(`cell${NUL}s`)}` }), 'q');
    // A lone surrogate cannot travel in a URL: its encoding %ED%A0%80 is not UTF-8, and a query
    // parameter that is not UTF-8 is refused too (plugins/url-guard.ts, decision 0014).
    expect((await t.app.inject({ url: '/api/articles/search?q=ab%ED%A0%80' })).statusCode).toBe(400);
  });

  it('in the other query and path parameters', async () => {
    expectRefused(
      await t.app.inject({ url: `/api/articles/journal/1?volume=${encodeURIComponent(`5${NUL}`)}` }),
      'volume',
    );
    // A path segment holding NUL names nothing: 404 before any schema (decision 0014).
    expect((await t.app.inject({ url: `/api/journals/abbrev/${encodeURIComponent(`PLoS${NUL}`)}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/files/${encodeURIComponent(`abc${NUL}def`)}` })).statusCode).toBe(404);
  });

  it.each([
    ['message', `Hello${NUL}there`],
    ['message', `Hello ${LONE_HIGH} there`],
    ['message', `Hello ${LONE_LOW}`],
    ['firstName', `Lin${NUL}`],
    ['lastName', `Ch${LONE_HIGH}en`],
    ['phone', `+14155552671${NUL}`],
  ])('in a contact form field (%s, %#)', async (field, value) => {
    expectRefused(await post('/api/contacts', contactBody({ [field]: value })), field);
  });

  it('keeps a real surrogate pair (an emoji) in a contact message', async () => {
    expect((await post('/api/contacts', contactBody({ message: `Thanks 🙂 ${Date.now()}` }))).statusCode).toBe(201);
  });

  it('in a login e-mail and a signup name', async () => {
    expectRefused(await post('/api/login', { email: `ada${NUL}@example.org`, password: 'Correct-Horse-9' }), 'email');
    expectRefused(
      await post('/api/signup', {
        name: `Ada${NUL}Lovelace`,
        email: `ada.${Date.now()}@example.org`,
        password: 'Correct-Horse-9',
      }),
      'name',
    );
    expectRefused(
      await post('/api/signup', {
        name: `Ada ${LONE_HIGH}`,
        email: `ada.${Date.now()}@example.org`,
        password: 'Correct-Horse-9',
      }),
      'name',
    );
  });

  it('in a multipart intake text field', async () => {
    const body = multipart(manuscriptFields({ title: `On primes${NUL}` }), [
      { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextAddress(),
    });
    expectRefused(res, 'title');
    const note = multipart(manuscriptFields({ note: `Thanks${NUL}` }), [
      { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
    ]);
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/public/manuscripts',
        payload: note.payload,
        headers: note.headers,
        remoteAddress: nextAddress(),
      }),
      'note',
    );
  });

  it('in an uploaded file name (multipart part header)', async () => {
    const body = multipart(manuscriptFields(), [
      { field: 'files', name: `pa${NUL}per.pdf`, type: 'application/pdf', data: pdfOfSize(2000) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextAddress(),
    });
    expectRefused(res, 'files.0');
  });

  it('in the invitation links and a signed-in workflow body', async () => {
    expectRefused(await post('/api/public/invites/decline', { token: 'x'.repeat(43), reason: `No${NUL}` }), 'reason');
    expectRefused(await post('/api/public/invites/accept', { token: `tok${NUL}en` }), 'token');
    const author = await signInAs(t.app, 'author');
    const draft = { title: `A title${NUL}`, abstract: 'An abstract.', journalId: 1, articleType: 'Research Article' };
    expectRefused(await post('/api/submissions/draft', draft, author.auth), 'title');
    expectRefused(
      await post('/api/submissions/draft', { ...draft, title: 'A title', keywords: [`k${LONE_HIGH}`] }, author.auth),
      'keywords',
    );
    expectRefused(
      await post('/api/submissions/draft', { ...draft, title: 'A title', keywords: `a, b${NUL}` }, author.auth),
      'keywords',
    );
    expectRefused(
      await post('/api/submissions/draft', { ...draft, title: 'A title', coAuthors: `B${NUL}` }, author.auth),
      'coAuthors',
    );
  });
});

/**
 * The XML 1.0 character rule (§2.2, production [2] Char) has one definition, lib/xml/chars.ts
 * (docs/decisions/0063-xml-one-writer.md): the writer drops what it forbids from every text and
 * attribute, and no other production file carries a copy of the rule.
 */
describe('the XML 1.0 character rule', () => {
  it('allows exactly #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]', () => {
    for (const allowed of ['\t', '\n', '\r', ' ', '\uD7FF', '\uE000', '\uFFFD', '\u{10000}', '\u{10FFFF}', '🙂'])
      expect(isXmlChars(allowed), JSON.stringify(allowed)).toBe(true);
    for (const refused of [NUL, '\u0008', '\u000B', '\u000C', '\u001F', LONE_HIGH, LONE_LOW, '\uFFFE', '\uFFFF'])
      expect(isXmlChars(refused), JSON.stringify(refused)).toBe(false);
    expect(xmlChars(`a${NUL}b\u000Bc${LONE_LOW}d\uFFFF🙂`)).toBe('abcd🙂');
  });

  it('is defined once, in lib/xml/chars.ts', () => {
    const root = __dirname;
    // A copy of the rule names one of its bounds: U+D7FF, U+E000 or U+FFFE (`\uFFFE`, `\u{FFFE}`);
    // U+FFFF alone is also the top of other ranges (plugins/url-guard.ts).
    const copy = /\\u\{?(D7FF|E000|FFFE)\b/i;
    const holders = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') &&
        !/\.test(-helper)?\.ts$/.test(file) &&
        !file.split(path.sep).includes('test') &&
        copy.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(holders).toEqual([path.join('lib', 'xml', 'chars.ts')]);
  });
});
