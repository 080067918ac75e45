import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, sessions, users } from '../../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from '../../lib/accounts/access-tokens';
import { createTestUser, refreshCookieOf, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
    cookies: cookie ? { genesis_refresh: cookie } : {},
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
  it('answers token, name, role and email and sets the refresh cookie HttpOnly, Secure, SameSite=Strict on /api/refresh', async () => {
    const user = await createTestUser(t.app, { role: 'editor', name: 'Edith Editor' });
    const res = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token: expect.any(String), name: 'Edith Editor', role: 'editor', email: user.email });
    expect(body.token.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'genesis_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/refresh' });
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
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);
  });

  it('stores the password only as an argon2id hash (19 MiB, 2 passes)', async () => {
    const user = await createTestUser(t.app);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(TEST_PASSWORD);
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

describe('sign-in throttling', () => {
  it('allows 5 attempts per email in 15 minutes, then answers 429 even to the right password', async () => {
    const user = await createTestUser(t.app);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'Wrong-Password-1')).statusCode).toBe(401);
    const blocked = await login(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    // Another account is not affected.
    const other = await createTestUser(t.app);
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles an unknown email exactly like a known one (no enumeration)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong-Password-1')).statusCode).toBe(401);
    const res = await login(email, 'Wrong-Password-1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it('counts parallel guesses too, and a success clears the count', async () => {
    const user = await createTestUser(t.app);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => login(user.email, 'Wrong-Password-1')));
    expect(guesses.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const fresh = await createTestUser(t.app);
    for (let i = 0; i < 4; i++) await login(fresh.email, 'Wrong-Password-1');
    expect((await login(fresh.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(fresh.email, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await login(fresh.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address (20 per 15 minutes)', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i++) expect((await login(uniqueEmail(), 'Wrong-Password-1', ip)).statusCode).toBe(401);
    const res = await login(uniqueEmail(), 'Wrong-Password-1', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});

describe('GET /api/me', () => {
  it('answers the signed-in user', async () => {
    const s = await signInAs(t.app, 'associate_editor');
    const res = await me(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: s.user.id, name: s.user.name, email: s.user.email, role: 'associate_editor' });
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
    expect((await me(await sign({ sub: String(a.user.id), sid }, { iss: 'https://evil.example' }))).statusCode).toBe(401);
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
    const newest = refreshCookieOf(rotated)!;
    const newToken = rotated.json().token as string;

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

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const s = await signInAs(t.app);
    const results = await Promise.all([refresh(s.refresh), refresh(s.refresh)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 401 without a cookie or with an unknown one, and clears the cookie', async () => {
    expect((await refresh()).statusCode).toBe(401);
    const res = await refresh('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === 'genesis_refresh');
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
      cookies: { genesis_refresh: s.refresh },
    });
    expect(foreign.statusCode).toBe(403);
    // The token was not spent by the refused calls.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { origin: t.config.publicUrl },
      cookies: { genesis_refresh: s.refresh },
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
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, old.user.id));
    expect((await refresh(old.refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: the access token and the refresh cookie stop working; the cookie is cleared', async () => {
    const s = await signInAs(t.app);
    const res = await logout(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    const cleared = res.cookies.find((c) => c.name === 'genesis_refresh');
    expect(cleared).toMatchObject({ value: '', path: '/api/refresh' });
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

describe('POST /api/signup', () => {
  const signup = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/signup', payload, remoteAddress: nextIp() });

  it('creates an author (whatever role is sent), signs it in and answers 201 token, name, role', async () => {
    const email = uniqueEmail('new');
    const res = await signup({ name: '  Ana  María ', email: email.toUpperCase(), password: 'Str0ng-Pass', role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ token: expect.any(String), name: 'Ana María', role: 'author' });
    expect(refreshCookieOf(res)).toBeDefined();
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row.role).toBe('author');
    expect((await me(res.json().token)).json().email).toBe(email);
  });

  it('answers 409 on the email field when the address has an account (any case)', async () => {
    const user = await createTestUser(t.app);
    const res = await signup({ name: 'Someone', email: user.email.toUpperCase(), password: 'Str0ng-Pass' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      errors: [{ path: 'email', message: 'An account with this email already exists' }],
    });
  });

  it.each([
    [{ name: '', email: 'a@example.org', password: 'Str0ng-Pass' }, 'name', 'Name is required'],
    [{ name: 'A', email: 'bad', password: 'Str0ng-Pass' }, 'email', 'Email must be at least 5 characters long'],
    [{ name: 'A', email: 'a@example.org', password: 'short' }, 'password', 'Min 8 characters'],
    [{ name: 'A', email: 'a@example.org', password: 'nouppercase1!' }, 'password', 'Needs an uppercase letter'],
    [{ name: 'A', email: 'a@example.org', password: 'Has Space1!' }, 'password', 'No spaces allowed'],
  ])('refuses %j with the shared message on %s', async (payload, path, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });
});
