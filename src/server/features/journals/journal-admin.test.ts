/**
 * Journal management (docs/decisions/0030-journal-management.md): the admin API's
 * rules, and what retiring and `accepts_submissions` do to lists, pages and submissions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, journals } from '../../db/schema';
import { signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { manuscriptFields, multipart, nextAddress, realPdf } from '../../test/intake';

let t: TestApp;
let admin: TestSession;
let author: TestSession;
let abbrevSeq = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin');
  author = await signInAs(t.app, 'author');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth: object | null = admin.auth) =>
  t.app.inject({ method, url, headers: (auth ?? {}) as Record<string, string>, ...(payload ? { payload } : {}) });

function journalBody(overrides: Record<string, unknown> = {}) {
  abbrevSeq += 1;
  return {
    title: `Journal of Tests ${abbrevSeq}`,
    abbreviation: `JT${abbrevSeq}X`,
    printIssn: '0028-0836',
    onlineIssn: '2050-084X',
    category: 'Life Sciences',
    description: 'A journal for tests.',
    aimsAndScope: 'Everything testable.',
    articleTypes: ['Research Article', 'Review Article'],
    apc: { amount: 1200, currency: 'EUR' },
    acceptsSubmissions: true,
    publisher: 'Genesis Press',
    ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/journals', journalBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('/api/admin/journals: access', () => {
  it('answers 401 without a session and 403 to other roles, editor-in-chief included', async () => {
    expect((await call('GET', '/api/admin/journals', undefined, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/journals', journalBody(), null)).statusCode).toBe(401);
    for (const role of ['editor_in_chief', 'editor', 'author'] as const) {
      const s = await signInAs(t.app, role);
      expect((await call('GET', '/api/admin/journals', undefined, s.auth)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/journals', journalBody(), s.auth)).statusCode).toBe(403);
    }
  });
});

describe('/api/admin/journals: create and edit', () => {
  it('creates a journal with every field; its slug follows the abbreviation and it is listed', async () => {
    const j = await created({ abbreviation: 'JNEWX' });
    expect(j).toMatchObject({
      abbreviation: 'JNEWX',
      slug: 'jnewx',
      printIssn: '0028-0836',
      onlineIssn: '2050-084X',
      category: 'Life Sciences',
      apc: { amount: 1200, currency: 'EUR' },
      acceptsSubmissions: true,
      retiredAt: null,
      articleTypes: ['Research Article', 'Review Article'],
    });
    const page = await call('GET', '/api/journals/abbrev/jnewx', undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ title: j.title, issn: '2050-084X', acceptsSubmissions: true });
    // The journal page shows authors its article types and charge (decision 0046).
    expect(page.json()).toMatchObject({
      articleTypes: ['Research Article', 'Review Article'],
      apc: { amount: 1200, currency: 'EUR' },
    });
    const house = await call('GET', '/api/journals?limit=100&house=true', undefined, null);
    expect(house.json().map((x: { abbreviation: string }) => x.abbreviation)).toContain('JNEWX');
    const [entry] = await t.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, String(j.id)));
    expect(entry).toMatchObject({ action: 'journal.create', actorId: admin.user.id });
  });

  it('refuses an ISSN with a wrong check character or form, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ printIssn: '0028-0837' }, 'printIssn'],
      [{ onlineIssn: '2050-0840' }, 'onlineIssn'],
      [{ onlineIssn: '20500840' }, 'onlineIssn'],
      [{ printIssn: '1234-5678' }, 'printIssn'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call('POST', '/api/admin/journals', journalBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field]);
    }
    // A lower-case x is the same ISSN; none at all is allowed.
    const j = await created({ onlineIssn: '2050-084x', printIssn: '' });
    expect(j).toMatchObject({ onlineIssn: '2050-084X', printIssn: null });
  });

  it('refuses an unknown category, article type or currency with 400 naming the field', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ category: 'Astrology' }, 'category'],
      [{ articleTypes: ['Horoscope'] }, 'articleTypes.0'],
      [{ apc: { amount: 10, currency: 'XYZ' } }, 'apc.currency'],
      [{ abbreviation: '' }, 'abbreviation'],
    ];
    for (const [overrides, field] of bad) {
      const res = await call('POST', '/api/admin/journals', journalBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field]);
    }
  });

  it('sets the review deadline defaults (decision 0036: 7 and 21 days unless the admin changes them)', async () => {
    const plain = await created();
    expect(plain).toMatchObject({ reviewResponseDays: 7, reviewDueDays: 21 });
    const edited = await call('PUT', `/api/admin/journals/${plain.id}`, {
      ...journalBody({ abbreviation: plain.abbreviation }),
      reviewResponseDays: 14,
      reviewDueDays: 28,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await t.app.db
      .select({ answer: journals.reviewResponseDays, review: journals.reviewDueDays })
      .from(journals)
      .where(eq(journals.id, plain.id));
    expect(row).toEqual({ answer: 14, review: 28 });
    const bad: [Record<string, unknown>, string][] = [
      [{ reviewResponseDays: 0 }, 'reviewResponseDays'],
      [{ reviewResponseDays: 91 }, 'reviewResponseDays'],
      [{ reviewDueDays: 2.5 }, 'reviewDueDays'],
      [{ reviewResponseDays: 30, reviewDueDays: 20 }, 'reviewDueDays'],
    ];
    for (const [overrides, field] of bad) {
      const res = await call('POST', '/api/admin/journals', journalBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field]);
    }
  });

  it('answers 409 on an abbreviation taken in any case, on create and on edit', async () => {
    const a = await created({ abbreviation: 'DUPA' });
    const again = await call('POST', '/api/admin/journals', journalBody({ abbreviation: 'dupa' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].path).toBe('abbreviation');
    const b = await created({ abbreviation: 'DUPB' });
    const edit = await call('PUT', `/api/admin/journals/${b.id}`, journalBody({ abbreviation: 'DupA' }));
    expect(edit.statusCode).toBe(409);
    // A seed journal taken too (case-insensitive unique index).
    await createJournal(t.app.db, { abbreviation: 'SEEDX', isHouse: true });
    expect((await call('POST', '/api/admin/journals', journalBody({ abbreviation: 'seedx' }))).statusCode).toBe(409);
    expect(a.id).not.toBe(b.id);
  });

  it('edits a journal; an unchanged abbreviation keeps the slug, a changed one moves it', async () => {
    const seed = await createJournal(t.app.db, { abbreviation: 'KEEPS', slug: 'journal-of-keeping', isHouse: true });
    const body = journalBody({ abbreviation: 'KEEPS', title: 'Journal of Keeping', apc: null });
    const res = await call('PUT', `/api/admin/journals/${seed.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'journal-of-keeping', title: 'Journal of Keeping', apc: null });
    const moved = await call('PUT', `/api/admin/journals/${seed.id}`, { ...body, abbreviation: 'KEPT' });
    expect(moved.json().slug).toBe('kept');
    expect((await call('PUT', '/api/admin/journals/999999', body)).statusCode).toBe(404);
  });
});

describe('/api/admin/journal-categories', () => {
  it('starts with the seed categories and those the seed journals need; adds one; 409 on a duplicate', async () => {
    const names = (await call('GET', '/api/admin/journal-categories')).json().map((c: { name: string }) => c.name);
    for (const name of [
      'Medical Technology',
      'Computer Science',
      'Materials Science',
      'Life Sciences',
      'Mathematics',
    ]) {
      expect(names).toContain(name);
    }
    expect((await call('POST', '/api/admin/journal-categories', { name: 'Earth Sciences' })).statusCode).toBe(201);
    expect((await call('POST', '/api/admin/journal-categories', { name: 'earth sciences' })).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/journals', journalBody({ category: 'Earth Sciences' }))).statusCode).toBe(
      201,
    );
  });
});

describe('retiring and accepting submissions', () => {
  it('a retired journal leaves the lists and forms; its page and articles stay', async () => {
    const j = await created({ abbreviation: 'RETX' });
    const article = await createArticle(t.app.db, j.id);
    const res = await call('POST', `/api/admin/journals/${j.id}/retire`);
    expect(res.statusCode).toBe(200);
    expect(res.json().retiredAt).not.toBeNull();
    const abbrevs = async (q: string) =>
      (await call('GET', `/api/journals?limit=100${q}`, undefined, null))
        .json()
        .map((x: { abbreviation: string }) => x.abbreviation);
    expect(await abbrevs('')).not.toContain('RETX');
    expect(await abbrevs('&house=true')).not.toContain('RETX');
    const page = await call('GET', '/api/journals/abbrev/RETX', undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.json().acceptsSubmissions).toBe(false);
    expect((await call('GET', `/api/articles/${article.id}`, undefined, null)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(journals).where(eq(journals.id, j.id));
    expect(row).toBeDefined();
    // A draft to it is a clear 400, not a 500.
    const draft = await call(
      'POST',
      '/api/submissions/draft',
      { title: 'A paper', abstract: 'An abstract.', journalId: j.id, articleType: 'Research Article' },
      author.auth,
    );
    expect(draft.statusCode).toBe(400);
    expect(draft.json().errors[0]).toEqual({ path: 'journalId', message: `${j.title} does not accept submissions` });
    // Reinstated, it takes submissions again.
    expect((await call('POST', `/api/admin/journals/${j.id}/reinstate`)).json().retiredAt).toBeNull();
    expect(await abbrevs('&house=true')).toContain('RETX');
  });

  it('a journal that does not accept submissions is refused a draft, and is not a form choice', async () => {
    const j = await created({ abbreviation: 'CLOSEDX', acceptsSubmissions: false });
    const draft = await call(
      'POST',
      '/api/submissions/draft',
      { title: 'A paper', abstract: 'An abstract.', journalId: j.id, articleType: 'Research Article' },
      author.auth,
    );
    expect(draft.statusCode).toBe(400);
    expect(draft.json().message).toBe(`${j.title} does not accept submissions`);
    const house = (await call('GET', '/api/journals?limit=100&house=true', undefined, null)).json();
    expect(house.map((x: { abbreviation: string }) => x.abbreviation)).not.toContain('CLOSEDX');
    const all = (await call('GET', '/api/journals?limit=100', undefined, null)).json();
    expect(all.find((x: { abbreviation: string }) => x.abbreviation === 'CLOSEDX')?.acceptsSubmissions).toBe(false);
  });

  it('an imported source journal does not take submissions', async () => {
    const source = await createJournal(t.app.db, { title: 'eLife', isHouse: false });
    const draft = await call(
      'POST',
      '/api/submissions/draft',
      { title: 'A paper', abstract: 'An abstract.', journalId: source.id, articleType: 'Research Article' },
      author.auth,
    );
    expect(draft.statusCode).toBe(400);
    expect(draft.json().message).toBe('eLife does not accept submissions');
  });

  it('the public manuscript form refuses a retired seed journal with 400 on journalType', async () => {
    const seed = await createJournal(t.app.db, { title: 'Journal of Agriculture', isHouse: true });
    await call('POST', `/api/admin/journals/${seed.id}/retire`);
    const body = multipart(manuscriptFields({ journalType: 'Journal of Agriculture' }), [
      { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'journalType',
      message: 'Journal of Agriculture does not accept submissions',
    });
  });
});
