import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetRequests, passwordTokens, sessions } from '../../db/schema';
import { hashSecretToken } from './secret-token';
import { createTestUser, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { handlePasswordResetRequests } from './password-reset';

const ADMIN_EMAIL = 'chief.admin@journals.example.org';
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL, LOG_LEVEL: 'trace' }, { logLines });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const nextIp = () => `10.30.${Math.floor(++address / 250)}.${address % 250}`;

/** What the mail loop does first on every pass: handle the recorded reset requests. */
const handleRequests = () =>
  handlePasswordResetRequests({
    db: t.app.db,
    mailer: t.app.mailer,
    publicUrl: t.config.publicUrl,
    adminEmail: t.config.adminEmail,
  });
/** A reset request, then the mail loop's handling of it (without delivering, which redacts). */
async function requestReset(payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset/request',
    payload: payload as object,
    headers,
    remoteAddress: nextIp(),
  });
  await handleRequests();
  return res;
}
const validate = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/password-reset/validate/${encodeURIComponent(token)}`,
    remoteAddress: nextIp(),
  });
const confirm = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, password },
    remoteAddress: nextIp(),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextIp() });

/** Reset mails to `to`, newest last. */
async function resetMailsTo(to: string) {
  return t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'auth.password_reset')))
    .orderBy(outbox.id);
}

/** The token of the newest reset link mailed to `to`. */
async function mailedToken(to: string): Promise<{ token: string; link: string }> {
  const mails = await resetMailsTo(to);
  const link = /https?:\/\/\S+token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)!;
  return { token: link[1], link: link[0] };
}

describe('POST /api/password-reset/request', () => {
  it('mails a link built from PUBLIC_URL (never the Host header) to an existing account', async () => {
    const user = await createTestUser(t.app);
    const res = await requestReset(
      { email: user.email.toUpperCase() },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'If an account exists for that email, a password reset link has been sent. It expires in 15 minutes.',
    });
    const [mail] = await resetMailsTo(user.email);
    expect(mail.subject).toBe('Reset your Genesis password');
    const { link, token } = await mailedToken(user.email);
    expect(link).toBe(`https://journals.example.org/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(mail.text).toContain('expires in 15 minutes');
  });

  it('does the same work in the request for a known and an unknown address: it only records the request', async () => {
    const known = await createTestUser(t.app);
    const unknown = uniqueEmail('nobody');
    await handleRequests();
    for (const email of [known.email, unknown]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset/request',
        payload: { email },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      const recorded = await t.app.db
        .select()
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.email, email));
      expect(recorded).toMatchObject([{ handledAt: null, page: '/reset-password', adminOnly: false }]);
    }
    // Nothing was looked up or issued yet: no token, no mail.
    expect(await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.userId, known.id))).toHaveLength(0);
    expect(await resetMailsTo(known.email)).toHaveLength(0);
    // The mail loop handles both: a link for the account, nothing for the unknown address.
    expect(await handleRequests()).toBe(2);
    expect(await resetMailsTo(known.email)).toHaveLength(1);
    expect(await resetMailsTo(unknown)).toHaveLength(0);
    const handled = await t.app.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, unknown));
    expect(handled[0].handledAt).not.toBeNull();
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const known = await createTestUser(t.app);
    const a = await requestReset({ email: known.email });
    const email = uniqueEmail('nobody');
    const b = await requestReset({ email });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(await resetMailsTo(email)).toHaveLength(0);
  });

  it('stores only the hash of the token, and the delivered mail keeps no usable link', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    const rows = await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(15 * 60_000);

    await t.app.mailer.runOnce();
    const [delivered] = await resetMailsTo(user.email);
    expect(delivered.status).toBe('logged');
    expect(delivered.text).not.toContain(token);
    expect(delivered.text).toContain('/reset-password?token=[redacted]');
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('with no email (the portal button) mails the admin a /portal/reset-password link', async () => {
    await createTestUser(t.app, { role: 'admin', email: ADMIN_EMAIL });
    const res = await requestReset({});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'A password reset link has been sent to the admin email address. It expires in 15 minutes.',
    );
    const { link, token } = await mailedToken(ADMIN_EMAIL);
    expect(link).toBe(`https://journals.example.org/portal/reset-password?token=${token}`);
    // An empty body works too.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/password-reset/request', remoteAddress: nextIp() })).statusCode,
    ).toBe(200);
  });

  it('mails at most 3 links per account in 15 minutes, answering alike', async () => {
    const user = await createTestUser(t.app);
    for (let i = 0; i < 5; i++) expect((await requestReset({ email: user.email })).statusCode).toBe(200);
    expect(await resetMailsTo(user.email)).toHaveLength(3);
  });

  it('voids the older link when a new one is issued', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const first = (await mailedToken(user.email)).token;
    await requestReset({ email: user.email });
    const second = (await mailedToken(user.email)).token;
    expect((await validate(first)).json()).toEqual({ valid: false });
    expect((await validate(second)).json()).toEqual({ valid: true });
  });

  it('is rate limited per client address (5 per 15 minutes)', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset/request',
        payload: { email: uniqueEmail() },
        remoteAddress: '10.31.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(429);
  });
});

describe('GET /api/password-reset/validate/{token}', () => {
  it('answers valid for a fresh link, invalid for an unknown or expired one, 414 for an over-long one', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    expect((await validate(token)).json()).toEqual({ valid: true });
    expect((await validate('A'.repeat(43))).json()).toEqual({ valid: false });
    expect((await validate('x'.repeat(600))).statusCode).toBe(414); // longer than any route parameter
    await t.app.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashSecretToken(token)));
    expect((await validate(token)).json()).toEqual({ valid: false });
  });

  it('never writes the token of the path to the log', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    await validate(token);
    const log = logLines.join('\n');
    expect(log).toContain('/api/password-reset/validate/[redacted]');
    expect(log).not.toContain(token);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password, ends every session of the account, and mails a notice', async () => {
    const s = await signInAs(t.app);
    await requestReset({ email: s.user.email });
    const { token } = await mailedToken(s.user.email);
    const res = await confirm(token, 'Brand-New-Pass-7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been reset. You can now sign in with your new password.',
    });

    expect((await login(s.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(s.user.email, 'Brand-New-Pass-7')).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: s.auth });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      cookies: { genesis_refresh: s.refresh },
      remoteAddress: nextIp(),
    });
    expect(refresh.statusCode).toBe(401);
    const revoked = await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(revoked.find((r) => r.revokedReason === 'password_reset')).toBeDefined();
    const notices = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, s.user.email), eq(outbox.kind, 'auth.password_changed')));
    expect(notices).toHaveLength(1);
  });

  it('works once: the same link again answers the seed message', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    expect((await confirm(token, 'Brand-New-Pass-7')).statusCode).toBe(200);
    const again = await confirm(token, 'Another-Pass-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'This password reset link is invalid or has expired.',
    });
    expect((await login(user.email, 'Another-Pass-8')).statusCode).toBe(401);
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    await t.app.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashSecretToken(token)));
    expect((await confirm(token, 'Brand-New-Pass-7')).json().message).toBe(
      'This password reset link is invalid or has expired.',
    );
    expect((await confirm('B'.repeat(43), 'Brand-New-Pass-7')).statusCode).toBe(400);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password with the shared rule and leaves the link usable', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    const weak = await confirm(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ path: 'password', message: 'Needs an uppercase letter' });
    expect((await validate(token)).json()).toEqual({ valid: true });
    expect((await confirm(token, 'Strong-Pass-9')).statusCode).toBe(200);
  });

  it('refuses a guessable password that meets the character rule, with advice, and leaves the link usable', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    for (const password of ['Password123!', 'Summer2024!']) {
      const weak = await confirm(token, password);
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toMatch(/^This password is too easy to guess\. \S/);
      expect(weak.json().errors).toEqual([{ path: 'password', message: weak.json().message }]);
    }
    expect((await validate(token)).json()).toEqual({ valid: true });
    expect((await confirm(token, 'correct horse battery staple')).statusCode).toBe(200);
    expect((await login(user.email, 'correct horse battery staple')).statusCode).toBe(200);
  });

  it('never logs the password or the token sent in the body', async () => {
    const user = await createTestUser(t.app);
    await requestReset({ email: user.email });
    const { token } = await mailedToken(user.email);
    await confirm(token, 'Secret-Logged-Never-1');
    const log = logLines.join('\n');
    expect(log).not.toContain('Secret-Logged-Never-1');
    expect(log).not.toContain(token);
  });
});
