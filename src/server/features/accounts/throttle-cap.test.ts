/**
 * The cap on failed sign-ins of one account from all addresses together (NIST SP 800-63B
 * §5.2.2: at most 100 consecutive failures), and the device cookies that keep the owner's
 * known browser out of it (OWASP "Slow Down Online Guessing Attacks with Device Cookies";
 * docs/decisions/0013-address-verification.md). Run on PostgreSQL too: parallel failures
 * must be counted exactly.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED_CODE, SIGN_IN_LOCKED } from '../../../shared/domain/session';
import { createTestUser, TEST_PASSWORD } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { outbox } from '../../db/schema';
import { handlePasswordResetRequests } from './password-reset';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const WRONG = 'Wrong-Password-1';
let address = 0;
/** A fresh client address per call (X-Forwarded-For through the trusted proxy). */
const nextIp = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

interface Attempt {
  email: string;
  password: string;
  ip?: string;
  cookies?: Record<string, string>;
}
const login = ({ email, password, ip = nextIp(), cookies = {} }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
    cookies,
  });

type Answer = Awaited<ReturnType<typeof login>>;
/** The device cookie a sign-in answer sets, as a cookie jar for the next request. */
function deviceJar(res: Answer): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name.startsWith('__Host-genesis_device_'));
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  return { [cookie!.name]: cookie!.value };
}

/**
 * `count` wrong passwords on `email` from rotating addresses (4 per address, under the
 * per-pair block), `parallel` at a time.
 * @returns the statuses, in order
 */
async function guess(email: string, count: number, parallel: number, cookies?: Record<string, string>) {
  const statuses: number[] = [];
  let ip = nextIp();
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => {
      if ((start + i) % 4 === 0) ip = nextIp();
      return login({ email, password: WRONG, ip, cookies });
    });
    for (const res of await Promise.all(batch)) statuses.push(res.statusCode);
  }
  return statuses;
}
/** The mail loop's handling of reset requests, then the token of the newest reset link mailed to `to`. */
async function mailedResetToken(to: string): Promise<string> {
  await handlePasswordResetRequests({
    db: t.app.db,
    mailer: t.app.mailer,
    publicUrl: t.config.publicUrl,
    adminEmail: t.config.adminEmail,
  });
  const mails = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'auth.password_reset')))
    .orderBy(outbox.id);
  return /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1];
}
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('the cap on failed sign-ins of one account', () => {
  it('evaluates at most 100 guesses from everywhere, then only the owner’s known browser gets in', async () => {
    const user = await createTestUser(t.app);
    // The owner signed in from their browser before: it holds the account's device cookie.
    const first = await login({ email: user.email, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    const ownersBrowser = deviceJar(first);

    const statuses = await guess(user.email, 150, 30);
    // Exactly 100 were checked (401); the rest were refused without checking the password.
    expect(tally(statuses)).toEqual({ 401: 100, 429: 50 });

    // The right password from a new browser is refused too, with the way out.
    const stranger = await login({ email: user.email, password: TEST_PASSWORD });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ code: ACCOUNT_LOCKED_CODE, message: SIGN_IN_LOCKED });

    // The owner's browser still signs in.
    const owner = await login({ email: user.email, password: TEST_PASSWORD, cookies: ownersBrowser });
    expect(owner.statusCode).toBe(200);

    // The success reset the count: any browser may try again.
    expect((await login({ email: user.email, password: WRONG })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  }, 120_000);

  it('gives a device cookie a bounded allowance; another account’s cookie buys nothing', async () => {
    const user = await createTestUser(t.app);
    const stolen = deviceJar(await login({ email: user.email, password: TEST_PASSWORD }));
    // Strangers exhaust the cap.
    expect(tally(await guess(user.email, 100, 25))).toEqual({ 401: 100 });
    expect((await login({ email: user.email, password: WRONG })).statusCode).toBe(429);
    // The stolen cookie buys 10 guesses, then no more.
    expect(tally(await guess(user.email, 14, 7, stolen))).toEqual({ 401: 10, 429: 4 });

    // Another account's cookie, or a forged one, buys nothing.
    const other = await createTestUser(t.app);
    const othersJar = deviceJar(await login({ email: other.email, password: TEST_PASSWORD }));
    const [name] = Object.keys(stolen);
    const forged = { [name]: Object.values(othersJar)[0] };
    expect((await login({ email: user.email, password: TEST_PASSWORD, cookies: forged })).statusCode).toBe(429);
  }, 120_000);

  it('spends the presented cookie on success: a copy of it buys no guesses afterwards', async () => {
    const user = await createTestUser(t.app);
    const copy = deviceJar(await login({ email: user.email, password: TEST_PASSWORD }));
    // The owner signs in again with the same browser and gets a new cookie.
    const again = await login({ email: user.email, password: TEST_PASSWORD, cookies: copy });
    expect(again.statusCode).toBe(200);
    const renewed = deviceJar(again);
    expect(renewed).not.toEqual(copy);
    expect(tally(await guess(user.email, 100, 25))).toEqual({ 401: 100 });
    // The old copy is spent; the new cookie works.
    expect((await login({ email: user.email, password: WRONG, cookies: copy })).statusCode).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD, cookies: renewed })).statusCode).toBe(200);
  }, 120_000);

  it('lifts the cap when the owner resets the password through the mailed link', async () => {
    const user = await createTestUser(t.app);
    expect(tally(await guess(user.email, 101, 25))).toEqual({ 401: 100, 429: 1 });
    await t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: user.email } });
    const token = await mailedResetToken(user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'Fresh-Garden-Lantern-42' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login({ email: user.email, password: 'Fresh-Garden-Lantern-42' })).statusCode).toBe(200);
  }, 120_000);
});
