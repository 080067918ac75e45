/**
 * ORCID grants kept for later API calls (decision 0087): one live grant per iD, tokens sealed
 * at rest with AES-256-GCM (NIST SP 800-38D: a changed ciphertext fails its tag), nothing
 * returned once revoked or expired (RFC 6749 §5.1 `expires_in`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orcidAuthorizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../accounts';
import { getOrcidAuthorization, revokeOrcidAuthorization, saveOrcidAuthorization } from './authorizations';
import { seal, unseal } from './sealed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const ID = '0000-0002-1825-0097';

describe('ORCID authorizations', () => {
  it('keeps the tokens sealed at rest and gives them back decrypted with the scopes as granted', async () => {
    await saveOrcidAuthorization(t.app.db, {
      orcid: ID,
      name: 'Josiah Carberry',
      scope: '/read-limited /activities/update openid',
      accessToken: 'access-token-1234',
      refreshToken: 'refresh-token-5678',
      expiresInSeconds: 631138518,
    });
    const [row] = await t.app.db.select().from(orcidAuthorizations).where(eq(orcidAuthorizations.orcid, ID));
    expect(row.accessTokenEnc).not.toContain('access-token-1234');
    expect(row.refreshTokenEnc).not.toContain('refresh-token-5678');
    const grant = await getOrcidAuthorization(t.app.db, ID);
    expect(grant).toMatchObject({
      orcid: ID,
      scope: ['/read-limited', '/activities/update', 'openid'],
      accessToken: 'access-token-1234',
      accountId: null,
    });
    expect(grant!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 600_000_000_000);
  });

  it('keeps one live grant per iD: a new one replaces the old and keeps its account', async () => {
    const user = await createUser(t.app.db, {
      name: 'Ann Author',
      email: 'ann.orcid@example.org',
      role: 'author',
      emailVerified: true,
    });
    await saveOrcidAuthorization(t.app.db, {
      orcid: '0000-0001-5109-3700',
      accountId: user.id,
      scope: ['openid'],
      accessToken: 'first',
      expiresInSeconds: 3600,
    });
    await saveOrcidAuthorization(t.app.db, {
      orcid: '0000-0001-5109-3700',
      scope: 'openid /activities/update',
      accessToken: 'second',
      expiresInSeconds: 3600,
    });
    const rows = await t.app.db
      .select()
      .from(orcidAuthorizations)
      .where(eq(orcidAuthorizations.orcid, '0000-0001-5109-3700'));
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    expect(await getOrcidAuthorization(t.app.db, '0000-0001-5109-3700')).toMatchObject({
      accessToken: 'second',
      scope: ['openid', '/activities/update'],
      accountId: user.id,
    });
  });

  it('gives nothing once revoked', async () => {
    await saveOrcidAuthorization(t.app.db, {
      orcid: '0000-0003-1419-2405',
      scope: 'openid',
      accessToken: 'x',
      expiresInSeconds: 3600,
    });
    expect(await revokeOrcidAuthorization(t.app.db, '0000-0003-1419-2405')).toBe(true);
    expect(await getOrcidAuthorization(t.app.db, '0000-0003-1419-2405')).toBeNull();
    expect(await revokeOrcidAuthorization(t.app.db, '0000-0003-1419-2405')).toBe(false);
  });

  it('gives nothing once the access token has expired', async () => {
    await saveOrcidAuthorization(t.app.db, {
      orcid: '0000-0002-9079-593X',
      scope: 'openid',
      accessToken: 'y',
      expiresInSeconds: 60,
    });
    expect(await getOrcidAuthorization(t.app.db, '0000-0002-9079-593X')).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await getOrcidAuthorization(t.app.db, '0000-0002-9079-593X')).toBeNull();
  });

  it('refuses what is not an iD', async () => {
    await expect(
      saveOrcidAuthorization(t.app.db, {
        orcid: 'https://orcid.org/0000-0002-1825-0097',
        scope: 'openid',
        accessToken: 'z',
        expiresInSeconds: 60,
      }),
    ).rejects.toThrow(RangeError);
  });
});

describe('sealed secrets', () => {
  it('round-trips, uses a fresh IV each time, and refuses an altered ciphertext', async () => {
    const a = await seal(t.app.db, 'client-secret');
    const b = await seal(t.app.db, 'client-secret');
    expect(a).not.toBe(b);
    expect(await unseal(t.app.db, a)).toBe('client-secret');
    const [v, iv, body] = a.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] ^= 1;
    await expect(unseal(t.app.db, `${v}.${iv}.${bytes.toString('base64url')}`)).rejects.toThrow();
  });
});
