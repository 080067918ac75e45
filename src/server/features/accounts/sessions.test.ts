import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, refreshTokens, sessions, users } from '../../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from './access-tokens';
import { hashPassword } from './passwords';
import { createUser } from './users';
import { createTestUser, refreshCookieOf, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The refresh cookie's name: the test app's PUBLIC_URL is https, hence the __Host- prefix. */
const COOKIE = '__Host-genesis_refresh';

let address = 0;
/** A fresh client address per call, so the per-address rate limits stay out of the way. */
const nextIp = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

const login = (email: string, password: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
const refresh = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/refresh',
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    cookies: cookie ? { [COOKIE]: cookie } : {},
    remoteAddress: nextIp(),
  });
const logout = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { 'sec-fetch-site': 'same-origin', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

async function signingKey(): Promise<Uint8Array> {
  await me('x'); // makes sure the key exists
  const [row] = await t.app.db.select().from(appSecrets).where(eq(appSecrets.name, 'access_token_hs256'));
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}

describe('POST /api/login', () => {
  it('answers token, name, role, email and emailVerified and sets the refresh cookie __Host-, HttpOnly, Secure, SameSite=Strict on / (https)', async () => {
    const user = await createTestUser(t.app, { role: 'editor', name: 'Edith Editor' });
    const res = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      name: 'Edith Editor',
      role: 'editor',
      email: user.email,
      emailVerified: true,
    });
    expect(body.token.split('.')).toHaveLength(3);
    // The refresh cookie, and the account's device cookie (decision 0013).
    expect(res.cookies.map((c) => c.name)).toEqual([
      COOKIE,
      expect.stringMatching(/^__Host-genesis_device_[\w-]{16}$/),
    ]);
    const cookie = res.cookies.find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie!.domain).toBeUndefined();
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(cookie!.expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastSignInAt).not.toBeNull();
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await createTestUser(t.app);
    const wrong = await login(user.email, 'Wrong-Password-1');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(refreshCookieOf(wrong)).toBeUndefined();
  });

  it('refuses a malformed email or an empty password with 400 and field errors', async () => {
    const res = await login('not-an-email', '');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('stores the password only as an argon2id hash (19 MiB, 2 passes)', async () => {
    // The hash every real account gets (signup, reset, invitation, CLI); test fixtures store a cheap one.
    const user = await createUser(t.app.db, {
      name: 'Strong Hash',
      email: uniqueEmail('strong'),
      role: 'author',
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerified: true,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(TEST_PASSWORD);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'Wrong-Password-1')).statusCode).toBe(401);
  });

  it('refuses a deactivated account, and its live session stops working at once', async () => {
    const s = await signInAs(t.app, 'reviewer');
    await t.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, s.user.id));
    expect((await me(s.token)).statusCode).toBe(401);
    const res = await login(s.user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deactivated/);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('answers the signed-in user', async () => {
    const s = await signInAs(t.app, 'associate_editor');
    const res = await me(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: s.user.id,
      name: s.user.name,
      email: s.user.email,
      role: 'associate_editor',
      emailVerified: true,
    });
  });

  it('answers 401 with WWW-Authenticate without a token or with a malformed one', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const junk = await me('not.a.jwt');
    expect(junk.statusCode).toBe(401);
    expect(junk.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('reads the role from the database on every request', async () => {
    const s = await signInAs(t.app, 'author');
    await t.app.db.update(users).set({ role: 'editor' }).where(eq(users.id, s.user.id));
    expect((await me(s.token)).json().role).toBe('editor');
  });
});

describe('forged and expired access tokens', () => {
  it("refuses alg 'none'", async () => {
    const s = await signInAs(t.app);
    const sid = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).sid as string;
    const unsigned = new UnsecuredJWT({ sid })
      .setSubject(String(s.user.id))
      .setIssuer(t.config.publicUrl)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const s = await signInAs(t.app);
    const [, payload] = s.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-guessed-secret-of-32-bytes-length!!'));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses a genuine token whose payload was changed (another user id)', async () => {
    const a = await signInAs(t.app);
    const b = await signInAs(t.app, 'admin');
    const [header, payload, signature] = a.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: String(b.user.id) })).toString('base64url');
    expect((await me(`${header}.${changed}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses an expired token, a token of another issuer or audience, and a session id of another user', async () => {
    const a = await signInAs(t.app);
    const b = await signInAs(t.app);
    const key = await signingKey();
    const sign = (claims: { sub: string; sid: string }, opts: { iss?: string; aud?: string; exp?: number } = {}) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(opts.iss ?? t.config.publicUrl)
        .setAudience(opts.aud ?? ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 300)
        .sign(key);
    const sid = JSON.parse(Buffer.from(a.token.split('.')[1], 'base64url').toString()).sid as string;
    const good = await sign({ sub: String(a.user.id), sid });
    expect((await me(good)).statusCode).toBe(200); // the helper signs correctly…
    const expired = await sign({ sub: String(a.user.id), sid }, { exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await me(expired)).statusCode).toBe(401);
    expect((await me(await sign({ sub: String(a.user.id), sid }, { iss: 'https://evil.example' }))).statusCode).toBe(
      401,
    );
    expect((await me(await sign({ sub: String(a.user.id), sid }, { aud: 'other-api' }))).statusCode).toBe(401);
    // …but a's session cannot carry b's id.
    expect((await me(await sign({ sub: String(b.user.id), sid }))).statusCode).toBe(401);
  });
});

describe('POST /api/refresh', () => {
  it('rotates: answers a new access token and a new cookie, and the old cookie is used up', async () => {
    const s = await signInAs(t.app);
    const first = await refresh(s.refresh);
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first)!;
    expect(next).toBeDefined();
    expect(next).not.toBe(s.refresh);
    const token = first.json().token as string;
    expect((await me(token)).json().id).toBe(s.user.id);
    const second = await refresh(next);
    expect(second.statusCode).toBe(200);
  });

  it('treats a used refresh token presented again as theft: the whole session is revoked', async () => {
    const s = await signInAs(t.app);
    const rotated = await refresh(s.refresh);
    // The rightful holder goes on refreshing: the first token's successor is used up.
    const twice = await refresh(refreshCookieOf(rotated)!);
    const newest = refreshCookieOf(twice)!;
    const newToken = twice.json().token as string;

    const replay = await refresh(s.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
    // The thief's replay also ends the rightful holder's newest token and its access tokens.
    expect((await refresh(newest)).statusCode).toBe(401);
    expect((await me(newToken)).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(401);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(session.revokedReason).toBe('reuse');
  });

  it('gives two simultaneous refreshes with the same token the same next token, and keeps the session', async () => {
    const s = await signInAs(t.app);
    const results = await Promise.all([refresh(s.refresh), refresh(s.refresh)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [one, two] = results.map((r) => refreshCookieOf(r)!);
    expect(one).toBe(two);
    expect(one).not.toBe(s.refresh);
    for (const r of results) expect((await me(r.json().token as string)).statusCode).toBe(200);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(session.revokedAt).toBeNull();
    // The shared next token works once, as any other.
    expect((await refresh(one)).statusCode).toBe(200);
  });

  it('gives a token used again within 10 s its same successor, and only while that successor is unused', async () => {
    const s = await signInAs(t.app);
    const first = await refresh(s.refresh);
    const again = await refresh(s.refresh);
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBe(refreshCookieOf(first));
    // Once the successor is used, the old token is a replay: the family is revoked.
    expect((await refresh(refreshCookieOf(first)!)).statusCode).toBe(200);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(session.revokedReason).toBe('reuse');
  });

  it('treats a token used again after the 10-second grace as theft', async () => {
    const s = await signInAs(t.app);
    const first = await refresh(s.refresh);
    expect(first.statusCode).toBe(200);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.sessionId, session.id));
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(first)!)).statusCode).toBe(401);
    const [after] = await t.app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after.revokedReason).toBe('reuse');
  });

  it('answers 401 without a cookie or with an unknown one, and clears the cookie', async () => {
    expect((await refresh()).statusCode).toBe(401);
    const res = await refresh('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('refuses cross-site requests (Sec-Fetch-Site, or a foreign Origin) without touching the token', async () => {
    const s = await signInAs(t.app);
    const crossSite = await refresh(s.refresh, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' });
    expect((await refresh(s.refresh, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { origin: 'https://evil.example' },
      cookies: { [COOKIE]: s.refresh },
    });
    expect(foreign.statusCode).toBe(403);
    // The token was not spent by the refused calls.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { origin: t.config.publicUrl },
      cookies: { [COOKIE]: s.refresh },
    });
    expect(own.statusCode).toBe(200);
  });

  it('ends a session idle for more than 7 days or past its 30-day end', async () => {
    const idle = await signInAs(t.app);
    await t.app.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(sessions.userId, idle.user.id));
    expect((await refresh(idle.refresh)).statusCode).toBe(401);
    expect((await me(idle.token)).statusCode).toBe(401);
    const old = await signInAs(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, old.user.id));
    expect((await refresh(old.refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: the access token and the refresh cookie stop working; the cookie is cleared', async () => {
    const s = await signInAs(t.app);
    const res = await logout(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    const cleared = res.cookies.find((c) => c.name === COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });

  it('ends only its own session: the same user signed in elsewhere stays signed in', async () => {
    const user = await createTestUser(t.app);
    const one = (await login(user.email, TEST_PASSWORD)).json().token as string;
    const two = (await login(user.email, TEST_PASSWORD)).json().token as string;
    await logout(one);
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(200);
  });

  it('works with an expired (genuine) access token, and answers 200 with none', async () => {
    const s = await signInAs(t.app);
    const key = await signingKey();
    const sid = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).sid as string;
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.user.id))
      .setIssuer(t.config.publicUrl)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    expect((await logout(expired)).statusCode).toBe(200);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(200);
  });

  it('refuses a cross-site logout (it could sign a user out from another site)', async () => {
    const s = await signInAs(t.app);
    const res = await logout(s.token, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await me(s.token)).statusCode).toBe(200);
  });
});

describe('the refresh cookie over http', () => {
  it('is genesis_refresh on /api/refresh when PUBLIC_URL is http (no __Host- prefix possible)', async () => {
    const local = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      const user = await createTestUser(local.app);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(res.cookies.map((c) => ({ name: c.name, path: c.path }))).toEqual([
        { name: 'genesis_refresh', path: '/api/refresh' },
        { name: expect.stringMatching(/^genesis_device_[\w-]{16}$/), path: '/api/login' },
      ]);
      const next = await local.app.inject({
        method: 'POST',
        url: '/api/refresh',
        headers: { 'sec-fetch-site': 'same-origin' },
        cookies: { genesis_refresh: refreshCookieOf(res)! },
      });
      expect(next.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
