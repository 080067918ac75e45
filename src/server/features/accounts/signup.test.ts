/**
 * Signup and address verification (seed 001 §2, §7; decision 0013): signup answers alike for new
 * and taken addresses, mails a 24-hour single-use link, and the account owns nothing found by
 * address until the link is used.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, outbox, sessions, users } from '../../db/schema';
import { hashSecretToken } from './secret-token';
import {
  createTestUser,
  giveJournalRole,
  refreshCookieOf,
  signInAs,
  uniqueEmail,
  type TestSession,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { manuscriptFields, multipart, nextAddress, realPdf } from '../../test/intake';
import { handlePasswordResetRequests } from './password-reset';
import { SIGNUP_CHECK_EMAIL } from './service';
import { passSimilarityCheck } from '../../test/similarity';

let t: TestApp;
let editor: TestSession;
let admin: TestSession;
let journalId: number;
beforeAll(async () => {
  t = await createTestApp();
  journalId = (await createJournal(t.app.db, { title: 'Journal of Mathematics', isHouse: true })).id;
  editor = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, editor.user.id, journalId); // an editor of that journal (decision 0037)
  admin = await signInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const nextIp = () => `10.40.${Math.floor(++address / 250)}.${address % 250}`;
type Auth = { authorization: string };
const post = (url: string, auth: Auth | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
const get = (url: string, auth: Auth | null) => t.app.inject({ method: 'GET', url, headers: auth ?? {} });
const signup = (payload: Record<string, unknown>) => post('/api/signup', null, payload);
const PASSWORD = 'Str0ng-Pass!';

/** The mails to `email`, oldest first. */
const mailsTo = (email: string) => t.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
/** The token of the newest verification mail to `email`. */
async function verificationToken(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((m) => m.kind === 'auth.verify_email');
  const link = /https:\/\/journals\.example\.org\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text);
  return link![1];
}
async function signIn(email: string, password = PASSWORD): Promise<Auth> {
  const res = await post('/api/login', null, { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

describe('POST /api/signup', () => {
  it('makes an unverified author (whatever role is sent is refused), mails a link from PUBLIC_URL and starts no session', async () => {
    const email = uniqueEmail('new');
    const res = await signup({ name: '  Ana  María ', email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: SIGNUP_CHECK_EMAIL, name: 'Ana María', role: 'author' });
    expect(res.json().message).toMatch(/^Check your e-mail to confirm your address/);
    expect(refreshCookieOf(res)).toBeUndefined();
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'author', emailVerifiedAt: null });
    const [mail] = await mailsTo(email);
    expect(mail.kind).toBe('auth.verify_email');
    expect(mail.text).toContain('expires in 24 hours');
    // Only the token's hash is stored.
    const token = await verificationToken(email);
    const [stored] = await t.app.db.select().from(emailVerifications).where(eq(emailVerifications.userId, row.id));
    expect(stored.tokenHash).toBe(hashSecretToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 3_600_000);
  });

  it('answers a taken address exactly like a new one, makes nothing, and mails its owner instead', async () => {
    const owner = await createTestUser(t.app, { name: 'Olga Owner' });
    const fresh = await signup({ name: 'Someone', email: uniqueEmail('fresh'), password: PASSWORD });
    const taken = await signup({ name: 'Someone', email: owner.email.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const [still] = await t.app.db.select().from(users).where(eq(users.email, owner.email));
    expect(still.passwordHash).toBe(owner.passwordHash);
    expect(still.name).toBe('Olga Owner');
    const mails = await mailsTo(owner.email);
    expect(mails.map((m) => m.kind)).toEqual(['auth.signup_existing']);
    expect(mails[0].text).toContain('https://journals.example.org/forgot-password');
    // At most 3 such notices an hour: more signups are answered alike and mail nothing.
    for (let i = 0; i < 4; i++)
      expect((await signup({ name: 'Someone', email: owner.email, password: PASSWORD })).json()).toEqual(fresh.json());
    expect(await mailsTo(owner.email)).toHaveLength(3);
  });

  it.each([
    [{ name: 'A', email: 'a@example.org', password: PASSWORD, role: 'admin' }, '', 'Unrecognized key: "role"'],
    [{ name: '', email: 'a@example.org', password: PASSWORD }, 'name', 'Name is required'],
    [{ name: 'A', email: 'bad', password: PASSWORD }, 'email', 'Email must be at least 5 characters long'],
    [{ name: 'A', email: 'a@example.org', password: 'short' }, 'password', 'Min 8 characters'],
    [{ name: 'A', email: 'a@example.org', password: 'nouppercase1!' }, 'password', 'Needs an uppercase letter'],
    [{ name: 'A', email: 'a@example.org', password: 'x'.repeat(129) }, 'password', 'Max 128 characters'],
    [
      { name: 'A', email: 'ada.lovelace@example.org', password: 'Ada.Lovelace-1' },
      'password',
      'Must not contain your e-mail address or its name',
    ],
    [
      { name: 'A', email: 'a@example.org', password: 'P@ssw0rd' },
      'password',
      'This password is too common. Choose one that is harder to guess.',
    ],
    [
      { name: 'A', email: 'a@example.org', password: 'Pa$$w0rd' },
      'password',
      'This password is too common. Choose one that is harder to guess.',
    ],
  ])('refuses %j (400 on %s: %s) and makes nothing', async (payload, path, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await mailsTo(String(payload.email))).toHaveLength(0);
  });

  // NIST SP 800-63B §5.1.1.2: values that are commonly used or expected are refused, with
  // advice (the zxcvbn-ts estimate, its warning and suggestions; decision 0013).
  it.each(['Password1!', 'Password123!', 'Welcome1!', 'Qwerty123!', 'Summer2024!', 'aaaaaaaaaaaaaaaaaaaaaaaa'])(
    'refuses the guessable %s with advice, and makes nothing',
    async (password) => {
      const email = uniqueEmail('weak');
      const res = await signup({ name: 'Wendy Weak', email, password });
      expect(res.statusCode).toBe(400);
      const { message, errors } = res.json() as { message: string; errors: { path: string; message: string }[] };
      expect(message).toMatch(/^This password is too easy to guess\. \S.*\./);
      expect(message.length).toBeGreaterThan('This password is too easy to guess.'.length + 10);
      expect(errors).toEqual([{ path: 'password', message }]);
      expect(await mailsTo(email)).toHaveLength(0);
    },
  );

  it('refuses a password made of the account holder’s own name', async () => {
    const email = uniqueEmail('named');
    const res = await signup({ name: 'Marguerite Yourcenar', email, password: 'Yourcenar2024!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This password is too easy to guess\./);
  });

  it('accepts spaces and passphrases up to 128 characters', async () => {
    for (const password of [
      'Has Space1!',
      'correct horse battery staple on the moon',
      `${'long passphrase '.repeat(8)}`,
    ]) {
      const email = uniqueEmail('phrase');
      const res = await signup({ name: 'Pat Phrase', email, password });
      expect(res.statusCode, `${password}: ${res.body}`).toBe(201);
      expect((await post('/api/login', null, { email, password })).statusCode).toBe(200);
    }
  });
});

describe('address verification', () => {
  async function unverifiedAccount(email = uniqueEmail('unverified')) {
    expect((await signup({ name: 'Una Verified', email, password: PASSWORD })).statusCode).toBe(201);
    return { email, auth: await signIn(email) };
  }

  it('signs in unverified, says so on /api/me, and the link (once) verifies the address', async () => {
    const { email, auth } = await unverifiedAccount();
    expect((await get('/api/me', auth)).json()).toMatchObject({ email, emailVerified: false });
    const token = await verificationToken(email);
    const res = await post('/api/verify-email', null, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your e-mail address is confirmed.' });
    expect((await get('/api/me', auth)).json().emailVerified).toBe(true);
    const again = await post('/api/verify-email', null, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', message: 'This confirmation link is invalid or has expired.' });
  });

  it('refuses an expired, unknown or malformed link, and unknown fields', async () => {
    const { email } = await unverifiedAccount();
    const token = await verificationToken(email);
    await t.app.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.tokenHash, hashSecretToken(token)));
    expect((await post('/api/verify-email', null, { token })).statusCode).toBe(400);
    expect((await post('/api/verify-email', null, { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/api/verify-email', null, { token: '' })).statusCode).toBe(400);
    expect((await post('/api/verify-email', null, { token: 'x'.repeat(600) })).statusCode).toBe(400);
    expect((await post('/api/verify-email', null, { token: 'x'.repeat(43), extra: 1 })).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('mails a new link on request (voiding the old one), 3 an hour at most', async () => {
    const { email, auth } = await unverifiedAccount();
    const first = await verificationToken(email);
    const resent = await post('/api/verify-email/resend', auth);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toContain(email);
    const second = await verificationToken(email);
    expect(second).not.toBe(first);
    expect((await post('/api/verify-email', null, { token: first })).statusCode).toBe(400);
    // The signup's mail and two resends make three: the fourth is refused.
    expect((await post('/api/verify-email/resend', auth)).statusCode).toBe(200);
    const refused = await post('/api/verify-email/resend', auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await post('/api/verify-email', null, { token: await verificationToken(email) })).statusCode).toBe(200);
    expect((await post('/api/verify-email/resend', auth)).json()).toEqual({
      message: 'Your e-mail address is already confirmed.',
    });
    expect((await post('/api/verify-email/resend', null)).statusCode).toBe(401);
  });

  it('counts a password reset link as proof of the address', async () => {
    const { email } = await unverifiedAccount();
    expect((await post('/api/password-reset/request', null, { email })).statusCode).toBe(200);
    // The mail loop's first step (delivery would redact the token from the stored mail).
    await handlePasswordResetRequests({
      db: t.app.db,
      mailer: t.app.mailer,
      publicUrl: t.config.publicUrl,
      adminEmail: t.config.adminEmail,
    });
    const reset = (await mailsTo(email)).find((m) => m.kind === 'auth.password_reset')!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(reset.text)![1];
    expect((await post('/api/password-reset/confirm', null, { token, password: 'Another-Pass-2' })).statusCode).toBe(
      200,
    );
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row.emailVerifiedAt).not.toBeNull();
  });
});

describe('nothing is linked to an unverified account by address', () => {
  async function invitation(reviewerEmail: string) {
    const author = await signInAs(t.app, 'author');
    const draft = await post('/api/submissions/draft', author.auth, {
      title: 'Tidal heating of icy moons',
      abstract: 'We model tidal dissipation in the ice shells of Europa and Enceladus.',
      journalId,
      articleType: 'Research Article',
    });
    const id = draft.json().id as number;
    const body = multipart({}, [{ field: 'file', name: 'paper.pdf', type: 'application/pdf', data: realPdf() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/upload?kind=manuscript`,
      headers: { ...author.auth, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
    await passSimilarityCheck(t.app, id, editor.auth);
    expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
    const invite = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail });
    expect(invite.statusCode).toBe(201);
    return invite.json().inviteId as number;
  }

  it('hides an invitation from whoever signs up with the invited address until they confirm it', async () => {
    const reviewerEmail = uniqueEmail('invited');
    const inviteId = await invitation(reviewerEmail);
    // Someone signs up with the invited address and signs in: they see nothing of it.
    expect((await signup({ name: 'Mallory', email: reviewerEmail, password: PASSWORD })).statusCode).toBe(201);
    const mallory = await signIn(reviewerEmail);
    expect((await get('/api/reviewer/invites', mallory)).json()).toEqual([]);
    expect((await get(`/api/invites/${inviteId}`, mallory)).statusCode).toBe(404);
    expect((await get(`/api/invites/${inviteId}/manuscript`, mallory)).statusCode).toBe(404);
    expect((await post(`/api/invites/${inviteId}/respond`, mallory, { accept: true })).statusCode).toBe(404);
    // Whoever reads the mail confirms the address: then the invitation is theirs.
    expect((await post('/api/verify-email', null, { token: await verificationToken(reviewerEmail) })).statusCode).toBe(
      200,
    );
    const list = (await get('/api/reviewer/invites', mallory)).json() as { inviteId: number }[];
    expect(list.map((i) => i.inviteId)).toEqual([inviteId]);
  });

  it("gives a converted manuscript to the address's owner, not to an unverified signup squatting it", async () => {
    const email = uniqueEmail('submitter');
    const body = multipart(manuscriptFields({ email }), [
      { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
    ]);
    const intake = await t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
    expect(intake.statusCode).toBe(201);
    // Someone signs up with the submitter's address, under a name of their choosing, before
    // the office converts it.
    expect((await signup({ name: 'Dr. Mallory Trusted', email, password: PASSWORD })).statusCode).toBe(201);
    const mallory = await signIn(email);
    const [squatter] = await t.app.db.select().from(users).where(eq(users.email, email));

    const converted = await post(`/api/admin/public-manuscripts/${intake.json().id}/triage`, admin.auth, {
      action: 'convert',
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const submissionId = converted.json().submissionId as number;
    // The squatter's way in is gone: password removed, sessions ended.
    expect((await get('/api/author/submissions', mallory)).statusCode).toBe(401);
    expect((await post('/api/login', null, { email, password: PASSWORD })).statusCode).toBe(401);
    const live = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, squatter.id)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    // Nor does the squatter's chosen name stay on the owner's account: it is the submitter's.
    const [reclaimed] = await t.app.db.select().from(users).where(eq(users.id, squatter.id));
    expect(reclaimed.name).toBe(`${manuscriptFields({ email }).firstName} ${manuscriptFields({ email }).lastName}`);
    // The set-password mail goes to the address: its reader gets the submission.
    const mail = (await mailsTo(email)).find((m) => m.kind === 'auth.set_password')!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await post('/api/password-reset/confirm', null, { token, password: 'Owners-Pass-7' })).statusCode).toBe(
      200,
    );
    const owner = await signIn(email, 'Owners-Pass-7');
    const mine = (await get('/api/author/submissions', owner)).json() as { id: number }[];
    expect(mine.map((s) => s.id)).toContain(submissionId);
    expect((await get('/api/me', owner)).json().emailVerified).toBe(true);
  });

  it('gives a reviewer account reclaimed from a squatter the invited name, not the squatter’s', async () => {
    const reviewerEmail = uniqueEmail('reclaimed');
    const inviteId = await invitation(reviewerEmail);
    expect((await signup({ name: 'Prof. Mallory Trusted', email: reviewerEmail, password: PASSWORD })).statusCode).toBe(
      201,
    );
    // Whoever reads the invitation (the address's owner) accepts it: the account is reclaimed.
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.ref, `invitation:${inviteId}`));
    const token = /\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const accepted = await post('/api/public/invites/accept', null, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().reviewerName).not.toContain('Mallory');
    const [reviewer] = await t.app.db.select().from(users).where(eq(users.email, reviewerEmail));
    expect(reviewer.name).not.toContain('Mallory');
    expect(reviewer.name).toBe(reviewerEmail.split('@')[0]);
    expect(reviewer.passwordHash).toBeNull();
  });

  it('counts accounts the office makes as verified (users command, invitation link)', async () => {
    const made = await createTestUser(t.app, { role: 'editor' });
    expect(made.emailVerifiedAt).not.toBeNull();
    const reviewerEmail = uniqueEmail('linked');
    const inviteId = await invitation(reviewerEmail);
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.ref, `invitation:${inviteId}`));
    const token = /\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await post('/api/public/invites/accept', null, { token })).statusCode).toBe(200);
    const [reviewer] = await t.app.db.select().from(users).where(eq(users.email, reviewerEmail));
    expect(reviewer.emailVerifiedAt).not.toBeNull();
  });
});
