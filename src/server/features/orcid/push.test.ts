/**
 * Credit pushed to ORCID (decision 0088), against the stand-in member API
 * (./testing/member-api.ts), which validates every body with ORCID's v3.0 XSDs and answers as
 * ORCID documents: a published article's work goes to each author whose iD is authenticated
 * and granted `/activities/update` (201: the put-code from Location is kept); a republish PUTs
 * to that put-code; 401 marks the grant revoked and the item `revoked` without a retry; 409
 * finds the existing item and keeps its put-code; a 5xx is retried, then `failed`; a review's
 * peer-review item in a (double-blind) journal names nothing of the manuscript.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContributorRecord } from '../../db/schema';
import { articles, invitations, jobs, orcidItems, reviews, submissions } from '../../db/schema';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { createTestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { orcidWorkXml } from './documents';
import { memberApi } from './member-api';
import { ACTIVITIES_UPDATE, type OrcidGrant, type OrcidGrants } from './ports';
import { ORCID_PUSH_JOB, orcidPushJob, queueArticleWorks, queueReviewItem, reviewSourceId } from './push';
import { startMemberApiStandIn, type MemberApiStandIn } from './testing/member-api';

const CARBERRY = '0000-0002-1825-0097';
const HOPPER = '0000-0001-5109-3700';
const TYPED = '0000-0002-9079-593X';

/**
 * The token store as the push job sees it (features/orcid/authorizations.ts keeps the real one):
 * grants by iD and by account, and the iDs marked revoked.
 */
function grantsOf(list: (OrcidGrant & { accountId?: number })[]) {
  const revoked = new Set<string>();
  const live = (g: OrcidGrant | undefined) => (g && !revoked.has(g.orcid) ? g : null);
  const writes = (g: OrcidGrant | null) => g !== null && g.scope.includes(ACTIVITIES_UPDATE);
  const grants: OrcidGrants = {
    writable: async (_tx, orcid) => writes(live(list.find((g) => g.orcid === orcid))),
    writableOrcidOf: async (_tx, accountId) => {
      const g = live(list.find((x) => x.accountId === accountId));
      return writes(g) ? g!.orcid : null;
    },
    forOrcid: async (orcid) => live(list.find((g) => g.orcid === orcid)),
    markRevoked: async (orcid) => void revoked.add(orcid),
  };
  return { grants, revoked, list };
}

let t: TestApp;
let api: MemberApiStandIn;
let runner: JobRunner;
let journalId: number;
const store = grantsOf([]);
const silent = { info() {}, warn() {}, error() {} };

const grant = (orcid: string, token: string, accountId?: number) => {
  api.grant(orcid, token);
  store.list.push({
    orcid,
    accessToken: token,
    scope: [ACTIVITIES_UPDATE, '/read-limited'],
    expiresAt: null,
    accountId,
  });
};

beforeAll(async () => {
  api = await startMemberApiStandIn();
  t = await createTestApp();
  journalId = (await createJournal(t.app.db, { issn: '2049-363X' })).id;
  runner = createJobRunner({ db: t.app.db, log: silent });
  const job = orcidPushJob({
    db: t.app.db,
    api: memberApi(api.apiBase),
    grants: store.grants,
    publicUrl: 'https://journals.example.org',
    retryDelay: () => 0,
  });
  runner.register(ORCID_PUSH_JOB, job.handler, job.options);
  grant(CARBERRY, 'token-carberry');
  grant(HOPPER, 'token-hopper');
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await t?.close();
  await api?.close();
});

const author = (name: string, orcid: string | null, orcidAuthenticated?: boolean): ContributorRecord => ({
  name,
  givenNames: name.split(' ')[0],
  surname: name.split(' ')[1],
  affiliations: [],
  orcid,
  ...(orcidAuthenticated ? { orcidAuthenticated } : {}),
  corresponding: false,
});

const itemsOf = (articleId: number) =>
  t.app.db.select().from(orcidItems).where(eq(orcidItems.articleId, articleId)).orderBy(orcidItems.id);
const queue = (articleId: number) => t.app.db.transaction((tx) => queueArticleWorks(tx, store.grants, articleId));
const run = () => runner.runOnce([ORCID_PUSH_JOB]);

describe('the work of a published article', () => {
  let articleId: number;

  it('is POSTed for each authenticated, connected author only; 201 keeps the put-code', async () => {
    ({ id: articleId } = await createArticle(t.app.db, journalId, {
      contributors: [
        author('Josiah Carberry', CARBERRY, true),
        author('Grace Hopper', HOPPER, true),
        author('Typed Person', TYPED), // typed by hand: never pushed, never named with its iD
        author('Ada Lovelace', null),
      ],
    }));
    expect(await queue(articleId)).toHaveLength(2);
    api.requests.length = 0;
    await run();
    expect(
      api.requests.map((r) => [r.method, r.path.replace(/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/, '{orcid}'), r.status]),
    ).toEqual([
      ['POST', '/v3.0/{orcid}/work', 201],
      ['POST', '/v3.0/{orcid}/work', 201],
    ]);
    const items = await itemsOf(articleId);
    expect(items.map((i) => [i.orcid, i.status, i.putCode])).toEqual([
      [CARBERRY, 'sent', api.items(CARBERRY)[0].putCode],
      [HOPPER, 'sent', api.items(HOPPER)[0].putCode],
    ]);
    const sent = api.items(CARBERRY)[0].body;
    expect(sent).toContain('<work:type>journal-article</work:type>');
    expect(sent).toContain(`<common:path>${HOPPER}</common:path>`);
    expect(sent).not.toContain(TYPED);
  });

  it('a republish PUTs the work to the kept put-code (no second item)', async () => {
    const putCode = (await itemsOf(articleId))[0].putCode!;
    await t.app.db.update(articles).set({ title: 'Corrected title' }).where(eq(articles.id, articleId));
    api.requests.length = 0;
    await queue(articleId);
    await run();
    const carberry = api.requests.find((r) => r.path.includes(CARBERRY))!;
    expect([carberry.method, carberry.path, carberry.status]).toEqual([
      'PUT',
      `/v3.0/${CARBERRY}/work/${putCode}`,
      200,
    ]);
    expect(api.items(CARBERRY)).toHaveLength(1);
    expect(api.items(CARBERRY)[0].body).toContain('<common:title>Corrected title</common:title>');
    expect((await itemsOf(articleId)).map((i) => i.status)).toEqual(['sent', 'sent']);
  });

  it('401 (revoked token): the grant is marked revoked, the item "revoked", and nothing is retried', async () => {
    const orcid = '0000-0003-1419-2405';
    grant(orcid, 'token-revoked');
    api.revoke('token-revoked');
    const { id } = await createArticle(t.app.db, journalId, { contributors: [author('Martin Fenner', orcid, true)] });
    await queue(id);
    api.requests.length = 0;
    await run();
    expect(api.requests.map((r) => r.status)).toEqual([401]);
    const [item] = await itemsOf(id);
    expect([item.status, item.responseStatus]).toEqual(['revoked', 401]);
    expect(item.lastError).toMatch(/401/);
    expect(item.lastError).not.toContain('token-revoked');
    expect(store.revoked.has(orcid)).toBe(true);
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${ORCID_PUSH_JOB} and ${jobs.payload}->>'itemId' = ${String(item.id)}`);
    expect([job.status, job.attempts]).toEqual(['done', 1]);
  });

  it('409 (ORCID already holds the work): the existing put-code is looked up, kept, and the work updated', async () => {
    const orcid = '0000-0002-5982-8983';
    grant(orcid, 'token-dup');
    const article = await createArticle(t.app.db, journalId, { contributors: [author('Dup Author', orcid, true)] });
    const existing = api.seed(
      orcid,
      'work',
      orcidWorkXml({
        title: 'An older push',
        journalTitle: 'J',
        doi: article.doi!,
        published: { year: 2020 },
        contributors: [],
      }),
    );
    await queue(article.id);
    api.requests.length = 0;
    await run();
    expect(api.requests.map((r) => [r.method, r.status])).toEqual([
      ['POST', 409],
      ['GET', 200],
      ['PUT', 200],
    ]);
    const [item] = await itemsOf(article.id);
    expect([item.status, item.putCode]).toEqual(['sent', existing]);
    expect(api.items(orcid)).toHaveLength(1);
  });

  it('no push without a grant of /activities/update, nor for an article without a DOI', async () => {
    const noGrant = await createArticle(t.app.db, journalId, {
      contributors: [author('Not Connected', '0000-0001-2345-6789', true)],
    });
    expect(await queue(noGrant.id)).toEqual([]);
    const noDoi = await createArticle(t.app.db, journalId, {
      doi: null,
      contributors: [author('J C', CARBERRY, true)],
    });
    expect(await queue(noDoi.id)).toEqual([]);
  });
});

describe('a failing member API', () => {
  it('an answer of 500 is kept and retried; after the last attempt the item is "failed"', async () => {
    const orcid = '0000-0002-7183-4567';
    store.list.push({ orcid, accessToken: 'token-down', scope: [ACTIVITIES_UPDATE], expiresAt: null });
    const down = createJobRunner({ db: t.app.db, log: silent });
    let calls = 0;
    const failing = orcidPushJob({
      db: t.app.db,
      api: {
        create: async () => {
          calls += 1;
          return { status: 500, body: '', location: null };
        },
        update: async () => ({ status: 500, body: '', location: null }),
        list: async () => ({ status: 500, body: '', location: null }),
      },
      grants: store.grants,
      publicUrl: 'https://journals.example.org',
      retryDelay: () => 3_600_000,
    });
    down.register(ORCID_PUSH_JOB, failing.handler, failing.options);
    const { id } = await createArticle(t.app.db, journalId, { contributors: [author('Down Author', orcid, true)] });
    await queue(id);
    await down.runOnce([ORCID_PUSH_JOB]);
    const [afterOne] = await itemsOf(id);
    expect([afterOne.status, afterOne.responseStatus, afterOne.lastError]).toEqual([
      'pending',
      500,
      'ORCID answered 500',
    ]);
    // The next attempts, made due now instead of after the backoff.
    for (let i = 0; i < 10 && calls < 8; i++) {
      await t.app.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.kind, ORCID_PUSH_JOB));
      await down.runOnce([ORCID_PUSH_JOB]);
    }
    const [item] = await itemsOf(id);
    expect(calls).toBe(8);
    expect(item.status).toBe('failed');
    await down.stop();
  });
});

describe('a completed review', () => {
  it('sends a peer-review item that names nothing of the manuscript (the journals are double-blind)', async () => {
    const reviewer = await createTestUser(t.app, { role: 'reviewer' });
    const authorUser = await createTestUser(t.app, { role: 'author' });
    const orcid = '0000-0001-8135-3489';
    grant(orcid, 'token-reviewer', reviewer.id);
    const [s] = await t.app.db
      .insert(submissions)
      .values({
        authorId: authorUser.id,
        journalId,
        title: 'A secret manuscript title',
        articleType: 'Research Article',
      })
      .returning();
    const [inv] = await t.app.db
      .insert(invitations)
      .values({
        submissionId: s.id,
        round: 1,
        reviewerEmail: reviewer.email,
        reviewerId: reviewer.id,
        tokenHash: `hash-${s.id}`,
        status: 'submitted',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [r] = await t.app.db
      .insert(reviews)
      .values({
        invitationId: inv.id,
        submissionId: s.id,
        round: 1,
        recommendation: 'accept',
        comments: 'Fine.',
        submittedAt: new Date('2026-11-30T10:00:00Z'),
      })
      .returning();
    const itemId = await t.app.db.transaction((tx) => queueReviewItem(tx, store.grants, r.id, reviewer.id));
    expect(itemId).not.toBeNull();
    api.requests.length = 0;
    await run();
    expect(api.requests.map((q) => [q.method, q.path, q.status])).toEqual([
      ['POST', `/v3.0/${orcid}/peer-review`, 201],
    ]);
    const body = api.requests[0].body;
    expect(body).toContain('<peer-review:review-group-id>issn:2049-363X</peer-review:review-group-id>');
    expect(body).toContain(`<common:external-id-value>${reviewSourceId(r.id)}</common:external-id-value>`);
    expect(body).toContain('<common:year>2026</common:year><common:month>11</common:month><common:day>30</common:day>');
    expect(body).not.toMatch(/subject-/);
    expect(body).not.toContain('secret manuscript');
    expect(body).not.toContain(`submission`);
    const [item] = await t.app.db.select().from(orcidItems).where(eq(orcidItems.id, itemId!));
    expect([item.kind, item.status, item.putCode]).toEqual(['peer-review', 'sent', api.items(orcid)[0].putCode]);
  });
});
