/**
 * Authenticated ORCID iDs for every author (decision 0093), run for real against a loopback
 * ORCID (oidc-provider) through the app's routes. Expectations from the issue ("the submitting
 * author connects their iD in the wizard; each co-author gets a mail with a link to connect
 * theirs; the editor sees which iDs are authenticated"; "verified address required before
 * anything is linked by address") and from decision 0093: the link is single use, expires, is
 * replaced by a re-send, needs no account, and the mark is never taken from a request.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { contributorOrcidInvitations, outbox, submissions, users } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { startLoopbackOidc, type LoopbackOidc } from '../../test/oidc-provider';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { getOrcidAuthorization } from '../orcid';

const PUBLIC_URL = 'https://journals.example.org';
const CALLBACK = `${PUBLIC_URL}/api/sso/callback`;
const AUTHOR_ID = '0000-0002-1825-0097';
const COAUTHOR_ID = '0000-0001-5109-3700';
const OTHER_ID = '0000-0002-9079-593X';

let orcid: LoopbackOidc;
const saved: Record<string, string | undefined> = {};
beforeAll(async () => {
  orcid = await startLoopbackOidc({
    flavour: 'orcid',
    clientId: 'APP-LOOPBACK',
    clientSecret: 'orcid-client-secret',
    redirectUris: [CALLBACK],
    people: [
      { sub: AUTHOR_ID, given_name: 'Josiah', family_name: 'Carberry' },
      { sub: COAUTHOR_ID, given_name: 'Ada', family_name: 'Lovelace' },
      { sub: OTHER_ID, given_name: 'Grace', family_name: 'Hopper' },
    ],
  });
  for (const name of ['ORCID_CLIENT_ID', 'ORCID_CLIENT_SECRET', 'ORCID_ENVIRONMENT', 'ORCID_API']) {
    saved[name] = process.env[name];
  }
  process.env.ORCID_CLIENT_ID = 'APP-LOOPBACK';
  process.env.ORCID_CLIENT_SECRET = 'orcid-client-secret';
  process.env.ORCID_ENVIRONMENT = orcid.issuer;
  process.env.ORCID_API = 'member';
});
afterAll(async () => {
  await orcid?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const suite = workflowSuite(['author', 'editor']);
const { t } = suite;

/** The browser's return to the callback with the flow cookie. */
function callback(url: string, cookie: string) {
  const target = new URL(url);
  expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
  return t.app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, cookies: { genesis_sso: cookie } });
}

const flowCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'genesis_sso')!.value;

/** The connect link's token mailed to `to` about submission `id` (the latest). */
async function mailedToken(id: number, to: string): Promise<{ token: string; text: string; subject: string }> {
  const [mail] = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.ref, `submission:${id}`), eq(outbox.to, to), eq(outbox.kind, 'workflow.orcid_invitation')))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(mail, `an ORCID link mailed to ${to}`).toBeDefined();
  const link = new RegExp(`${PUBLIC_URL}/orcid/connect\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { token: link![1], text: mail.text, subject: mail.subject };
}

const preview = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/orcid-invitations/preview', payload: { token } });
const startConnect = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orcid-invitations/start',
    payload: { token },
    headers: { origin: PUBLIC_URL },
  });

const contributorsOf = async (id: number) =>
  (await t.app.db.select().from(submissions).where(eq(submissions.id, id)))[0].contributors;

const authors = (coEmail: string) => [
  { givenNames: 'Josiah', surname: 'Carberry', orcid: AUTHOR_ID, corresponding: true, email: 'josiah@brown.example' },
  { givenNames: 'Ada', surname: 'Lovelace', email: coEmail },
  // An iD typed for a third author: stays unmarked, and no address: no mail.
  { givenNames: 'Grace', surname: 'Hopper', orcid: OTHER_ID },
];

describe("the submitting author's iD (the wizard's Connect your ORCID iD)", () => {
  it('is marked authenticated only for the iD the account connected, never because the draft says so', async () => {
    const calls = workflowCalls(suite);
    const author = suite.as.author;
    // Before connecting: the same iD typed stays unmarked.
    const before = await calls.draft(author, { authors: authors('ada@uni.example') });
    expect((await contributorsOf(before)).map((a) => a.orcidAuthenticated ?? false)).toEqual([false, false, false]);
    // The request cannot claim the mark (strict body: 400).
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/submissions/draft',
      headers: author.auth,
      payload: {
        title: 'x',
        abstract: 'y',
        journalId: suite.journal.id,
        articleType: 'Research Article',
        authors: [{ givenNames: 'A', surname: 'B', orcid: OTHER_ID, orcidAuthenticated: true }],
      },
    });
    expect(claimed.statusCode).toBe(400);

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/sso/link',
      headers: { ...author.auth, origin: PUBLIC_URL },
      payload: { provider: 'orcid', returnTo: '/dashboard/author' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const back = await callback(await orcid.authorize(link.json<{ url: string }>().url, AUTHOR_ID), flowCookie(link));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/dashboard/author?sso=linked');

    const after = await calls.draft(author, { authors: authors('ada@uni.example') });
    const stored = await contributorsOf(after);
    expect(stored[0]).toMatchObject({ orcid: AUTHOR_ID, orcidAuthenticated: true });
    expect(stored[2].orcidAuthenticated).toBeUndefined();
    // The editor's and author's view carries the state per author.
    const detail = await t.app.inject({ method: 'GET', url: `/api/submissions/${after}`, headers: author.auth });
    expect(detail.json().authors.map((a: { orcidAuthenticated?: boolean }) => a.orcidAuthenticated === true)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("a co-author's mailed link", () => {
  it('is mailed at submission to each co-author with an address, and connects their iD without an account', async () => {
    const calls = workflowCalls(suite);
    const author = suite.as.author;
    const id = await calls.draft(author, { authors: authors('ada@uni.example') });
    expect((await calls.upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth)).statusCode).toBe(201);
    // Nothing is mailed for a draft.
    expect(
      await t.app.db.select().from(contributorOrcidInvitations).where(eq(contributorOrcidInvitations.submissionId, id)),
    ).toHaveLength(0);
    expect((await calls.post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);

    // One mail: Ada (an address, not the submitter, not authenticated); none to Josiah nor Grace.
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.ref, `submission:${id}`), eq(outbox.kind, 'workflow.orcid_invitation')));
    expect(mails.map((m) => m.to)).toEqual(['ada@uni.example']);
    const { token, text, subject } = await mailedToken(id, 'ada@uni.example');
    expect(subject).toBe('Connect your ORCID iD to "Tidal heating of icy moons"');
    expect(text).toContain('Dear Ada Lovelace');
    // Only the token's hash is stored.
    const rows = await t.app.db
      .select()
      .from(contributorOrcidInvitations)
      .where(eq(contributorOrcidInvitations.submissionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const page = await preview(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ authorName: 'Ada Lovelace', title: 'Tidal heating of icy moons' });

    const started = await startConnect(token);
    expect(started.statusCode, started.body).toBe(200);
    const back = await callback(
      await orcid.authorize(started.json<{ url: string }>().url, COAUTHOR_ID),
      flowCookie(started),
    );
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe('/orcid/connect?sso=linked');
    // No session was started for anyone.
    expect(back.cookies.find((c) => c.name.includes('refresh'))).toBeUndefined();

    const stored = await contributorsOf(id);
    expect(stored[1]).toMatchObject({ givenNames: 'Ada', orcid: COAUTHOR_ID, orcidAuthenticated: true });
    // The grant is kept for the credit push, with the scopes granted, linked to no account.
    const grant = await getOrcidAuthorization(t.app.db, COAUTHOR_ID);
    expect(grant).toMatchObject({ orcid: COAUTHOR_ID, accountId: null });
    expect(grant!.scope).toContain('/activities/update');

    // Single use: the page and the start now say it was used (410).
    const again = await preview(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This link was already used: the ORCID iD is connected. Nothing more to do.');
    expect((await startConnect(token)).statusCode).toBe(410);

    // The editor may not re-send to an authenticated author (409), and sees the states.
    const editor = suite.as.editor;
    const resend = await calls.post(`/api/submissions/${id}/authors/1/orcid-invitation`, editor.auth);
    expect(resend.statusCode).toBe(409);
    // Grace has no address: 409 too; an author index past the byline: 404.
    expect((await calls.post(`/api/submissions/${id}/authors/2/orcid-invitation`, editor.auth)).statusCode).toBe(409);
    expect((await calls.post(`/api/submissions/${id}/authors/7/orcid-invitation`, editor.auth)).statusCode).toBe(404);
    // Another author (not an editor of the journal) cannot: 404 as for any submission not theirs.
    const stranger = await signInAs(t.app, 'editor');
    expect((await calls.post(`/api/submissions/${id}/authors/1/orcid-invitation`, stranger.auth)).statusCode).toBe(404);
  });

  it('is replaced by a re-send, expires, and an unknown token is refused', async () => {
    const calls = workflowCalls(suite);
    const author = suite.as.author;
    const editor = suite.as.editor;
    const id = await calls.draft(author, { authors: authors('katherine@nasa.example') });
    expect((await calls.upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth)).statusCode).toBe(201);
    expect((await calls.post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
    const first = (await mailedToken(id, 'katherine@nasa.example')).token;

    const resend = await calls.post(`/api/submissions/${id}/authors/1/orcid-invitation`, editor.auth);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toEqual({ sentTo: 'katherine@nasa.example' });
    const second = (await mailedToken(id, 'katherine@nasa.example')).token;
    expect(second).not.toBe(first);
    const replaced = await preview(first);
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().message).toMatch(/expired or was replaced/);
    expect((await preview(second)).statusCode).toBe(200);

    // A round trip started before the link expired cannot complete after it.
    const started = await startConnect(second);
    expect(started.statusCode).toBe(200);
    await t.app.db
      .update(contributorOrcidInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(contributorOrcidInvitations.submissionId, id));
    expect((await preview(second)).statusCode).toBe(410);
    const late = await callback(
      await orcid.authorize(started.json<{ url: string }>().url, COAUTHOR_ID),
      flowCookie(started),
    );
    expect(late.statusCode).toBe(410);
    expect(late.headers['content-type']).toMatch(/text\/html/);
    expect((await contributorsOf(id))[1].orcid).toBeNull();

    expect((await preview('x'.repeat(43))).statusCode).toBe(404);
    expect((await preview('')).statusCode).toBe(400);
  });
});

describe("an ORCID-made account's real address", () => {
  it('is taken only once the link mailed to it is opened', async () => {
    // A first ORCID sign-in makes the account with the placeholder address.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/sso/start',
      headers: { origin: PUBLIC_URL },
      payload: { provider: 'orcid' },
    });
    const back = await callback(
      await orcid.authorize(started.json<{ url: string }>().url, OTHER_ID),
      flowCookie(started),
    );
    expect(back.statusCode).toBe(303);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { origin: PUBLIC_URL },
      cookies: Object.fromEntries(back.cookies.map((c) => [c.name, c.value])),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const auth = { authorization: `Bearer ${refreshed.json().token as string}` };
    const [account] = await t.app.db
      .select()
      .from(users)
      .where(like(users.email, `${OTHER_ID.toLowerCase()}@%`));
    expect(account.email).toBe(`${OTHER_ID.toLowerCase()}@orcid.invalid`);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: auth,
      payload: { email: 'Grace@Navy.example' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // Not linked yet: the placeholder stays until the link is used.
    const [still] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(still.email).toBe(account.email);
    expect(still.emailVerifiedAt).toBeNull();
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'grace@navy.example'))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } })).statusCode).toBe(200);
    const [now] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(now.email).toBe('grace@navy.example');
    expect(now.emailVerifiedAt).not.toBeNull();

    // Only an ORCID-made account sets its address this way.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: auth,
      payload: { email: 'g2@navy.example' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('an address another account has is never taken: its owner is told instead, and the answer is the same', async () => {
    const other = await signInAs(t.app, 'author');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/sso/start',
      headers: { origin: PUBLIC_URL },
      payload: { provider: 'orcid' },
    });
    const back = await callback(
      await orcid.authorize(started.json<{ url: string }>().url, COAUTHOR_ID),
      flowCookie(started),
    );
    expect(back.statusCode).toBe(303);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { origin: PUBLIC_URL },
      cookies: Object.fromEntries(back.cookies.map((c) => [c.name, c.value])),
    });
    const auth = { authorization: `Bearer ${refreshed.json().token as string}` };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: auth,
      payload: { email: other.user.email },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain(other.user.email);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, other.user.email));
    expect(mails.map((m) => m.kind)).toEqual(['auth.signup_existing']);
  });
});
