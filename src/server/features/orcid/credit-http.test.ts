/**
 * ORCID credit as the app runs it (decision 0088): with `ORCID_API=member` the app's
 * `orcidCredit` queues the work of a published article for an author whose authenticated iD has
 * a stored grant (decision 0087's orcid_authorizations) with `/activities/update`, the job sends
 * it to the member API (the stand-in, validating with ORCID's XSDs) with the stored token, and
 * the admin's list shows the item (`GET /api/admin/orcid-items`, others 403); without the
 * member API the part does nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { saveOrcidAuthorization } from './authorizations';
import { ORCID_PUSH_JOB } from './push';
import { startMemberApiStandIn, type MemberApiStandIn } from './testing/member-api';

const ORCID = '0000-0002-1825-0097';
const ORCID_ENV = ['ORCID_CLIENT_ID', 'ORCID_CLIENT_SECRET', 'ORCID_API', 'ORCID_ENVIRONMENT'] as const;

let api: MemberApiStandIn;
let t: TestApp;
let off: TestApp;
const saved: Partial<Record<(typeof ORCID_ENV)[number], string>> = {};

beforeAll(async () => {
  api = await startMemberApiStandIn();
  for (const k of ORCID_ENV) saved[k] = process.env[k];
  // Off: no ORCID variables.
  for (const k of ORCID_ENV) delete process.env[k];
  off = await createTestApp();
  Object.assign(process.env, {
    ORCID_CLIENT_ID: 'APP-GENESIS0TEST',
    ORCID_CLIENT_SECRET: 'a-client-secret',
    ORCID_API: 'member',
    ORCID_ENVIRONMENT: api.apiBase,
  });
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  for (const k of ORCID_ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  await t?.close();
  await off?.close();
  await api?.close();
});

const authored = (orcid: string) => [
  {
    name: 'Josiah Carberry',
    givenNames: 'Josiah',
    surname: 'Carberry',
    affiliations: [],
    orcid,
    orcidAuthenticated: true,
    corresponding: true,
  },
];

describe('ORCID credit in the app', () => {
  it('publishing queues the work; the job sends it with the stored token; the admin sees it', async () => {
    api.grant(ORCID, 'stored-access-token');
    await saveOrcidAuthorization(t.app.db, {
      orcid: ORCID,
      scope: '/authenticate /read-limited /activities/update',
      accessToken: 'stored-access-token',
      expiresInSeconds: 631138518,
    });
    const journal = await createJournal(t.app.db, { issn: '2049-363X' });
    const article = await createArticle(t.app.db, journal.id, { contributors: authored(ORCID) });
    await t.app.db.transaction((tx) => t.app.orcidCredit.articleChanged(tx, article.id));
    await t.app.jobs.runOnce([ORCID_PUSH_JOB]);
    expect(api.requests.map((r) => [r.method, r.path, r.status, r.token])).toEqual([
      ['POST', `/v3.0/${ORCID}/work`, 201, 'stored-access-token'],
    ]);

    const admin = (await signInAs(t.app, 'admin')).auth;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orcid-items?limit=10', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      expect.objectContaining({
        kind: 'work',
        orcid: ORCID,
        articleId: article.id,
        articleTitle: article.title,
        journalTitle: journal.title,
        status: 'sent',
        putCode: api.items(ORCID)[0].putCode,
        attempts: 1,
        lastError: null,
      }),
    ]);
    const editor = (await signInAs(t.app, 'editor')).auth;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orcid-items', headers: editor })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orcid-items?status=lost', headers: admin })).statusCode,
    ).toBe(400);
  });

  it('without the member API nothing is queued', async () => {
    const journal = await createJournal(off.app.db, { issn: '2049-363X' });
    const article = await createArticle(off.app.db, journal.id, { contributors: authored(ORCID) });
    await saveOrcidAuthorization(off.app.db, {
      orcid: ORCID,
      scope: '/activities/update',
      accessToken: 'stored-access-token',
      expiresInSeconds: 631138518,
    });
    await off.app.db.transaction((tx) => off.app.orcidCredit.articleChanged(tx, article.id));
    const admin = (await signInAs(off.app, 'admin')).auth;
    const res = await off.app.inject({ method: 'GET', url: '/api/admin/orcid-items', headers: admin });
    expect(res.json()).toEqual([]);
  });
});
