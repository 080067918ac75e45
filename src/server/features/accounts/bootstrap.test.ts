import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { verifyPassword } from './passwords';
import { createTestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { ensureAdmin } from './bootstrap';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const config = { adminEmail: 'first.admin@example.org', adminPassword: 'First-Admin-1' };

describe('ensureAdmin (first start)', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    expect(await ensureAdmin(t.app.db, config)).toBe('created');
    const [row] = await t.app.db.select().from(users).where(eq(users.email, config.adminEmail));
    expect(row.role).toBe('admin');
    expect(await verifyPassword(row.passwordHash, 'First-Admin-1')).toBe(true);
    // A restart with another password changes nothing once an admin exists.
    expect(await ensureAdmin(t.app.db, { ...config, adminPassword: 'Changed-Admin-2' })).toBe('skipped');
    const [again] = await t.app.db.select().from(users).where(eq(users.email, config.adminEmail));
    expect(await verifyPassword(again.passwordHash, 'First-Admin-1')).toBe(true);
  });

  it('refuses a guessable ADMIN_PASSWORD with the reason, and makes no account', async () => {
    await expect(ensureAdmin(t.app.db, { ...config, adminPassword: 'Password123!' })).rejects.toThrow(
      /^ADMIN_PASSWORD is refused: This password is too easy to guess\. \S/,
    );
    expect(await t.app.db.select().from(users)).toHaveLength(0);
  });

  it('does nothing without ADMIN_PASSWORD', async () => {
    expect(await ensureAdmin(t.app.db, { adminEmail: config.adminEmail, adminPassword: undefined })).toBe('skipped');
    expect(await t.app.db.select().from(users)).toHaveLength(0);
  });

  it('makes an existing account of that e-mail the admin when there is none', async () => {
    const existing = await createTestUser(t.app, { email: config.adminEmail, role: 'author' });
    expect(await ensureAdmin(t.app.db, config)).toBe('promoted');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(row.role).toBe('admin');
  });
});
