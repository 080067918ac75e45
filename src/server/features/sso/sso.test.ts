/**
 * Sign-in with ORCID and with an institution's OpenID Connect provider, run for real against
 * loopback providers (oidc-provider) through the app's routes (decision 0087). Expectations
 * from OpenID Connect Core 1.0 (§3.1.2.1 state, §3.1.3.7 nonce), RFC 6749 §4.1.2 / §10.5 (a
 * code is short-lived and single use), RFC 7636 (PKCE), and the rules: an account is
 * matched only by an address its provider verified, in an allowed domain; secrets never answered.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdentities, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser, refreshCookieOf, signInAs } from '../../test/accounts';
import { startLoopbackOidc, type LoopbackOidc } from '../../test/oidc-provider';
import { getOrcidAuthorization } from '../orcid';

const PUBLIC_URL = 'https://journals.example.org';
const CALLBACK = `${PUBLIC_URL}/api/sso/callback`;
const ORCID_ID = '0000-0002-1825-0097';
const SECOND_ID = '0000-0001-5109-3700';

let t: TestApp;
let orcid: LoopbackOidc;
let institution: LoopbackOidc;
let institutionKey: string;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  orcid = await startLoopbackOidc({
    flavour: 'orcid',
    clientId: 'APP-LOOPBACK',
    clientSecret: 'orcid-client-secret',
    redirectUris: [CALLBACK],
    people: [
      { sub: ORCID_ID, given_name: 'Josiah', family_name: 'Carberry' },
      { sub: SECOND_ID, given_name: 'Ada', family_name: 'Lovelace' },
    ],
  });
  institution = await startLoopbackOidc({
    flavour: 'institution',
    clientId: 'genesis',
    clientSecret: 'institution-client-secret',
    redirectUris: [CALLBACK],
    people: [
      { sub: 'u1', given_name: 'Una', family_name: 'Verified', email: 'una@uni.example', email_verified: true },
      { sub: 'u2', given_name: 'Nic', family_name: 'Unverified', email: 'nic@uni.example', email_verified: false },
      { sub: 'u3', given_name: 'Oto', family_name: 'Other', email: 'oto@elsewhere.example', email_verified: true },
    ],
  });
  for (const name of ['ORCID_CLIENT_ID', 'ORCID_CLIENT_SECRET', 'ORCID_ENVIRONMENT', 'ORCID_API']) {
    saved[name] = process.env[name];
  }
  process.env.ORCID_CLIENT_ID = 'APP-LOOPBACK';
  process.env.ORCID_CLIENT_SECRET = 'orcid-client-secret';
  process.env.ORCID_ENVIRONMENT = orcid.issuer;
  process.env.ORCID_API = 'member';
  t = await createTestApp({ PUBLIC_URL });
  const admin = await signInAs(t.app, 'admin');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sign-in-providers',
    headers: admin.auth,
    payload: {
      name: 'University of Example',
      issuer: institution.issuer,
      clientId: 'genesis',
      clientSecret: 'institution-client-secret',
      allowedDomains: ['uni.example'],
    },
  });
  expect(created.statusCode).toBe(201);
  institutionKey = `oidc:${created.json<{ id: number }>().id}`;
});

afterAll(async () => {
  await t?.close();
  await orcid?.close();
  await institution?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** POST /api/sso/start (or /link with a session): the provider's URL and the flow cookie. */
async function start(provider: string, auth?: { authorization: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: auth ? '/api/sso/link' : '/api/sso/start',
    headers: auth,
    payload: { provider, returnTo: '/dashboard' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'genesis_sso');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api/sso/callback' });
  return { url: res.json<{ url: string }>().url, cookie: cookie!.value };
}

/** The browser's return to the callback, with the flow cookie. */
function callback(url: string, cookie: string) {
  const target = new URL(url);
  expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
  return t.app.inject({
    method: 'GET',
    url: `${target.pathname}${target.search}`,
    cookies: { genesis_sso: cookie },
  });
}

/** A whole sign-in as `sub` at `provider`. */
async function signIn(provider: LoopbackOidc, key: string, sub: string) {
  const { url, cookie } = await start(key);
  return callback(await provider.authorize(url, sub), cookie);
}

async function accountOf(provider: string, subject: string) {
  const [row] = await t.app.db
    .select({ id: users.id, name: users.name, email: users.email, verified: users.emailVerifiedAt })
    .from(accountIdentities)
    .innerJoin(users, eq(users.id, accountIdentities.userId))
    .where(and(eq(accountIdentities.provider, provider), eq(accountIdentities.subject, subject)));
  return row;
}

describe('sign in with ORCID', () => {
  it('offers ORCID and the enabled institution, and asks ORCID with PKCE, state and nonce', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/sso/methods' });
    expect(methods.json()).toEqual({
      orcid: true,
      providers: [{ key: institutionKey, name: 'University of Example' }],
    });
    const { url } = await start('orcid');
    const asked = new URL(url);
    expect(asked.origin).toBe(orcid.issuer);
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('state')).toBeTruthy();
    expect(asked.searchParams.get('nonce')).toBeTruthy();
    expect(asked.searchParams.get('scope')?.split(' ')).toEqual(['openid', '/read-limited', '/activities/update']);
  });

  it('makes an account named from the claims on the first sign-in, unverified, and keeps the grant', async () => {
    const res = await signIn(orcid, 'orcid', ORCID_ID);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/login?sso=signed-in&next=%2Fdashboard');
    const refresh = refreshCookieOf(res);
    expect(refresh).toBeTruthy();
    const account = await accountOf('orcid', ORCID_ID);
    expect(account).toMatchObject({ name: 'Josiah Carberry', verified: null });
    expect(account!.email).toBe(`${ORCID_ID}@orcid.invalid`);
    const grant = await getOrcidAuthorization(t.app.db, ORCID_ID);
    expect(grant).toMatchObject({ orcid: ORCID_ID, accountId: account!.id });
    expect(grant!.scope).toEqual(expect.arrayContaining(['openid', '/read-limited', '/activities/update']));

    // The refresh cookie is a real session: it gives an access token for this account.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      cookies: { '__Host-genesis_refresh': refresh! },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me/identities',
      headers: { authorization: `Bearer ${refreshed.json<{ token: string }>().token}` },
    });
    expect(me.json()).toEqual([{ provider: 'orcid', subject: ORCID_ID, label: 'ORCID' }]);
  });

  it('finds the same account on the second sign-in', async () => {
    const before = await t.app.db.select({ id: users.id }).from(users);
    const res = await signIn(orcid, 'orcid', ORCID_ID);
    expect(res.statusCode).toBe(303);
    expect(await t.app.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    const identities = await t.app.db.select().from(accountIdentities).where(eq(accountIdentities.subject, ORCID_ID));
    expect(identities).toHaveLength(1);
  });

  it('links the iD to the signed-in account, and refuses an iD linked to another account', async () => {
    const session = await signInAs(t.app, 'author');
    const { url, cookie } = await start('orcid', session.auth);
    const res = await callback(await orcid.authorize(url, SECOND_ID), cookie);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/dashboard?sso=linked');
    expect(refreshCookieOf(res)).toBeUndefined();
    const [identity] = await t.app.db.select().from(accountIdentities).where(eq(accountIdentities.subject, SECOND_ID));
    expect(identity.userId).toBe(session.user.id);

    const other = await signInAs(t.app, 'author');
    const again = await start('orcid', other.auth);
    const refused = await callback(await orcid.authorize(again.url, SECOND_ID), again.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This identity is already linked to another Genesis account.');
  });
});

describe('a round trip that was tampered with', () => {
  it('refuses a forged state, and a state not from this browser', async () => {
    const { url, cookie } = await start('orcid');
    const back = new URL(await orcid.authorize(url, ORCID_ID));
    back.searchParams.set('state', 'forged-state-value');
    const forged = await callback(back.toString(), cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toContain('text/html');
    expect(forged.body).toContain('This sign-in link is not valid any more');
    expect(refreshCookieOf(forged)).toBeUndefined();

    const other = await start('orcid');
    const stolen = await callback(await orcid.authorize(other.url, ORCID_ID), 'another-browser-state');
    expect(stolen.statusCode).toBe(400);
  });

  it('refuses a forged nonce (the ID token does not carry the one sent)', async () => {
    const { url, cookie } = await start('orcid');
    const asked = new URL(url);
    asked.searchParams.set('nonce', 'forged-nonce-value');
    const res = await callback(await orcid.authorize(asked.toString(), ORCID_ID), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The sign-in could not be completed');
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    orcid.codeTtlSeconds = 1;
    try {
      const { url, cookie } = await start('orcid');
      const back = await orcid.authorize(url, ORCID_ID);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const res = await callback(back, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('The sign-in could not be completed');
    } finally {
      orcid.codeTtlSeconds = 60;
    }
  });

  it('refuses the same answer twice', async () => {
    const { url, cookie } = await start('orcid');
    const back = await orcid.authorize(url, ORCID_ID);
    expect((await callback(back, cookie)).statusCode).toBe(303);
    const replay = await callback(back, cookie);
    expect(replay.statusCode).toBe(400);
    expect(refreshCookieOf(replay)).toBeUndefined();
  });
});

describe("sign in with an institution's provider", () => {
  it('makes a verified account from a verified address of an allowed domain, then finds it again', async () => {
    const res = await signIn(institution, institutionKey, 'u1');
    expect(res.statusCode, res.body).toBe(303);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'una@uni.example'));
    expect(user).toMatchObject({ name: 'Una Verified', role: 'author' });
    expect(user.emailVerifiedAt).not.toBeNull();
    const again = await signIn(institution, institutionKey, 'u1');
    expect(again.statusCode).toBe(303);
    expect(await t.app.db.select().from(users).where(eq(users.email, 'una@uni.example'))).toHaveLength(1);
  });

  it('links an existing verified account by its address', async () => {
    const existing = await createTestUser(t.app, { email: 'ina@uni.example', emailVerified: true });
    institution.people.set('u4', { sub: 'u4', email: 'ina@uni.example', email_verified: true });
    const res = await signIn(institution, institutionKey, 'u4');
    expect(res.statusCode, res.body).toBe(303);
    const [identity] = await t.app.db.select().from(accountIdentities).where(eq(accountIdentities.subject, 'u4'));
    expect(identity.userId).toBe(existing.id);
  });

  it('refuses an address the provider did not verify', async () => {
    const res = await signIn(institution, institutionKey, 'u2');
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Your institution did not confirm your e-mail address');
    expect(await t.app.db.select().from(users).where(eq(users.email, 'nic@uni.example'))).toHaveLength(0);
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('refuses an address of a domain not allowed', async () => {
    const res = await signIn(institution, institutionKey, 'u3');
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Addresses of your domain cannot sign in with this institution here.');
    expect(await t.app.db.select().from(users).where(eq(users.email, 'oto@elsewhere.example'))).toHaveLength(0);
  });

  it('refuses to take over an unconfirmed account of that address', async () => {
    await createTestUser(t.app, { email: 'squat@uni.example', emailVerified: false });
    institution.people.set('u5', { sub: 'u5', email: 'squat@uni.example', email_verified: true });
    const res = await signIn(institution, institutionKey, 'u5');
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(accountIdentities).where(eq(accountIdentities.subject, 'u5'))).toHaveLength(0);
  });
});

describe('the providers admin', () => {
  it('never answers the client secret, and is for admins only', async () => {
    const admin = await signInAs(t.app, 'admin');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/sign-in-providers', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('institution-client-secret');
    expect(list.json()[0]).toMatchObject({ name: 'University of Example', hasClientSecret: true });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sign-in-providers/${institutionKey.slice(5)}`,
      headers: admin.auth,
      payload: { allowedDomains: ['uni.example', 'Lab.Uni.Example'] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().allowedDomains).toEqual(['uni.example', 'lab.uni.example']);
    expect(patched.body).not.toContain('institution-client-secret');
    const methods = await t.app.inject({ method: 'GET', url: '/api/sso/methods' });
    expect(methods.body).not.toContain('secret');

    const author = await signInAs(t.app, 'author');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/sign-in-providers', headers: author.auth });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a provider without https issuer or domains with 400', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in-providers',
      headers: admin.auth,
      payload: { name: 'X', issuer: 'http://idp.example.org', clientId: 'c', clientSecret: 's', allowedDomains: [] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a method that is off or unknown', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sso/start', payload: { provider: 'oidc:99999' } });
    expect(res.statusCode).toBe(404);
  });
});
