/**
 * Access tokens (decision 0008) verified more than once: a remembered verification must answer
 * exactly as a new one would (RFC 7519 §4.1.4: a token past `exp` is refused; a changed
 * signature is refused).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens } from './access-tokens';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let tokens: AccessTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = new AccessTokens(t.app.db, 'https://journal.example.org');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const claims = { userId: 42, sessionId: '3f2b8c1e-8d7a-4c1b-9a52-0d6f4e7a9b10' };

describe('a token verified again', () => {
  it('is refused as expired once its exp has passed, though it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    expect(await tokens.verify(token)).toEqual({ ok: false, expired: true });
    // Logout still finds the session of a genuine expired token.
    expect(await tokens.verify(token, { ignoreExpiry: true })).toEqual({ ok: true, claims });
    expect(await tokens.verify(token)).toEqual({ ok: false, expired: true });
  });

  it('refuses the same token with its signature changed, before and after the genuine one verified', async () => {
    const token = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = `${header}.${payload}.${flipped}`;
    expect((await tokens.verify(forged)).ok).toBe(false);
    expect((await tokens.verify(token)).ok).toBe(true);
    expect((await tokens.verify(forged)).ok).toBe(false);
  });

  it("refuses another server's token (another key) whatever this one remembers", async () => {
    const other = await createTestApp();
    try {
      const foreign = await new AccessTokens(other.app.db, 'https://journal.example.org').sign(claims);
      expect(await tokens.verify(await tokens.sign(claims))).toEqual({ ok: true, claims });
      expect(await tokens.verify(foreign)).toEqual({ ok: false, expired: false });
    } finally {
      await other.close();
    }
  });
});
