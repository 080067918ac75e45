/**
 * Sign-in throttling (decision 0008, reworked by decision 0013): nobody can lock anybody out.
 * Blocks are per (account, address) and per address (failures only); an account attacked from
 * elsewhere is only slowed down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { SIGN_IN_MAX_FAILURES_PER_ADDRESS } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** A fresh client address per call. */
const nextIp = () => `10.30.${Math.floor(++address / 250)}.${address % 250}`;
const login = (email: string, password: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('sign-in throttling', () => {
  it('blocks an account from one address after 5 failures there, even with the right password', async () => {
    const user = await createTestUser(t.app);
    const ip = '10.31.0.1';
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'Wrong-Password-1', ip)).statusCode).toBe(401);
    const blocked = await login(user.email, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    // Another account from the same address is not affected.
    const other = await createTestUser(t.app);
    expect((await login(other.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('lets the owner in from their own address while someone elsewhere guesses their password', async () => {
    const user = await createTestUser(t.app);
    const attacker = '10.31.1.1';
    for (let i = 0; i < 6; i++) await login(user.email, 'Wrong-Password-1', attacker);
    expect((await login(user.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
    // Guesses from many addresses: each pair stays under its limit.
    for (let i = 0; i < 6; i++) expect((await login(user.email, 'Wrong-Password-1')).statusCode).toBe(401);
    const owner = await login(user.email, TEST_PASSWORD, '10.31.1.200');
    expect(owner.statusCode).toBe(200);
  });

  it('slows an account attacked from many addresses down instead of blocking it', async () => {
    const user = await createTestUser(t.app);
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'Wrong-Password-1')).statusCode).toBe(401);
    // 10 failures before it: 5 beyond the threshold → 1.25 s of waiting, then it goes through.
    const started = Date.now();
    const owner = await login(user.email, TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    // The success cleared the account's count: the next sign-in is not slowed.
    const again = Date.now();
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(Date.now() - again).toBeLessThan(1200);
  });

  it('throttles an unknown email exactly like a known one (no enumeration)', async () => {
    const email = uniqueEmail('ghost');
    const ip = '10.31.2.1';
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong-Password-1', ip)).statusCode).toBe(401);
    const res = await login(email, 'Wrong-Password-1', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it('counts parallel guesses from one address too, and a success clears the pair', async () => {
    const user = await createTestUser(t.app);
    const ip = '10.31.3.1';
    const guesses = await Promise.all(Array.from({ length: 8 }, () => login(user.email, 'Wrong-Password-1', ip)));
    expect(guesses.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const fresh = await createTestUser(t.app);
    const home = '10.31.3.2';
    for (let i = 0; i < 4; i++) await login(fresh.email, 'Wrong-Password-1', home);
    expect((await login(fresh.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(fresh.email, 'Wrong-Password-1', home)).statusCode).toBe(401);
    expect((await login(fresh.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it(`blocks an address after ${SIGN_IN_MAX_FAILURES_PER_ADDRESS} failures over any accounts (spraying)`, async () => {
    const ip = '10.31.4.1';
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await login(uniqueEmail(), 'Wrong-Password-1', ip)).statusCode).toBe(401);
    }
    const res = await login(uniqueEmail(), 'Wrong-Password-1', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('never blocks an editorial office behind one address for signing in successfully', async () => {
    const office = '10.31.5.1';
    const colleagues = await Promise.all(Array.from({ length: 25 }, () => createTestUser(t.app, { role: 'editor' })));
    for (const colleague of colleagues)
      expect((await login(colleague.email, TEST_PASSWORD, office)).statusCode).toBe(200);
    // A few typos on the way do not add up with the successes either.
    for (let i = 0; i < 3; i++)
      expect((await login(colleagues[i].email, 'Typo-Password-1', office)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(colleagues[i].email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });
});
